import type { BgpRoute } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { filterRoutes, routesCsv, sortRoutes } from './bgp-route-rows';

const route = (prefix: string, extra: Partial<BgpRoute> = {}): BgpRoute => ({
  prefix,
  next_hop: '169.254.10.2',
  as_path: '65010',
  local_preference: 100,
  med: 0,
  origin: 'igp',
  is_best: true,
  type: 'received',
  cloud_circuit_id: 'PF-L3-CON-1',
  bgp_settings_uuid: 'u',
  reason: 'Matches 10.0.0.0/8 orlonger',
  ...extra,
});

describe('routes of the Routes tab', () => {
  it('sorts by address numerically, then length, IPv4 before IPv6', () => {
    const sorted = sortRoutes([
      route('2001:db8::/48'),
      route('10.10.0.0/16'),
      route('10.2.0.0/24'),
      route('10.2.0.0/16'),
    ]);
    expect(sorted.map((item) => item.prefix)).toEqual(['10.2.0.0/16', '10.2.0.0/24', '10.10.0.0/16', '2001:db8::/48']);
    expect(sortRoutes([route('10.1.0.0/16'), route('10.2.0.0/16')], 'desc')[0]?.prefix).toBe('10.2.0.0/16');
  });

  it('filters on prefix, next hop, AS path and reason', () => {
    const routes = [route('10.1.0.0/16'), route('192.168.4.0/24', { as_path: '4556 65020', reason: 'no match' })];
    expect(filterRoutes(routes, ' 192.168 ').map((item) => item.prefix)).toEqual(['192.168.4.0/24']);
    expect(filterRoutes(routes, '65020')).toHaveLength(1);
    expect(filterRoutes(routes, 'NO MATCH')).toHaveLength(1);
    expect(filterRoutes(routes, '')).toHaveLength(2);
  });

  it('exports a header and one row per route', () => {
    const lines = routesCsv([route('10.1.0.0/16')]).split(/\r?\n/);
    expect(lines[0]).toBe('Prefix,Type,Next hop,AS path,Local preference,MED,Origin,Best,Connection,Reason');
    expect(lines[1]).toBe(
      '10.1.0.0/16,received,169.254.10.2,65010,100,0,igp,yes,PF-L3-CON-1,Matches 10.0.0.0/8 orlonger',
    );
  });
});
