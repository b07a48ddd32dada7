import type { Location, PortAvailability } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './http-client';

/**
 * Keys of the location catalogue the order screens read (ports and LAGs, point-to-points, a cloud router's IPsec
 * connection). Locations are not live objects, but capacity changes with every order, so availability is keyed per
 * PoP and refreshed after an order or a delete.
 */
export const locationKeys = {
  list: () => ['location', 'list'] as const,
  availability: (pop: string) => ['location', pop, 'port-availability'] as const,
  zones: (pop: string) => ['location', pop, 'zones'] as const,
};

export const locationsQuery = () =>
  queryOptions({
    queryKey: locationKeys.list(),
    queryFn: () => api.get<Location[]>('/locations'),
    staleTime: 10 * 60_000,
  });

export function useLocations() {
  return useQuery(locationsQuery());
}

/** Wire reference 3.2: the ports left at a PoP by zone, speed and media (sold-out kinds are left out). */
export const portAvailabilityQuery = (pop: string) =>
  queryOptions({
    queryKey: locationKeys.availability(pop),
    queryFn: () => api.get<PortAvailability[]>(`/locations/${encodeURIComponent(pop)}/port-availability`),
    staleTime: 0,
  });

export function usePortAvailability(pop: string | null) {
  return useQuery({ ...portAvailabilityQuery(pop ?? ''), enabled: pop !== null });
}

/** Every zone of a PoP, so a zone without ports of the chosen kind can still be named in the lead-time note. */
export const zonesQuery = (pop: string) =>
  queryOptions({
    queryKey: locationKeys.zones(pop),
    queryFn: () => api.get<string[]>(`/locations/${encodeURIComponent(pop)}/zones`),
    staleTime: 10 * 60_000,
  });

export function useZones(pop: string | null) {
  return useQuery({ ...zonesQuery(pop ?? ''), enabled: pop !== null });
}
