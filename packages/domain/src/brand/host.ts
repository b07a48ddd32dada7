import ipaddr from 'ipaddr.js';

/** spec 2 "Host and brand": first host labels that mean the main (non-reseller) portal. */
export const MAIN_PORTAL_HOST_LABELS = ['portal', 'portal-beta', 'partners', 'demo'] as const;

/** spec 2 "Host and brand": what the host name says about branding. */
export interface BrandHost {
  isMainPortal: boolean;
  /** The reseller brand key (the first label), null on the main portal. */
  brandKey: string | null;
}

function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase().replace(/\.$/, '');
  if (trimmed.startsWith('[')) return trimmed.slice(1, trimmed.indexOf(']') === -1 ? undefined : trimmed.indexOf(']'));
  if (ipaddr.IPv6.isValid(trimmed)) return trimmed;
  return trimmed.replace(/:\d*$/, '');
}

/** spec 2 "Host and brand": first label is the brand key; portal hosts, localhost and IPs are the main portal. */
export function parseBrandHost(host: string): BrandHost {
  const name = hostName(host);
  if (name === '' || name === 'localhost' || ipaddr.isValid(name)) return { isMainPortal: true, brandKey: null };
  const [firstLabel = ''] = name.split('.');
  if ((MAIN_PORTAL_HOST_LABELS as readonly string[]).includes(firstLabel)) {
    return { isMainPortal: true, brandKey: null };
  }
  return { isMainPortal: false, brandKey: firstLabel };
}

/** spec 2 "Host and brand": the base page title. */
export const PAGE_TITLE_BASE = 'Portal';

/** spec 2 "Host and brand": 'Portal' followed by ' - {title}' for each matched route that has a title. */
export function pageTitle(...titles: readonly (string | undefined)[]): string {
  return titles.reduce<string>((page, title) => {
    const trimmed = title?.trim();
    return trimmed ? `${page} - ${trimmed}` : page;
  }, PAGE_TITLE_BASE);
}

/** spec 2 "Host and brand": the themes. */
export const THEMES = ['dark', 'light', 'system'] as const;

/** spec 2 "Host and brand": a theme. */
export type Theme = (typeof THEMES)[number];

/** spec 2 "Host and brand": true for a known theme (for a value read back from local storage). */
export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}
