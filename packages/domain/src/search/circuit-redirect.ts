import type { SearchResult } from './search-rules.js';

/** spec 2 "Dashboard and circuit lookup": the flex bandwidth view. */
export const FLEX_BANDWIDTH_PATH = '/billing/flex-bandwidth';

/** spec 2 "Circuit lookup": circuit results link to /circuits/{id}. */
export function circuitLookupPath(circuitId: string): string {
  return `/circuits/${encodeURIComponent(circuitId)}`;
}

const enc = encodeURIComponent;

// A cloud router connection needs its parent cloud router (the related l3nf result); without one there is no redirect.
/** spec 2 "Dashboard and circuit lookup": where /circuits/{circuitId} redirects by service type. */
export function circuitRedirectPath(result: SearchResult | undefined): string | undefined {
  if (result === undefined) return undefined;
  const id = enc(result.circuit_id);
  switch (result.service_type.toLowerCase()) {
    case 'port':
    case 'lag':
      return `/ports/${id}`;
    case 'vc':
      return `/vcs/${id}`;
    case 'cloud-hosted':
      return `/hosted-clouds/${id}`;
    case 'cloud-dedicated':
      return `/dedicated-clouds/${id}`;
    case 'ptp':
      return `/point-to-points/${id}`;
    case 'l3nf':
    case 'cloud-routers':
      return `/cloud-routers/${id}`;
    case 'cr-connection': {
      const parent = result.related_services?.find((service) => service.service_type.toLowerCase() === 'l3nf');
      return parent ? `/cloud-routers/${enc(parent.circuit_id)}/connections/${id}` : undefined;
    }
    case 'flex-bandwidth':
      return FLEX_BANDWIDTH_PATH;
    default:
      return undefined;
  }
}
