import type { BillingModifyPreview, BillingModifyRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from './http-client';

const modifyPath = (circuitId: string) => `/billing/services/${encodeURIComponent(circuitId)}/modify`;

/** `POST /v2/billing/services/{id}/modify/preview` (wire reference 3.16): the charges now and after. Silent. */
export function useModifyPreview(circuitId: string) {
  return useMutation({
    mutationFn: (body: BillingModifyRequest) =>
      api.post<BillingModifyPreview>(`${modifyPath(circuitId)}/preview`, body),
    meta: { isSilent: true },
  });
}

/**
 * `POST /v2/billing/services/{id}/modify`: a new speed or a longer term; `onChanged` refreshes the service's keys
 * (the live events say so too, a moment later). Silent: the dialog shows a refusal.
 */
export function useModifyService(circuitId: string, onChanged: () => void) {
  return useMutation({
    mutationFn: (body: BillingModifyRequest) => api.post<{ message: string }>(modifyPath(circuitId), body),
    meta: { isSilent: true },
    onSuccess: onChanged,
  });
}
