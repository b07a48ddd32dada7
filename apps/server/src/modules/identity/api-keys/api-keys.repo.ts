import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { apiKeys } from '../../../db/schema/index.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Wire reference 1: an API key is `api-` then two UUIDs joined by `-`. */
const API_KEY_PATTERN =
  /^api-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;

export function isApiKeyFormat(token: string): boolean {
  return API_KEY_PATTERN.test(token);
}

/** Last use is refreshed at most once a minute, so calls with a key do not all turn into writes. */
export async function touchApiKey(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`${now}::timestamptz - interval '1 minute'`)),
      ),
    );
}

/** The user's keys that are not revoked, newest first (expired ones stay listed until revoked). */
export async function listUserApiKeys(db: Executor, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function insertApiKey(
  db: Executor,
  values: { userId: string; name: string; keyHash: string; expiresAt: Date | null },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('api key insert returned nothing');
  return row;
}

/** Revokes one of the user's own keys; null when the user has no such live key. */
export async function revokeUserApiKey(db: Executor, userId: string, id: string, now: Date): Promise<ApiKeyRow | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  return row ?? null;
}
