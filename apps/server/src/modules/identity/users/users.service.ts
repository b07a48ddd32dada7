import type { CreateUserRequest, UpdateUserRequest } from '@portal/contract';
import { hasPermissions, isGroupName, PERMISSIONS } from '@portal/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError, notFound } from '../../../http/app-error.js';
import type { AuthContext } from '../../../http/auth-context.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { assertStrongPassword } from '../auth/password-policy.js';
import { hashPassword } from '../auth/secrets.js';
import { queueVerificationMail } from '../verification/verification.service.js';
import { assertIdentityFree, rethrowIdentityConflict } from './identity.js';
import { presentUser } from './users.presenter.js';
import {
  deleteCompanyUser,
  findCompanyUser,
  insertUser,
  listCompanyUsers,
  lockCompanyAdmins,
  type UserRow,
  updateUserRow,
} from './users.repo.js';

export const LAST_ADMIN_MESSAGE = 'The company must keep at least one admin. Make another user an admin first.';
const USER_NOT_FOUND = 'User not found.';
export const LOGIN_CHANGE_FORBIDDEN_MESSAGE = 'Only an administrator can change a login.';
/** Every user is in exactly one group; taken out of one, a user falls back to this one. */
const BASE_GROUP = 'read-only';

type MailMeta = RequestMeta & { origin: string };

/** What the activity log keeps of a user: no secrets, no timestamps. */
function auditView(user: UserRow) {
  const { time_last_login: _login, time_created: _created, ...view } = presentUser(user);
  return view;
}

/** 409 when the change would leave the company without an admin (admins are locked for the transaction). */
async function assertAdminRemains(tx: Executor, target: UserRow): Promise<void> {
  if (target.groupName !== 'admin') return;
  const admins = await lockCompanyAdmins(tx, target.customerId);
  if (!admins.some((id) => id !== target.id)) throw new AppError('conflict', LAST_ADMIN_MESSAGE);
}

export interface UsersService {
  list(customerId: string): Promise<UserRow[]>;
  get(customerId: string, id: string): Promise<UserRow>;
  create(auth: AuthContext, input: CreateUserRequest, meta: MailMeta): Promise<UserRow>;
  update(auth: AuthContext, id: string, input: UpdateUserRequest, meta: MailMeta): Promise<UserRow>;
  remove(auth: AuthContext, id: string, meta: RequestMeta): Promise<void>;
  removeFromGroup(auth: AuthContext, id: string, groupId: string, meta: RequestMeta): Promise<UserRow>;
}

/** The company's users: always found through the caller's company, so another company's user is not found. */
export function createUsersService(db: Database, mailer: Mailer): UsersService {
  const audit = (
    auth: AuthContext,
    meta: RequestMeta,
    action: string,
    objectId: string,
    before: unknown,
    after: unknown,
  ) => ({
    customerId: auth.customer.id,
    actorUserId: auth.user.id,
    action,
    objectType: 'user',
    objectId,
    before,
    after,
    ipAddress: meta.ipAddress,
    requestId: meta.requestId,
  });

  async function requireUser(tx: Executor, customerId: string, id: string): Promise<UserRow> {
    const user = await findCompanyUser(tx, customerId, id);
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  }

  return {
    list: (customerId) => listCompanyUsers(db, customerId),
    get: (customerId, id) => requireUser(db, customerId, id),

    async create(auth, input, meta) {
      await assertStrongPassword(input.password, 'password', [
        input.login,
        input.email,
        input.first_name,
        input.last_name,
      ]);
      await assertIdentityFree(db, { login: input.login, email: input.email });
      const passwordHash = await hashPassword(input.password);
      const now = new Date();
      const user = await db
        .transaction(async (tx) => {
          const created = await insertUser(tx, {
            customerId: auth.customer.id,
            login: input.login,
            email: input.email,
            firstName: input.first_name,
            lastName: input.last_name ?? '',
            phone: input.phone ?? '',
            timezone: input.timezone || 'UTC',
            groupName: input.group,
            passwordHash,
            isVerified: false,
          });
          await recordActivity(tx, audit(auth, meta, 'user.create', created.id, null, auditView(created)));
          await queueVerificationMail(tx, mailer, { user: created, origin: meta.origin, now });
          return created;
        })
        .catch(rethrowIdentityConflict);
      return user;
    },

    async update(auth, id, input, meta) {
      const canManage = hasPermissions(auth.permissions, [PERMISSIONS.USER_UPDATE]);
      const now = new Date();
      const user = await db
        .transaction(async (tx) => {
          const target = await requireUser(tx, auth.customer.id, id);
          const isSelf = target.id === auth.user.id;
          const changesGroup = input.group !== undefined && input.group !== target.groupName;
          if ((!isSelf || changesGroup) && !canManage) throw new AppError('forbidden');
          const changesLogin = input.login !== undefined && input.login.toLowerCase() !== target.login.toLowerCase();
          // A login is how the company knows and audits a user: changing one, even one's own, is a user manager's call.
          if (changesLogin && !canManage) {
            throw new AppError('forbidden', undefined, { login: LOGIN_CHANGE_FORBIDDEN_MESSAGE });
          }
          const changesEmail = input.email !== undefined && input.email.toLowerCase() !== target.email.toLowerCase();
          await assertIdentityFree(
            tx,
            { login: changesLogin ? input.login : undefined, email: changesEmail ? input.email : undefined },
            target.id,
          );
          if (changesGroup) await assertAdminRemains(tx, target);
          const updated = await updateUserRow(tx, target.id, {
            ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
            ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
            ...(input.phone !== undefined ? { phone: input.phone } : {}),
            ...(input.timezone ? { timezone: input.timezone } : {}),
            ...(input.login !== undefined ? { login: input.login } : {}),
            ...(input.group !== undefined ? { groupName: input.group } : {}),
            // A new address must be proven again.
            ...(changesEmail ? { email: input.email, isVerified: false } : {}),
          });
          await recordActivity(tx, audit(auth, meta, 'user.update', target.id, auditView(target), auditView(updated)));
          if (changesEmail) await queueVerificationMail(tx, mailer, { user: updated, origin: meta.origin, now });
          return updated;
        })
        .catch(rethrowIdentityConflict);
      return user;
    },

    async remove(auth, id, meta) {
      await db.transaction(async (tx) => {
        const target = await requireUser(tx, auth.customer.id, id);
        await assertAdminRemains(tx, target);
        await deleteCompanyUser(tx, auth.customer.id, target.id);
        await recordActivity(tx, audit(auth, meta, 'user.delete', target.id, auditView(target), null));
      });
    },

    async removeFromGroup(auth, id, groupId, meta) {
      return db.transaction(async (tx) => {
        const target = await requireUser(tx, auth.customer.id, id);
        const group = groupId.trim().toLowerCase();
        if (!isGroupName(group)) throw notFound('Group not found.');
        if (target.groupName !== group) throw notFound('The user is not in this group.');
        if (group === BASE_GROUP) {
          throw new AppError('conflict', 'Every user belongs to a group: move the user to another group instead.');
        }
        await assertAdminRemains(tx, target);
        const updated = await updateUserRow(tx, target.id, { groupName: BASE_GROUP });
        await recordActivity(
          tx,
          audit(auth, meta, 'user.group_remove', target.id, { group: target.groupName }, { group: BASE_GROUP }),
        );
        return updated;
      });
    },
  };
}
