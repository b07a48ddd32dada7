import type { CurrentUser, User } from '@portal/contract';
import type { Executor } from '../../../db/client.js';
import { pendingPasswordResets } from './user-tokens.repo.js';
import type { UserRow } from './users.repo.js';

/** The wire shape of a user; never the password hash. */
export function presentUser(user: UserRow): CurrentUser {
  return {
    uuid: user.id,
    email: user.email,
    login: user.login,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    timezone: user.timezone,
    group: user.groupName,
    is_verified: user.isVerified,
    mfa_enabled: user.mfaEnabled,
    is_provider_staff: user.isProviderStaff,
    customer_uuid: user.customerId,
    time_last_login: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    time_created: user.createdAt.toISOString(),
  };
}

/** Users of the company as the user routes answer them (wire reference 3.1), with `reset_password_before`. */
export async function presentCompanyUsers(db: Executor, users: UserRow[]): Promise<User[]> {
  const resets = await pendingPasswordResets(
    db,
    users.map((user) => user.id),
  );
  return users.map((user) => ({
    ...presentUser(user),
    reset_password_before: resets.get(user.id)?.toISOString() ?? null,
  }));
}

/** One user of the company as the user routes answer it. */
export async function presentCompanyUser(db: Executor, user: UserRow): Promise<User> {
  const [presented] = await presentCompanyUsers(db, [user]);
  if (!presented) throw new Error('a user presents as one user');
  return presented;
}
