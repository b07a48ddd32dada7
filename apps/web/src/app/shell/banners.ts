import type { CurrentCustomer, Promotion } from '@portal/contract';

/** The banners of the shell (spec 1 and 8), in the order they stack. */
export type ShellBanner =
  | { kind: 'impersonation'; company: string }
  | { kind: 'offline' }
  | { kind: 'discount'; promotion: Promotion; orderPath: string | null }
  | { kind: 'quota' };

export interface BannerInput {
  isOnline: boolean;
  customer: Pick<CurrentCustomer, 'name' | 'has_quota'> | undefined;
  /** The active promotions; undefined when not loaded, or when loading failed (a failure clears it, spec 8). */
  promotions: readonly Promotion[] | undefined;
  isImpersonating: boolean;
  now: Date;
  /**
   * The order screen of a product (an inventory service type) when the customer can order it here, else null; with
   * null for "any product", the first order screen the customer can open.
   */
  orderPathOf: (productType: string | null) => string | null;
  /** Promotion codes the user dismissed (remembered in this browser). */
  dismissedCodes: readonly string[];
}

/**
 * spec 3 "Promotion": the one the banner shows, the largest discount running now that `isShown` keeps (one the
 * customer can act on and has not dismissed); undefined without one.
 */
export function activePromotion(
  promotions: readonly Promotion[] | undefined,
  now: Date,
  isShown: (promotion: Promotion) => boolean = () => true,
): Promotion | undefined {
  const time = now.getTime();
  return (promotions ?? [])
    .filter((promotion) => Date.parse(promotion.time_start) <= time && time < Date.parse(promotion.time_end))
    .filter(isShown)
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
  // A discount on a product the customer cannot order here (its screen is not built, or not allowed) would only
  // tease; a dismissed one stays away.
  const promotion = activePromotion(
    input.promotions,
    input.now,
    (candidate) =>
      !input.dismissedCodes.includes(candidate.promotion_code) && input.orderPathOf(candidate.product_type) !== null,
  );
  if (promotion) banners.push({ kind: 'discount', promotion, orderPath: input.orderPathOf(promotion.product_type) });
  if (input.customer?.has_quota) banners.push({ kind: 'quota' });
  return banners;
}

/**
 * The discount banner's text: what it is, how much, and the code to quote, each said once. A description that
 * already states the discount ("20% off the first year of…") is not followed by it again.
 */
export function discountText(promotion: Promotion): string {
  const description = promotion.description.trim().replace(/[.:;,\s]+$/, '');
  const offer = `${promotion.discount_percent}% off`;
  const code = `with promotion code ${promotion.promotion_code}.`;
  if (!description) return `Active discount: ${offer} ${code}`;
  if (description.includes(`${promotion.discount_percent}%`)) return `${description} ${code}`;
  return `${description}: ${offer} ${code}`;
}
