import { DEFAULT_FAVICON_LINK, DEFAULT_LOGO_LINK, type ResellerBrand, resellerBrandSchema } from '@portal/contract';
import { PAGE_TITLE_BASE, parseBrandHost } from '@portal/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { type KeyValueStore, localStore } from '@/lib/storage';
import { ApiError } from './api-error';
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

const REMEMBERED_BRAND_PREFIX = 'portal.brand.';

/**
 * The brand this browser last received for a brand key, so that a reseller host opens in its own colours instead of
 * flashing the default ones while the brand loads. Anything unreadable counts as nothing remembered.
 */
export function recallBrand(brandKey: string, store: KeyValueStore = localStore): ResellerBrand | undefined {
  const text = store.get(`${REMEMBERED_BRAND_PREFIX}${brandKey}`);
  if (!text) return undefined;
  try {
    const parsed = resellerBrandSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Fetches the brand of a key and remembers it; a brand the server no longer has (404) is forgotten, so the host
 * falls back to the default branding next time too. Other failures (offline, server down) keep what was remembered.
 */
export async function fetchBrand(brandKey: string, store: KeyValueStore = localStore): Promise<ResellerBrand> {
  const key = `${REMEMBERED_BRAND_PREFIX}${brandKey}`;
  try {
    const brand = await api.get<ResellerBrand>(`/reseller-brands/${encodeURIComponent(brandKey)}`);
    store.set(key, JSON.stringify(brand));
    return brand;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) store.remove(key);
    throw error;
  }
}

/**
 * spec 7: `GET /reseller-brands/{brandKey}` on a reseller host, fetched once per page (the server caches it too)
 * and silent on failure: a missing or unreachable brand leaves the default branding (spec 8). While it loads, the
 * brand this browser saw last time stands in.
 */
export const brandQuery = (brandKey: string | null) =>
  queryOptions({
    queryKey: ['reseller-brand', brandKey] as const,
    queryFn: brandKey ? () => fetchBrand(brandKey) : skipToken,
    placeholderData: () => (brandKey ? recallBrand(brandKey) : undefined),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { isSilent: true },
  });

/**
 * The branding of this host: the default one on the main portal and after a failure; while loading, the one this
 * browser remembered, if any.
 */
export function useBranding(): Branding {
  const brandKey = currentBrandKey();
  const { data, isError } = useQuery(brandQuery(brandKey));
  if (isError) return brandingOf(brandKey ? recallBrand(brandKey) : undefined);
  return brandingOf(data);
}
