import type { PortalDocument } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/http-client';

export interface LoaUpload {
  file: File;
  /** The port the cross connect will leave from: the document is filed under it. */
  portCircuitId: string;
  description: string;
}

/**
 * `POST /v2/documents` (multipart, wire reference 3.16): the Letter of Authorization the customer received from
 * the other party, stored as a `customer_loa` document of the port. Silent: the form shows the refusal.
 */
export function useUploadLoa() {
  return useMutation({
    mutationFn: ({ file, portCircuitId, description }: LoaUpload) => {
      const form = new FormData();
      form.append('type', 'customer_loa');
      form.append('circuit_id', portCircuitId);
      if (description) form.append('description', description);
      form.append('document', file, file.name);
      return api.post<PortalDocument>('/documents', form);
    },
    meta: { isSilent: true },
  });
}
