import { randomUUID } from 'node:crypto';
import { API_KEY_EXPIRY_MESSAGE, type ApiKey, type CreateApiKeyRequest, type CreatedApiKey } from '@portal/contract';
import type { Database } from '../../../db/client.js';
import type { Actor } from '../../../http/actor.js';
import { invalidField, notFound } from '../../../http/app-error.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import { hashSecret } from '../auth/secrets.js';
import { type ApiKeyRow, insertApiKey, listUserApiKeys, revokeUserApiKey } from './api-keys.repo.js';

export function presentApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    time_created: row.createdAt.toISOString(),
    time_expires: row.expiresAt?.toISOString() ?? null,
    time_last_used: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Wire reference 1: `api-` then two random UUIDs joined by `-` (244 random bits). */
export function newApiKeySecret(): string {
  return `api-${randomUUID()}-${randomUUID()}`;
}

export interface ApiKeysService {
  list(userId: string): Promise<ApiKey[]>;
  create(actor: Actor, input: CreateApiKeyRequest, meta: RequestMeta): Promise<CreatedApiKey>;
  revoke(actor: Actor, id: string, meta: RequestMeta): Promise<void>;
}

/** API keys of the signed-in user: the secret is answered once and stored only as its SHA-256. */
export function createApiKeysService(db: Database): ApiKeysService {
  return {
    async list(userId) {
      return (await listUserApiKeys(db, userId)).map(presentApiKey);
    },

    async create(actor, input, meta) {
      const now = new Date();
      const expiresAt = input.time_expires ? new Date(input.time_expires) : null;
      if (expiresAt && expiresAt <= now) throw invalidField('time_expires', API_KEY_EXPIRY_MESSAGE);
      const secret = newApiKeySecret();
      return db.transaction(async (tx) => {
        const row = await insertApiKey(tx, {
          userId: actor.userId,
          name: input.name,
          keyHash: hashSecret(secret),
          expiresAt,
        });
        const key = presentApiKey(row);
        await recordActivity(tx, {
          customerId: actor.customerId,
          actorUserId: actor.userId,
          action: 'api_key.create',
          objectType: 'api_key',
          objectId: row.id,
          after: key,
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
        return { ...key, secret };
      });
    },

    async revoke(actor, id, meta) {
      await db.transaction(async (tx) => {
        const row = await revokeUserApiKey(tx, actor.userId, id, new Date());
        if (!row) throw notFound('API key not found.');
        await recordActivity(tx, {
          customerId: actor.customerId,
          actorUserId: actor.userId,
          action: 'api_key.revoke',
          objectType: 'api_key',
          objectId: row.id,
          before: presentApiKey(row),
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
      });
    },
  };
}
