import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/** Finds a user by login or e-mail address, case-insensitively, for signing in (no tenant yet). */
export async function findUserForLogin(db: Executor, loginOrEmail: string): Promise<UserRow | null> {
  const needle = loginOrEmail.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.login})`, needle), eq(sql`lower(${users.email})`, needle)))
    .limit(1);
  return row ?? null;
}

export async function markLoggedIn(db: Executor, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}
