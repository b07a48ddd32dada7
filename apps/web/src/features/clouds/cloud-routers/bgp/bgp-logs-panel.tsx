import { Badge, Text } from '@mantine/core';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/data-table';
import { logSeverityColour } from '@/lib/log-severity-colour';
import { type BgpLogLine, useBgpLogs } from './api/bgp-queries';

/** A log timestamp to the second (BGP state changes come seconds apart), in the browser's time zone. */
export function logTimestampText(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
}

const LOGS_PAGE_SIZE = 25;

const COLUMNS: readonly Column<BgpLogLine>[] = [
  {
    key: 'timestamp',
    header: 'Time',
    isNoWrap: true,
    render: (line) => <time dateTime={line.timestamp}>{logTimestampText(line.timestamp)}</time>,
  },
  {
    key: 'severity',
    header: 'Severity',
    render: (line) => (
      <Badge
        color={logSeverityColour(line.severity)}
        variant="light"
        styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
      >
        {line.severity}
      </Badge>
    ),
  },
  { key: 'message', header: 'Message', render: (line) => <Text size="sm">{line.message}</Text> },
];

/** The Router logs tab of the BGP session dialog: the session's state changes and updates, newest first. */
export function BgpLogsPanel(props: { routerCircuitId: string; cloudCircuitId: string; uuid: string }) {
  const logs = useBgpLogs(props.routerCircuitId, props.cloudCircuitId, props.uuid);
  const [page, setPage] = useState(1);
  const lines = logs.data ?? [];
  const pageCount = Math.max(1, Math.ceil(lines.length / LOGS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  return (
    <DataTable
      label={`BGP log of ${props.cloudCircuitId}`}
      columns={COLUMNS}
      rows={lines.slice((current - 1) * LOGS_PAGE_SIZE, current * LOGS_PAGE_SIZE)}
      rowKey={(line) => `${line.timestamp}:${line.message}`}
      isPending={logs.isPending}
      error={logs.error}
      onRetry={() => void logs.refetch()}
      empty="No BGP log lines for this session yet."
      page={current}
      pageCount={pageCount}
      onPage={setPage}
    />
  );
}
