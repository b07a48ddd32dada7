import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { BgpSession, CloudRouter, CloudRouterConnection } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconEye, IconListDetails, IconNotes, IconPencil, IconPlus } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { useCan } from '@/api/use-can';
import { type Column, DataTable } from '@/components/data-table';
import { useCanOpenScreen } from '@/lib/route-tree';
import { stateLabel } from '@/lib/state-label';
import { useListView } from '@/lib/use-list-params';
import { useCloudRouter, useConnectionSessions } from './api/cloud-router-queries';
import { bgpStateColour, isSessionBeingDeleted } from './cloud-router-display';
import { useConnectionOfPage } from './connection-details-layout';

function prefixCounts(session: BgpSession): string {
  const imported = session.prefixes.filter((prefix) => prefix.type === 'in').length;
  const exported = session.prefixes.length - imported;
  return `${imported} in · ${exported} out`;
}

/** What the BGP sessions tab offers: to add a session, and to edit or only view a saved one. */
export interface SessionsTabOffer {
  canAdd: boolean;
  openLabel: 'Edit session' | 'View session';
}

/**
 * spec 4, 6: a user who may change cloud routers may add and edit the connection's sessions, unless the connection or
 * its router is being deleted (the session dialog's own rule); otherwise the tab offers only to view a session,
 * which the dialog then shows read-only.
 */
export function sessionsTabOffer(
  canCreate: boolean,
  connection: Pick<CloudRouterConnection, 'state' | 'is_provisioning' | 'pending_delete'>,
  router: Pick<CloudRouter, 'summary'> | undefined,
): SessionsTabOffer {
  const mayChange = canCreate && !isSessionBeingDeleted(connection, router);
  return { canAdd: mayChange, openLabel: mayChange ? 'Edit session' : 'View session' };
}

/**
 * …/bgp-sessions (spec 2): the connection's BGP sessions with their state (and why a session is down), peer and
 * filters. The session dialogs (create, edit, routes, router logs; spec 2) open over this tab as child routes.
 */
export function ConnectionBgpSessionsTab() {
  const { connection } = useConnectionOfPage();
  const sessions = useConnectionSessions(connection.cloud_router_circuit_id, connection.cloud_circuit_id);
  const canCreate = useCan(PERMISSIONS.CLOUD_ROUTER_CREATE);
  // The router (the layout's, from the cache) is read only to know whether it is being deleted.
  const router = useCloudRouter(connection.cloud_router_circuit_id);
  const offer = sessionsTabOffer(canCreate, connection, router.data);
  const hasScreen = useCanOpenScreen();
  const base = `/cloud-routers/${encodeURIComponent(connection.cloud_router_circuit_id)}/connections/${encodeURIComponent(
    connection.cloud_circuit_id,
  )}/bgp-sessions`;
  const createPath = `${base}/bgp-session/create`;
  const canAdd = offer.canAdd && hasScreen(createPath);
  const view = useListView(sessions.data, {
    sort: 'remote_asn',
    direction: 'asc',
    searchValues: (session) => [session.remote_address, session.l3_address, session.remote_asn, session.bgp_state],
    sortValues: {
      state: (session) => session.bgp_state,
      remote_asn: (session) => session.remote_asn,
      remote_address: (session) => session.remote_address,
    },
  });

  const columns: Column<BgpSession>[] = [
    {
      key: 'state',
      header: 'State',
      isSortable: true,
      render: (session) => (
        <Stack gap={2}>
          <Group gap={6}>
            <Badge variant="light" color={bgpStateColour(session.bgp_state)}>
              {stateLabel(session.bgp_state)}
            </Badge>
            {session.disabled && (
              <Badge variant="outline" color="gray">
                Disabled
              </Badge>
            )}
          </Group>
          {session.state_reason && (
            <Text size="xs" c="dimmed" maw={280}>
              {session.state_reason}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'remote_asn',
      header: 'Peer ASN',
      isSortable: true,
      render: (session) => `${session.remote_asn} (${session.address_family === 'v6' ? 'IPv6' : 'IPv4'})`,
    },
    {
      key: 'remote_address',
      header: 'Addresses',
      isSortable: true,
      render: (session) => (
        <Stack gap={0}>
          <Text size="sm" ff="monospace">
            {session.l3_address}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            peer {session.remote_address}
          </Text>
        </Stack>
      ),
    },
    { key: 'prefixes', header: 'Prefix filters', render: (session) => prefixCounts(session) },
    {
      key: 'bfd',
      header: 'BFD',
      isSecondary: true,
      render: (session) =>
        session.bfd_interval > 0 ? `${session.bfd_interval} ms × ${session.bfd_multiplier}` : 'Off',
    },
  ];

  const rowActions = (session: BgpSession) => {
    const links = [
      // A user who may only read sessions, or anyone while the session is being deleted, opens the same dialog,
      // read-only (spec 4, 6).
      {
        to: `${base}/bgp-session/${session.bgp_settings_uuid}`,
        label: offer.openLabel,
        icon: offer.openLabel === 'Edit session' ? IconPencil : IconEye,
        needs: true,
      },
      { to: `${base}/${session.bgp_settings_uuid}/routes`, label: 'Routes', icon: IconListDetails, needs: true },
      { to: `${base}/${session.bgp_settings_uuid}/router-logs`, label: 'Router logs', icon: IconNotes, needs: true },
    ].filter((link) => link.needs && hasScreen(link.to));
    if (links.length === 0) return null;
    return (
      <Group gap={4} wrap="nowrap">
        {links.map((link) => (
          <Tooltip key={link.label} label={link.label}>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={link.to}
              aria-label={`${link.label}: peer ${session.remote_address}`}
            >
              <link.icon size={16} />
            </ActionIcon>
          </Tooltip>
        ))}
      </Group>
    );
  };

  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="md">
        <Stack gap={0}>
          <Text fw={600} component="h2">
            BGP sessions
          </Text>
          <Text size="sm" c="dimmed">
            How this connection exchanges routes with its peer, and which prefixes each side accepts.
          </Text>
        </Stack>
        {canAdd && (
          <Button leftSection={<IconPlus size={16} />} component={Link} to={createPath}>
            Add BGP session
          </Button>
        )}
      </Group>
      <DataTable
        label={`BGP sessions of ${connection.cloud_circuit_id}`}
        columns={columns}
        rows={view.visibleRows}
        rowKey={(session) => session.bgp_settings_uuid}
        isPending={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        empty={
          <>
            This connection has no BGP session yet, so no routes pass through it.{' '}
            {canAdd && (
              <Anchor component={Link} to={createPath} size="sm">
                Add a BGP session
              </Anchor>
            )}
          </>
        }
        sort={view.params}
        onSort={view.sortBy}
        page={view.page}
        pageCount={view.pageCount}
        onPage={view.setPage}
        actions={rowActions}
      />
      <Outlet />
    </Card>
  );
}
