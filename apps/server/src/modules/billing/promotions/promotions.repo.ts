import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { promotions } from '../../../db/schema/index.js';

export type PromotionRow = typeof promotions.$inferSelect;

/** Promotions running at `now` that are offered to every customer or to this one. */
export async function findActivePromotions(db: Executor, customerId: string, now: Date): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        lte(promotions.startsAt, now),
        gt(promotions.endsAt, now),
        or(isNull(promotions.customerId), eq(promotions.customerId, customerId)),
      ),
    )
    .orderBy(asc(promotions.endsAt));
}
