import { CircuitDocuments } from '@/components/circuit-documents';
import { ObjectHistory } from '@/components/object-history';
import { useVcOfPage } from './vc-details-layout';

/** /vcs/{circuitId}/history: the circuit's activity-log entries with what each changed. */
export function VcHistoryRoute() {
  const vc = useVcOfPage();
  return <ObjectHistory objectType="vc" objectId={vc.vc_circuit_id} objectName="this circuit" />;
}

/** /vcs/{circuitId}/documents: the circuit's documents. */
export function VcDocumentsRoute() {
  const vc = useVcOfPage();
  return <CircuitDocuments objectType="vc" circuitId={vc.vc_circuit_id} objectName="this circuit" />;
}
