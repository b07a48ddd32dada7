import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { CloudRouter, CloudRouterConnection } from '@portal/contract';
import { PERMISSIONS, parseSpeedMbps } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCan } from '@/api/use-can';
import { type Column, DataTable } from '@/components/data-table';
import { stateLabel } from '@/lib/state-label';
import { useListView } from '@/lib/use-list-params';
import { useRouterConnections } from './api/cloud-router-queries';
import { bgpStateColour, connectionPlace, connectionSummary, connectionTypeLabel } from './cloud-router-display';
import { ConnectionStatusBadge } from './cloud-router-status-badge';

export const connectionLink = (
  connection: Pick<CloudRouterConnection, 'cloud_router_circuit_id' | 'cloud_circuit_id'>,
) =>
  `/cloud-routers/${encodeURIComponent(connection.cloud_router_circuit_id)}/connections/${encodeURIComponent(
    connection.cloud_circuit_id,
  )}`;

const columns: Column<CloudRouterConnection>[] = [
  {
    key: 'description',
    header: 'Connection',
    isSortable: true,
    render: (connection) => (
      <Stack gap={0}>
        <Anchor component={Link} to={connectionLink(connection)} size="sm" fw={500}>
          {connection.description}
        </Anchor>
        <Text size="xs" c="dimmed">
          {connection.cloud_circuit_id}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'type',
    header: 'Type',
    isSortable: true,
    render: (connection) => <Text size="sm">{connectionTypeLabel(connection)}</Text>,
  },
  {
    key: 'state',
    header: 'Status',
    isSortable: true,
    render: (connection) => <ConnectionStatusBadge connection={connection} size="sm" />,
  },
  {
    key: 'bgp',
    header: 'BGP',
    render: (connection) =>
      connection.bgp_state_list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No session
        </Text>
      ) : (
        <Group gap={4}>
          {connection.bgp_state_list.map((session) => (
            <Badge key={session.bgp_settings_uuid} size="sm" variant="dot" color={bgpStateColour(session.bgp_state)}>
              {stateLabel(session.bgp_state)}
            </Badge>
          ))}
        </Group>
      ),
  },
  { key: 'place', header: 'Where', isSecondary: true, render: (connection) => connectionPlace(connection) },
  { key: 'speed', header: 'Speed', isSortable: true, render: (connection) => connection.speed },
];

/** The router's connections on its details: each links to its own details, with its state and its BGP sessions. */
export function RouterConnectionsCard({ router }: { router: CloudRouter }) {
  const connections = useRouterConnections(router.circuit_id);
  const canCreate = useCan(PERMISSIONS.CLOUD_ROUTER_CREATE);
  const view = useListView(connections.data, {
    sort: 'description',
    direction: 'asc',
    filterNames: ['connection_summary'],
    searchValues: (connection) => [
      connection.description,
      connection.cloud_circuit_id,
      connection.pop,
      connection.port_circuit_id,
      connectionTypeLabel(connection),
    ],
    sortValues: {
      description: (connection) => connection.description.toLowerCase(),
      type: (connection) => connectionTypeLabel(connection),
      state: (connection) => connectionSummary(connection),
      speed: (connection) => parseSpeedMbps(connection.speed),
    },
    pageSize: 10,
  });
  const connectPath = `/cloud-routers/${encodeURIComponent(router.circuit_id)}/connect`;
  const canAdd = canCreate && router.state === 'active';

  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="md">
        <Text fw={600} component="h2">
          Connections
        </Text>
        {canAdd && (
          <Button variant="light" leftSection={<IconPlus size={16} />} component={Link} to={connectPath}>
            Add connection
          </Button>
        )}
      </Group>
      <DataTable
        label={`Connections of ${router.name}`}
        columns={columns}
        rows={view.visibleRows}
        rowKey={(connection) => connection.cloud_circuit_id}
        isPending={connections.isPending}
        error={connections.error}
        onRetry={() => void connections.refetch()}
        empty={
          <>
            This cloud router has no connections yet.{' '}
            {canAdd && (
              <Anchor component={Link} to={connectPath} size="sm">
                Connect an IPsec tunnel or one of your ports
              </Anchor>
            )}
          </>
        }
        sort={view.params}
        onSort={view.sortBy}
        page={view.page}
        pageCount={view.pageCount}
        onPage={view.setPage}
      />
    </Card>
  );
}
