import { roundToCents } from './sums.js';

/** spec 2 "cancellation terms": an order can be cancelled within 24 hours without charge. */
export const FREE_CANCELLATION_HOURS = 24;

const HOUR_MS = 3_600_000;

/** The end of a term of `months` starting at `start` (calendar months, UTC). */
export function termEndDate(start: Date, months: number): Date {
  const end = new Date(start.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/** Whole months left of a term at `now`, a started month counting as a whole one; 0 once the term is over. */
export function remainingTermMonths(start: Date, months: number, now: Date): number {
  let left = 0;
  for (let month = 1; month <= months; month += 1) if (termEndDate(start, month) > now) left += 1;
  return left;
}

/**
 * spec 2 "cancellation terms" and wire reference 3.16 ETL: deleting a service costs its monthly charge times the
 * months left of its term, rounded to cents; nothing within 24 hours of the order.
 */
export function earlyTerminationLiability(service: {
  monthlyCharge: number;
  termMonths: number;
  orderedAt: Date;
  now: Date;
}): number {
  const ageMs = service.now.getTime() - service.orderedAt.getTime();
  if (ageMs < FREE_CANCELLATION_HOURS * HOUR_MS) return 0;
  return roundToCents(service.monthlyCharge * remainingTermMonths(service.orderedAt, service.termMonths, service.now));
}
