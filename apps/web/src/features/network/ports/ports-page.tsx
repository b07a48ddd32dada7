import { ActionIcon, Anchor, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { PORT_STATES, type Port } from '@portal/contract';
import { PERMISSIONS, PORT_SPEEDS } from '@portal/domain';
import { IconDownload, IconPlus, IconStack2, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useCan } from '@/api/use-can';
import { type Column, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { formatDate } from '@/lib/format-date';
import { useListParams } from '@/lib/use-list-params';
import { useLocations } from './api/location-queries';
import { usePortList } from './api/ports-query';
import { DeletePortDialog } from './delete-port-dialog';
import { portBadge } from './port-badge';
import { isFiltered, PORT_LIST_DEFAULTS, PORTS_PAGE_SIZE, portListRequest } from './port-list-query';
import { PortStatusBadge } from './port-status-badge';
import { useCsvExport } from './use-csv-export';

const columns: Column<Port>[] = [
  {
    key: 'port_circuit_id',
    header: 'Circuit ID',
    isSortable: true,
    render: (port) => (
      <Stack gap={0}>
        <Anchor component={Link} to={`/ports/${encodeURIComponent(port.port_circuit_id)}`} size="sm" fw={500}>
          {port.port_circuit_id}
        </Anchor>
        {port.is_lag && (
          <Text size="xs" c="dimmed">
            LAG of {port.member_count} {port.member_count === 1 ? 'port' : 'ports'}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'description',
    header: 'Description',
    isSortable: true,
    render: (port) => (
      <Text size="sm" lineClamp={2} maw={280}>
        {port.description}
      </Text>
    ),
  },
  { key: 'state', header: 'Status', isSortable: true, render: (port) => <PortStatusBadge port={port} size="sm" /> },
  {
    key: 'pop',
    header: 'Location',
    isSortable: true,
    render: (port) => (
      <Stack gap={0}>
        <Text size="sm">
          {port.pop} · Zone {port.zone}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {port.site}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'speed',
    header: 'Speed',
    isSortable: true,
    render: (port) => `${port.speed} ${port.media}`,
  },
  {
    key: 'time_created',
    header: 'Ordered',
    isSortable: true,
    isSecondary: true,
    render: (port) => formatDate(port.time_created),
  },
];

const stateOptions = PORT_STATES.map((state) => ({ value: state, label: state[0]?.toUpperCase() + state.slice(1) }));

/**
 * /ports (spec 2): the company's ports and LAGs with the spec 9 default filter (no cloud, LAG-member or
 * point-to-point ports), searched, filtered, sorted and paged by the server; the state lives in the URL.
 */
export function PortsPage() {
  const list = useListParams(PORT_LIST_DEFAULTS);
  const { params } = list;
  const ports = usePortList(portListRequest(params));
  const locations = useLocations();
  const canCreate = useCan(PERMISSIONS.INTERFACE_PHYSICAL_CREATE);
  const csv = useCsvExport(params);
  const total = ports.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PORTS_PAGE_SIZE));
  const popOptions = (locations.data ?? []).map((location) => ({ value: location.pop, label: location.pop }));
  // spec 2 "cancellation terms": a product is cancelled by deleting it on its list page.
  const [deleting, setDeleting] = useState<Port | null>(null);
  const deleteAction = (port: Port) =>
    portBadge(port).label === 'deleting' ? null : (
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Delete ${port.port_circuit_id}`}
        onClick={() => setDeleting(port)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    );

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        title="Ports"
        description="Your physical ports and link aggregation groups (LAGs) in the provider's data centres."
        actions={
          canCreate && (
            <>
              <Button
                variant="default"
                leftSection={<IconStack2 size={16} />}
                component={Link}
                to="/ports/create/create-lag"
              >
                Create LAG
              </Button>
              <Button leftSection={<IconPlus size={16} />} component={Link} to="/ports/create">
                Order port
              </Button>
            </>
          )
        }
      />
      <Group mb="md" gap="sm" justify="space-between" align="flex-end">
        <Group gap="sm">
          <SearchInput
            value={params.search}
            onSearch={list.setSearch}
            placeholder="Search circuit ID, description, PoP or PO"
            label="Search ports"
          />
          <Select
            aria-label="State"
            placeholder="All states"
            data={stateOptions}
            value={params.filters.state ?? null}
            onChange={(value) => list.setFilter('state', value)}
            clearable
            w={150}
          />
          <Select
            aria-label="PoP"
            placeholder="All PoPs"
            data={popOptions}
            value={params.filters.pop ?? null}
            onChange={(value) => list.setFilter('pop', value)}
            searchable
            clearable
            w={140}
          />
          <Select
            aria-label="Speed"
            placeholder="All speeds"
            data={[...PORT_SPEEDS]}
            value={params.filters.speed ?? null}
            onChange={(value) => list.setFilter('speed', value)}
            clearable
            w={140}
          />
        </Group>
        <Group gap="sm">
          {ports.data && (
            <Text size="sm" c="dimmed">
              {total === 1 ? '1 port' : `${total.toLocaleString('en-US')} ports`}
            </Text>
          )}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => void csv.exportCsv()}
            loading={csv.isExporting}
            disabled={total === 0}
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      <DataTable
        label="Ports"
        columns={columns}
        rows={ports.data?.ports ?? []}
        rowKey={(port) => port.port_circuit_id}
        isPending={ports.isPending}
        error={ports.error}
        onRetry={() => void ports.refetch()}
        empty={isFiltered(params) ? 'No port matches the search and filters.' : <EmptyPorts canCreate={canCreate} />}
        sort={params}
        onSort={list.sortBy}
        page={Math.min(params.page, pageCount)}
        pageCount={pageCount}
        onPage={list.setPage}
        actions={canCreate ? deleteAction : undefined}
      />
      {deleting && (
        <DeletePortDialog
          port={deleting}
          opened
          onClose={() => setDeleting(null)}
          onDeleted={() => setDeleting(null)}
        />
      )}
      <Outlet />
    </Card>
  );
}

/** The empty list: what ports are, and the way to order one for those who may. */
function EmptyPorts({ canCreate }: { canCreate: boolean }) {
  return (
    <>
      You have no ports yet.{' '}
      {canCreate && (
        <Anchor component={Link} to="/ports/create" size="sm">
          Order your first port
        </Anchor>
      )}
    </>
  );
}
