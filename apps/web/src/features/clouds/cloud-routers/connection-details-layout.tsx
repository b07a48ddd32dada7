import { Anchor, Breadcrumbs, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CloudRouter, CloudRouterConnection } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconTrash } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useCan } from '@/api/use-can';
import { ErrorState } from '@/components/error-state';
import { RouteTabs } from '@/components/route-tabs';
import { useCloudRouter, useRouterConnection } from './api/cloud-router-queries';
import { RouterNotFound } from './cloud-router-details-layout';
import { connectionBadge, connectionPlace, connectionTypeLabel } from './cloud-router-display';
import { ConnectionStatusBadge } from './cloud-router-status-badge';
import { DeleteConnectionDialog } from './delete-connection-dialog';

interface ConnectionTab {
  path: string;
  label: string;
  /** Shown only for the connections it applies to. */
  appliesTo?: (connection: CloudRouterConnection) => boolean;
}

const isCloud = (connection: CloudRouterConnection) =>
  connection.connection_type !== 'ipsec' && connection.connection_type !== 'packetfabric';

/** spec 2: the tabs of a connection's details (quick-connects comes with the marketplace). */
export const CONNECTION_TABS: readonly ConnectionTab[] = [
  { path: 'details', label: 'Details' },
  { path: 'bgp-sessions', label: 'BGP sessions' },
  { path: 'statistics', label: 'Statistics' },
  {
    path: 'statistics-ipsec',
    label: 'IPsec statistics',
    appliesTo: (connection) => connection.connection_type === 'ipsec',
  },
  { path: 'history', label: 'History' },
  { path: 'documents', label: 'Documents' },
  { path: 'cloud-settings', label: 'Cloud settings', appliesTo: isCloud },
];

export interface ConnectionPageContext {
  router: CloudRouter;
  connection: CloudRouterConnection;
}

/** The router and connection the connection screen shows, handed to its tabs (and the BGP session dialogs). */
export function useConnectionOfPage(): ConnectionPageContext {
  return useOutletContext<ConnectionPageContext>();
}

/** The tab of a path: the segment after the connection id (a dialog below a tab keeps its tab). */
function currentTab(pathname: string, cloudCircuitId: string, tabs: readonly ConnectionTab[]): string {
  const segments = pathname.split('/').filter(Boolean);
  const index = segments.findIndex((segment) => decodeURIComponent(segment) === cloudCircuitId);
  const segment = index >= 0 ? segments[index + 1] : undefined;
  return tabs.some((tab) => tab.path === segment) && segment ? segment : 'details';
}

function ConnectionNotFound({ router, cloudCircuitId }: { router: CloudRouter; cloudCircuitId: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={1} size="h2">
          Connection not found
        </Title>
        <Text size="sm">
          The cloud router {router.name} has no connection {cloudCircuitId}. It may have been deleted.
        </Text>
        <Anchor component={Link} to={`/cloud-routers/${encodeURIComponent(router.circuit_id)}`} size="sm">
          Back to {router.name}
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * /cloud-routers/{circuitId}/connections/{cloudCircuitId} (spec 2): the connection's heading, status and delete
 * action, and its tabs as child routes (details by default). Live events refresh it.
 */
export function ConnectionDetailsLayout() {
  const { circuitId = '', cloudCircuitId = '' } = useParams();
  const router = useCloudRouter(circuitId);
  const connection = useRouterConnection(circuitId, cloudCircuitId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canChange = useCan(PERMISSIONS.CLOUD_ROUTER_CREATE);
  const [isDeleting, deleting] = useDisclosure(false);

  if (router.isPending || (connection.isPending && !router.error)) return <Skeleton h={240} radius="md" />;
  if (router.error) {
    if (isApiError(router.error) && router.error.status === 404) return <RouterNotFound circuitId={circuitId} />;
    return (
      <ErrorState error={router.error} title="This cloud router could not load" onRetry={() => void router.refetch()} />
    );
  }
  if (connection.error) {
    if (isApiError(connection.error) && connection.error.status === 404) {
      return <ConnectionNotFound router={router.data} cloudCircuitId={cloudCircuitId} />;
    }
    return (
      <ErrorState
        error={connection.error}
        title="This connection could not load"
        onRetry={() => void connection.refetch()}
      />
    );
  }
  const current = connection.data;
  if (!current) return <Skeleton h={240} radius="md" />;
  const tabs = CONNECTION_TABS.filter((tab) => tab.appliesTo?.(current) ?? true);
  const routerPath = `/cloud-routers/${encodeURIComponent(router.data.circuit_id)}`;
  const connectionPath = `${routerPath}/connections/${encodeURIComponent(current.cloud_circuit_id)}`;

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/cloud-routers" size="sm">
          Cloud Routers
        </Anchor>
        <Anchor component={Link} to={routerPath} size="sm">
          {router.data.name}
        </Anchor>
        <Text size="sm">{current.cloud_circuit_id}</Text>
      </Breadcrumbs>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" mb="md">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {current.description}
              </Title>
              <ConnectionStatusBadge connection={current} />
            </Group>
            <Text c="dimmed" size="sm">
              {current.cloud_circuit_id} · {connectionTypeLabel(current)} · {connectionPlace(current)} · {current.speed}
            </Text>
          </Stack>
          {canChange && !connectionBadge(current).isBusy && (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={deleting.open}>
              Delete connection
            </Button>
          )}
        </Group>
        <RouteTabs
          tabs={tabs.map((tab) => ({ value: tab.path, label: tab.label }))}
          active={currentTab(pathname, current.cloud_circuit_id, tabs)}
          onChange={(tab) => navigate(tab === 'details' ? connectionPath : `${connectionPath}/${tab}`)}
        >
          <Stack>
            <Outlet context={{ router: router.data, connection: current } satisfies ConnectionPageContext} />
          </Stack>
        </RouteTabs>
      </Card>
      {canChange && (
        <DeleteConnectionDialog
          connection={current}
          opened={isDeleting}
          onClose={deleting.close}
          onDeleted={() => navigate(routerPath)}
        />
      )}
    </Stack>
  );
}
