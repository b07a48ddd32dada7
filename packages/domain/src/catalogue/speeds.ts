/** spec 9: the connection speed list. */
export const CONNECTION_SPEEDS = [
  '100Mbps',
  '500Mbps',
  '1Gbps',
  '2Gbps',
  '5Gbps',
  '10Gbps',
  '20Gbps',
  '30Gbps',
  '40Gbps',
  '50Gbps',
  '60Gbps',
  '80Gbps',
  '100Gbps',
  '>100Gbps',
] as const;

const DEFAULT_SPEEDS = [
  '50Mbps',
  '100Mbps',
  '200Mbps',
  '300Mbps',
  '400Mbps',
  '500Mbps',
  '1Gbps',
  '2Gbps',
  '5Gbps',
  '10Gbps',
] as const;

/** spec 9: the product's own provider value (a connection to a customer port of the product). */
export const OWN_PROVIDER = 'packetfabric';

/** spec 9: speeds by connection type (default, ibm, ipsec, the product's own type, oracle). */
export const SPEEDS_BY_CONNECTION_TYPE = {
  default: DEFAULT_SPEEDS,
  ibm: ['50Mbps', '100Mbps', '200Mbps', '500Mbps', '1Gbps', '2Gbps', '5Gbps'],
  ipsec: [...DEFAULT_SPEEDS.slice(0, DEFAULT_SPEEDS.indexOf('500Mbps') + 1), '1Gbps', '2Gbps'],
  [OWN_PROVIDER]: [...DEFAULT_SPEEDS, '20Gbps', '30Gbps', '40Gbps', '50Gbps', '60Gbps', '80Gbps', '100Gbps'],
  oracle: ['1Gbps', '2Gbps', '5Gbps', '10Gbps'],
} as const satisfies Record<string, readonly string[]>;

/** spec 9: the speeds of a connection type, the default list for any other type. */
export function speedsForConnectionType(type: string | null | undefined): readonly string[] {
  const key = (type ?? '').toLowerCase();
  return Object.hasOwn(SPEEDS_BY_CONNECTION_TYPE, key)
    ? SPEEDS_BY_CONNECTION_TYPE[key as keyof typeof SPEEDS_BY_CONNECTION_TYPE]
    : SPEEDS_BY_CONNECTION_TYPE.default;
}
