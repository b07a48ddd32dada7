import { Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CloudRouter, CloudRouterConnection } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { useCan } from '@/api/use-can';
import { DetailsDeleteButton, DetailsLayout } from '@/components/service-pages/details-layout';
import type { DetailsTab } from '@/components/service-pages/details-tabs';
import { useCloudRouter, useRouterConnection } from './api/cloud-router-queries';
import { CLOUD_ROUTERS_LIST } from './cloud-router-details-layout';
import { connectionBadge, connectionPlace, connectionTypeLabel } from './cloud-router-display';
import { ConnectionStatusBadge } from './cloud-router-status-badge';
import { DeleteConnectionDialog } from './delete-connection-dialog';
import { UpgradeConnectionSpeedButton } from './upgrade/upgrade-speed-dialog';

const isCloud = (connection: CloudRouterConnection) =>
  connection.connection_type !== 'ipsec' && connection.connection_type !== 'packetfabric';

/** spec 2: the tabs of a connection's details (quick-connects comes with the marketplace), those that apply. */
function connectionTabs(connection: CloudRouterConnection): DetailsTab[] {
  return [
    { path: 'details', label: 'Details' },
    { path: 'bgp-sessions', label: 'BGP sessions' },
    { path: 'statistics', label: 'Statistics' },
    { path: 'statistics-ipsec', label: 'IPsec statistics', isHidden: connection.connection_type !== 'ipsec' },
    { path: 'history', label: 'History' },
    { path: 'documents', label: 'Documents' },
    { path: 'cloud-settings', label: 'Cloud settings', isHidden: !isCloud(connection) },
  ];
}

export interface ConnectionPageContext {
  /** The router the connection belongs to; its circuit id only while the router itself loads. */
  router: Pick<CloudRouter, 'circuit_id' | 'name'>;
  connection: CloudRouterConnection;
}

/** The router and connection the connection screen shows, handed to its tabs (and the BGP session dialogs). */
export function useConnectionOfPage(): ConnectionPageContext {
  return useOutletContext<ConnectionPageContext>();
}

/**
 * /cloud-routers/{circuitId}/connections/{cloudCircuitId} (spec 2): the connection's heading, status and delete
 * action, and its tabs as child routes (details by default; a BGP session dialog keeps its tab). Live events
 * refresh it.
 */
export function ConnectionDetailsLayout() {
  const { circuitId = '', cloudCircuitId = '' } = useParams();
  const router = useCloudRouter(circuitId);
  const connection = useRouterConnection(circuitId, cloudCircuitId);
  const navigate = useNavigate();
  const canChange = useCan(PERMISSIONS.CLOUD_ROUTER_CREATE);
  const [isDeleting, deleting] = useDisclosure(false);
  const routerPath = `/cloud-routers/${encodeURIComponent(circuitId)}`;

  return (
    <DetailsLayout
      query={connection}
      list={CLOUD_ROUTERS_LIST}
      notFound={{
        title: 'Connection not found',
        text: `There is no connection ${cloudCircuitId} on the cloud router ${circuitId} in your company. It may have been deleted.`,
      }}
      errorTitle="This connection could not load"
      view={(current) => {
        const owner = router.data ?? { circuit_id: circuitId, name: current.cloud_router_name || circuitId };
        return {
          parents: [{ to: routerPath, label: owner.name }],
          crumb: current.cloud_circuit_id,
          title: current.description,
          badge: <ConnectionStatusBadge connection={current} />,
          subtitle: `${current.cloud_circuit_id} · ${connectionTypeLabel(current)} · ${connectionPlace(current)} · ${current.speed}`,
          actions: (
            <Group gap="xs">
              <UpgradeConnectionSpeedButton connection={current} />
              {canChange && !connectionBadge(current).isBusy && (
                <DetailsDeleteButton label="Delete connection" onClick={deleting.open} />
              )}
            </Group>
          ),
          tabs: connectionTabs(current),
          context: { router: owner, connection: current } satisfies ConnectionPageContext,
          dialogs: canChange && (
            <DeleteConnectionDialog
              connection={current}
              opened={isDeleting}
              onClose={deleting.close}
              onDeleted={() => navigate(routerPath)}
            />
          ),
        };
      }}
    />
  );
}
