import type { BgpRoute } from '@portal/contract';
import Papa from 'papaparse';

export const ROUTE_TYPES = [
  { value: 'received', label: 'Received' },
  { value: 'advertised', label: 'Advertised' },
  { value: 'rejected', label: 'Rejected' },
] as const satisfies readonly { value: BgpRoute['type']; label: string }[];

export const ROUTES_PAGE_SIZE = 25;

/**
 * The badge of a route taking part in an address translation (the route's `nat`): `Translated` for a route received
 * behind a source NAT (in the router's table only as the pool), `NAT pool` for a source NAT's pool standing for the
 * networks behind it, `Destination NAT` for a destination NAT's public address; undefined when none.
 */
export function routeNatLabel(nat: BgpRoute['nat']): 'Translated' | 'NAT pool' | 'Destination NAT' | undefined {
  if (!nat) return undefined;
  if (nat.side === 'private') return 'Translated';
  return nat.nat_type === 'overload' ? 'NAT pool' : 'Destination NAT';
}

const listed = (prefixes: readonly string[]) => prefixes.join(', ');

/** What the translation of a route is, in a sentence, for the badge's tooltip. */
export function routeNatDetail(nat: BgpRoute['nat']): string | undefined {
  if (!nat) return undefined;
  if (nat.side === 'private') {
    return `Behind source NAT: the other peers reach it as ${listed(nat.public_prefixes)}, never on this route itself.`;
  }
  if (nat.nat_type === 'overload') return `Source NAT pool standing for ${listed(nat.private_prefixes)}.`;
  const from = nat.conditional_prefix ? ` for traffic from ${nat.conditional_prefix}` : '';
  return `Destination NAT: ${listed(nat.public_prefixes)} maps to ${listed(nat.private_prefixes)}${from}.`;
}

/** The CSV columns of a route's translation (its badge, public and private sides, the DNAT's condition). */
export const NAT_CSV_HEADER = ['NAT', 'NAT public prefixes', 'NAT private prefixes', 'NAT only from'] as const;

/** A route's values under `NAT_CSV_HEADER`: empty when the route takes part in no translation. */
export function natCsvValues(nat: BgpRoute['nat']): string[] {
  if (!nat) return ['', '', '', ''];
  return [
    routeNatLabel(nat) ?? '',
    nat.public_prefixes.join(' '),
    nat.private_prefixes.join(' '),
    nat.conditional_prefix ?? '',
  ];
}

/** Routes whose prefix, next hop, AS path or reason contains the text (case-insensitive), best paths first. */
export function filterRoutes(routes: readonly BgpRoute[], text: string): BgpRoute[] {
  const needle = text.trim().toLowerCase();
  const matches = (route: BgpRoute) =>
    needle === '' ||
    [route.prefix, route.next_hop, route.as_path, route.reason].some((value) => value.toLowerCase().includes(needle));
  return routes.filter(matches);
}

/** Sorted by prefix address then length (10.2.0.0/16 before 10.10.0.0/16), ties by best path first. */
export function sortRoutes(routes: readonly BgpRoute[], direction: 'asc' | 'desc' = 'asc'): BgpRoute[] {
  const key = (prefix: string) => {
    const [address = '', length = '0'] = prefix.split('/');
    const parts = address.includes(':')
      ? address.split(':').map((part) => Number.parseInt(part || '0', 16))
      : address.split('.').map(Number);
    return { isV6: address.includes(':'), parts, length: Number(length) };
  };
  const compare = (a: BgpRoute, b: BgpRoute) => {
    const left = key(a.prefix);
    const right = key(b.prefix);
    if (left.isV6 !== right.isV6) return left.isV6 ? 1 : -1;
    for (let index = 0; index < Math.max(left.parts.length, right.parts.length); index++) {
      const difference = (left.parts[index] ?? 0) - (right.parts[index] ?? 0);
      if (difference !== 0) return difference;
    }
    if (left.length !== right.length) return left.length - right.length;
    return Number(b.is_best) - Number(a.is_best);
  };
  const sorted = [...routes].sort(compare);
  return direction === 'asc' ? sorted : sorted.reverse();
}

/** The CSV of the routes shown: one header row, one row per route. */
export function routesCsv(routes: readonly BgpRoute[]): string {
  return Papa.unparse(
    [
      [
        'Prefix',
        'Type',
        'Next hop',
        'AS path',
        'Local preference',
        'MED',
        'Origin',
        'Best',
        'Connection',
        'Reason',
        ...NAT_CSV_HEADER,
      ],
      ...routes.map((route) => [
        route.prefix,
        route.type,
        route.next_hop,
        route.as_path,
        route.local_preference,
        route.med,
        route.origin,
        route.is_best ? 'yes' : 'no',
        route.cloud_circuit_id,
        route.reason,
        ...natCsvValues(route.nat),
      ]),
    ],
    { escapeFormulae: true },
  );
}

/** The CSV of a router's routes (its Routes tab): with each connection's description from `names`. */
export function allRoutesCsv(routes: readonly BgpRoute[], names: ReadonlyMap<string, string>): string {
  const rows = routes.map((route) => [
    route.prefix,
    route.type,
    route.is_best ? 'yes' : 'no',
    route.cloud_circuit_id,
    names.get(route.cloud_circuit_id) ?? '',
    route.next_hop,
    route.as_path,
    route.local_preference,
    route.med,
    route.origin,
    route.reason,
    ...natCsvValues(route.nat),
  ]);
  const header = [
    'Prefix',
    'Type',
    'Best',
    'Connection',
    'Description',
    'Next hop',
    'AS path',
    'Local preference',
    'MED',
    'Origin',
    'Reason',
    ...NAT_CSV_HEADER,
  ];
  return Papa.unparse([header, ...rows], { escapeFormulae: true });
}
