import type { PriceEntry } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';

/** The price list of ports (every speed and term), from which the order form previews the chosen configuration. */
export const portPricingQuery = () =>
  queryOptions({
    queryKey: ['pricing', 'list', { product_type: 'port' }] as const,
    queryFn: () => api.get<PriceEntry[]>('/billing/pricing', { query: { product_type: 'port' } }),
    staleTime: 10 * 60_000,
  });

export function usePortPricing() {
  return useQuery(portPricingQuery());
}
