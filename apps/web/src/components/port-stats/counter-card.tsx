import { Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { ChartColour } from '@/components/chart-palette';
import { type ChartSeries, TimeSeriesChart } from '@/components/time-series-chart';
import { MetricCard } from './metric-card';
import { totalsOf } from './metric-summaries';

/** One counter column of a series: its field, how it is named, and its line's colour. */
export interface CounterColumn<Column extends string> {
  key: Column;
  label: string;
  colour: ChartColour;
  isDashed?: boolean;
}

interface CounterCardProps<Column extends string> {
  title: string;
  description: string;
  circuitId: string;
  columns: readonly CounterColumn<Column>[];
  query: {
    data: { series: Record<Column | 'timestamp', number>[] } | undefined;
    isPending: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** Shown beside the totals when every counter is zero over the range (e.g. "No errors"). */
  allZeroNote?: string;
}

const count = (value: number) => Math.round(value).toLocaleString('en-US');
/** Counts on the chart in short form ("209M"), so the axis stays narrow whatever the port's size. */
const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Counters per bucket (packets by cast, errors by kind): the range's totals and a chart of each column. */
export function CounterCard<Column extends string>({
  title,
  description,
  circuitId,
  columns,
  query,
  allZeroNote,
}: CounterCardProps<Column>) {
  const rows = query.data?.series;
  const keys = columns.map((column) => column.key);
  const totals = rows ? totalsOf(rows, keys) : null;
  const isAllZero = totals !== null && keys.every((key) => totals[key] === 0);
  const timestamps = useMemo(() => (rows ?? []).map((row) => row.timestamp), [rows]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns of a card never change.
  const series = useMemo<ChartSeries[]>(
    () =>
      columns.map((column) => ({
        label: column.label,
        colour: column.colour,
        isDashed: column.isDashed,
        values: (rows ?? []).map((row) => row[column.key]),
      })),
    [rows],
  );

  return (
    <MetricCard
      title={title}
      description={description}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      isEmpty={!rows || rows.length === 0}
    >
      {totals && (
        <Stack gap="md">
          <Group gap="lg" role="group" aria-label={`${title} totals`}>
            {columns.map((column) => (
              <Stack key={column.key} gap={0}>
                <Text size="xs" c="dimmed">
                  {column.label}
                </Text>
                <Text fw={600}>{count(totals[column.key])}</Text>
              </Stack>
            ))}
            {isAllZero && allZeroNote && (
              <Text size="sm" c="green">
                {allZeroNote}
              </Text>
            )}
          </Group>
          <TimeSeriesChart
            label={`${title} of ${circuitId}`}
            timestamps={timestamps}
            series={series}
            formatValue={(value) => compactCount.format(value)}
            height={200}
          />
        </Stack>
      )}
    </MetricCard>
  );
}
