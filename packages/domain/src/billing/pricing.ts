import type { BandwidthType, ServiceClass, SubscriptionTerm } from '../catalogue/port-options.js';
import {
  HOURLY_PREMIUM,
  HOURS_PER_MONTH,
  LONGHAUL_MULTIPLIER,
  NO_SPEED_KEY,
  PRICE_LIST,
  PRICED_PRODUCTS,
  type PricedProduct,
  TERM_MULTIPLIERS,
  USAGE_RATE_PER_GB,
} from './price-list.js';
import { HOURLY_PRICE_TYPE, roundToCents } from './sums.js';

/**
 * spec 9 pricing: a circuit is metro within one market and longhaul across markets (its two ends, or a port and a
 * cloud on-ramp); undefined until both places are known.
 */
export function serviceClassOf(a: { market: string }, z: { market: string }): ServiceClass;
export function serviceClassOf(
  a: { market: string } | undefined,
  z: { market: string } | undefined,
): ServiceClass | undefined;
export function serviceClassOf(
  a: { market: string } | undefined,
  z: { market: string } | undefined,
): ServiceClass | undefined {
  if (!a || !z) return undefined;
  return a.market === z.market ? 'metro' : 'longhaul';
}

/** What is being priced. `speed` is null for a product sold without one; `serviceClass` for products without a class. */
export interface PriceQuery {
  productType: string;
  speed: string | null;
  term: number;
  serviceClass?: ServiceClass | null;
  bandwidthType?: BandwidthType;
}

/** A price of the list: monthly (MRC) and one-time (NRC) charges in USD, plus the usage or hourly rate. */
export interface Price {
  productType: PricedProduct;
  speed: string | null;
  term: SubscriptionTerm;
  serviceClass: ServiceClass | null;
  bandwidthType: BandwidthType;
  /** spec 9 price types: `monthly` for dedicated, `bwc_usage` for usage, `hourly_banded` for hourly. */
  priceType: 'monthly' | 'bwc_usage' | typeof HOURLY_PRICE_TYPE;
  mrc: number;
  nrc: number;
  usageRatePerGb: number | null;
  hourlyRate: number | null;
  currency: 'USD';
}

function isPricedProduct(value: string): value is PricedProduct {
  return (PRICED_PRODUCTS as readonly string[]).includes(value);
}

/** The price of one product configuration, or undefined when the product is not sold that way. */
export function priceFor(query: PriceQuery): Price | undefined {
  if (!isPricedProduct(query.productType)) return undefined;
  const rule = PRICE_LIST[query.productType];
  const bandwidthType = query.bandwidthType ?? 'dedicated';
  if (!rule.bandwidthTypes.includes(bandwidthType)) return undefined;
  const speedKey = query.speed ?? NO_SPEED_KEY;
  const listPrice = Object.hasOwn(rule.monthlyBySpeed, speedKey) ? rule.monthlyBySpeed[speedKey] : undefined;
  if (listPrice === undefined) return undefined;
  // Usage and hourly bandwidth are month to month by nature.
  const terms: readonly SubscriptionTerm[] = bandwidthType === 'dedicated' ? rule.terms : [1];
  const term = terms.find((allowed) => allowed === query.term);
  if (term === undefined) return undefined;
  const serviceClass = rule.serviceClasses === null ? null : (query.serviceClass ?? 'metro');
  if (serviceClass !== null && !rule.serviceClasses?.includes(serviceClass)) return undefined;
  if (rule.serviceClasses === null && query.serviceClass) return undefined;

  const classPrice = listPrice * (serviceClass === 'longhaul' ? LONGHAUL_MULTIPLIER : 1);
  const base = {
    productType: query.productType,
    speed: query.speed,
    term,
    serviceClass,
    bandwidthType,
    nrc: rule.nrcByTerm[term] ?? 0,
    currency: 'USD' as const,
  };
  if (bandwidthType === 'usage') {
    return {
      ...base,
      priceType: 'bwc_usage',
      mrc: 0,
      usageRatePerGb: USAGE_RATE_PER_GB[serviceClass ?? 'metro'],
      hourlyRate: null,
    };
  }
  if (bandwidthType === 'hourly') {
    const hourlyRate = Math.max(0.01, roundToCents((classPrice * HOURLY_PREMIUM) / HOURS_PER_MONTH));
    return { ...base, priceType: HOURLY_PRICE_TYPE, mrc: 0, usageRatePerGb: null, hourlyRate };
  }
  const mrc = roundToCents(classPrice * TERM_MULTIPLIERS[term]);
  return { ...base, priceType: 'monthly', mrc, usageRatePerGb: null, hourlyRate: null };
}

/** Every price of the list, product by product, speed by speed (the catalogue `GET /billing/pricing` serves). */
export function priceCatalogue(): Price[] {
  const prices: Price[] = [];
  for (const productType of PRICED_PRODUCTS) {
    const rule = PRICE_LIST[productType];
    for (const speedKey of Object.keys(rule.monthlyBySpeed)) {
      const speed = speedKey === NO_SPEED_KEY ? null : speedKey;
      for (const bandwidthType of rule.bandwidthTypes) {
        for (const serviceClass of rule.serviceClasses ?? [null]) {
          for (const term of rule.terms) {
            const price = priceFor({ productType, speed, term, serviceClass, bandwidthType });
            if (price) prices.push(price);
          }
        }
      }
    }
  }
  return prices;
}

/** What a month of a price costs with the given usage, rounded to 2 decimals (spec 9 billing sums). */
export function monthlyCharge(price: Price, usage: { gigabytes?: number; hours?: number } = {}): number {
  const usageCharge = (price.usageRatePerGb ?? 0) * (usage.gigabytes ?? 0);
  const hourlyCharge = (price.hourlyRate ?? 0) * (usage.hours ?? 0);
  return roundToCents(price.mrc + usageCharge + hourlyCharge);
}

/** The committed value of a dedicated price over its whole term: MRC × months + NRC, rounded to 2 decimals. */
export function contractValue(price: Price): number {
  return roundToCents(price.mrc * price.term + price.nrc);
}
