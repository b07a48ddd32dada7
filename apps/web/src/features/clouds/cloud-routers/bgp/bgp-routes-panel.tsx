import { Badge, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { BgpRoute } from '@portal/contract';
import { ROUTE_DIALOG_MESSAGES } from '@portal/domain';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/data-table';
import { saveTextFile } from '@/lib/save-file';
import { useBgpRoutes } from './api/bgp-queries';
import { filterRoutes, ROUTE_TYPES, ROUTES_PAGE_SIZE, routesCsv, sortRoutes } from './bgp-route-rows';
import { RouteNatBadge } from './route-nat-badge';

const COLUMNS: readonly Column<BgpRoute>[] = [
  {
    key: 'prefix',
    header: 'Prefix',
    isSortable: true,
    isNoWrap: true,
    render: (route) => (
      // The NAT badge goes under the prefix when the column is narrow, never over the next column.
      <Group gap={6}>
        <Text size="sm" ff="monospace">
          {route.prefix}
        </Text>
        <RouteNatBadge nat={route.nat} />
      </Group>
    ),
  },
  {
    key: 'next_hop',
    header: 'Next hop',
    render: (route) => (
      <Text size="sm" ff="monospace">
        {route.next_hop}
      </Text>
    ),
  },
  { key: 'as_path', header: 'AS path', isNoWrap: true, render: (route) => route.as_path || '—' },
  { key: 'local_preference', header: 'Local pref', render: (route) => route.local_preference, isSecondary: true },
  { key: 'med', header: 'MED', render: (route) => route.med, isSecondary: true },
  {
    key: 'is_best',
    header: 'Best',
    render: (route) =>
      route.is_best ? (
        <Badge color="green" variant="light">
          best
        </Badge>
      ) : (
        ''
      ),
  },
  { key: 'reason', header: 'Why', render: (route) => <Text size="xs">{route.reason}</Text>, isSecondary: true },
];

interface BgpRoutesPanelProps {
  routerCircuitId: string;
  cloudCircuitId: string;
  uuid: string;
}

/**
 * The Routes tab of the BGP session dialog: the session's routes after policy (`bgp-routes?route_type=`), received
 * (accepted by the import filter), advertised (after the export filter) or rejected; filtered, sorted by prefix,
 * paged and exported. 'There are no routes on this Connection' when there are none.
 */
export function BgpRoutesPanel({ routerCircuitId, cloudCircuitId, uuid }: BgpRoutesPanelProps) {
  const [routeType, setRouteType] = useState<BgpRoute['type']>('received');
  const [search, setSearch] = useState('');
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const routes = useBgpRoutes(routerCircuitId, cloudCircuitId, uuid, routeType);
  const shown = sortRoutes(filterRoutes(routes.data ?? [], search), direction);
  const pageCount = Math.max(1, Math.ceil(shown.length / ROUTES_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = shown.slice((current - 1) * ROUTES_PAGE_SIZE, current * ROUTES_PAGE_SIZE);
  const isEmpty = (routes.data ?? []).length === 0;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Route type"
          data={[...ROUTE_TYPES]}
          value={routeType}
          onChange={(value) => {
            setRouteType(value as BgpRoute['type']);
            setPage(1);
          }}
        />
        <Group gap="xs">
          <TextInput
            aria-label="Filter routes"
            placeholder="Prefix, next hop, AS path"
            leftSection={<IconSearch size={14} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={14} />}
            disabled={shown.length === 0}
            onClick={() => saveTextFile(routesCsv(shown), `bgp-routes-${cloudCircuitId}-${routeType}.csv`)}
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      <DataTable
        label={`${ROUTE_TYPES.find((item) => item.value === routeType)?.label} routes of ${cloudCircuitId}`}
        columns={COLUMNS}
        rows={rows}
        rowKey={(route) => `${route.prefix}:${route.next_hop}:${route.type}`}
        isPending={routes.isPending}
        error={routes.error}
        onRetry={() => void routes.refetch()}
        empty={isEmpty ? ROUTE_DIALOG_MESSAGES.noRoutes : `No ${routeType} route matches "${search.trim()}"`}
        sort={{ sort: 'prefix', direction }}
        onSort={() => setDirection(direction === 'asc' ? 'desc' : 'asc')}
        page={current}
        pageCount={pageCount}
        onPage={setPage}
      />
    </Stack>
  );
}
