/** spec 9: the minimum subscription term, 1 month. */
export const MIN_SUBSCRIPTION_TERM = 1;

/** spec 9: 'Hourly' for hourly billing, 'Month to month' for 1 month or less, else '{n} Months'. */
export function subscriptionTermLabel(months: number | null | undefined, isHourly = false): string {
  if (isHourly) return 'Hourly';
  const term = months ?? MIN_SUBSCRIPTION_TERM;
  return term <= 1 ? 'Month to month' : `${term} Months`;
}

/** spec 2 "Support": an order can be cancelled within 24 hours without charge. */
export const FREE_CANCELLATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** spec 2 "Support": true while the order is within the 24-hour free cancellation window. */
export function isWithinFreeCancellation(orderedAt: Date, now: Date): boolean {
  const elapsed = now.getTime() - orderedAt.getTime();
  return elapsed >= 0 && elapsed <= FREE_CANCELLATION_WINDOW_MS;
}
