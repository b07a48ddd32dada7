import type { PriceEntry, PricingFilters } from '@portal/contract';
import { type Price, priceCatalogue, productLabel } from '@portal/domain';

/** The price list as the API answers it. */
export function presentPrice(price: Price): PriceEntry {
  return {
    product_type: price.productType,
    product_label: productLabel(price.productType),
    speed: price.speed,
    subscription_term: price.term,
    service_class: price.serviceClass,
    bandwidth_type: price.bandwidthType,
    price_type: price.priceType,
    mrc: price.mrc,
    nrc: price.nrc,
    usage_rate_per_gb: price.usageRatePerGb,
    hourly_rate: price.hourlyRate,
    currency_code: price.currency,
  };
}

// The list is data of packages/domain (the same numbers quotes and billing compute with), so it is built once.
const CATALOGUE = priceCatalogue();

/** The prices matching every given filter; speeds compare without regard to case (`10gbps`). */
export function listPrices(filters: PricingFilters): PriceEntry[] {
  const speed = filters.speed?.toLowerCase();
  return CATALOGUE.filter(
    (price) =>
      (filters.product_type === undefined || price.productType === filters.product_type) &&
      (speed === undefined || price.speed?.toLowerCase() === speed) &&
      (filters.subscription_term === undefined || price.term === filters.subscription_term) &&
      (filters.service_class === undefined || price.serviceClass === filters.service_class) &&
      (filters.bandwidth_type === undefined || price.bandwidthType === filters.bandwidth_type),
  ).map(presentPrice);
}
