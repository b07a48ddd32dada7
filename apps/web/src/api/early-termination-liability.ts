import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { api } from './http-client';

/**
 * `GET /v2/billing/services/early-termination-liability/{id}` (wire reference: a bare number in USD; a 404 means
 * 0, nothing to pay). Kept under the key of the object it belongs to (`objectKey`, e.g. `['vc', id]`), so the
 * object's live events refresh it and deleting the object drops it with the object's other queries.
 */
export const earlyTerminationLiabilityQuery = (objectKey: readonly unknown[], circuitId: string) =>
  queryOptions({
    queryKey: [...objectKey, 'early-termination-liability'],
    queryFn: async () => {
      try {
        return await api.get<number>(`/billing/services/early-termination-liability/${encodeURIComponent(circuitId)}`, {
          throttle: false,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return 0;
        throw error;
      }
    },
    staleTime: 0,
    meta: { isSilent: true },
  });

/** What deleting a circuit now costs, read when its delete dialog opens (`isEnabled`), never from an old answer. */
export function useEarlyTerminationLiability(objectKey: readonly unknown[], circuitId: string, isEnabled: boolean) {
  return useQuery({ ...earlyTerminationLiabilityQuery(objectKey, circuitId), enabled: isEnabled });
}
