import type { BgpRoute } from '@portal/contract';
import Papa from 'papaparse';

export const ROUTE_TYPES = [
  { value: 'received', label: 'Received' },
  { value: 'advertised', label: 'Advertised' },
  { value: 'rejected', label: 'Rejected' },
] as const satisfies readonly { value: BgpRoute['type']; label: string }[];

export const ROUTES_PAGE_SIZE = 25;

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
  return Papa.unparse([
    ['Prefix', 'Type', 'Next hop', 'AS path', 'Local preference', 'MED', 'Origin', 'Best', 'Connection', 'Reason'],
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
    ]),
  ]);
}
