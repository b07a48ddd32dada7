import {
  type CreatePointToPointRequest,
  IDEMPOTENCY_KEY_HEADER,
  type PointToPoint,
  type UpdatePointToPointRequest,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetDeletedObject } from '@/api/forget-deleted-object';
import { api } from '@/api/http-client';
import { ptpKeys } from './ptp-keys';

const PATH = '/services/point-to-point';

/** `POST /v2/services/point-to-point` with the order's `Idempotency-Key`. Silent: the form shows refusals. */
export function useCreatePtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreatePointToPointRequest; idempotencyKey: string }) =>
      api.post<PointToPoint>(PATH, body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    meta: { isSilent: true },
    onSuccess: (ptp) => {
      queryClient.setQueryData(ptpKeys.detail(ptp.ptp_circuit_id), ptp);
      void queryClient.invalidateQueries({ queryKey: ptpKeys.lists() });
    },
  });
}

/** `PATCH /v2/services/point-to-point/{ptp_uuid}` (wire reference 3.6: by uuid). Silent for the form. */
export function useUpdatePtp(ptp: Pick<PointToPoint, 'ptp_uuid' | 'ptp_circuit_id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdatePointToPointRequest) =>
      api.patch<PointToPoint>(`${PATH}/${encodeURIComponent(ptp.ptp_uuid)}`, changes),
    meta: { isSilent: true },
    onSuccess: (changed) => {
      queryClient.setQueryData(ptpKeys.detail(ptp.ptp_circuit_id), changed);
      void queryClient.invalidateQueries({ queryKey: ptpKeys.lists() });
    },
  });
}

/** `DELETE /v2/services/point-to-point/{ptp_uuid}`. */
export function useDeletePtp(ptp: Pick<PointToPoint, 'ptp_uuid' | 'ptp_circuit_id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(`${PATH}/${encodeURIComponent(ptp.ptp_uuid)}`),
    onSuccess: () => forgetDeletedObject(queryClient, ptpKeys.detail(ptp.ptp_circuit_id), ptpKeys.lists()),
  });
}
