import type { CurrentUser } from '@portal/contract';
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
