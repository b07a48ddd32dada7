import {
  ActionIcon,
  Button,
  Card,
  Center,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OutboundCrossConnect } from '@portal/contract';
import { crossConnectBoardStep, PERMISSIONS } from '@portal/domain';
import { IconDownload, IconPlus, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useCan } from '@/api/use-can';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { timestampOf } from '@/lib/format-date';
import { saveTextFile } from '@/lib/save-file';
import { useListView } from '@/lib/use-list-params';
import { useCrossConnects } from './api/cross-connects-query';
import { useDeleteCrossConnect } from './api/use-delete-cross-connect';
import { CrossConnectCard } from './cross-connect-card';
import { crossConnectCsv, crossConnectCsvFileName } from './cross-connect-csv';
import { boardPosition } from './cross-connect-rules';
import { EditDescriptionModal } from './edit-description-modal';

const STATUS_FILTER = 'status';
const STATUS_CHOICES = [
  { value: 'open', label: 'On the board' },
  { value: 'complete', label: 'Complete' },
  { value: 'canceled', label: 'Canceled' },
];
const SORT_CHOICES = [
  { value: 'ordered', label: 'Ordered' },
  { value: 'circuit', label: 'Circuit id' },
  { value: 'port', label: 'Port' },
  { value: 'progress', label: 'Progress' },
];

/** Which status filter an order passes: still on the board, complete, or canceled. */
function statusGroup(crossConnect: OutboundCrossConnect): string {
  const position = boardPosition(crossConnect.obcc_status);
  if (position.isCanceled) return 'canceled';
  return position.isComplete ? 'complete' : 'open';
}

/** /cross-connects (spec 2): the company's cross connects, each on the cross-connect board of spec 4. */
export function CrossConnectsPage() {
  const crossConnects = useCrossConnects();
  const canChange = useCan(PERMISSIONS.OUTBOUND_CROSS_CONNECT_CREATE);
  const [editing, setEditing] = useState<OutboundCrossConnect | null>(null);
  const [deleting, setDeleting] = useState<OutboundCrossConnect | null>(null);
  const remove = useDeleteCrossConnect();
  const view = useListView(crossConnects.data, {
    filterNames: [STATUS_FILTER],
    sort: 'ordered',
    direction: 'desc',
    pageSize: 10,
    searchValues: (item) => [
      item.circuit_id,
      item.port,
      item.site,
      item.description,
      item.user_description,
      item.destination_name,
      item.destination_circuit_id,
      item.outbound_cross_connect_id,
    ],
    sortValues: {
      ordered: (item) => timestampOf(item.time_created),
      circuit: (item) => item.circuit_id,
      port: (item) => item.port,
      progress: (item) => crossConnectBoardStep('cross-connect', item.obcc_status) * 1000 + item.progress,
    },
    filterRow: (item, filters) => !filters[STATUS_FILTER] || statusGroup(item) === filters[STATUS_FILTER],
  });
  const { sort, direction, search, filters } = view.params;
  const isFiltered = Boolean(search || filters[STATUS_FILTER]);
  // The export holds every cross connect the search and filter match, in the list's order, not only the page.
  const exportCsv = () => saveTextFile(crossConnectCsv(view.matchingRows), crossConnectCsvFileName(new Date()));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.circuit_id, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message });
        setDeleting(null);
      },
    });
  };

  let body: ReactNode;
  if (crossConnects.isPending) {
    body = [0, 1].map((index) => <Skeleton key={index} h={150} radius="md" />);
  } else if (crossConnects.error) {
    body = (
      <ErrorState
        error={crossConnects.error}
        title="The cross connects could not load"
        onRetry={() => void crossConnects.refetch()}
      />
    );
  } else if (view.visibleRows.length === 0) {
    body = (
      <Card withBorder radius="md" padding="xl">
        <Center>
          <Stack gap="xs" align="center">
            <Text c="dimmed" size="sm">
              {isFiltered ? 'No cross connect matches the filters.' : 'You have no cross connects yet.'}
            </Text>
            {!isFiltered && canChange && (
              <Button component={Link} to="/cross-connects/create" variant="light" size="xs">
                Order a cross connect
              </Button>
            )}
          </Stack>
        </Center>
      </Card>
    );
  } else {
    body = view.visibleRows.map((item) => (
      <CrossConnectCard
        key={item.circuit_id}
        crossConnect={item}
        onEdit={canChange ? () => setEditing(item) : undefined}
        onDelete={canChange ? () => setDeleting(item) : undefined}
      />
    ));
  }

  return (
    <Stack gap="md">
      <PageHeader
        title="Cross connects"
        description="Physical connections from your ports to other parties in the data center, and how far each order has come."
        actions={
          canChange && (
            <Button component={Link} to="/cross-connects/create" leftSection={<IconPlus size={16} />}>
              Order a cross connect
            </Button>
          )
        }
      />
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <SearchInput
            value={search}
            onSearch={view.setSearch}
            placeholder="Search circuit, port, destination"
            label="Search cross connects"
          />
          <Select
            label="Status"
            placeholder="Any status"
            data={STATUS_CHOICES}
            value={filters[STATUS_FILTER] ?? null}
            onChange={(value) => view.setFilter(STATUS_FILTER, value)}
            clearable
            w={170}
          />
          <Group gap={4} align="flex-end">
            <Select
              label="Sort by"
              data={SORT_CHOICES}
              value={sort}
              onChange={(value) => value && value !== sort && view.sortBy(value)}
              allowDeselect={false}
              w={140}
            />
            <Tooltip label={direction === 'asc' ? 'Ascending' : 'Descending'}>
              <ActionIcon
                variant="default"
                size="input-sm"
                onClick={() => sort && view.sortBy(sort)}
                aria-label={`Sort ${direction === 'asc' ? 'descending' : 'ascending'}`}
              >
                {direction === 'asc' ? <IconSortAscending size={16} /> : <IconSortDescending size={16} />}
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Group gap="sm">
          {crossConnects.data && (
            <Text size="sm" c="dimmed">
              {view.total === 1 ? '1 cross connect' : `${view.total} cross connects`}
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
      <Stack gap="sm" aria-busy={crossConnects.isPending}>
        {body}
      </Stack>
      {view.pageCount > 1 && (
        <Group justify="flex-end">
          <Pagination total={view.pageCount} value={view.page} onChange={view.setPage} size="sm" />
        </Group>
      )}
      <EditDescriptionModal crossConnect={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete cross connect"
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        Delete {deleting?.circuit_id} from {deleting?.port}? An order still on the board is canceled; a completed cross
        connect is taken down in the data center.
      </ConfirmDialog>
    </Stack>
  );
}
