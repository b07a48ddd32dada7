import { Badge, Card, Group, Select, Stack, Text } from '@mantine/core';
import type { RouterLog } from '@portal/contract';
import { LOG_SEVERITY_RANKS, type LogSeverity } from '@portal/domain';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { TimeRangePicker } from '@/components/time-range-picker';
import { formatDateTime, timestampOf } from '@/lib/format-date';
import { LOG_SEVERITY_CHOICES, logSeverityColour } from '@/lib/log-severity-colour';
import { DEFAULT_TIME_RANGE, type TimeRange } from '@/lib/time-range';
import { useListParams, useListView } from '@/lib/use-list-params';
import { useCloudRouterLogs } from './api/cloud-router-queries';
import { useRouterOfPage } from './cloud-router-details-layout';

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
 * /cloud-routers/{circuitId}/router-logs (spec 2): the router's lines in a time range (BGP state changes, workflow
 * steps), at a minimum severity of spec 4 (filtered by the server), searchable and sortable.
 */
export function CloudRouterLogsTab() {
  const router = useRouterOfPage();
  const [range, setRange] = useState<TimeRange>(DEFAULT_TIME_RANGE);
  // The severity is filtered by the server, so it is read from the URL before the lines are asked for.
  const severityFilter = useListParams({ filterNames: [SEVERITY_FILTER] }).params.filters[SEVERITY_FILTER];
  const minimumSeverity = isSeverity(severityFilter) ? severityFilter : null;
  const logs = useCloudRouterLogs(router.circuit_id, range, minimumSeverity);
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
      <PageHeader
        order={2}
        title="Router logs"
        description="What the router reported: BGP sessions going up and down, updates, and the steps of its workflows."
      />
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
        label={`Router logs of ${router.name}`}
        columns={columns}
        rows={view.visibleRows}
        rowKey={(line) => `${line.timestamp}|${line.device_name}|${line.message}`}
        isPending={logs.isPending && logs.fetchStatus !== 'idle'}
        error={logs.error}
        onRetry={() => void logs.refetch()}
        empty={
          view.params.search || minimumSeverity
            ? 'No log line in this range matches the filters.'
            : 'The router logged nothing in this range.'
        }
        sort={view.params}
        onSort={view.sortBy}
        page={view.page}
        pageCount={view.pageCount}
        onPage={view.setPage}
      />
    </Card>
  );
}
