import type { CurrentCustomer, Promotion } from '@portal/contract';

/** The banners of the shell (spec 1 and 8), in the order they stack. */
export type ShellBanner =
  | { kind: 'impersonation'; company: string }
  | { kind: 'offline' }
  | { kind: 'discount'; promotion: Promotion }
  | { kind: 'quota' };

export interface BannerInput {
  isOnline: boolean;
  customer: Pick<CurrentCustomer, 'name' | 'has_quota'> | undefined;
  /** The active promotions; undefined when not loaded, or when loading failed (a failure clears it, spec 8). */
  promotions: readonly Promotion[] | undefined;
  isImpersonating: boolean;
  now: Date;
}

/** spec 3 "Promotion": the one the banner shows, the largest discount running now; undefined without one. */
export function activePromotion(promotions: readonly Promotion[] | undefined, now: Date): Promotion | undefined {
  const time = now.getTime();
  return (promotions ?? [])
    .filter((promotion) => Date.parse(promotion.time_start) <= time && time < Date.parse(promotion.time_end))
    .reduce<Promotion | undefined>(
      (best, promotion) => (best && best.discount_percent >= promotion.discount_percent ? best : promotion),
      undefined,
    );
}

/**
 * Which banners show: who the user acts for while impersonating (spec 2), offline (spec 8), the active discount
 * with its promotion code, and the order quota when the customer has one (spec 8).
 */
export function selectBanners(input: BannerInput): ShellBanner[] {
  const banners: ShellBanner[] = [];
  if (input.isImpersonating && input.customer) banners.push({ kind: 'impersonation', company: input.customer.name });
  if (!input.isOnline) banners.push({ kind: 'offline' });
  const promotion = activePromotion(input.promotions, input.now);
  if (promotion) banners.push({ kind: 'discount', promotion });
  if (input.customer?.has_quota) banners.push({ kind: 'quota' });
  return banners;
}

/** The discount banner's text: what it is, how much, and the code to quote. */
export function discountText(promotion: Promotion): string {
  const description = promotion.description.trim();
  const offer = `${promotion.discount_percent}% off`;
  return `${description ? `${description}: ${offer}` : `Active discount: ${offer}`} with promotion code ${promotion.promotion_code}.`;
}
