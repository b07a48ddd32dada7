import { PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { messageSchema } from './errors.js';
import { emailField, loginField, newPasswordField, optionalText, requiredText } from './fields.js';
import { defineRoute } from './route.js';
import { currentUserSchema, groupNameSchema } from './users.js';

/** A team invite: an e-mail address asked to join the company in a group; valid 7 days, single use. */
export const teamInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  group: z.string(),
  status: z.enum(['pending', 'accepted', 'expired', 'cancelled']),
  /** Login of the user who sent it (null when that user was deleted). */
  invited_by: z.string().nullable(),
  time_created: z.string(),
  time_expires: z.string(),
  time_accepted: z.string().nullable(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const createTeamInviteRequestSchema = z.object({
  email: emailField(),
  group: groupNameSchema,
});
export type CreateTeamInviteRequest = z.infer<typeof createTeamInviteRequestSchema>;

export const teamInviteIdParamsSchema = z.object({ id: z.uuid() });

/** The token of the invite link `{origin}/accept-invite?token=…`. */
export const teamInviteLookupQuerySchema = z.object({ token: requiredText({ max: 256 }) });

/** What the accept screen shows before the invitee chooses a login and password. */
export const teamInviteLookupSchema = z.object({
  email: z.string(),
  group: z.string(),
  company_name: z.string(),
  /** "First Last" of the inviting user, null when that user was deleted. */
  invited_by_name: z.string().nullable(),
  time_expires: z.string(),
});
export type TeamInviteLookup = z.infer<typeof teamInviteLookupSchema>;

/** Accepting an invite creates the user (verified: the invite proved the address) in the company and group. */
export const acceptTeamInviteRequestSchema = z.object({
  token: requiredText({ max: 256 }),
  login: loginField(),
  first_name: requiredText({ max: 100 }),
  last_name: optionalText({ max: 100 }),
  password: newPasswordField(),
});
export type AcceptTeamInviteRequest = z.infer<typeof acceptTeamInviteRequestSchema>;

/** The answer to a token that is wrong, used, cancelled or older than 7 days (404 on lookup, 400 on accept). */
export const INVALID_INVITE_MESSAGE = 'This invitation is not valid or has expired.';

export const teamInviteRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/team-invites',
    access: { permission: PERMISSIONS.USER_CREATE },
    tag: 'Team invites',
    summary: "The company's invites, newest first, with their status (pending, accepted, expired, cancelled).",
    response: z.array(teamInviteSchema),
  }),
  create: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/team-invites',
    access: { permission: PERMISSIONS.USER_CREATE },
    verified: true,
    tag: 'Team invites',
    summary:
      'Invites an e-mail address into the company and a group: the link is e-mailed and valid 7 days. 409 when ' +
      'a user has that address or a pending invite exists for it.',
    body: createTeamInviteRequestSchema,
    response: teamInviteSchema,
    successStatus: 201,
    errors: [409],
  }),
  resend: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/team-invites/:id/resend',
    access: { permission: PERMISSIONS.USER_CREATE },
    verified: true,
    tag: 'Team invites',
    summary: 'Sends a pending or expired invite again with a new link and 7 more days (the old link stops working).',
    params: teamInviteIdParamsSchema,
    response: teamInviteSchema,
    errors: [409],
  }),
  cancel: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/team-invites/:id',
    access: { permission: PERMISSIONS.USER_CREATE },
    verified: true,
    tag: 'Team invites',
    summary: 'Cancels a pending invite; its link stops working.',
    params: teamInviteIdParamsSchema,
    response: messageSchema,
    errors: [409],
  }),
  lookup: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/team-invites/lookup',
    access: 'public',
    tag: 'Team invites',
    summary: 'What an invite link offers (company, group, e-mail address); 404 when it is not valid or expired.',
    query: teamInviteLookupQuerySchema,
    response: teamInviteLookupSchema,
    errors: [404],
  }),
  accept: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/team-invites/accept',
    access: 'public',
    tag: 'Team invites',
    summary:
      'Accepts an invite: creates the user, verified, in the inviting company and group. Single use. Does not ' +
      'sign in; the new user then logs in.',
    body: acceptTeamInviteRequestSchema,
    response: currentUserSchema,
    successStatus: 201,
    errors: [409],
  }),
};
