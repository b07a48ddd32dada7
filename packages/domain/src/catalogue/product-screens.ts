/**
 * spec 2: the list screen of each inventory service type (a LAG lives on the ports list, flex bandwidth under
 * billing). Whether a screen exists yet is the router's to say; these are the addresses the specification gives.
 */
export const PRODUCT_LIST_PATHS: Readonly<Record<string, string>> = {
  port: '/ports',
  lag: '/ports',
  vc: '/vcs',
  ptp: '/point-to-points',
  'cloud-hosted': '/hosted-clouds',
  'cloud-dedicated': '/dedicated-clouds',
  l3nf: '/cloud-routers',
  'cross-connect': '/cross-connects',
  ix: '/ixs',
  hpi: '/high-performance-internet',
  'flex-bandwidth': '/billing/flex-bandwidth',
};

/** spec 2: the order (create) screen of each product a customer orders itself, most ordered first. */
export const PRODUCT_ORDER_PATHS: Readonly<Record<string, string>> = {
  port: '/ports/create',
  lag: '/ports/create/create-lag',
  vc: '/vcs/create',
  ptp: '/point-to-points/create',
  'cloud-hosted': '/hosted-clouds/create',
  'cloud-dedicated': '/dedicated-clouds/create',
  l3nf: '/cloud-routers/create',
  'cross-connect': '/cross-connects/create',
  ix: '/ixs/create',
};

/** spec 2: the list screen of a service type, if the specification has one. */
export function productListPath(serviceType: string): string | undefined {
  return PRODUCT_LIST_PATHS[serviceType.toLowerCase()];
}

/** spec 2: the order screen of a product (an inventory service type), if customers order it themselves. */
export function productOrderPath(serviceType: string): string | undefined {
  return PRODUCT_ORDER_PATHS[serviceType.toLowerCase()];
}
