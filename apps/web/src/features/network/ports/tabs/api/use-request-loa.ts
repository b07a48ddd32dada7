import type { LetterOfAuthorizationBody, PortalDocument } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { circuitDocumentsKey } from '@/api/circuit-documents';
import { api } from '@/api/http-client';

/**
 * `POST /v2/ports/{id}/letter-of-authorization` (spec 7; wire reference 3.3): the server issues the LOA as a PDF
 * with the port's demarcation, stores it as a document and e-mails it. Silent: the form shows refused fields.
 */
export function useRequestLoa(circuitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LetterOfAuthorizationBody) =>
      api.post<PortalDocument>(`/ports/${encodeURIComponent(circuitId)}/letter-of-authorization`, body),
    meta: { isSilent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: circuitDocumentsKey('port', circuitId) }),
        queryClient.invalidateQueries({ queryKey: ['document', 'list'] }),
      ]),
  });
}
