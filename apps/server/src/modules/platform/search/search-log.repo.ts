import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { searchLog } from '../../../db/schema/index.js';

/** How far back "Frequently Searched" looks, in days. */
export const FREQUENT_SEARCH_DAYS = 30;
/** How many frequent searches the quick search shows. */
export const FREQUENT_SEARCHES_LIMIT = 5;

export interface SearchLogEntry {
  userId: string;
  customerId: string;
  query: string;
}

const windowStart = sql`now() - make_interval(days => ${FREQUENT_SEARCH_DAYS})`;

/**
 * Records one search and drops this user's searches older than the window, so the log stays as small as what
 * "Frequently Searched" reads (the delete walks the user's index range only).
 */
export async function recordSearch(db: Executor, entry: SearchLogEntry): Promise<void> {
  await db.insert(searchLog).values({ userId: entry.userId, customerId: entry.customerId, query: entry.query });
  await db.delete(searchLog).where(and(eq(searchLog.userId, entry.userId), lt(searchLog.createdAt, windowStart)));
}

/**
 * The user's most frequent queries on this customer in the window, most frequent (then most recent) first.
 * Queries differing only in case count as one and show as last typed.
 */
export async function frequentSearches(
  db: Executor,
  userId: string,
  customerId: string,
): Promise<{ query: string; count: number }[]> {
  const normalised = sql`lower(${searchLog.query})`;
  return db
    .select({
      query: sql<string>`(array_agg(${searchLog.query} order by ${searchLog.createdAt} desc))[1]`,
      count: sql<number>`count(*)::int`,
    })
    .from(searchLog)
    .where(
      and(eq(searchLog.userId, userId), eq(searchLog.customerId, customerId), gt(searchLog.createdAt, windowStart)),
    )
    .groupBy(normalised)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${searchLog.createdAt})`))
    .limit(FREQUENT_SEARCHES_LIMIT);
}
