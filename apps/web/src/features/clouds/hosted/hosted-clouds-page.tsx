import { Anchor, Stack, Text } from '@mantine/core';
import type { HostedCloud } from '@portal/contract';
import { hostedDeleteRefusal, PERMISSIONS, parseSpeedMbps } from '@portal/domain';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useCan } from '@/api/use-can';
import type { Column } from '@/components/data-table';
import { ListPage, RowDeleteButton } from '@/components/service-pages/list-page';
import { StatusCounts } from '@/components/service-pages/status-counts';
import { formatDate } from '@/lib/format-date';
import { saveTextFile } from '@/lib/save-file';
import { useListView } from '@/lib/use-list-params';
import { useHostedClouds } from './api/hosted-queries';
import { DeleteHostedDialog } from './delete-hosted-dialog';
import {
  HOSTED_PROVIDERS,
  HOSTED_SUMMARIES,
  hostedBadge,
  hostedCsv,
  hostedCsvFileName,
  providerLabel,
  providerReference,
  sourceOf,
} from './hosted-display';
import { HostedStatusBadge } from './hosted-status-badge';

const columns: Column<HostedCloud>[] = [
  {
    key: 'cloud_circuit_id',
    isNoWrap: true,
    header: 'Circuit ID',
    isSortable: true,
    render: (cloud) => (
      <Stack gap={0}>
        <Anchor component={Link} to={`/hosted-clouds/${encodeURIComponent(cloud.cloud_circuit_id)}`} size="sm" fw={500}>
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
    render: (cloud) => <HostedStatusBadge cloud={cloud} size="sm" />,
  },
  {
    key: 'port',
    isNoWrap: true,
    header: 'Port',
    isSortable: true,
    render: (cloud) => {
      const source = sourceOf(cloud);
      return (
        <Stack gap={0}>
          <Text size="sm">{source.port}</Text>
          <Text size="xs" c="dimmed">
            {source.vlans}
          </Text>
        </Stack>
      );
    },
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
    render: (cloud) => cloud.speed,
  },
  {
    key: 'reference',
    header: 'Provider reference',
    isSecondary: true,
    render: (cloud) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} maw={220}>
        {providerReference(cloud)}
      </Text>
    ),
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

const providerOptions = HOSTED_PROVIDERS.map((value) => ({ value, label: providerLabel(value) }));
const summaryOptions = HOSTED_SUMMARIES.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) }));

const matchesFilters = (cloud: HostedCloud, filters: Record<string, string | undefined>) =>
  (!filters.provider || cloud.service_provider === filters.provider) &&
  (!filters.summary || cloud.summary === filters.summary);

/**
 * /hosted-clouds (spec 2 "Hosted and dedicated cloud"): the company's hosted cloud connections with the spec 4
 * hosted summary counts, searched, filtered by provider and status, sorted and paged (state in the URL), exported
 * as CSV and deleted from the list as spec 2's cancellation terms say.
 */
export function HostedCloudsPage() {
  const clouds = useHostedClouds();
  // Ordering and deleting both need hosted-cloud.create (the server's delete of a hosted connection asks it too).
  const canCreate = useCan(PERMISSIONS.HOSTED_CLOUD_CREATE);
  const [deleting, setDeleting] = useState<HostedCloud | null>(null);
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
      sourceOf(cloud).port,
      providerReference(cloud),
      cloud.cloud_provider_connection_id,
    ],
    sortValues: {
      cloud_circuit_id: (cloud) => cloud.cloud_circuit_id,
      description: (cloud) => cloud.description.toLowerCase(),
      summary: (cloud) => cloud.summary,
      port: (cloud) => sourceOf(cloud).port,
      pop: (cloud) => cloud.pop,
      speed: (cloud) => parseSpeedMbps(cloud.speed),
      time_created: (cloud) => cloud.time_created,
    },
    filterRow: matchesFilters,
  });
  const { params } = view;
  const isFiltered = params.search.trim() !== '' || !!params.filters.provider || !!params.filters.summary;

  // The export holds every row the search and filters match, not only the page on screen.
  const exportCsv = () => saveTextFile(hostedCsv(view.matchingRows), hostedCsvFileName(new Date()));
  // spec 2 "cancellation terms": a product is cancelled by deleting it on its list page.
  const deleteAction = (cloud: HostedCloud) =>
    hostedDeleteRefusal(cloud) ? null : (
      <RowDeleteButton name={cloud.cloud_circuit_id} onClick={() => setDeleting(cloud)} />
    );

  return (
    <ListPage
      title="Hosted Cloud"
      description="Connections from your ports to AWS, Azure, Google Cloud, Oracle Cloud and IBM Cloud over a VLAN, at the speed you need."
      create={
        canCreate && {
          to: '/hosted-clouds/create',
          label: 'Create hosted connection',
          firstLabel: 'Order your first hosted connection',
        }
      }
      summary={
        <StatusCounts
          label="Connections by status"
          rows={clouds.data ?? []}
          statuses={HOSTED_SUMMARIES}
          statusOf={(cloud) => cloud.summary}
          colorOf={(status) => hostedBadge({ summary: status, is_awaiting_acceptance: false }).color}
        />
      }
      list={view}
      search={{
        placeholder: 'Circuit ID, description, port, PoP, PO',
        label: 'Search hosted cloud connections',
      }}
      filters={[
        { name: 'provider', label: 'Provider', placeholder: 'All providers', options: providerOptions, width: 200 },
        { name: 'summary', label: 'Status', placeholder: 'All statuses', options: summaryOptions, width: 160 },
      ]}
      noun={['connection', 'connections']}
      exportCsv={{ run: exportCsv, isExporting: false }}
      label="Hosted cloud connections"
      columns={columns}
      rowKey={(cloud) => cloud.cloud_circuit_id}
      rowActions={canCreate && deleteAction}
      rows={view.visibleRows}
      total={clouds.data ? view.total : undefined}
      paging={view}
      query={clouds}
      empty={{
        isFiltered,
        filtered: 'No hosted cloud connection matches the search and filters.',
        none: 'You have no hosted cloud connections yet.',
      }}
    >
      {deleting && (
        <DeleteHostedDialog
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
