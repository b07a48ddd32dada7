import type { Alert, Dashboard } from '@portal/contract';
import {
  circuitLookupPath,
  circuitRedirectPath,
  PRODUCT_ORDER_PATHS,
  productListPath,
  serviceTypeLabel,
} from '@portal/domain';

export interface OrderShortcut {
  label: string;
  to: string;
}

/** spec 2: the order screens of the common products, most ordered first; each shows once its screen exists. */
export const ORDER_SHORTCUTS: readonly OrderShortcut[] = Object.entries(PRODUCT_ORDER_PATHS).map(
  ([serviceType, to]) => ({ label: serviceTypeLabel(serviceType), to }),
);

/** The order shortcuts the user can open now. */
export function availableOrderShortcuts(canOpen: (path: string) => boolean): OrderShortcut[] {
  return ORDER_SHORTCUTS.filter((shortcut) => canOpen(shortcut.to));
}

/** Whether the user can open a path now: the router has its screen and the user the permissions (`canOpenScreen`). */
export type CanOpen = (path: string) => boolean;

/** A cloud router connection's screen sits under its router, which the dashboard's items do not name. */
const CR_CONNECTION = 'cr-connection';
const CLOUD_ROUTERS_PATH = '/cloud-routers';

/**
 * The details screen of a circuit (spec 2 circuit lookup: by service type), if the portal has that screen and the
 * user may open it; undefined otherwise. The dashboard lists only what this finds, so an area appears on it as
 * soon as its screens are added to the router, without touching the dashboard. A cloud router connection opens
 * through the circuit lookup (`/circuits/{id}`), which finds its router and redirects to the connection's screen.
 */
export function openableDetailsPath(
  circuit: { circuit_id: string; service_type: string },
  canOpen: CanOpen,
): string | undefined {
  if (circuit.service_type.toLowerCase() === CR_CONNECTION) {
    const lookup = circuitLookupPath(circuit.circuit_id);
    return canOpen(CLOUD_ROUTERS_PATH) && canOpen(lookup) ? lookup : undefined;
  }
  const path = circuitRedirectPath({ ...circuit, related_services: [] });
  return path !== undefined && canOpen(path) ? path : undefined;
}

/** The products whose list screen the user can open, with that screen: the dashboard's service counts. */
export function openableProducts(
  products: Dashboard['products'],
  canOpen: CanOpen,
): { product: Dashboard['products'][number]; listPath: string }[] {
  return products.flatMap((product) => {
    const listPath = productListPath(product.service_type);
    return product.total > 0 && listPath !== undefined && canOpen(listPath) ? [{ product, listPath }] : [];
  });
}

/** The circuits needing attention whose details screen the user can open, with that screen. */
export function openableAttention(
  attention: Dashboard['attention'],
  canOpen: CanOpen,
): { item: Dashboard['attention'][number]; detailsPath: string }[] {
  return attention.flatMap((item) => {
    const detailsPath = openableDetailsPath(item, canOpen);
    return detailsPath ? [{ item, detailsPath }] : [];
  });
}

/** The network object types of alerts (`alert.object_type`) as the inventory's service types name them. */
const ALERT_SERVICE_TYPES: Readonly<Record<string, string>> = {
  port: 'port',
  lag: 'lag',
  vc: 'vc',
  ptp: 'ptp',
  cloud_router: 'l3nf',
  cr_connection: CR_CONNECTION,
};

/** The open alerts whose circuit the user can open, with its details screen. */
export function openableAlerts(alerts: readonly Alert[], canOpen: CanOpen): { alert: Alert; detailsPath: string }[] {
  return alerts.flatMap((alert) => {
    const serviceType = ALERT_SERVICE_TYPES[alert.object_type];
    const detailsPath =
      serviceType === undefined
        ? undefined
        : openableDetailsPath({ circuit_id: alert.object_id, service_type: serviceType }, canOpen);
    return detailsPath ? [{ alert, detailsPath }] : [];
  });
}
