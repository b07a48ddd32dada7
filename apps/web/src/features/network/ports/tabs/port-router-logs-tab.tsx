import type { Port } from '@portal/contract';
import { RouterLogsCard } from '@/components/router-logs-card';
import { portTabKeys } from './api/port-tab-keys';

/**
 * The router-logs tab of a port (spec 2): the router's lines about the port in a time range, at a minimum
 * severity of spec 4 (filtered by the server), searchable and sortable, each severity in its colour.
 */
export function PortRouterLogsTab({ port }: { port: Port }) {
  return (
    <RouterLogsCard
      path={`/ports/${encodeURIComponent(port.port_circuit_id)}/router-logs`}
      queryKey={(filter) => portTabKeys.routerLogs(port.port_circuit_id, filter)}
      subject={port.port_circuit_id}
      description="What the router reported about this port: link changes, optics alarms and the steps of its workflows."
      emptyText="The router logged nothing about this port in this range."
    />
  );
}
