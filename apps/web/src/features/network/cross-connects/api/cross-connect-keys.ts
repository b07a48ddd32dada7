/**
 * Query keys of cross connects on the live-events convention: the server's object type is `cross_connect`, so an
 * event of one refreshes `['cross_connect', circuitId]` and the list `['cross_connect', 'list']`.
 */
export const crossConnectKeys = {
  list: () => ['cross_connect', 'list'] as const,
  detail: (circuitId: string) => ['cross_connect', circuitId] as const,
  /** The ports an order can start from; under the ports' list key so port events refresh it. */
  orderPorts: () => ['port', 'list', 'cross-connect-order'] as const,
  /** The point-to-points whose ends an order can start from; under their list key so point-to-point events refresh it. */
  orderPtps: () => ['ptp', 'list', 'cross-connect-order'] as const,
};
