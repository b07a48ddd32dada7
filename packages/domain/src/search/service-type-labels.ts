import { PRODUCT_LABELS } from '../catalogue/products.js';

/**
 * The service types of the circuit inventory and search results (spec 2 "Dashboard and circuit lookup" and spec 9
 * search dedup priority), with the spec 9 product label each one shows as.
 */
export const SERVICE_TYPE_LABELS = {
  port: PRODUCT_LABELS.port,
  // spec 9 has no product label for a LAG; spec 2 names the area "Ports, LAGs", so a LAG shows as "LAG".
  lag: 'LAG',
  vc: PRODUCT_LABELS.vc,
  ptp: PRODUCT_LABELS.ptp,
  'cloud-hosted': PRODUCT_LABELS.cloud_hosted,
  'cloud-dedicated': PRODUCT_LABELS.cloud_dedicated,
  l3nf: PRODUCT_LABELS.cloud_router,
  'cloud-routers': PRODUCT_LABELS.cloud_router,
  'cr-connection': PRODUCT_LABELS.cr_connection,
  'cross-connect': PRODUCT_LABELS['cross-connect'],
  hpi: PRODUCT_LABELS.high_performance_internet,
  ix: PRODUCT_LABELS.ix,
  'flex-bandwidth': PRODUCT_LABELS.aggregate_capacity,
} as const;

/**
 * spec 9 product labels: the label of a search service type (case-insensitive); any other value falls back to the
 * product label of that name, else to itself.
 */
export function serviceTypeLabel(serviceType: string): string {
  const key = serviceType.toLowerCase();
  if (Object.hasOwn(SERVICE_TYPE_LABELS, key)) return SERVICE_TYPE_LABELS[key as keyof typeof SERVICE_TYPE_LABELS];
  return Object.hasOwn(PRODUCT_LABELS, key) ? PRODUCT_LABELS[key as keyof typeof PRODUCT_LABELS] : serviceType;
}
