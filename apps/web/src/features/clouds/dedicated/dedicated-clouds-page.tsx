import { Anchor, Stack, Text } from '@mantine/core';
import type { DedicatedCloud } from '@portal/contract';
import { DEDICATED_CLOUD_PROVIDERS, dedicatedDeleteRefusal, PERMISSIONS, parseSpeedMbps } from '@portal/domain';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useCan } from '@/api/use-can';
import type { Column } from '@/components/data-table';
import { ListPage, RowDeleteButton } from '@/components/service-pages/list-page';
import { StatusCounts } from '@/components/service-pages/status-counts';
import { formatDate } from '@/lib/format-date';
import { saveTextFile } from '@/lib/save-file';
import { useListView } from '@/lib/use-list-params';
import { useDedicatedClouds } from './api/dedicated-queries';
import {
  DEDICATED_SUMMARIES,
  dedicatedBadge,
  dedicatedCsv,
  dedicatedCsvFileName,
  providerDetails,
  providerLabel,
  serviceClassLabel,
} from './dedicated-display';
import { DedicatedStatusBadge } from './dedicated-status-badge';
import { DeleteDedicatedDialog } from './delete-dedicated-dialog';

const columns: Column<DedicatedCloud>[] = [
  {
    key: 'cloud_circuit_id',
    isNoWrap: true,
    header: 'Circuit ID',
    isSortable: true,
    render: (cloud) => (
      <Stack gap={0}>
        <Anchor
          component={Link}
          to={`/dedicated-clouds/${encodeURIComponent(cloud.cloud_circuit_id)}`}
          size="sm"
          fw={500}
        >
          {cloud.cloud_circuit_id}
        </Anchor>
        <Text size="xs" c="dimmed">
          {providerLabel(cloud.service_provider)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'description',
    header: 'Description',
    isSortable: true,
    render: (cloud) => (
      <Text size="sm" lineClamp={2} maw={240}>
        {cloud.description}
      </Text>
    ),
  },
  {
    key: 'summary',
    header: 'Status',
    isSortable: true,
    render: (cloud) => <DedicatedStatusBadge cloud={cloud} size="sm" />,
  },
  {
    key: 'pop',
    isNoWrap: true,
    header: 'On-ramp',
    isSortable: true,
    render: (cloud) => (
      <Stack gap={0}>
        <Text size="sm">
          {cloud.pop} · zone {cloud.zone}
        </Text>
        <Text size="xs" c="dimmed">
          {cloud.cloud_provider.region}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'speed',
    isNoWrap: true,
    header: 'Speed',
    isSortable: true,
    render: (cloud) => (
      <Stack gap={0}>
        <Text size="sm">{cloud.speed}</Text>
        <Text size="xs" c="dimmed">
          {providerDetails(cloud)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'service_class',
    header: 'Class',
    isSortable: true,
    isSecondary: true,
    render: (cloud) => serviceClassLabel(cloud.service_class),
  },
  {
    key: 'time_created',
    isNoWrap: true,
    header: 'Ordered',
    isSortable: true,
    isSecondary: true,
    render: (cloud) => formatDate(cloud.time_created),
  },
];

const providerOptions = DEDICATED_CLOUD_PROVIDERS.map((value) => ({ value, label: providerLabel(value) }));
const summaryOptions = DEDICATED_SUMMARIES.map((value) => ({
  value,
  label: value[0]?.toUpperCase() + value.slice(1),
}));

/**
 * /dedicated-clouds (spec 2 "Hosted and dedicated cloud"): the company's dedicated cloud connections with the spec 4
 * summary counts, searched, filtered by provider and status, sorted and paged (state in the URL), exported as CSV
 * and deleted from the list as spec 2's cancellation terms say.
 */
export function DedicatedCloudsPage() {
  const clouds = useDedicatedClouds();
  const canCreate = useCan(PERMISSIONS.DEDICATED_CLOUD_CREATE);
  const [deleting, setDeleting] = useState<DedicatedCloud | null>(null);
  const view = useListView(clouds.data, {
    sort: 'time_created',
    direction: 'desc',
    filterNames: ['provider', 'summary'],
    searchValues: (cloud) => [
      cloud.cloud_circuit_id,
      cloud.description,
      cloud.pop,
      cloud.po_number,
      cloud.cloud_provider.region,
      providerLabel(cloud.service_provider),
    ],
    sortValues: {
      cloud_circuit_id: (cloud) => cloud.cloud_circuit_id,
      description: (cloud) => cloud.description.toLowerCase(),
      summary: (cloud) => cloud.summary,
      pop: (cloud) => cloud.pop,
      speed: (cloud) => parseSpeedMbps(cloud.speed),
      service_class: (cloud) => cloud.service_class,
      time_created: (cloud) => cloud.time_created,
    },
    filterRow: (cloud, filters) =>
      (!filters.provider || cloud.service_provider === filters.provider) &&
      (!filters.summary || cloud.summary === filters.summary),
  });
  const { params } = view;
  const isFiltered = params.search.trim() !== '' || !!params.filters.provider || !!params.filters.summary;

  // The export holds every row the search and filters match, not only the page on screen.
  const exportCsv = () => saveTextFile(dedicatedCsv(view.matchingRows), dedicatedCsvFileName(new Date()));
  // spec 2 "cancellation terms": a product is cancelled by deleting it on its list page.
  const deleteAction = (cloud: DedicatedCloud) =>
    dedicatedDeleteRefusal(cloud) ? null : (
      <RowDeleteButton name={cloud.cloud_circuit_id} onClick={() => setDeleting(cloud)} />
    );

  return (
    <ListPage
      title="Dedicated Cloud"
      description="Whole ports of your own at a cloud's on-ramp: AWS Direct Connect, Azure ExpressRoute Direct and Google Dedicated Interconnect."
      create={
        canCreate && {
          to: '/dedicated-clouds/create',
          label: 'Create dedicated connection',
          firstLabel: 'Order your first dedicated connection',
        }
      }
      summary={
        <StatusCounts
          label="Connections by status"
          rows={clouds.data ?? []}
          statuses={DEDICATED_SUMMARIES}
          statusOf={(cloud) => cloud.summary}
          colorOf={(status) => dedicatedBadge({ summary: status, state: status }).color}
        />
      }
      list={view}
      search={{
        placeholder: 'Circuit ID, description, PoP, region',
        label: 'Search dedicated cloud connections',
      }}
      filters={[
        { name: 'provider', label: 'Provider', placeholder: 'All providers', options: providerOptions, width: 220 },
        { name: 'summary', label: 'Status', placeholder: 'All statuses', options: summaryOptions, width: 150 },
      ]}
      noun={['connection', 'connections']}
      exportCsv={{ run: exportCsv, isExporting: false }}
      label="Dedicated cloud connections"
      columns={columns}
      rowKey={(cloud) => cloud.cloud_circuit_id}
      rowActions={canCreate && deleteAction}
      rows={view.visibleRows}
      total={clouds.data ? view.total : undefined}
      paging={view}
      query={clouds}
      empty={{
        isFiltered,
        filtered: 'No dedicated cloud connection matches the search and filters.',
        none: 'You have no dedicated cloud connections yet.',
      }}
    >
      {deleting && (
        <DeleteDedicatedDialog
          cloud={deleting}
          opened
          onClose={() => setDeleting(null)}
          onDeleted={() => setDeleting(null)}
        />
      )}
      <Outlet />
    </ListPage>
  );
}
