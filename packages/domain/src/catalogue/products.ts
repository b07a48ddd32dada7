/** spec 9: the product labels. */
export const PRODUCT_LABELS = {
  port: 'Port',
  port_enni: 'eNNI Port',
  vcbwc: 'Backbone',
  backbone: 'Backbone',
  pointtopoint: 'Point to Point',
  ptp: 'Point to Point',
  crossconnect: 'Cross Connect',
  'cross-connect': 'Cross Connect',
  cloud_router: 'Cloud Router',
  cr_connection: 'Cloud Router Connection',
  cloud_hosted: 'Cloud Hosted',
  cloud_dedicated: 'Cloud Dedicated',
  cloud_dedicated_vc: 'Cloud Dedicated VC',
  aggregate_capacity: 'Flex Bandwidth',
  cloud_connectivity: 'Cloud Connectivity',
  marketplace_cloud_hosted: 'Marketplace Cloud Hosted',
  marketplace_cloud_dedicated: 'Marketplace Cloud Dedicated',
  ix: 'IX Connectivity',
  marketplace: 'Marketplace',
  vc: 'Virtual Circuit',
  high_performance_internet: 'High Performance Internet',
} as const;

/** spec 9: a product type that has a label. */
export type ProductType = keyof typeof PRODUCT_LABELS;

/** spec 9: true for a product type with a label. */
export function isProductType(value: string): value is ProductType {
  return Object.hasOwn(PRODUCT_LABELS, value);
}

/** spec 9: the label of a product type; an unknown type shows as itself. */
export function productLabel(type: string): string {
  return isProductType(type) ? PRODUCT_LABELS[type] : type;
}

/** spec 9: the billing product names. */
export const BILLING_PRODUCT_NAMES = ['Metro Dedicated', 'Longhaul Usage', 'Longhaul Dedicated', 'Hourly'] as const;

/** spec 9: single-term products, crossconnect and cloud_hosted. */
export const SINGLE_TERM_PRODUCTS = ['crossconnect', 'cloud_hosted'] as const;

/** spec 9: true for a product sold on a single term only. */
export function isSingleTermProduct(type: string): boolean {
  return (SINGLE_TERM_PRODUCTS as readonly string[]).includes(type);
}

/** spec 9: the service types of the overview. */
export const OVERVIEW_SERVICE_TYPES = [
  'backbone',
  'cloud_dedicated',
  'cloud_hosted',
  'ix',
  'marketplace',
  'marketplace_cloud_dedicated',
  'marketplace_cloud_hosted',
  'ptp',
] as const;

/** spec 4: the product statuses. */
export const PRODUCT_STATUSES = ['active', 'deleting', 'provisioning', 'requested', 'pending'] as const;

/** spec 4: a product status. */
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** spec 9: the flags the default ports filter reads. */
export interface PortFilterFlags {
  is_cloud?: boolean | null;
  is_lag_member?: boolean | null;
  is_ptp?: boolean | null;
}

/** spec 9: the default ports filter, not cloud, not lag member, not ptp. */
export function matchesDefaultPortsFilter(port: PortFilterFlags): boolean {
  return !port.is_cloud && !port.is_lag_member && !port.is_ptp;
}
