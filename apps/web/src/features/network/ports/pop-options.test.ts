import type { Location } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { popGroups, popSearchText, siteAddress } from './pop-options';

function location(overrides: Partial<Location>): Location {
  return {
    pop: 'WDC1',
    region: 'US',
    region_name: 'North America',
    market: 'WDC',
    market_description: 'Washington, DC',
    vendor: 'Equinix',
    site: 'Equinix DC2',
    site_code: 'EQIX-WDC1',
    type: 'colo',
    status: 'Active',
    latitude: '0',
    longitude: '0',
    timezone: null,
    notes: null,
    pcode: null,
    lead_time: 'Instant Provisioning',
    single_armed: false,
    address1: '21715 Filigree Ct',
    address2: '',
    city: 'Ashburn',
    state: 'VA',
    postal: '20147',
    country: 'US',
    network_provider: 'portal',
    time_created: '2025-01-01T00:00:00.000Z',
    enni_supported: false,
    backhauled: false,
    ipsec_capable: false,
    nat_capable: false,
    has_cloud_router: false,
    ...overrides,
  };
}

describe('the PoP picker', () => {
  it('groups PoPs by region and market, in order, with the site address', () => {
    const groups = popGroups([
      location({ pop: 'WDC2', site: 'CoreSite VA1' }),
      location({
        pop: 'LON1',
        region: 'UK',
        region_name: 'EMEA',
        market: 'LON',
        market_description: 'London',
        site: 'Telehouse North',
        address1: 'Coriander Ave',
        city: 'London',
        state: '',
        postal: 'E14 2AA',
        country: 'GB',
      }),
      location({ pop: 'WDC1' }),
      location({ pop: 'NYC1', market: 'NYC', market_description: 'New York' }),
    ]);
    expect(groups.map((group) => group.group)).toEqual([
      'EMEA · London',
      'North America · New York',
      'North America · Washington, DC',
    ]);
    expect(groups[2]?.items.map((item) => item.value)).toEqual(['WDC1', 'WDC2']);
    expect(groups[2]?.items[0]).toEqual({
      value: 'WDC1',
      label: 'WDC1 · Equinix DC2',
      address: '21715 Filigree Ct, Ashburn, VA 20147, US',
    });
    expect(groups[0]?.items[0]?.address).toBe('Coriander Ave, London, E14 2AA, GB');
  });

  it('leaves out PoPs that are not active', () => {
    expect(popGroups([location({ status: 'Planned' })])).toEqual([]);
  });

  it('finds a PoP by code, market, region or address', () => {
    const text = popSearchText(location({ address2: 'Suite 100' }));
    for (const word of ['wdc1', 'washington', 'north america', 'ashburn', 'suite 100', 'eqix']) {
      expect(text).toContain(word);
    }
    expect(siteAddress(location({ address2: 'Suite 100' }))).toBe(
      '21715 Filigree Ct, Suite 100, Ashburn, VA 20147, US',
    );
  });
});
