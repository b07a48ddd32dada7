import { z } from 'zod';
import { defineRoute } from './route.js';

/**
 * A GELF 1.1 message (spec 7 "POST /gelf", spec 3 "Error log record"): the standard fields plus the additional
 * `_app_name`, `_environment`, `_user_id`, `_uri`, `_traceback` and `_request_id`.
 */
export const gelfMessageSchema = z.object({
  version: z.literal('1.1'),
  host: z.string().trim().min(1).max(255),
  short_message: z.string().trim().min(1).max(2000),
  full_message: z.string().max(20_000).optional(),
  timestamp: z.number().positive().optional(),
  level: z.number().int().min(0).max(7).default(3),
  _app_name: z.string().max(100).default('portal-web'),
  _environment: z.string().max(50).default('production'),
  _user_id: z.string().max(100).nullish(),
  _uri: z.string().max(2000).default(''),
  _traceback: z.string().max(20_000).nullish(),
  _request_id: z.string().max(128).nullish(),
});
export type GelfMessage = z.input<typeof gelfMessageSchema>;

export const clientLogRoutes = {
  gelf: defineRoute({
    method: 'POST',
    base: 'root',
    path: '/gelf',
    access: 'public',
    tag: 'Operations',
    summary:
      'Log intake for browser errors (GELF 1.1). Sent without credentials; rate-limited per address. Answers 202.',
    body: gelfMessageSchema,
    response: z.object({ accepted: z.literal(true) }),
    successStatus: 202,
    errors: [429],
  }),
};
