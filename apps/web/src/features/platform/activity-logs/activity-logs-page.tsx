import '@mantine/dates/styles.css';
import { Button, Card, Group, Pagination, Select, Stack, Text, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import type { ActivityLogEntry } from '@portal/contract';
import { ACTIVITY_EVENT_CODES, activityEventLabel } from '@portal/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '@/api/api-error';
import { type Column, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { formatDateTime } from '@/lib/format-date';
import { saveTextFile } from '@/lib/save-file';
import { useListParams } from '@/lib/use-list-params';
import { activityCsv, activityCsvFileName } from './activity-csv';
import {
  ACTIVITY_FILTER_NAMES,
  type ActivityLogFilters,
  activityLogQuery,
  hasActivityFilters,
} from './activity-log-filters';
import { EXPORT_LIMIT, fetchAllActivity, useActivityLogs, useActivityLogUsers } from './api/activity-logs-query';

const PAGE_SIZE = 25;

/** The event filter's choices: every code the log writes, by its name, in alphabetical order. */
const EVENT_CHOICES = ACTIVITY_EVENT_CODES.map((code) => ({ value: code, label: activityEventLabel(code) })).sort(
  (a, b) => a.label.localeCompare(b.label),
);

const columns: Column<ActivityLogEntry>[] = [
  {
    key: 'event',
    header: 'Event',
    render: (entry) => (
      // The sentence for people; the raw code (what the API and the export carry) on hover and focus.
      <Tooltip label={entry.event} ff="monospace" withinPortal>
        <Text size="sm" lineClamp={2} tabIndex={0} data-event={entry.event}>
          {entry.message}
        </Text>
      </Tooltip>
    ),
  },
  {
    key: 'user',
    header: 'User',
    render: (entry) => (
      <Stack gap={0}>
        <Text size="sm">{entry.user_name ?? 'System'}</Text>
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
      <Text size="sm" lineClamp={1} maw={220} title={entry.object_id}>
        {entry.object_id}
      </Text>
    ),
  },
  { key: 'ip', header: 'From', isSecondary: true, render: (entry) => entry.ip_address || '—' },
  { key: 'time', header: 'Time', render: (entry) => formatDateTime(entry.time_created) },
];

/** The CSV export of every entry the filters match, not only the page on screen. */
function useActivityExport(query: Record<string, string>) {
  const [isExporting, setIsExporting] = useState(false);
  const exportCsv = async () => {
    setIsExporting(true);
    try {
      const entries = await fetchAllActivity(query);
      saveTextFile(activityCsv(entries), activityCsvFileName(new Date()));
      if (entries.length >= EXPORT_LIMIT) {
        notifications.show({
          title: 'Export cut short',
          message: `The export holds the newest ${EXPORT_LIMIT.toLocaleString('en-US')} entries; choose a date range for older ones.`,
        });
      }
    } catch (error) {
      notifications.show({ color: 'red', title: 'The export failed', message: describeError(error) });
    } finally {
      setIsExporting(false);
    }
  };
  return { exportCsv, isExporting };
}

/**
 * /activity-logs, "Activity Logs" (spec 2): what happened in the company, newest first, as sentences. The filters
 * (object, user, event, date range) and the page are kept in the URL and applied by the server.
 */
export function ActivityLogsPage() {
  const list = useListParams({ filterNames: ACTIVITY_FILTER_NAMES });
  const { page, search, filters: urlFilters } = list.params;
  const filters: ActivityLogFilters = { object: search, ...urlFilters };
  const query = activityLogQuery(filters);
  const logs = useActivityLogs(query, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  const users = useActivityLogUsers();
  const csv = useActivityExport(query);
  const total = logs.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const isFiltered = hasActivityFilters(filters);

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        title="Activity logs"
        description="Who did what in your company, when and from where: sign-ins, changes to users, keys, settings and services."
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={csv.isExporting}
            disabled={total === 0}
            onClick={() => void csv.exportCsv()}
          >
            Export CSV
          </Button>
        }
      />
      <Group mb="md" align="flex-end" gap="sm">
        <SearchInput value={search} onSearch={list.setSearch} placeholder="Circuit ID or object" label="Object" />
        <Select
          label="User"
          placeholder="Anyone"
          searchable
          clearable
          data={(users.data ?? []).map((user) => ({ value: user.login, label: `${user.name} (${user.login})` }))}
          value={urlFilters.user ?? null}
          onChange={(value) => list.setFilter('user', value)}
          nothingFoundMessage="Nobody by that name"
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label="Event"
          placeholder="Any event"
          searchable
          clearable
          data={EVENT_CHOICES}
          value={urlFilters.event ?? null}
          onChange={(value) => list.setFilter('event', value)}
          nothingFoundMessage="No such event"
          w={{ base: '100%', xs: 220 }}
        />
        <DatePickerInput
          type="range"
          label="Dates"
          placeholder="Any day"
          clearable
          allowSingleDateInRange
          maxDate={new Date()}
          value={[urlFilters.from ?? null, urlFilters.to ?? null]}
          onChange={([from, to]) => {
            // A range is applied once both ends are chosen (or both cleared).
            if ((from && to) || (!from && !to)) {
              list.setFilter('from', from ?? null);
              list.setFilter('to', to ?? null);
            }
          }}
          valueFormat="D MMM YYYY"
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      {logs.data && (
        <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
          {total === 1 ? '1 entry' : `${total.toLocaleString('en-US')} entries`}
          {isFiltered ? ' match the filters' : ''}
        </Text>
      )}
      <DataTable
        label="Activity log entries"
        columns={columns}
        rows={logs.data?.entries ?? []}
        rowKey={(entry) => entry.log_uuid}
        isPending={logs.isPending}
        error={logs.error}
        onRetry={() => void logs.refetch()}
        empty={isFiltered ? 'No entry matches the filters.' : 'Nothing has been logged yet.'}
      />
      {pageCount > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination total={pageCount} value={Math.min(page, pageCount)} onChange={list.setPage} size="sm" />
        </Group>
      )}
    </Card>
  );
}
