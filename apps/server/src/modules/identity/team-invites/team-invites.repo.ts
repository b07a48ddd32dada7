import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import { customers, teamInvites, users } from '../../../db/schema/index.js';

export type TeamInviteRow = typeof teamInvites.$inferSelect;
export type TeamInviteWithInviter = TeamInviteRow & {
  inviterLogin: string | null;
  inviterName: string | null;
  companyName: string;
};

const inviter = alias(users, 'inviter');

function withInviter(db: Executor) {
  return db
    .select({
      invite: teamInvites,
      inviterLogin: inviter.login,
      inviterFirstName: inviter.firstName,
      inviterLastName: inviter.lastName,
      companyName: customers.name,
    })
    .from(teamInvites)
    .innerJoin(customers, eq(customers.id, teamInvites.customerId))
    .leftJoin(inviter, eq(inviter.id, teamInvites.invitedByUserId));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof withInviter>['execute']>>[number];

function flatten(row: JoinedRow): TeamInviteWithInviter {
  const name = row.inviterFirstName === null ? null : `${row.inviterFirstName} ${row.inviterLastName ?? ''}`.trim();
  return { ...row.invite, inviterLogin: row.inviterLogin, inviterName: name, companyName: row.companyName };
}

/** A live invite: neither accepted nor cancelled, not expired. */
function isLive(now: Date) {
  return and(isNull(teamInvites.acceptedAt), isNull(teamInvites.cancelledAt), gt(teamInvites.expiresAt, now));
}

export async function listCompanyInvites(db: Executor, customerId: string): Promise<TeamInviteWithInviter[]> {
  const rows = await withInviter(db)
    .where(eq(teamInvites.customerId, customerId))
    .orderBy(desc(teamInvites.createdAt), desc(teamInvites.id));
  return rows.map(flatten);
}

export async function findCompanyInvite(
  db: Executor,
  customerId: string,
  id: string,
): Promise<TeamInviteWithInviter | null> {
  const [row] = await withInviter(db)
    .where(and(eq(teamInvites.id, id), eq(teamInvites.customerId, customerId)))
    .limit(1);
  return row ? flatten(row) : null;
}

export async function findLiveInviteByToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<TeamInviteWithInviter | null> {
  const [row] = await withInviter(db)
    .where(and(eq(teamInvites.tokenHash, tokenHash), isLive(now)))
    .limit(1);
  return row ? flatten(row) : null;
}

export async function hasLiveInviteFor(db: Executor, customerId: string, email: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: teamInvites.id })
    .from(teamInvites)
    .where(
      and(
        eq(teamInvites.customerId, customerId),
        eq(sql`lower(${teamInvites.email})`, email.toLowerCase()),
        isLive(now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Closes the expired open invites of an address before a new one is made, so the one-open-invite index (which
 * cannot see the clock) lets the new invite in; they still read as expired.
 */
export async function supersedeExpiredInvites(
  db: Executor,
  customerId: string,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .update(teamInvites)
    .set({ supersededAt: now })
    .where(
      and(
        eq(teamInvites.customerId, customerId),
        eq(sql`lower(${teamInvites.email})`, email.toLowerCase()),
        isNull(teamInvites.acceptedAt),
        isNull(teamInvites.cancelledAt),
        isNull(teamInvites.supersededAt),
        lte(teamInvites.expiresAt, now),
      ),
    );
}

export async function insertInvite(db: Executor, values: typeof teamInvites.$inferInsert): Promise<TeamInviteRow> {
  const [row] = await db.insert(teamInvites).values(values).returning();
  if (!row) throw new Error('invite insert returned nothing');
  return row;
}

export async function updateInvite(
  db: Executor,
  customerId: string,
  id: string,
  values: Partial<typeof teamInvites.$inferInsert>,
): Promise<void> {
  await db
    .update(teamInvites)
    .set(values)
    .where(and(eq(teamInvites.id, id), eq(teamInvites.customerId, customerId)));
}

/** Marks a live invite accepted; false when it was used, cancelled or expired meanwhile (single use). */
export async function acceptLiveInvite(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(teamInvites)
    .set({ acceptedAt: now })
    .where(and(eq(teamInvites.id, id), isLive(now)))
    .returning({ id: teamInvites.id });
  return rows.length > 0;
}
