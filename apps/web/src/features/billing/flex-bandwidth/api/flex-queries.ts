import {
  type BillingModifyPreview,
  type BillingModifyRequest,
  type Contact,
  type CreateFlexBandwidthRequest,
  type FlexBandwidth,
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
    mutationFn: (body: CreateFlexBandwidthRequest) => api.post<FlexBandwidth>('/flex-bandwidth', body),
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

const modifyPath = (id: string) => `/billing/services/${encodeURIComponent(id)}/modify`;

/** `POST /v2/billing/services/{id}/modify/preview`: the pool's price before and after a resize. Silent. */
export function usePreviewResize(id: string) {
  return useMutation({
    mutationFn: (body: BillingModifyRequest) => api.post<BillingModifyPreview>(`${modifyPath(id)}/preview`, body),
    meta: { isSilent: true },
  });
}

/** `POST /v2/billing/services/{id}/modify` with the new capacity and term. Silent: the dialog shows refusals. */
export function useResizeFlex(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingModifyRequest) => api.post<{ message: string }>(modifyPath(id), body),
    meta: { isSilent: true },
    onSuccess: () => refresh(queryClient),
  });
}

/** The accounts a pool can be billed to: the company itself and its billing contacts (`GET /contacts?billing=true`). */
export function useBillingContacts() {
  return useQuery({
    queryKey: ['contacts', 'list', { billing: true }],
    queryFn: () => api.get<Contact[]>('/contacts', { query: { billing: true } }),
  });
}
