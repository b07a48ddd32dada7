import { ActionIcon, Alert, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FLEX_MAX_PAGE_SIZE, type FlexBandwidth } from '@portal/contract';
import { flexMbpsText, formatCurrency, PERMISSIONS, subscriptionTermLabel } from '@portal/domain';
import { IconArrowsMaximize, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { api } from '@/api/http-client';
import { useCan } from '@/api/use-can';
import type { Column } from '@/components/data-table';
import { ListPage } from '@/components/service-pages/list-page';
import { TypedDeleteDialog } from '@/components/typed-delete-dialog';
import { refusalMessage } from '@/lib/form-errors';
import { formatDate } from '@/lib/format-date';
import { fetchAllPages, useListExport } from '@/lib/use-list-export';
import { useListParams } from '@/lib/use-list-params';
import { useDeleteFlex, useFlexList } from './api/flex-queries';
import {
  FLEX_LIST_DEFAULTS,
  FLEX_PAGE_SIZE,
  flexCsv,
  flexCsvFileName,
  flexListRequest,
  usageColor,
  usageText,
  usedPercent,
} from './flex-display';
import { ResizeFlexModal } from './resize-flex-modal';

/** What the pool's circuits use, as a bar with the numbers under it. */
function UsageCell({ pool }: { pool: FlexBandwidth }) {
  const percent = usedPercent(pool);
  return (
    <Stack gap={4} miw={200}>
      <Progress
        value={percent}
        color={usageColor(percent)}
        size="lg"
        radius="sm"
        aria-label={`${pool.flex_bandwidth_id} usage`}
        aria-valuetext={usageText(pool)}
      />
      <Text size="xs" c="dimmed">
        {usageText(pool)}
      </Text>
    </Stack>
  );
}

const columns: Column<FlexBandwidth>[] = [
  {
    key: 'flex_bandwidth_id',
    header: 'Flex bandwidth ID',
    isSortable: true,
    render: (pool) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {pool.flex_bandwidth_id}
        </Text>
        <Text size="xs" c="dimmed">
          {pool.vc_count === 1 ? '1 circuit' : `${pool.vc_count} circuits`}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'description',
    header: 'Description',
    isSortable: true,
    render: (pool) => (
      <Text size="sm" lineClamp={2} maw={240}>
        {pool.description}
      </Text>
    ),
  },
  { key: 'capacity_mbps', header: 'Capacity', isSortable: true, render: (pool) => flexMbpsText(pool.capacity_mbps) },
  { key: 'used_capacity_mbps', header: 'Used', isSortable: true, render: (pool) => <UsageCell pool={pool} /> },
  {
    key: 'available_capacity_mbps',
    header: 'Available',
    isSortable: true,
    render: (pool) => flexMbpsText(pool.available_capacity_mbps),
  },
  {
    key: 'subscription_term',
    header: 'Term',
    isSecondary: true,
    render: (pool) => subscriptionTermLabel(pool.subscription_term),
  },
  { key: 'mrc', header: 'Monthly', isSecondary: true, render: (pool) => formatCurrency(pool.mrc) },
  {
    key: 'time_created',
    header: 'Ordered',
    isSortable: true,
    isSecondary: true,
    render: (pool) => formatDate(pool.time_created),
  },
];

/** Every pool of the filtered list (the CSV export). */
function fetchFilteredPools(search: string): Promise<FlexBandwidth[]> {
  return fetchAllPages(async (page) => {
    const rows = await api.get<FlexBandwidth[]>('/flex-bandwidth', {
      query: { page, page_size: FLEX_MAX_PAGE_SIZE, ...(search.trim() ? { q: search.trim() } : {}) },
      throttle: false,
    });
    // A short page is the last one.
    return { rows, total: Number.POSITIVE_INFINITY };
  }, FLEX_MAX_PAGE_SIZE);
}

function DeleteFlexDialog({ pool, onClose }: { pool: FlexBandwidth; onClose: () => void }) {
  const remove = useDeleteFlex();
  const confirm = () =>
    remove.mutate(pool.flex_bandwidth_id, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', title: `${pool.flex_bandwidth_id} deleted`, message: answer.message });
        onClose();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'The flex bandwidth was not deleted',
          message: refusalMessage(error),
        }),
    });
  return (
    <TypedDeleteDialog
      opened
      title={`Delete flex bandwidth ${pool.flex_bandwidth_id}`}
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack gap="sm">
        {pool.vc_count > 0 && (
          <Alert color="yellow" variant="light" title="Circuits still draw from it">
            {pool.vc_count === 1 ? '1 virtual circuit draws' : `${pool.vc_count} virtual circuits draw`} from this flex
            bandwidth: delete them or move them off it before deleting it.
          </Alert>
        )}
        <Text size="sm">
          “{pool.description}”, {flexMbpsText(pool.capacity_mbps)} on a {subscriptionTermLabel(pool.subscription_term)}{' '}
          term, stops being billed. It cannot be restored.
        </Text>
      </Stack>
    </TypedDeleteDialog>
  );
}

/**
 * /billing/flex-bandwidth (spec 2 "Billing"; wire reference 3.14): the company's pools of backbone capacity, each with
 * what its circuits use as a bar and what is left, searched, sorted and paged by the server. Pools are ordered on
 * /billing/flex-bandwidth/create, resized with the price difference shown first, and deleted once no circuit draws
 * from them.
 */
export function FlexBandwidthPage() {
  const list = useListParams(FLEX_LIST_DEFAULTS);
  const { params } = list;
  const pools = useFlexList(flexListRequest(params));
  const canChange = useCan(PERMISSIONS.FLEX_BANDWIDTH_CREATE);
  const [deleting, setDeleting] = useState<FlexBandwidth | null>(null);
  const [resizing, setResizing] = useState<FlexBandwidth | null>(null);
  const exportCsv = useListExport({
    fetchAll: () => fetchFilteredPools(params.search),
    toCsv: flexCsv,
    fileName: flexCsvFileName,
  });
  const actions = (pool: FlexBandwidth) => (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Resize">
        <ActionIcon variant="subtle" aria-label={`Resize ${pool.flex_bandwidth_id}`} onClick={() => setResizing(pool)}>
          <IconArrowsMaximize size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${pool.flex_bandwidth_id}`}
          onClick={() => setDeleting(pool)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  return (
    <ListPage
      title="Flex Bandwidth"
      description="Backbone capacity bought as one pool: virtual circuits ordered on it draw their speed from it."
      create={
        canChange && {
          to: '/billing/flex-bandwidth/create',
          label: 'Order flex bandwidth',
          firstLabel: 'Order your first pool',
        }
      }
      list={list}
      search={{ placeholder: 'Search ID, description or PO', label: 'Search flex bandwidth' }}
      noun={['pool', 'pools']}
      exportCsv={exportCsv}
      label="Flex bandwidth"
      columns={columns}
      rowKey={(pool) => pool.flex_bandwidth_id}
      rowActions={canChange && actions}
      rows={pools.data?.pools}
      total={pools.data?.total}
      paging={FLEX_PAGE_SIZE}
      query={pools}
      empty={{
        isFiltered: params.search.trim() !== '',
        filtered: 'No flex bandwidth matches the search.',
        none: 'You have no flex bandwidth yet.',
      }}
    >
      {deleting && <DeleteFlexDialog pool={deleting} onClose={() => setDeleting(null)} />}
      {resizing && <ResizeFlexModal pool={resizing} onClose={() => setResizing(null)} />}
      <Outlet />
    </ListPage>
  );
}
