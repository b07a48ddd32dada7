import type { Promotion } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { useCan } from '@/api/use-can';

/** spec 7 `GET /billing/promo-codes`: the promotions active for the customer (the discount banner). */
export const promotionsQuery = (isEnabled: boolean) =>
  queryOptions({
    queryKey: ['promotion', 'list'] as const,
    queryFn: () => api.get<Promotion[]>('/billing/promo-codes'),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
    meta: { isSilent: true },
  });

/** The active promotions; undefined while loading, without the permission, and after a failure (spec 8). */
export function usePromotions(): readonly Promotion[] | undefined {
  const { data, isError } = useQuery(promotionsQuery(useCan(PERMISSIONS.COMPANY_READ)));
  return isError ? undefined : data;
}
