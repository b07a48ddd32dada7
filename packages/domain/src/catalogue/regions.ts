/** spec 9: the region names, US is North America and UK is EMEA. */
export const REGIONS = { US: 'North America', UK: 'EMEA' } as const;

/** spec 9: a region code. */
export type RegionCode = keyof typeof REGIONS;

/** spec 9: the name of a region code, the code itself when unknown. */
export function regionName(code: string): string {
  const key = code.toUpperCase();
  return Object.hasOwn(REGIONS, key) ? REGIONS[key as RegionCode] : code;
}

/** spec 9 regions plus Asia-Pacific (AP), where the provider also has PoPs; the location catalogue's region codes. */
export const LOCATION_REGIONS = { ...REGIONS, AP: 'Asia-Pacific' } as const;

/** spec 9: the name of a location region code (US North America, UK EMEA, AP Asia-Pacific), else the code. */
export function locationRegionName(code: string): string {
  const key = code.toUpperCase();
  return Object.hasOwn(LOCATION_REGIONS, key) ? LOCATION_REGIONS[key as keyof typeof LOCATION_REGIONS] : code;
}

/** spec 9: the backhauled ports (market codes). */
export const BACKHAULED_PORTS = ['IND', 'SAC', 'GRR', 'RNO', 'RIC', 'AMS'] as const;

/** spec 9: true when the pop (for example IND1) belongs to a backhauled market. */
export function isBackhauledPop(pop: string): boolean {
  const market = pop.trim().toUpperCase().replace(/\d+$/, '');
  return (BACKHAULED_PORTS as readonly string[]).includes(market);
}

/** spec 9: the texts of the on-ramp lead time. */
export const ON_RAMP_LEAD_TIMES = { instant: 'Instant Provisioning', standard: 'Up to two weeks' } as const;

/** spec 9: the on-ramp lead time shown for a pop and zone, with the note on capacity in other zones. */
export interface OnRampLeadTime {
  text: string;
  note: string | undefined;
}

// There is no note when no zone of the pop has capacity.
/** spec 9: 'Instant Provisioning' with capacity, else 'Up to two weeks' and a note naming zones with capacity. */
export function onRampLeadTime(hasCapacity: boolean, zonesWithCapacity: readonly string[] = []): OnRampLeadTime {
  if (hasCapacity) return { text: ON_RAMP_LEAD_TIMES.instant, note: undefined };
  const note =
    zonesWithCapacity.length === 0
      ? undefined
      : `${zonesWithCapacity.length === 1 ? 'Zone' : 'Zones'} ${zonesWithCapacity.join(', ')} of this location ${zonesWithCapacity.length === 1 ? 'has' : 'have'} capacity for instant provisioning.`;
  return { text: ON_RAMP_LEAD_TIMES.standard, note };
}
