/** spec 9: the monthly price types. */
export const MONTHLY_PRICE_TYPES = ['monthly', 'bwc_usage', 'bwc_tr', 'monthly_npr_banded'] as const;

/** spec 9: the hourly price type. */
export const HOURLY_PRICE_TYPE = 'hourly_banded';

/** spec 9: the usage unit. */
export const USAGE_UNIT = '/GB';

/** spec 9: the billing orders' types (spec 3 "Billing order"). */
export const BILLING_ORDER_TYPES = ['vcbwc', 'vc_hourly', 'usage', 'vc_burst', 'cloud_dedicated_vc'] as const;

/** spec 9: a price type's kind. */
export type PriceKind = 'monthly' | 'hourly';

/** spec 3 "Billing order": a billable line. */
export interface Billable {
  price_type?: string | null;
  adjusted_price?: number | null;
}

/** spec 9: billing sums are rounded to 2 decimals (half away from zero, after removing float noise). */
export function roundToCents(amount: number): number {
  const cents = Math.round(Math.abs(Number((amount * 100).toPrecision(12))));
  return (Math.sign(amount) * cents) / 100 || 0;
}

/** spec 9: the kind of a price type, monthly or hourly, undefined for any other. */
export function priceKind(priceType: string | null | undefined): PriceKind | undefined {
  const value = (priceType ?? '').toLowerCase();
  if ((MONTHLY_PRICE_TYPES as readonly string[]).includes(value)) return 'monthly';
  return value === HOURLY_PRICE_TYPE ? 'hourly' : undefined;
}

/** spec 9: the sum of the adjusted prices of one kind, rounded to 2 decimals. */
export function sumBillables(billables: readonly Billable[], kind: PriceKind): number {
  const total = billables
    .filter((billable) => priceKind(billable.price_type) === kind)
    .reduce((sum, billable) => sum + (billable.adjusted_price ?? 0), 0);
  return roundToCents(total);
}

/** spec 9: a usage price with its unit, for example '0.02/GB'. */
export function usagePriceText(price: number): string {
  return `${price}${USAGE_UNIT}`;
}
