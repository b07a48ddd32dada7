import type { Location } from '@portal/contract';

/** One PoP in the picker: its code, a label, and the site address shown beneath it. */
export interface PopOption {
  value: string;
  label: string;
  address: string;
}

/** PoPs of one region and market, the picker's group (spec 2 issue 7: "grouped by region and market"). */
export interface PopGroup {
  group: string;
  items: PopOption[];
}

/** The site address of a location on one line ("123 Main St, Suite 4, Ashburn, VA 20147, US"). */
export function siteAddress(location: Location): string {
  const cityLine = [location.city, [location.state, location.postal].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [location.address1, location.address2, cityLine, location.country].filter(Boolean).join(', ');
}

/** The picker label of a PoP: its code and its site ("WDC1 · Equinix DC2"). */
export function popLabel(location: Pick<Location, 'pop' | 'site'>): string {
  return location.site ? `${location.pop} · ${location.site}` : location.pop;
}

/** Every text a PoP can be found by when typing in the picker. */
export function popSearchText(location: Location): string {
  return [
    location.pop,
    location.site,
    location.site_code,
    location.market,
    location.market_description,
    location.region_name,
    siteAddress(location),
  ]
    .join(' ')
    .toLowerCase();
}

/**
 * The PoPs as picker groups: one group per region and market ("North America · Washington, DC"), regions and
 * markets in alphabetical order, PoPs by code within each. Only PoPs whose status is active are offered.
 */
export function popGroups(locations: readonly Location[]): PopGroup[] {
  const byGroup = new Map<string, PopOption[]>();
  const sorted = [...locations]
    .filter((location) => location.status.toLowerCase() === 'active')
    .sort(
      (left, right) =>
        left.region_name.localeCompare(right.region_name) ||
        left.market_description.localeCompare(right.market_description) ||
        left.pop.localeCompare(right.pop, 'en', { numeric: true }),
    );
  for (const location of sorted) {
    const group = `${location.region_name} · ${location.market_description || location.market}`;
    const items = byGroup.get(group) ?? [];
    items.push({ value: location.pop, label: popLabel(location), address: siteAddress(location) });
    byGroup.set(group, items);
  }
  return [...byGroup].map(([group, items]) => ({ group, items }));
}
