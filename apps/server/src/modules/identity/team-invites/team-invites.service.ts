import {
  type AcceptTeamInviteRequest,
  type CreateTeamInviteRequest,
  INVALID_INVITE_MESSAGE,
  type TeamInvite,
  type TeamInviteLookup,
} from '@portal/contract';
import type { Database, Executor } from '../../../db/client.js';
import { AppError, conflictOn, invalidField, notFound } from '../../../http/app-error.js';
import type { AuthContext } from '../../../http/auth-context.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import { teamInviteMail } from '../../platform/mail/mail-templates.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { assertStrongPassword } from '../auth/password-policy.js';
import { hashPassword, hashSecret, newSecret } from '../auth/secrets.js';
import { assertIdentityFree, rethrowIdentityConflict, uniqueConstraintOf } from '../users/identity.js';
import { insertUser, type UserRow } from '../users/users.repo.js';
import { inviteStatus, presentInvite, presentInviteLookup } from './team-invites.presenter.js';
import {
  acceptLiveInvite,
  findCompanyInvite,
  findLiveInviteByToken,
  hasLiveInviteFor,
  insertInvite,
  listCompanyInvites,
  supersedeExpiredInvites,
  type TeamInviteWithInviter,
  updateInvite,
} from './team-invites.repo.js';

const PENDING_MESSAGE = 'An invitation to this address is still pending.';

/** An invite link is valid 7 days. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const INVITE_NOT_FOUND = 'Invitation not found.';

type MailMeta = RequestMeta & { origin: string };

export interface TeamInvitesService {
  list(customerId: string): Promise<TeamInvite[]>;
  create(auth: AuthContext, input: CreateTeamInviteRequest, meta: MailMeta): Promise<TeamInvite>;
  resend(auth: AuthContext, id: string, meta: MailMeta): Promise<TeamInvite>;
  cancel(auth: AuthContext, id: string, meta: RequestMeta): Promise<void>;
  lookup(token: string): Promise<TeamInviteLookup>;
  accept(input: AcceptTeamInviteRequest, meta: RequestMeta): Promise<UserRow>;
}

/** Team invites: an admin invites an address into the company and a group; the link creates the user. */
export function createTeamInvitesService(db: Database, mailer: Mailer): TeamInvitesService {
  const inviterName = (auth: AuthContext) => `${auth.user.firstName} ${auth.user.lastName}`.trim();

  async function requireInvite(tx: Executor, customerId: string, id: string): Promise<TeamInviteWithInviter> {
    const invite = await findCompanyInvite(tx, customerId, id);
    if (!invite) throw notFound(INVITE_NOT_FOUND);
    return invite;
  }

  /** A new token for the invite and its e-mail, queued in the transaction. */
  async function queueInviteMail(
    tx: Executor,
    auth: AuthContext,
    invite: { email: string; groupName: string },
    token: string,
    origin: string,
  ) {
    return mailer.queue(
      tx,
      teamInviteMail({
        to: invite.email,
        companyName: auth.customer.name,
        inviterName: inviterName(auth),
        group: invite.groupName,
        token,
        origin,
      }),
    );
  }

  const audit = (auth: AuthContext, meta: RequestMeta, action: string, id: string, after: unknown = null) => ({
    customerId: auth.customer.id,
    actorUserId: auth.user.id,
    action,
    objectType: 'team_invite',
    objectId: id,
    after,
    ipAddress: meta.ipAddress,
    requestId: meta.requestId,
  });

  return {
    async list(customerId) {
      const now = new Date();
      return (await listCompanyInvites(db, customerId)).map((invite) => presentInvite(invite, now));
    },

    async create(auth, input, meta) {
      await assertIdentityFree(db, { email: input.email });
      const now = new Date();
      const token = newSecret();
      const invite = await db
        .transaction(async (tx) => {
          await supersedeExpiredInvites(tx, auth.customer.id, input.email, now);
          if (await hasLiveInviteFor(tx, auth.customer.id, input.email, now))
            throw conflictOn('email', PENDING_MESSAGE);
          const row = await insertInvite(tx, {
            customerId: auth.customer.id,
            email: input.email,
            groupName: input.group,
            tokenHash: hashSecret(token),
            invitedByUserId: auth.user.id,
            expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
          });
          await recordActivity(
            tx,
            audit(auth, meta, 'team_invite.create', row.id, { email: row.email, group: row.groupName }),
          );
          await queueInviteMail(tx, auth, row, token, meta.origin);
          return requireInvite(tx, auth.customer.id, row.id);
        })
        .catch((error: unknown) => {
          // Parallel invites of one address all pass the check above; the one-open-invite index stops all but one.
          if (uniqueConstraintOf(error) === 'team_invites_open_email_key') throw conflictOn('email', PENDING_MESSAGE);
          throw error;
        });
      return presentInvite(invite, now);
    },

    async resend(auth, id, meta) {
      const now = new Date();
      const token = newSecret();
      const invite = await db.transaction(async (tx) => {
        const found = await requireInvite(tx, auth.customer.id, id);
        const status = inviteStatus(found, now);
        if (status === 'accepted' || status === 'cancelled') {
          throw new AppError('conflict', `This invitation was ${status}: it can no longer be sent.`);
        }
        if (found.supersededAt)
          throw new AppError('conflict', 'A newer invitation went to this address: send that one.');
        await updateInvite(tx, auth.customer.id, id, {
          tokenHash: hashSecret(token),
          expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
        });
        await recordActivity(tx, audit(auth, meta, 'team_invite.resend', id));
        await queueInviteMail(tx, auth, found, token, meta.origin);
        return requireInvite(tx, auth.customer.id, id);
      });
      return presentInvite(invite, now);
    },

    async cancel(auth, id, meta) {
      const now = new Date();
      await db.transaction(async (tx) => {
        const found = await requireInvite(tx, auth.customer.id, id);
        if (inviteStatus(found, now) !== 'pending') {
          throw new AppError('conflict', 'Only a pending invitation can be cancelled.');
        }
        await updateInvite(tx, auth.customer.id, id, { cancelledAt: now });
        await recordActivity(tx, audit(auth, meta, 'team_invite.cancel', id));
      });
    },

    async lookup(token) {
      const invite = await findLiveInviteByToken(db, hashSecret(token), new Date());
      if (!invite) throw notFound(INVALID_INVITE_MESSAGE);
      return presentInviteLookup(invite);
    },

    async accept(input, meta) {
      const invite = await findLiveInviteByToken(db, hashSecret(input.token), new Date());
      if (!invite) throw invalidField('token', INVALID_INVITE_MESSAGE);
      await assertStrongPassword(input.password, 'password', [
        input.login,
        invite.email,
        input.first_name,
        input.last_name,
      ]);
      await assertIdentityFree(db, { login: input.login, email: invite.email });
      const passwordHash = await hashPassword(input.password);
      return db
        .transaction(async (tx) => {
          const now = new Date();
          if (!(await acceptLiveInvite(tx, invite.id, now))) throw invalidField('token', INVALID_INVITE_MESSAGE);
          // The invite reached this mailbox, which proves the address: the user starts verified.
          const user = await insertUser(tx, {
            customerId: invite.customerId,
            login: input.login,
            email: invite.email,
            firstName: input.first_name,
            lastName: input.last_name ?? '',
            groupName: invite.groupName,
            passwordHash,
            isVerified: true,
          });
          await recordActivity(tx, {
            customerId: invite.customerId,
            actorUserId: user.id,
            action: 'team_invite.accept',
            objectType: 'team_invite',
            objectId: invite.id,
            after: { login: user.login, email: user.email, group: user.groupName },
            ipAddress: meta.ipAddress,
            requestId: meta.requestId,
          });
          return user;
        })
        .catch(rethrowIdentityConflict);
    },
  };
}
