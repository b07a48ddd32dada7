import { DEFAULT_FAVICON_LINK, DEFAULT_LOGO_LINK, type ResellerBrand } from '@portal/contract';
import { PAGE_TITLE_BASE, parseBrandHost } from '@portal/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from './http-client';

/** What the portal looks like on this host: the name and images it shows and the main colour of its theme. */
export interface Branding {
  name: string;
  logo: string;
  favicon: string;
  /** The reseller's main colour (#rrggbb), null for the default theme. */
  mainColor: string | null;
}

/** The main portal's own branding, also what a reseller host falls back to when its brand cannot be loaded. */
export const DEFAULT_BRANDING: Branding = {
  name: PAGE_TITLE_BASE,
  logo: DEFAULT_LOGO_LINK,
  favicon: DEFAULT_FAVICON_LINK,
  mainColor: null,
};

/** spec 3 "Reseller brand" as the shell applies it; no brand means the default branding. */
export function brandingOf(brand: ResellerBrand | undefined): Branding {
  if (!brand) return DEFAULT_BRANDING;
  return {
    name: brand.public_name.trim() || DEFAULT_BRANDING.name,
    logo: brand.logo_link,
    favicon: brand.favicon_link,
    mainColor: brand.main_color,
  };
}

/** spec 2: the brand key of the host the page was opened on (null on the main portal, localhost and IPs). */
export function currentBrandKey(): string | null {
  return typeof window === 'undefined' ? null : parseBrandHost(window.location.host).brandKey;
}

/**
 * spec 7: `GET /reseller-brands/{brandKey}` on a reseller host, fetched once per page (the server caches it too)
 * and silent on failure: a missing or unreachable brand leaves the default branding (spec 8).
 */
export const brandQuery = (brandKey: string | null) =>
  queryOptions({
    queryKey: ['reseller-brand', brandKey] as const,
    queryFn: brandKey ? () => api.get<ResellerBrand>(`/reseller-brands/${encodeURIComponent(brandKey)}`) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { isSilent: true },
  });

/** The branding of this host; the default one on the main portal, while loading and after a failure. */
export function useBranding(): Branding {
  const { data, isError } = useQuery(brandQuery(currentBrandKey()));
  return brandingOf(isError ? undefined : data);
}
