import { PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { messageSchema } from './errors.js';
import { requiredText } from './fields.js';
import { defineRoute } from './route.js';

/** An API key as listed: never its secret. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  time_created: z.string(),
  /** null: the key never expires. */
  time_expires: z.string().nullable(),
  /** Refreshed at most once a minute; null until first used. */
  time_last_used: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The message for an expiry that is not a date or not in the future (400, on `time_expires`). */
export const API_KEY_EXPIRY_MESSAGE = 'The expiry must be a date in the future';

/** Create an API key: a name and an optional expiry (an ISO date or date-time). */
export const createApiKeyRequestSchema = z.object({
  name: requiredText({ max: 100 }),
  time_expires: z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), API_KEY_EXPIRY_MESSAGE)
    .nullable()
    .optional(),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

/** The new key with its secret (`api-<uuid>-<uuid>`, wire reference 1), shown this once. */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyIdParamsSchema = z.object({ id: z.uuid() });

export const apiKeyRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/users/current/api-keys',
    access: { permission: PERMISSIONS.API_KEY_CREATE },
    tag: 'API keys',
    summary: "The signed-in user's API keys (never the secrets), newest first.",
    response: z.array(apiKeySchema),
  }),
  create: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/users/current/api-keys',
    access: { permission: PERMISSIONS.API_KEY_CREATE },
    verified: true,
    tag: 'API keys',
    summary:
      'Creates an API key for the signed-in user (admin group, wire reference 1). The secret is answered once and ' +
      'stored only hashed; it is sent like a session token (`Authorization: Bearer <key>` or the bare key).',
    body: createApiKeyRequestSchema,
    response: createdApiKeySchema,
    successStatus: 201,
  }),
  revoke: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/users/current/api-keys/:id',
    access: { permission: PERMISSIONS.API_KEY_CREATE },
    verified: true,
    tag: 'API keys',
    summary: "Revokes one of the signed-in user's API keys; it stops working at once.",
    params: apiKeyIdParamsSchema,
    response: messageSchema,
  }),
};
