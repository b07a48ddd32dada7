import type { BgpRoute } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { allRoutesCsv, filterRoutes, routeNatDetail, routeNatLabel, routesCsv, sortRoutes } from './bgp-route-rows';

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
  nat: null,
  ...extra,
});

const behindPool = route('10.1.0.0/16', {
  is_best: false,
  reason: 'Matches 10.0.0.0/8 orlonger; source NAT to 100.64.0.0/24',
  nat: {
    side: 'private',
    nat_type: 'overload',
    public_prefixes: ['100.64.0.0/24'],
    private_prefixes: ['10.1.0.0/16'],
    conditional_prefix: null,
  },
});
const pool = route('100.64.0.0/24', {
  nat: {
    side: 'public',
    nat_type: 'overload',
    public_prefixes: ['100.64.0.0/24'],
    private_prefixes: ['10.1.0.0/16', '10.2.0.0/16'],
    conditional_prefix: null,
  },
});
const dnatMapping: NonNullable<BgpRoute['nat']> = {
  side: 'public',
  nat_type: 'inline_dnat',
  public_prefixes: ['203.0.113.5/32'],
  private_prefixes: ['10.1.1.5/32'],
  conditional_prefix: '198.51.100.0/24',
};
const dnat = route('203.0.113.5/32', { type: 'advertised', nat: dnatMapping });

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
    expect(lines[0]).toBe(
      'Prefix,Type,Next hop,AS path,Local preference,MED,Origin,Best,Connection,Reason,' +
        'NAT,NAT public prefixes,NAT private prefixes,NAT only from',
    );
    expect(lines[1]).toBe(
      '10.1.0.0/16,received,169.254.10.2,65010,100,0,igp,yes,PF-L3-CON-1,Matches 10.0.0.0/8 orlonger,,,,',
    );
  });
});

describe('routes behind NAT', () => {
  it('badges a route behind source NAT, a pool and a destination NAT, and no other', () => {
    expect(routeNatLabel(behindPool.nat)).toBe('Translated');
    expect(routeNatLabel(pool.nat)).toBe('NAT pool');
    expect(routeNatLabel(dnat.nat)).toBe('Destination NAT');
    expect(routeNatLabel(null)).toBeUndefined();
    // A server that predates the field leaves it out.
    expect(routeNatLabel(undefined)).toBeUndefined();
  });

  it('says what each side stands for', () => {
    expect(routeNatDetail(behindPool.nat)).toBe(
      'Behind source NAT: the other peers reach it as 100.64.0.0/24, never on this route itself.',
    );
    expect(routeNatDetail(pool.nat)).toBe('Source NAT pool standing for 10.1.0.0/16, 10.2.0.0/16.');
    expect(routeNatDetail(dnat.nat)).toBe(
      'Destination NAT: 203.0.113.5/32 maps to 10.1.1.5/32 for traffic from 198.51.100.0/24.',
    );
    expect(routeNatDetail({ ...dnatMapping, conditional_prefix: null })).toBe(
      'Destination NAT: 203.0.113.5/32 maps to 10.1.1.5/32.',
    );
  });

  it("exports the translation in a session's routes", () => {
    const lines = routesCsv([behindPool, pool]).split(/\r?\n/);
    expect(lines[1]).toBe(
      '10.1.0.0/16,received,169.254.10.2,65010,100,0,igp,no,PF-L3-CON-1,' +
        'Matches 10.0.0.0/8 orlonger; source NAT to 100.64.0.0/24,Translated,100.64.0.0/24,10.1.0.0/16,',
    );
    expect(lines[2]).toBe(
      '100.64.0.0/24,received,169.254.10.2,65010,100,0,igp,yes,PF-L3-CON-1,Matches 10.0.0.0/8 orlonger,' +
        'NAT pool,100.64.0.0/24,10.1.0.0/16 10.2.0.0/16,',
    );
  });

  it("exports the translation in a router's routes, with each connection's description", () => {
    const lines = allRoutesCsv([dnat, route('10.9.0.0/16')], new Map([['PF-L3-CON-1', '=AWS prod']])).split(/\r?\n/);
    expect(lines[0]).toBe(
      'Prefix,Type,Best,Connection,Description,Next hop,AS path,Local preference,MED,Origin,Reason,' +
        'NAT,NAT public prefixes,NAT private prefixes,NAT only from',
    );
    expect(lines[1]).toBe(
      `203.0.113.5/32,advertised,yes,PF-L3-CON-1,"'=AWS prod",169.254.10.2,65010,100,0,igp,` +
        'Matches 10.0.0.0/8 orlonger,Destination NAT,203.0.113.5/32,10.1.1.5/32,198.51.100.0/24',
    );
    expect(lines[2]).toBe(
      `10.9.0.0/16,received,yes,PF-L3-CON-1,"'=AWS prod",169.254.10.2,65010,100,0,igp,Matches 10.0.0.0/8 orlonger,,,,`,
    );
  });
});
