import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { PORTS_MAX_PAGE_SIZE, type PointToPoint, PTP_STATES, SERVICE_CLASSES } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
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
import { serviceClassLabel } from '../virtual-circuits/vc-display';
import { fetchPtpPage, usePtpList } from './api/ptp-queries';
import { DeletePtpDialog } from './delete-ptp-dialog';
import { ptpsCsv, ptpsCsvFileName } from './ptp-csv';
import { endOf, endProblem, ptpSpeedText } from './ptp-display';
import { isFiltered, PTP_LIST_DEFAULTS, PTPS_PAGE_SIZE, ptpListRequest } from './ptp-list-query';

function EndCell({ ptp, side }: { ptp: PointToPoint; side: 'a' | 'z' }) {
  const end = endOf(ptp, side);
  if (!end) return null;
  const problem = ptp.summary === 'warning' ? endProblem(end) : null;
  return (
    <Stack gap={0}>
      <Text size="sm">
        {end.pop} zone {end.zone}
      </Text>
      <Text size="xs" c="dimmed">
        {end.port_circuit_id}
      </Text>
      {problem && (
        <Badge size="sm" color="yellow" variant="light" tt="none">
          Down: {problem}
        </Badge>
      )}
    </Stack>
  );
}

const columns: Column<PointToPoint>[] = [
  {
    key: 'ptp_circuit_id',
    header: 'Circuit ID',
    isSortable: true,
    render: (ptp) => (
      <Anchor component={Link} to={`/point-to-points/${encodeURIComponent(ptp.ptp_circuit_id)}`} size="sm" fw={500}>
        {ptp.ptp_circuit_id}
      </Anchor>
    ),
  },
  {
    key: 'description',
    header: 'Description',
    isSortable: true,
    render: (ptp) => (
      <Text size="sm" lineClamp={2} maw={240}>
        {ptp.description}
      </Text>
    ),
  },
  { key: 'state', header: 'Status', isSortable: true, render: (ptp) => <ServiceStatusBadge service={ptp} size="sm" /> },
  { key: 'a_end', header: 'A end', render: (ptp) => <EndCell ptp={ptp} side="a" /> },
  { key: 'z_end', header: 'Z end', render: (ptp) => <EndCell ptp={ptp} side="z" /> },
  { key: 'speed', header: 'Speed', isSortable: true, render: (ptp) => ptpSpeedText(ptp) },
  { key: 'service_class', header: 'Class', isSecondary: true, render: (ptp) => serviceClassLabel(ptp.service_class) },
  {
    key: 'time_created',
    header: 'Ordered',
    isSortable: true,
    isSecondary: true,
    render: (ptp) => formatDate(ptp.time_created),
  },
];

const capitalised = (value: string) => value[0]?.toUpperCase() + value.slice(1);
const stateOptions = PTP_STATES.map((state) => ({ value: state, label: capitalised(state) }));
const classOptions = SERVICE_CLASSES.map((value) => ({ value, label: serviceClassLabel(value) }));

/** Every point-to-point of the filtered list, page after page of the largest size (for the CSV export). */
function fetchFilteredPtps(params: ListParams): Promise<PointToPoint[]> {
  return fetchAllPages(
    (page) => fetchPtpPage(ptpListRequest(params, { page, pageSize: PORTS_MAX_PAGE_SIZE })),
    PORTS_MAX_PAGE_SIZE,
  );
}

/**
 * /point-to-points (spec 2 "Point to point"): the company's point-to-point circuits with their A and Z ends, speed
 * and optics, class and status (spec 4: warning when an end is down, naming it), searched, filtered, sorted and
 * paged by the server; the list state lives in the URL. Deleting is done here too (spec 2 cancellation terms).
 */
export function PtpsPage() {
  const list = useListParams(PTP_LIST_DEFAULTS);
  const { params } = list;
  const ptps = usePtpList(ptpListRequest(params));
  const canCreate = useCan(PERMISSIONS.POINT_TO_POINT_CREATE);
  const [deleting, setDeleting] = useState<PointToPoint | null>(null);
  const exportCsv = useListExport({
    fetchAll: () => fetchFilteredPtps(params),
    toCsv: ptpsCsv,
    fileName: ptpsCsvFileName,
  });
  const deleteAction = (ptp: PointToPoint) =>
    ptp.summary === 'provisioning' ? null : (
      <RowDeleteButton name={ptp.ptp_circuit_id} onClick={() => setDeleting(ptp)} />
    );

  return (
    <ListPage
      title="Point to Points"
      description="Dedicated wavelengths between two PoPs: the provider builds a port at each end, and the circuit carries everything between them."
      create={
        canCreate && {
          to: '/point-to-points/create',
          label: 'Create point-to-point',
          firstLabel: 'Create your first point-to-point',
        }
      }
      list={list}
      search={{ placeholder: 'Search circuit ID, description, PoP, port or PO', label: 'Search point-to-points' }}
      filters={[
        { name: 'state', label: 'State', placeholder: 'All states', options: stateOptions, width: 150 },
        { name: 'service_class', label: 'Class', placeholder: 'All classes', options: classOptions, width: 140 },
      ]}
      noun={['point-to-point', 'point-to-points']}
      exportCsv={exportCsv}
      label="Point-to-points"
      columns={columns}
      rowKey={(ptp) => ptp.ptp_uuid}
      rowActions={canCreate && deleteAction}
      rows={ptps.data?.rows}
      total={ptps.data?.total}
      paging={PTPS_PAGE_SIZE}
      query={ptps}
      empty={{
        isFiltered: isFiltered(params),
        filtered: 'No point-to-point matches the search and filters.',
        none: 'You have no point-to-points yet.',
      }}
    >
      {deleting && (
        <DeletePtpDialog ptp={deleting} opened onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
      )}
      <Outlet />
    </ListPage>
  );
}
