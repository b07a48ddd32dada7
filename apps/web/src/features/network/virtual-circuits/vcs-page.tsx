import { Anchor, Stack, Text } from '@mantine/core';
import { PORTS_MAX_PAGE_SIZE, SERVICE_CLASSES, VC_STATES, type VirtualCircuit } from '@portal/contract';
import { PERMISSIONS, serviceTypeLabel } from '@portal/domain';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useCan } from '@/api/use-can';
import type { Column } from '@/components/data-table';
import { ListPage, RowDeleteButton } from '@/components/service-pages/list-page';
import { ServiceStatusBadge } from '@/components/service-status-badge';
import { formatDate } from '@/lib/format-date';
import type { ListParams } from '@/lib/list-params';
import { fetchAllPages, useListExport } from '@/lib/use-list-export';
import { useListParams } from '@/lib/use-list-params';
import { fetchVcPage, useVcList } from './api/vc-queries';
import { DeleteVcDialog } from './delete-vc-dialog';
import { vcsCsv, vcsCsvFileName } from './vc-csv';
import { endText, serviceClassLabel, vcSpeedText } from './vc-display';
import { isFiltered, LISTED_SERVICE_TYPES, VC_LIST_DEFAULTS, VCS_PAGE_SIZE, vcListRequest } from './vc-list-query';

function EndCell({ vc, side }: { vc: VirtualCircuit; side: 'a' | 'z' }) {
  const end = vc.interfaces.find((item) => item.side === side);
  if (!end) return null;
  return (
    <Stack gap={0}>
      <Text size="sm">{end.pop}</Text>
      <Text size="xs" c="dimmed">
        {endText(end).split(' · ').slice(1).join(' · ')}
      </Text>
    </Stack>
  );
}

const columns: Column<VirtualCircuit>[] = [
  {
    key: 'vc_circuit_id',
    header: 'Circuit ID',
    isSortable: true,
    render: (vc) => (
      <Stack gap={0}>
        <Anchor component={Link} to={`/vcs/${encodeURIComponent(vc.vc_circuit_id)}`} size="sm" fw={500}>
          {vc.vc_circuit_id}
        </Anchor>
        <Text size="xs" c="dimmed">
          {serviceTypeLabel(vc.service_type)} · {vc.mode.toUpperCase()}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'description',
    header: 'Description',
    isSortable: true,
    render: (vc) => (
      <Text size="sm" lineClamp={2} maw={240}>
        {vc.description}
      </Text>
    ),
  },
  { key: 'state', header: 'Status', isSortable: true, render: (vc) => <ServiceStatusBadge service={vc} size="sm" /> },
  { key: 'a_end', header: 'A end', render: (vc) => <EndCell vc={vc} side="a" /> },
  { key: 'z_end', header: 'Z end', render: (vc) => <EndCell vc={vc} side="z" /> },
  { key: 'speed', header: 'Speed', isSortable: true, render: (vc) => vcSpeedText(vc) },
  {
    key: 'service_class',
    header: 'Class',
    isSortable: true,
    isSecondary: true,
    render: (vc) => serviceClassLabel(vc.service_class),
  },
  {
    key: 'time_created',
    header: 'Ordered',
    isSortable: true,
    isSecondary: true,
    render: (vc) => formatDate(vc.time_created),
  },
];

const capitalised = (value: string) => value[0]?.toUpperCase() + value.slice(1);
const stateOptions = VC_STATES.map((state) => ({ value: state, label: capitalised(state) }));
const classOptions = SERVICE_CLASSES.map((value) => ({ value, label: serviceClassLabel(value) }));
const typeOptions = LISTED_SERVICE_TYPES.map((value) => ({ value, label: serviceTypeLabel(value) }));

/** Every VC of the filtered list, page after page of the largest size (for the CSV export). */
function fetchFilteredVcs(params: ListParams): Promise<VirtualCircuit[]> {
  return fetchAllPages(async (page) => {
    const answer = await fetchVcPage(vcListRequest(params, { page, pageSize: PORTS_MAX_PAGE_SIZE }));
    return { rows: answer.vcs, total: answer.total };
  }, PORTS_MAX_PAGE_SIZE);
}

/**
 * /vcs (spec 2 "Virtual circuits"): the company's virtual circuits with their A and Z ends, speed (base plus
 * burst), class and status, searched, filtered, sorted and paged by the server; the list state lives in the URL.
 */
export function VcsPage() {
  const list = useListParams(VC_LIST_DEFAULTS);
  const { params } = list;
  const vcs = useVcList(vcListRequest(params));
  const canCreate = useCan(PERMISSIONS.BACKBONE_EVPL_CREATE);
  const [deleting, setDeleting] = useState<VirtualCircuit | null>(null);
  const exportCsv = useListExport({
    fetchAll: () => fetchFilteredVcs(params),
    toCsv: vcsCsv,
    fileName: vcsCsvFileName,
  });
  // spec 2 "cancellation terms": a product is cancelled by deleting it on its list page.
  const deleteAction = (vc: VirtualCircuit) =>
    vc.summary === 'provisioning' ? null : <RowDeleteButton name={vc.vc_circuit_id} onClick={() => setDeleting(vc)} />;

  return (
    <ListPage
      title="Virtual Circuits"
      description="Ethernet circuits between your ports across the provider's backbone, metro or longhaul."
      create={
        canCreate && {
          to: '/vcs/create',
          label: 'Create virtual circuit',
          firstLabel: 'Create your first virtual circuit',
        }
      }
      list={list}
      search={{ placeholder: 'Search circuit ID, description, port or PO', label: 'Search virtual circuits' }}
      filters={[
        { name: 'service_type', label: 'Type', placeholder: 'All types', options: typeOptions, width: 140 },
        { name: 'state', label: 'State', placeholder: 'All states', options: stateOptions, width: 150 },
        { name: 'service_class', label: 'Class', placeholder: 'All classes', options: classOptions, width: 140 },
      ]}
      noun={['circuit', 'circuits']}
      exportCsv={exportCsv}
      label="Virtual circuits"
      columns={columns}
      rowKey={(vc) => vc.vc_circuit_id}
      rowActions={canCreate && deleteAction}
      rows={vcs.data?.vcs}
      total={vcs.data?.total}
      paging={VCS_PAGE_SIZE}
      query={vcs}
      empty={{
        isFiltered: isFiltered(params),
        filtered: 'No virtual circuit matches the search and filters.',
        none: 'You have no virtual circuits yet.',
      }}
    >
      {deleting && (
        <DeleteVcDialog vc={deleting} opened onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
      )}
      <Outlet />
    </ListPage>
  );
}
