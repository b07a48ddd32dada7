import { PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { messageSchema } from './errors.js';
import { defineRoute } from './route.js';

/** A live session of a user: where and when it signs in from. */
export const sessionSchema = z.object({
  id: z.string(),
  /** A readable device from the user agent ("Chrome on Windows"); "Unknown device" when it cannot be told. */
  device: z.string(),
  user_agent: z.string(),
  ip_address: z.string(),
  time_created: z.string(),
  time_last_seen: z.string(),
  time_expires: z.string(),
  /** True for the session making this request. */
  is_current: z.boolean(),
});
export type UserSession = z.infer<typeof sessionSchema>;

/** Whose sessions to list: the caller's own by default; another user of the company needs `user.update`. */
export const listSessionsQuerySchema = z.object({ user_uuid: z.uuid().optional() });

/** spec 7 `POST /auth/sessions {user_uuid}`: sign a user of the company out everywhere. */
export const revokeUserSessionsRequestSchema = z.object({ user_uuid: z.uuid() });
export type RevokeUserSessionsRequest = z.infer<typeof revokeUserSessionsRequestSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid() });

/** The WebSocket that tells an open browser its session ended (spec 7 "/v2/auth/track"). */
export const SESSION_TRACK_PATH = '/v2/auth/track';

/**
 * What the track socket sends: `session_ended` once the session is revoked, logged out or expired (then it
 * closes). The browser goes to login.
 */
export const sessionTrackMessageSchema = z.object({
  type: z.literal('session_ended'),
  reason: z.enum(['revoked', 'expired']),
});
export type SessionTrackMessage = z.infer<typeof sessionTrackMessageSchema>;

export const sessionRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/auth/sessions',
    access: 'session',
    tag: 'Sessions',
    summary:
      'The live sessions of the caller (device, IP, created, last seen), or with `user_uuid` those of another user ' +
      'of the company (needs `user.update`; another company answers 404).',
    query: listSessionsQuerySchema,
    response: z.array(sessionSchema),
    errors: [403, 404],
  }),
  revokeUser: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/auth/sessions',
    access: { permission: PERMISSIONS.USER_UPDATE },
    verified: true,
    tag: 'Sessions',
    summary:
      "Signs a user of the company out of every session (API keys are untouched). For the caller's own uuid, " +
      "every session but the current one ends. Another company's user answers 404.",
    body: revokeUserSessionsRequestSchema,
    response: messageSchema,
    errors: [404],
  }),
  revoke: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/auth/sessions/:id',
    access: 'session',
    tag: 'Sessions',
    summary: "Ends one of the caller's own sessions (another user's session answers 404).",
    params: sessionIdParamsSchema,
    response: messageSchema,
  }),
};
