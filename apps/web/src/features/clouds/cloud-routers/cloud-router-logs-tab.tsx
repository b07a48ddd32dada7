import { RouterLogsCard } from '@/components/router-logs-card';
import { crKeys } from './api/cloud-router-keys';
import { useRouterOfPage } from './cloud-router-details-layout';

/**
 * /cloud-routers/{circuitId}/router-logs (spec 2): the router's lines in a time range (BGP state changes, workflow
 * steps), at a minimum severity of spec 4 (filtered by the server), searchable and sortable.
 */
export function CloudRouterLogsTab() {
  const router = useRouterOfPage();
  return (
    <RouterLogsCard
      path={`/services/cloud-routers/${encodeURIComponent(router.circuit_id)}/router-logs`}
      queryKey={(filter) => crKeys.routerLogs(router.circuit_id, filter)}
      subject={router.name}
      description="What the router reported: BGP sessions going up and down, updates, and the steps of its workflows."
      emptyText="The router logged nothing in this range."
    />
  );
}
