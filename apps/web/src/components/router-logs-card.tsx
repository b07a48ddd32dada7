import { Badge, Card, Group, Select, Stack, Text } from '@mantine/core';
import type { RouterLog } from '@portal/contract';
import { LOG_SEVERITY_RANKS, type LogSeverity } from '@portal/domain';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/api/http-client';
import { type Column, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { TimeRangePicker } from '@/components/time-range-picker';
import { formatDateTime, timestampOf } from '@/lib/format-date';
import { LOG_SEVERITY_CHOICES, logSeverityColour } from '@/lib/log-severity-colour';
import { DEFAULT_TIME_RANGE, resolveTimeRange, type TimeRange, timeRangeKey } from '@/lib/time-range';
import { useListParams, useListView } from '@/lib/use-list-params';

const SEVERITY_FILTER = 'severity';

const columns: Column<RouterLog>[] = [
  {
    key: 'time',
    header: 'Time',
    isSortable: true,
    render: (line) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(line.timestamp)}
      </Text>
    ),
  },
  {
    key: 'severity',
    header: 'Severity',
    isSortable: true,
    render: (line) => (
      <Badge color={logSeverityColour(line.severity)} variant="light">
        {line.severity_name}
      </Badge>
    ),
  },
  { key: 'message', header: 'Message', render: (line) => <Text size="sm">{line.message}</Text> },
  { key: 'device', header: 'Device', isSortable: true, isSecondary: true, render: (line) => line.device_name },
  { key: 'interface', header: 'Interface', isSecondary: true, render: (line) => line.iface_name },
];

const isSeverity = (value: string | undefined): value is LogSeverity =>
  value !== undefined && Object.hasOwn(LOG_SEVERITY_RANKS, value);

/**
 * `GET …/router-logs` (spec 7; wire reference 3.3) of a port or a cloud router: the lines between `time_from` and
 * `time_to` (ISO instants, so the server never guesses the browser's time zone), with `severity` only that rank of
 * spec 4 or more severe. Keyed under the object (`keyOf(filter)`), so its live events refresh it.
 */
function useRouterLogs(
  path: string,
  keyOf: (filter: object) => QueryKey,
  range: TimeRange,
  minimumSeverity: LogSeverity | null,
) {
  return useQuery({
    queryKey: keyOf({ range: timeRangeKey(range), severity: minimumSeverity }),
    queryFn: () => {
      const window = resolveTimeRange(range);
      if (!window) throw new Error('Choose a complete time range.');
      return api.get<RouterLog[]>(path, {
        query: {
          time_from: new Date(window.start * 1000).toISOString(),
          time_to: new Date(window.end * 1000).toISOString(),
          severity: minimumSeverity,
        },
      });
    },
    enabled: resolveTimeRange(range) !== null,
    placeholderData: keepPreviousData,
  });
}

interface RouterLogsCardProps {
  /** The API path of the lines, `/ports/{id}/router-logs` or `/services/cloud-routers/{id}/router-logs`. */
  path: string;
  queryKey: (filter: object) => QueryKey;
  /** What the lines are of, for the table's name: "Router logs of …". */
  subject: string;
  description: string;
  /** The empty state without a search or severity. */
  emptyText: string;
}

/**
 * The router-logs tab of a port or a cloud router (spec 2): the router's lines in a time range, at a minimum
 * severity of spec 4 (filtered by the server, kept in the URL), searchable and sortable, each severity in its colour.
 */
export function RouterLogsCard({ path, queryKey, subject, description, emptyText }: RouterLogsCardProps) {
  const [range, setRange] = useState<TimeRange>(DEFAULT_TIME_RANGE);
  // The severity is filtered by the server, so it is read from the URL before the lines are asked for.
  const severityFilter = useListParams({ filterNames: [SEVERITY_FILTER] }).params.filters[SEVERITY_FILTER];
  const minimumSeverity = isSeverity(severityFilter) ? severityFilter : null;
  const logs = useRouterLogs(path, queryKey, range, minimumSeverity);
  const view = useListView(logs.data, {
    filterNames: [SEVERITY_FILTER],
    sort: 'time',
    direction: 'desc',
    searchValues: (line) => [line.message, line.severity_name, line.device_name, line.iface_name],
    sortValues: {
      time: (line) => timestampOf(line.timestamp),
      severity: (line) => line.severity,
      device: (line) => line.device_name,
    },
    pageSize: 50,
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader order={2} title="Router logs" description={description} />
      <Stack gap="sm" mb="md">
        <TimeRangePicker value={range} onChange={setRange} />
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end">
            <SearchInput
              value={view.params.search}
              onSearch={view.setSearch}
              placeholder="Search messages"
              label="Search the log lines"
            />
            <Select
              label="Minimum severity"
              placeholder="Any severity"
              data={LOG_SEVERITY_CHOICES}
              value={minimumSeverity}
              onChange={(value) => view.setFilter(SEVERITY_FILTER, value)}
              clearable
              w={260}
            />
          </Group>
          {logs.data && (
            <Text size="sm" c="dimmed">
              {view.total === 1 ? '1 line' : `${view.total.toLocaleString('en-US')} lines`}
            </Text>
          )}
        </Group>
      </Stack>
      <DataTable
        label={`Router logs of ${subject}`}
        columns={columns}
        rows={view.visibleRows}
        rowKey={(line) => `${line.timestamp}|${line.device_name}|${line.message}`}
        isPending={logs.isPending && logs.fetchStatus !== 'idle'}
        error={logs.error}
        onRetry={() => void logs.refetch()}
        empty={view.params.search || minimumSeverity ? 'No log line in this range matches the filters.' : emptyText}
        sort={view.params}
        onSort={view.sortBy}
        page={view.page}
        pageCount={view.pageCount}
        onPage={view.setPage}
      />
    </Card>
  );
}
