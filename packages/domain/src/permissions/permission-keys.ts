// The last block holds keys the specification implies (user and company administration, API keys, activity logs,
// quotes, acting on behalf of a customer) but does not list.
/** spec 6 "Permission strings": the permission keys, with the administration keys the spec implies. */
export const PERMISSIONS = {
  CLOUD_ROUTER_READ: 'cloud-router.read',
  CLOUD_ROUTER_CREATE: 'cloud-router.create',
  BGP_SETTINGS_READ: 'bgp-settings.read',
  OUTBOUND_CROSS_CONNECT_READ: 'outbound_cross_connect.read',
  OUTBOUND_CROSS_CONNECT_CREATE: 'outbound_cross_connect.create',
  CLOUD_STATUS_READ: 'cloud/status.read',
  DEDICATED_CLOUD_CREATE: 'dedicated-cloud.create',
  CLOUD_VIRTUAL_CIRCUIT_READ: 'cloud/virtual-circuit.read',
  REPORTS_READ: 'reports.read',
  HOSTED_CLOUD_READ: 'hosted-cloud.read',
  HOSTED_CLOUD_CREATE: 'hosted-cloud.create',
  MAINTENANCE_NOTIFICATION_READ: 'maintenance/notification.read',
  VIRTUAL_CIRCUIT_READ: 'virtual-circuit.read',
  IX_CONNECTION_CREATE: 'virtual-circuit/ix-connection.create',
  THIRD_PARTY_EVPL_CREATE: 'virtual-circuit/third-party-connection/evpl.create',
  BACKBONE_EVPL_CREATE: 'virtual-circuit/backbone-connection/evpl.create',
  BACKBONE_EPL_CREATE: 'virtual-circuit/backbone-connection/epl.create',
  LABEL_READ: 'label.read',
  INTERFACE_PHYSICAL_READ: 'interface/physical.read',
  INTERFACE_PHYSICAL_CREATE: 'interface/physical.create',
  INTERFACE_LAG_READ: 'interface/lag.read',
  POINT_TO_POINT_READ: 'point-to-point.read',
  POINT_TO_POINT_CREATE: 'point-to-point.create',
  RECEIVED_REQUEST_READ: 'virtual-circuit/request/received.read',
  PRODUCT_QUOTE_READ: 'product-quote.read',
  PRODUCT_QUOTE_PROVISION_CREATE: 'product-quote/provision.create',
  SVLAN_LABEL_READ: 'svlan-label.read',
  SVLAN_LABEL_CREATE: 'svlan-label.create',
  SVLAN_LABEL_UPDATE: 'svlan-label.update',
  // Implied by the specification (company administration, account, logging, quotes, impersonation).
  USER_READ: 'user.read',
  USER_CREATE: 'user.create',
  USER_UPDATE: 'user.update',
  USER_DELETE: 'user.delete',
  COMPANY_READ: 'company.read',
  COMPANY_UPDATE: 'company.update',
  API_KEY_CREATE: 'api-key.create',
  ACTIVITY_LOG_READ: 'activity-log.read',
  /** Uploading and deleting documents (the file manager, Letters of Authorization); reading needs only a session. */
  DOCUMENT_CREATE: 'document.create',
  PRODUCT_QUOTE_CREATE: 'product-quote.create',
  ON_BEHALF_CREATE: 'on-behalf.create',
  /** Flex bandwidth pools (spec 2 `/billing/flex-bandwidth`): reading them, and ordering, resizing and deleting them. */
  FLEX_BANDWIDTH_READ: 'flex-bandwidth.read',
  FLEX_BANDWIDTH_CREATE: 'flex-bandwidth.create',
} as const;

/** spec 6: a permission key. */
export type PermissionKey = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** spec 6: every permission key. */
export const ALL_PERMISSIONS: readonly PermissionKey[] = Object.values(PERMISSIONS);

/** spec 6: the keys of user and company administration (held by admin only). */
export const ADMINISTRATION_PERMISSIONS: readonly PermissionKey[] = [
  PERMISSIONS.USER_CREATE,
  PERMISSIONS.USER_UPDATE,
  PERMISSIONS.USER_DELETE,
  PERMISSIONS.COMPANY_UPDATE,
  PERMISSIONS.API_KEY_CREATE,
];

/** spec 6: the quote keys (sales). */
export const QUOTE_PERMISSIONS: readonly PermissionKey[] = [
  PERMISSIONS.PRODUCT_QUOTE_READ,
  PERMISSIONS.PRODUCT_QUOTE_CREATE,
  PERMISSIONS.PRODUCT_QUOTE_PROVISION_CREATE,
];

/** spec 6: true for a read key (ends in .read). */
export function isReadPermission(key: string): boolean {
  return key.toLowerCase().endsWith('.read');
}
