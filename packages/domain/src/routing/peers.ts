import { parseHostAddress, parseInterfaceAddress, prefixContains } from './prefix.js';

/** Routing simulation: the kinds of BGP peer behind a cloud router connection. */
export const PEER_KINDS = ['aws', 'google', 'azure', 'oracle', 'ibm', 'ipsec', 'packetfabric'] as const;

/** Routing simulation: a kind of BGP peer (a cloud, an IPsec peer or the customer's own port). */
export type PeerKind = (typeof PEER_KINDS)[number];

/** Routing simulation: the BGP origin attribute, best first. */
export type Origin = 'igp' | 'egp' | 'incomplete';

/** Routing simulation: the ASN each cloud's side of a session uses unless the connection names another. */
export const DEFAULT_PEER_ASNS = { aws: 64512, google: 16550, azure: 12076, oracle: 31898, ibm: 13884 } as const;

const recordOf = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * wire reference 3.7 `cloud_settings`: the ASN a cloud's side of a connection's BGP session speaks as. An AWS
 * connection's is Amazon's side of the gateway chosen in `aws_gateways` (the Direct Connect gateway, else the first
 * gateway, when it carries an `asn`); else the `remote_asn` its BGP settings name (Google's); else the cloud's
 * default.
 */
export function cloudPeerAsn(provider: keyof typeof DEFAULT_PEER_ASNS, cloudSettings: unknown): number {
  const settings = recordOf(cloudSettings) ?? {};
  if (provider === 'aws' && Array.isArray(settings.aws_gateways)) {
    const gateways = settings.aws_gateways.map(recordOf);
    const chosen = gateways.find((gateway) => gateway?.type === 'directconnect') ?? gateways[0];
    if (typeof chosen?.asn === 'number') return chosen.asn;
  }
  const remoteAsn = recordOf(settings.bgp_settings)?.remote_asn;
  if (typeof remoteAsn === 'number') return remoteAsn;
  return DEFAULT_PEER_ASNS[provider];
}

/** Routing simulation: a route as a peer sends it (before the router's import policy). */
export interface PeerRoute {
  prefix: string;
  asPath: readonly number[];
  origin: Origin;
  med: number;
}

/**
 * Routing simulation: the far side of a BGP session, as the cloud, the IPsec peer or the customer's router was
 * configured when the connection was made: its own ASN and address, the neighbour address and ASN it expects
 * (the router's), the MD5 key it uses, and the routes it advertises once established.
 */
export interface Peer {
  kind: PeerKind;
  asn: number;
  address: string;
  neighbourAddress: string;
  neighbourAsn: number;
  md5?: string | undefined;
  routes: readonly PeerRoute[];
}

/** Routing simulation: a 32-bit FNV-1a hash, so a peer's routes follow from its seed (a connection id). */
export function seedHash(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

// Google's auto-mode VPC subnet ranges (one per region), of which a VPC advertises a few.
const GOOGLE_VPC_RANGES = [
  '10.128.0.0/20',
  '10.132.0.0/20',
  '10.138.0.0/20',
  '10.142.0.0/20',
  '10.146.0.0/20',
  '10.150.0.0/20',
  '10.154.0.0/20',
  '10.158.0.0/20',
  '10.162.0.0/20',
  '10.166.0.0/20',
] as const;

const hex = (value: number) => value.toString(16);

/**
 * Routing simulation: the deterministic routes a peer of a kind advertises, from a seed and the peer's ASN: an
 * AWS VPC's CIDRs (and its IPv6 /56), a Google VPC's subnet ranges, an Azure VNet, an Oracle VCN, an IBM subnet,
 * an IPsec peer's LAN, the customer's own prefixes behind its port.
 */
export function peerRoutes(kind: PeerKind, seed: string, asn: number): PeerRoute[] {
  const hash = seedHash(seed);
  const a = hash % 200;
  const b = (hash >>> 8) % 16;
  const route = (prefix: string, med = 0): PeerRoute => ({ prefix, asPath: [asn], origin: 'igp', med });
  switch (kind) {
    case 'aws':
      return [
        route(`10.${16 + a}.0.0/16`),
        route(`172.${16 + b}.0.0/16`),
        route(`2600:1f18:${hex(hash & 0xffff)}:${hex(((hash >>> 16) & 0xff) << 8)}::/56`),
      ];
    case 'google':
      return [0, 1, 2].map((step) => route(GOOGLE_VPC_RANGES[(hash + step) % GOOGLE_VPC_RANGES.length] ?? '', 100));
    case 'azure':
      return [route(`10.${a}.0.0/16`), route(`10.${a + 1}.0.0/24`)];
    case 'oracle':
      return [route(`10.${a}.0.0/16`)];
    case 'ibm':
      return [route(`10.${a}.${b * 16}.0/24`)];
    case 'ipsec':
      return [route(`192.168.${a}.0/24`), route(`192.168.${a + 1}.0/24`)];
    case 'packetfabric':
      return [
        route(`10.${a}.0.0/16`),
        route('203.0.113.0/24'),
        { prefix: '198.51.100.0/24', asPath: [asn, 64496], origin: 'igp', med: 0 },
        route(`2001:db8:${hex(hash & 0xffff)}::/48`),
      ];
  }
}

/** Routing simulation: the BGP finite-state machine's states the simulation passes through. */
export type BgpState = 'idle' | 'connect' | 'active' | 'opensent' | 'openconfirm' | 'established';

/** Routing simulation: the router's side of a session, as the customer configured it. */
export interface SessionEndpoint {
  disabled: boolean;
  /** The router's address with its subnet, `169.254.0.1/30`. */
  l3Address: string;
  remoteAddress: string;
  remoteAsn: number;
  md5?: string | undefined;
  multihopTtl?: number | undefined;
}

/** Routing simulation: a session's outcome: the state it reached, each state it went through, and why it is down. */
export interface Establishment {
  state: BgpState;
  transitions: readonly BgpState[];
  reason?: string;
}

const down = (transitions: BgpState[], reason: string): Establishment => ({
  state: transitions.at(-1) ?? 'idle',
  transitions,
  reason,
});

/**
 * Routing simulation: brings a session up against its peer, as the BGP state machine does: idle → connect →
 * opensent → openconfirm → established, or stops with the reason when the session is disabled, the peer address
 * is outside the router's subnet (without multihop), nobody answers at the peer address, the peer expects another
 * neighbour address, the MD5 keys differ, or either side's ASN is not the one the other expects.
 */
export function establishSession(endpoint: SessionEndpoint, peer: Peer, routerAsn: number): Establishment {
  if (endpoint.disabled) return down(['idle'], 'Administratively disabled');
  const local = parseInterfaceAddress(endpoint.l3Address);
  const remote = parseHostAddress(endpoint.remoteAddress);
  if (local === undefined || remote === undefined) {
    return down(['idle'], 'No usable addresses: the router address or the peer address is not valid');
  }
  if (local.address.family !== remote.family) {
    return down(['idle'], 'The router address and the peer address are of different address families');
  }
  const multihop = (endpoint.multihopTtl ?? 1) > 1;
  if (!multihop && !prefixContains(local.network, remote)) {
    return down(
      ['idle', 'connect', 'active'],
      `No route to the peer ${endpoint.remoteAddress}: it is outside ${local.network.text} and multihop is off`,
    );
  }
  const peerAddress = parseHostAddress(peer.address);
  if (peerAddress?.text !== remote.text) {
    return down(
      ['idle', 'connect', 'active'],
      `Connect to ${endpoint.remoteAddress} timed out: no BGP speaker answers there`,
    );
  }
  const expectedNeighbour = parseHostAddress(peer.neighbourAddress);
  if (expectedNeighbour?.text !== local.address.text) {
    return down(
      ['idle', 'connect', 'active'],
      `The peer refused the connection from ${local.address.text.split('/')[0]}: it expects its neighbour at ${peer.neighbourAddress}`,
    );
  }
  if ((endpoint.md5 ?? '') !== (peer.md5 ?? '')) {
    return down(['idle', 'connect', 'active'], 'TCP MD5 authentication failed: the MD5 keys of the two sides differ');
  }
  if (endpoint.remoteAsn !== peer.asn) {
    return down(
      ['idle', 'connect', 'opensent', 'idle'],
      `Bad peer AS: the peer's OPEN names AS ${peer.asn}, the session expects AS ${endpoint.remoteAsn}`,
    );
  }
  if (peer.neighbourAsn !== routerAsn) {
    return down(
      ['idle', 'connect', 'opensent', 'idle'],
      `The peer sent a NOTIFICATION (Bad peer AS): it expects AS ${peer.neighbourAsn}, the router is AS ${routerAsn}`,
    );
  }
  return { state: 'established', transitions: ['idle', 'connect', 'opensent', 'openconfirm', 'established'] };
}
