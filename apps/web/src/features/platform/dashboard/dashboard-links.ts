import { serviceTypeLabel } from '@portal/domain';

/** spec 2: the list screen of each inventory service type (a LAG lives on the ports list). */
const LIST_PATHS: Record<string, string> = {
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

/** The list screen of a service type, if the specification has one. */
export function productListPath(serviceType: string): string | undefined {
  return LIST_PATHS[serviceType.toLowerCase()];
}

export interface OrderShortcut {
  label: string;
  to: string;
}

const orderShortcut = (serviceType: string, to: string): OrderShortcut => ({
  label: serviceTypeLabel(serviceType),
  to,
});

/** spec 2: the order screens of the common products, most ordered first; each shows once its screen exists. */
export const ORDER_SHORTCUTS: readonly OrderShortcut[] = [
  orderShortcut('port', '/ports/create'),
  orderShortcut('lag', '/ports/create/create-lag'),
  orderShortcut('vc', '/vcs/create'),
  orderShortcut('ptp', '/point-to-points/create'),
  orderShortcut('cloud-hosted', '/hosted-clouds/create'),
  orderShortcut('cloud-dedicated', '/dedicated-clouds/create'),
  orderShortcut('l3nf', '/cloud-routers/create'),
  orderShortcut('cross-connect', '/cross-connects/create'),
  orderShortcut('ix', '/ixs/create'),
];

/** The order shortcuts the user can open now. */
export function availableOrderShortcuts(canOpen: (path: string) => boolean): OrderShortcut[] {
  return ORDER_SHORTCUTS.filter((shortcut) => canOpen(shortcut.to));
}
