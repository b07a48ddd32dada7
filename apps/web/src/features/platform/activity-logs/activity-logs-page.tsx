import { Badge, Card, Group, Pagination, Stack, Text, Tooltip } from '@mantine/core';
import type { ActivityLogEntry } from '@portal/contract';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { formatDateTime } from '@/lib/format-date';
import { matchesSearch } from '@/lib/list-params';
import { useListParams } from '@/lib/use-list-params';
import { useActivityLogs } from './api/activity-logs-query';

const PAGE_SIZE = 25;

const columns: Column<ActivityLogEntry>[] = [
  {
    key: 'event',
    header: 'Event',
    render: (entry) => (
      <Stack gap={2}>
        <Group gap={6} wrap="nowrap">
          <Badge variant="light" tt="none" ff="monospace" fw={500}>
            {entry.event}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {entry.message}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'user',
    header: 'User',
    render: (entry) => (
      <Stack gap={0}>
        <Text size="sm">{entry.user ?? 'System'}</Text>
        {entry.on_behalf_of && (
          <Text size="xs" c="dimmed">
            by {entry.on_behalf_of} on behalf
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'object',
    header: 'Object',
    isSecondary: true,
    render: (entry) => (
      <Tooltip label={entry.object_id} disabled={!entry.object_id}>
        <Text size="sm" lineClamp={1} maw={220}>
          {entry.object_type}
          {entry.object_id ? ` ${entry.object_id}` : ''}
        </Text>
      </Tooltip>
    ),
  },
  { key: 'ip', header: 'From', isSecondary: true, render: (entry) => entry.ip_address || '—' },
  { key: 'time', header: 'Time', render: (entry) => formatDateTime(entry.time_created) },
];

/** /activity-logs, "Activity Logs" (spec 2): what happened in the company, newest first, a page at a time. */
export function ActivityLogsPage() {
  const list = useListParams();
  const { page } = list.params;
  // The filter applies to the page on screen (the API pages by offset only), so it is kept per page, not in the URL.
  const [search, setSearch] = useState('');
  const logs = useActivityLogs(PAGE_SIZE, (page - 1) * PAGE_SIZE);
  const entries = (logs.data?.entries ?? []).filter((entry) =>
    matchesSearch(
      [entry.event, entry.message, entry.user, entry.on_behalf_of, entry.object_type, entry.object_id],
      search,
    ),
  );
  const total = logs.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        title="Activity logs"
        description="Who did what in your company, when and from where: sign-ins, changes to users, keys and settings."
      />
      <Group mb="md" justify="space-between">
        <SearchInput
          value={search}
          onSearch={setSearch}
          placeholder="Filter the entries on this page"
          label="Filter the entries on this page"
        />
        {logs.data && (
          <Text size="sm" c="dimmed">
            {total === 1 ? '1 entry' : `${total.toLocaleString('en-US')} entries`}
          </Text>
        )}
      </Group>
      <DataTable
        label="Activity log entries"
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.log_uuid}
        isPending={logs.isPending}
        error={logs.error}
        onRetry={() => void logs.refetch()}
        empty={search ? 'No entry on this page matches the filter.' : 'Nothing has been logged yet.'}
      />
      {pageCount > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination total={pageCount} value={Math.min(page, pageCount)} onChange={list.setPage} size="sm" />
        </Group>
      )}
    </Card>
  );
}
