import { useRouterConnections } from '../api/cloud-router-queries';
import { useRouterOfPage } from '../cloud-router-details-layout';
import { LookingGlassPanel } from './looking-glass-panel';

/** /cloud-routers/{circuitId}/looking-glass: the router's looking glass as a tab of its details. */
export function CloudRouterLookingGlassTab() {
  const router = useRouterOfPage();
  const connections = useRouterConnections(router.circuit_id);
  const names = new Map(
    (connections.data ?? []).map((connection) => [connection.cloud_circuit_id, connection.description]),
  );
  return <LookingGlassPanel routerCircuitId={router.circuit_id} connectionNames={names} />;
}
