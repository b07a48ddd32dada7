import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** Finds a user by login, case-insensitively (no tenant: public verification). */
export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.login})`, login.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function markLoggedIn(db: Executor, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

/** A user of the company by uuid or login; a user of another company is not found (ARCHITECTURE rule 3). */
export async function findCompanyUser(db: Executor, customerId: string, idOrLogin: string): Promise<UserRow | null> {
  const key = idOrLogin.trim();
  const match = UUID_PATTERN.test(key) ? eq(users.id, key) : eq(sql`lower(${users.login})`, key.toLowerCase());
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.customerId, customerId), match))
    .limit(1);
  return row ?? null;
}

/** The company's users by login, optionally only those of one group. */
export async function listCompanyUsers(db: Executor, customerId: string, groupName?: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.customerId, customerId), groupName ? eq(users.groupName, groupName) : undefined))
    .orderBy(asc(users.login));
}

/** How many users of the company are in each group. */
export async function countCompanyUsersByGroup(db: Executor, customerId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ groupName: users.groupName, total: count() })
    .from(users)
    .where(eq(users.customerId, customerId))
    .groupBy(users.groupName);
  return new Map(rows.map((row) => [row.groupName, row.total]));
}

/** Which of a login and an e-mail address another user already has (case-insensitive; all companies). */
export async function findTakenIdentity(
  db: Executor,
  wanted: { login?: string | undefined; email?: string | undefined },
  exceptUserId?: string,
): Promise<{ login: boolean; email: boolean }> {
  const login = wanted.login?.trim().toLowerCase();
  const email = wanted.email?.trim().toLowerCase();
  const conditions = [
    login ? eq(sql`lower(${users.login})`, login) : undefined,
    email ? eq(sql`lower(${users.email})`, email) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return { login: false, email: false };
  const rows = await db
    .select({ login: users.login, email: users.email })
    .from(users)
    .where(and(or(...conditions), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  return {
    login: login !== undefined && rows.some((row) => row.login.toLowerCase() === login),
    email: email !== undefined && rows.some((row) => row.email.toLowerCase() === email),
  };
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUserRow(
  db: Executor,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  // A PATCH that changes nothing (`{}`) is answered with the user as it is: SQL has no UPDATE without a SET.
  const [row] =
    Object.keys(values).length === 0
      ? await db.select().from(users).where(eq(users.id, userId))
      : await db.update(users).set(values).where(eq(users.id, userId)).returning();
  if (!row) throw new Error('user update returned nothing');
  return row;
}

/** Deletes a user of the company; sessions, API keys and tokens go with it (foreign keys cascade). */
export async function deleteCompanyUser(db: Executor, customerId: string, userId: string): Promise<void> {
  await db.delete(users).where(and(eq(users.id, userId), eq(users.customerId, customerId)));
}

/** The company's admins, locked for the rest of the transaction so two admins cannot demote each other at once. */
export async function lockCompanyAdmins(db: Executor, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.groupName, 'admin')))
    .for('update');
  return rows.map((row) => row.id);
}
