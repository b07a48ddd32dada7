import { ActionIcon, Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { CloudRouter } from '@portal/contract';
import { PERMISSIONS, parseSpeedMbps } from '@portal/domain';
import { IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useCan } from '@/api/use-can';
import type { Column } from '@/components/data-table';
import { ListPage, RowDeleteButton } from '@/components/service-pages/list-page';
import { formatDate } from '@/lib/format-date';
import { matchesSearch } from '@/lib/list-params';
import { saveTextFile } from '@/lib/save-file';
import { useListView } from '@/lib/use-list-params';
import { useCloudRouters } from './api/cloud-router-queries';
import { AddBgpSessionDialog } from './bgp/add-bgp-session-dialog';
import { ROUTER_SUMMARIES, regionLabel, routerBadge, routerCsv, routerCsvFileName } from './cloud-router-display';
import { REGION_CODES } from './cloud-router-order-form';
import { RouterStatusBadge } from './cloud-router-status-badge';
import { DeleteCloudRouterDialog } from './delete-cloud-router-dialog';
import { CloudRouterMapButton } from './map/map-link';

const routerLink = (router: CloudRouter) => `/cloud-routers/${encodeURIComponent(router.circuit_id)}`;

const columns: Column<CloudRouter>[] = [
  {
    key: 'name',
    isNoWrap: true,
    header: 'Cloud router',
    isSortable: true,
    render: (router) => (
      <Stack gap={0}>
        <Anchor component={Link} to={routerLink(router)} size="sm" fw={500}>
          {router.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {router.circuit_id}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'summary',
    header: 'Status',
    isSortable: true,
    render: (router) => <RouterStatusBadge router={router} size="sm" />,
  },
  { key: 'asn', header: 'ASN', isSortable: true, render: (router) => router.asn },
  { key: 'capacity', header: 'Capacity', isSortable: true, render: (router) => router.capacity },
  {
    key: 'regions',
    header: 'Regions',
    isSortable: true,
    render: (router) => (
      <Group gap={4}>
        {router.regions.map((region) => (
          <Badge key={region.code} variant="outline" color="gray" size="sm" title={region.name}>
            {region.code}
          </Badge>
        ))}
      </Group>
    ),
  },
  {
    key: 'connection_count',
    header: 'Connections',
    isSortable: true,
    render: (router) =>
      router.connection_count === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <Anchor component={Link} to={routerLink(router)} size="sm">
          {router.connection_count === 1 ? '1 connection' : `${router.connection_count} connections`}
        </Anchor>
      ),
  },
  {
    key: 'time_created',
    isNoWrap: true,
    header: 'Ordered',
    isSortable: true,
    isSecondary: true,
    render: (router) => formatDate(router.time_created),
  },
];

const summaryOptions = ROUTER_SUMMARIES.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) }));
const regionOptions = REGION_CODES.map((value) => ({ value, label: regionLabel(value) }));

const searchValues = (router: CloudRouter) => [
  router.circuit_id,
  router.name,
  router.asn,
  router.capacity,
  router.po_number,
  ...router.regions.map((region) => `${region.code} ${region.name}`),
];

function matchesFilters(router: CloudRouter, filters: Record<string, string | undefined>) {
  return (
    (!filters.summary || router.summary === filters.summary) &&
    (!filters.region || router.regions.some((region) => region.code === filters.region))
  );
}

/**
 * /cloud-routers (spec 2 "Cloud routers"): the company's cloud routers with the spec 4 summary counts, searched,
 * filtered by status and region, sorted and paged (state in the URL), exported as CSV and deleted from the list.
 * Live events move a provisioning router to active without a reload.
 */
export function CloudRoutersPage() {
  const routers = useCloudRouters();
  const canCreate = useCan(PERMISSIONS.CLOUD_ROUTER_CREATE);
  const [deleting, setDeleting] = useState<CloudRouter | null>(null);
  const [addingSession, setAddingSession] = useState<CloudRouter | null>(null);
  const view = useListView(routers.data, {
    sort: 'time_created',
    direction: 'desc',
    filterNames: ['summary', 'region'],
    searchValues,
    sortValues: {
      name: (router) => router.name.toLowerCase(),
      summary: (router) => router.summary,
      asn: (router) => router.asn,
      capacity: (router) => parseSpeedMbps(router.capacity),
      regions: (router) => router.regions.map((region) => region.code).join(' '),
      connection_count: (router) => router.connection_count,
      time_created: (router) => router.time_created,
    },
    filterRow: matchesFilters,
  });
  const { params } = view;
  const all = routers.data ?? [];
  const isFiltered = params.search.trim() !== '' || !!params.filters.summary || !!params.filters.region;
  const counts = ROUTER_SUMMARIES.map((summary) => ({
    summary,
    count: all.filter((router) => router.summary === summary).length,
  })).filter((entry) => entry.count > 0);

  // The export holds every router the search and filters let through, not only the page shown.
  const exportCsv = () => {
    const matching = all.filter(
      (router) => matchesSearch(searchValues(router), params.search) && matchesFilters(router, params.filters),
    );
    saveTextFile(routerCsv(matching), routerCsvFileName(new Date()));
  };
  // A BGP session is added over one of an active router's connections (issue 18: "or the router list").
  const rowActions = (router: CloudRouter) => {
    const name = `${router.name} (${router.circuit_id})`;
    return (
      <Group gap={4} wrap="nowrap" justify="flex-end">
        {router.state === 'active' && router.connection_count > 0 && (
          <Tooltip label="Add BGP session">
            <ActionIcon
              variant="subtle"
              aria-label={`Add a BGP session to ${name}`}
              onClick={() => setAddingSession(router)}
            >
              <IconRoute size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        {!routerBadge(router).isBusy && <RowDeleteButton name={name} onClick={() => setDeleting(router)} />}
      </Group>
    );
  };

  return (
    <ListPage
      title="Cloud Routers"
      description="Layer 3 routers in our network that join your clouds, IPsec tunnels and ports, with BGP to steer the traffic."
      actions={<CloudRouterMapButton />}
      create={
        canCreate && {
          to: '/cloud-routers/create',
          label: 'Create cloud router',
          firstLabel: 'Create your first cloud router',
        }
      }
      summary={
        counts.length > 0 && (
          <Group gap="xs" mb="md" aria-label="Cloud routers by status">
            {counts.map(({ summary, count }) => (
              <Badge
                key={summary}
                variant="light"
                color={routerBadge({ summary, state: summary }).color}
                data-summary={summary}
              >
                {count} {summary}
              </Badge>
            ))}
          </Group>
        )
      }
      list={view}
      search={{ placeholder: 'Name, circuit ID, ASN or PO', label: 'Search cloud routers' }}
      filters={[
        { name: 'summary', label: 'Status', placeholder: 'All statuses', options: summaryOptions, width: 160 },
        { name: 'region', label: 'Region', placeholder: 'All regions', options: regionOptions, width: 190 },
      ]}
      noun={['cloud router', 'cloud routers']}
      exportCsv={{ run: exportCsv, isExporting: false }}
      label="Cloud routers"
      columns={columns}
      rowKey={(router) => router.circuit_id}
      rowActions={canCreate && rowActions}
      rows={view.visibleRows}
      total={routers.data ? view.total : undefined}
      paging={view}
      query={routers}
      empty={{
        isFiltered,
        filtered: 'No cloud router matches the search and filters.',
        none: 'You have no cloud routers yet.',
      }}
    >
      {deleting && (
        <DeleteCloudRouterDialog
          router={deleting}
          opened
          onClose={() => setDeleting(null)}
          onDeleted={() => setDeleting(null)}
        />
      )}
      {addingSession && <AddBgpSessionDialog router={addingSession} onClose={() => setAddingSession(null)} />}
      <Outlet />
    </ListPage>
  );
}
