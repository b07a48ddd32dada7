import type { Port } from '@portal/contract';
import { ObjectHistory } from '@/components/object-history';

/** The history tab of a port or LAG (spec 2): its activity-log entries with what each changed. */
export function PortHistoryTab({ port }: { port: Port }) {
  return (
    <ObjectHistory
      objectType="port"
      objectId={port.port_circuit_id}
      objectName={port.is_lag ? 'this LAG' : 'this port'}
    />
  );
}
