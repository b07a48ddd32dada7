import { Anchor, Button, Stack, Text } from '@mantine/core';
import { PORT_STATES, type Port } from '@portal/contract';
import { PERMISSIONS, PORT_SPEEDS } from '@portal/domain';
import { IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useLocations } from '@/api/locations';
import { useCan } from '@/api/use-can';
import type { Column } from '@/components/data-table';
import { ListPage, RowDeleteButton } from '@/components/service-pages/list-page';
import { formatDate } from '@/lib/format-date';
import { useListParams } from '@/lib/use-list-params';
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
  const popOptions = (locations.data ?? []).map((location) => ({ value: location.pop, label: location.pop }));
  // spec 2 "cancellation terms": a product is cancelled by deleting it on its list page.
  const [deleting, setDeleting] = useState<Port | null>(null);
  const deleteAction = (port: Port) =>
    portBadge(port).label === 'deleting' ? null : (
      <RowDeleteButton name={port.port_circuit_id} onClick={() => setDeleting(port)} />
    );

  return (
    <ListPage
      title="Ports"
      description="Your physical ports and link aggregation groups (LAGs) in the provider's data centres."
      create={canCreate && { to: '/ports/create', label: 'Order port', firstLabel: 'Order your first port' }}
      actions={
        canCreate && (
          <Button
            variant="default"
            leftSection={<IconStack2 size={16} />}
            component={Link}
            to="/ports/create/create-lag"
          >
            Create LAG
          </Button>
        )
      }
      list={list}
      search={{ placeholder: 'Search circuit ID, description, PoP or PO', label: 'Search ports' }}
      filters={[
        { name: 'state', label: 'State', placeholder: 'All states', options: stateOptions, width: 150 },
        { name: 'pop', label: 'PoP', placeholder: 'All PoPs', options: popOptions, width: 140, isSearchable: true },
        { name: 'speed', label: 'Speed', placeholder: 'All speeds', options: PORT_SPEEDS, width: 140 },
      ]}
      noun={['port', 'ports']}
      exportCsv={{ run: () => void csv.exportCsv(), isExporting: csv.isExporting }}
      label="Ports"
      columns={columns}
      rowKey={(port) => port.port_circuit_id}
      rowActions={canCreate && deleteAction}
      rows={ports.data?.ports}
      total={ports.data?.total}
      paging={PORTS_PAGE_SIZE}
      query={ports}
      empty={{
        isFiltered: isFiltered(params),
        filtered: 'No port matches the search and filters.',
        none: 'You have no ports yet.',
      }}
    >
      {deleting && (
        <DeletePortDialog
          port={deleting}
          opened
          onClose={() => setDeleting(null)}
          onDeleted={() => setDeleting(null)}
        />
      )}
      <Outlet />
    </ListPage>
  );
}
