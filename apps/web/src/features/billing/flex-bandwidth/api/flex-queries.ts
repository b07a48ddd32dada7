import {
  type CreateFlexBandwidthRequest,
  type FlexBandwidth,
  IDEMPOTENCY_KEY_HEADER,
  TOTAL_COUNT_HEADER,
} from '@portal/contract';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { totalFromHeader } from '@/lib/total-count';
import type { FlexListRequest } from '../flex-display';

/**
 * Query keys on the live-events convention: a `flex_bandwidth` event (an order, a resize, a delete) refreshes every
 * pool query.
 */
export const flexKeys = {
  all: ['flex_bandwidth'] as const,
  list: (request: FlexListRequest) => ['flex_bandwidth', 'list', request] as const,
};

export interface FlexPage {
  pools: FlexBandwidth[];
  total: number;
}

/** `GET /v2/flex-bandwidth` with the list's search, sort and page. */
export function useFlexList(request: FlexListRequest) {
  return useQuery({
    queryKey: flexKeys.list(request),
    queryFn: async (): Promise<FlexPage> => {
      const answer = await api.getWithHeaders<FlexBandwidth[]>('/flex-bandwidth', {
        query: { ...request },
        throttle: false,
      });
      const offset = (request.page - 1) * request.page_size;
      return {
        pools: answer.data,
        total: totalFromHeader(answer.headers.get(TOTAL_COUNT_HEADER), offset + answer.data.length),
      };
    },
    placeholderData: keepPreviousData,
  });
}

const refresh = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: flexKeys.all });

/** `POST /v2/flex-bandwidth`. Silent: the form shows refusals on its fields. */
export function useCreateFlex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateFlexBandwidthRequest; idempotencyKey: string }) =>
      api.post<FlexBandwidth>('/flex-bandwidth', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    meta: { isSilent: true },
    onSuccess: () => refresh(queryClient),
  });
}

/** `DELETE /v2/flex-bandwidth/{id}`. Silent: the dialog shows a refusal (circuits still draw from it). */
export function useDeleteFlex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/flex-bandwidth/${encodeURIComponent(id)}`),
    meta: { isSilent: true },
    onSuccess: () => refresh(queryClient),
  });
}
