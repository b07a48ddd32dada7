import type { PortalDocument } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './http-client';

/** The key of a circuit's documents, under the circuit (`[objectType, circuitId, 'documents']`). */
export const circuitDocumentsKey = (objectType: string, circuitId: string) =>
  [objectType, circuitId, 'documents'] as const;

/** `GET /v2/documents?circuit_id=`: the documents of one circuit (its LOAs, uploads), newest first. */
export function useCircuitDocuments(objectType: string, circuitId: string) {
  return useQuery({
    queryKey: circuitDocumentsKey(objectType, circuitId),
    queryFn: () => api.get<PortalDocument[]>('/documents', { query: { circuit_id: circuitId } }),
  });
}
