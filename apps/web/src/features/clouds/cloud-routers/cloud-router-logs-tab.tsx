import { RouterLogsCard } from '@/components/router-logs-card';
import { crKeys } from './api/cloud-router-keys';
import { useRouterOfPage } from './cloud-router-details-layout';

// The server answers the router's layer-3 events here, not a port's interface events.
const CLOUD_ROUTER_LOGS_DESCRIPTION =
  'What the router’s routing logged: each BGP session changing state and why, the updates it received and ' +
  'advertised, its NAT, connections coming up and going down, and IPsec tunnels renewing their keys.';

/**
 * /cloud-routers/{circuitId}/router-logs (spec 2): the router's lines in a time range as a layer-3 router logs them
 * (the server's routing events: BGP state changes with their reasons, UPDATE counts, NAT; connections up and down;
 * IPsec SA renewals), at a minimum severity of spec 4 (filtered by the server), searchable and sortable.
 */
export function CloudRouterLogsTab() {
  const router = useRouterOfPage();
  return (
    <RouterLogsCard
      path={`/services/cloud-routers/${encodeURIComponent(router.circuit_id)}/router-logs`}
      queryKey={(filter) => crKeys.routerLogs(router.circuit_id, filter)}
      subject={router.name}
      description={CLOUD_ROUTER_LOGS_DESCRIPTION}
      emptyText="The router logged nothing in this range."
    />
  );
}
