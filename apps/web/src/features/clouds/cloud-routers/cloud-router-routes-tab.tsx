import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import type { BgpRoute, CloudRouterConnection } from '@portal/contract';
import { SUCCESS_NOTICES } from '@portal/domain';
import { IconDownload, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type Column, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { matchesSearch } from '@/lib/list-params';
import { saveTextFile } from '@/lib/save-file';
import { useListView } from '@/lib/use-list-params';
import { useAllRoutes, useRouterConnections } from './api/cloud-router-queries';
import { allRoutesCsv } from './bgp/bgp-route-rows';
import { RouteNatBadge } from './bgp/route-nat-badge';
import { useRouterOfPage } from './cloud-router-details-layout';

const ROUTE_TYPES = [
  { value: 'received', label: 'Received (accepted)' },
  { value: 'advertised', label: 'Advertised' },
  { value: 'rejected', label: 'Rejected by policy' },
] as const;
const TYPE_COLOURS = { received: 'green', advertised: 'blue', rejected: 'red' } as const;

/** An IPv4 prefix as a number pair for sorting by address, then by length. */
function prefixOrder(prefix: string): number {
  const [address = '', length = '0'] = prefix.split('/');
  const parts = address.split('.').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return Number.MAX_SAFE_INTEGER;
  return (
    (((parts[0] ?? 0) * 256 + (parts[1] ?? 0)) * 256 + (parts[2] ?? 0)) * 256 * 64 +
    (parts[3] ?? 0) * 64 +
    Number(length)
  );
}

function columnsFor(routerCircuitId: string, names: Map<string, string>): Column<BgpRoute>[] {
  return [
    {
      key: 'prefix',
      header: 'Prefix',
      isSortable: true,
      // The NAT badge goes under the prefix when the column is narrow, never over the next column.
      render: (route) => (
        <Group gap={6}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" ff="monospace">
              {route.prefix}
            </Text>
            {route.is_best && (
              <Tooltip label="Best path: the router forwards on this route">
                <IconStarFilled size={14} aria-label="Best path" color="var(--mantine-color-yellow-6)" />
              </Tooltip>
            )}
          </Group>
          <RouteNatBadge nat={route.nat} />
        </Group>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      isSortable: true,
      render: (route) => (
        <Badge variant="light" color={TYPE_COLOURS[route.type]} size="sm" miw={96}>
          {route.type}
        </Badge>
      ),
    },
    {
      key: 'connection',
      header: 'Connection',
      isSortable: true,
      // The connection's name, linking to it, with its circuit ID under it (never broken across lines).
      render: (route) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={`/cloud-routers/${encodeURIComponent(routerCircuitId)}/connections/${encodeURIComponent(route.cloud_circuit_id)}`}
            size="sm"
          >
            {names.get(route.cloud_circuit_id) ?? route.cloud_circuit_id}
          </Anchor>
          {names.has(route.cloud_circuit_id) && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {route.cloud_circuit_id}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'next_hop',
      header: 'Next hop',
      isSortable: true,
      render: (route) => (
        <Text size="sm" ff="monospace">
          {route.next_hop}
        </Text>
      ),
    },
    { key: 'as_path', header: 'AS path', isNoWrap: true, render: (route) => route.as_path || '—' },
    {
      key: 'local_preference',
      header: 'Local pref',
      isSortable: true,
      isSecondary: true,
      render: (route) => route.local_preference,
    },
    { key: 'med', header: 'MED', isSortable: true, isSecondary: true, render: (route) => route.med },
    {
      key: 'reason',
      header: 'Why',
      isSecondary: true,
      render: (route) => (
        <Text size="xs" c="dimmed">
          {route.reason}
        </Text>
      ),
    },
  ];
}

const searchValues = (route: BgpRoute) => [route.prefix, route.next_hop, route.as_path];

function matchesFilters(route: BgpRoute, filters: Record<string, string | undefined>) {
  return (
    (!filters.connection || route.cloud_circuit_id === filters.connection) &&
    (!filters.type || route.type === filters.type)
  );
}

const connectionName = (connection: CloudRouterConnection) =>
  `${connection.description} (${connection.cloud_circuit_id})`;

/**
 * /cloud-routers/{circuitId}/routes (spec 2): every route of the router (`GET …/all-routes`): received on each
 * session and accepted or refused by its import filter, the best path marked, and advertised to each peer after its
 * export filter; filtered by prefix, connection and type, sorted, paged and exported as CSV.
 */
export function CloudRouterRoutesTab() {
  const router = useRouterOfPage();
  const routes = useAllRoutes(router.circuit_id);
  const connections = useRouterConnections(router.circuit_id);
  // Each connection's description; the table shows its circuit ID under it, the filter beside it.
  const names = new Map(
    (connections.data ?? []).map((connection) => [connection.cloud_circuit_id, connection.description]),
  );
  const view = useListView(routes.data, {
    sort: 'prefix',
    direction: 'asc',
    filterNames: ['connection', 'type'],
    searchValues,
    sortValues: {
      prefix: (route) => prefixOrder(route.prefix),
      type: (route) => route.type,
      connection: (route) => names.get(route.cloud_circuit_id) ?? route.cloud_circuit_id,
      next_hop: (route) => prefixOrder(route.next_hop),
      local_preference: (route) => route.local_preference,
      med: (route) => route.med,
    },
    filterRow: matchesFilters,
    pageSize: 50,
  });
  const { params } = view;
  const isFiltered = params.search.trim() !== '' || !!params.filters.type;
  const exportCsv = () => {
    const matching = (routes.data ?? []).filter(
      (route) => matchesSearch(searchValues(route), params.search) && matchesFilters(route, params.filters),
    );
    saveTextFile(
      allRoutesCsv(matching, names),
      `routes-${router.circuit_id}-${new Date().toISOString().slice(0, 10)}.csv`,
    );
  };
  let empty: string;
  if (params.filters.connection && !isFiltered) empty = SUCCESS_NOTICES.noRoutes;
  else if (isFiltered || params.filters.connection) empty = 'No route matches the prefix and filters.';
  else empty = 'There are no routes on this cloud router yet: they appear once a BGP session is established.';

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        order={2}
        title="Routes"
        description="What the router learned from each peer after its import filter, and what it advertises after each export filter."
      />
      <Group mb="md" gap="sm" justify="space-between" align="flex-end">
        <Group gap="sm" align="flex-end">
          <SearchInput
            value={params.search}
            onSearch={view.setSearch}
            placeholder="Filter by prefix, e.g. 10.0.0.0/8"
            label="Filter routes by prefix"
          />
          <Select
            label="Connection"
            placeholder="All connections"
            data={(connections.data ?? []).map((connection) => ({
              value: connection.cloud_circuit_id,
              label: connectionName(connection),
            }))}
            value={params.filters.connection ?? null}
            onChange={(value) => view.setFilter('connection', value)}
            clearable
            searchable
            w={260}
          />
          <Select
            label="Type"
            placeholder="All types"
            data={[...ROUTE_TYPES]}
            value={params.filters.type ?? null}
            onChange={(value) => view.setFilter('type', value)}
            clearable
            w={200}
          />
        </Group>
        <Group gap="sm">
          {routes.data && (
            <Text size="sm" c="dimmed">
              {view.total === 1 ? '1 route' : `${view.total.toLocaleString('en-US')} routes`}
            </Text>
          )}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={exportCsv}
            disabled={view.total === 0}
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      <DataTable
        label={`Routes of ${router.name}`}
        columns={columnsFor(router.circuit_id, names)}
        rows={view.visibleRows}
        rowKey={(route) => `${route.type}|${route.bgp_settings_uuid}|${route.prefix}|${route.next_hop}`}
        isPending={routes.isPending}
        error={routes.error}
        onRetry={() => void routes.refetch()}
        empty={empty}
        sort={params}
        onSort={view.sortBy}
        page={view.page}
        pageCount={view.pageCount}
        onPage={view.setPage}
      />
    </Card>
  );
}
