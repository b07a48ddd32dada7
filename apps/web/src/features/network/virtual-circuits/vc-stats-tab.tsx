import { Card, Group, SegmentedControl, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { RateSeries, VirtualCircuit } from '@portal/contract';
import { formatBitRate, TRAFFIC_UNITS, type TrafficUnit, trafficUnitLabel } from '@portal/domain';
import { useMemo, useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { TimeRangePicker } from '@/components/time-range-picker';
import { type ChartSeries, TimeSeriesChart } from '@/components/time-series-chart';
import { DEFAULT_TIME_RANGE, type TimeRange } from '@/lib/time-range';
import { useVcTraffic } from './api/vc-queries';
import { useVcOfPage } from './vc-details-layout';

const UNITS = (Object.keys(TRAFFIC_UNITS) as TrafficUnit[]).map((unit) => ({
  value: unit,
  label: trafficUnitLabel(unit),
}));

type Row = RateSeries['series'][number];

/** Average and peak of one direction over the range; null without samples. */
export function directionSummary(rows: readonly Row[], direction: 'rx' | 'tx') {
  if (rows.length === 0) return null;
  const avg = rows.reduce((sum, row) => sum + row[`${direction}_avg`], 0) / rows.length;
  const max = Math.max(...rows.map((row) => row[`${direction}_max`]));
  return { avg, max };
}

const inUnit = (value: number, unit: TrafficUnit) =>
  `${value.toLocaleString('en-US', { maximumFractionDigits: value >= 1000 ? 0 : 2 })} ${trafficUnitLabel(unit)}`;

/**
 * The stats tab of a VC (spec 2; spec 7 `/metrics/virtual-circuits/{id}/interfaces/{iface}/rate/{unit}`): the
 * traffic of one end of the circuit, received and sent, with average, peak and the 95th percentile of the range,
 * drawn on the same chart as the port statistics. A range that ends now refreshes every minute.
 */
export function VcStatsTab() {
  const vc: VirtualCircuit = useVcOfPage();
  const [range, setRange] = useState<TimeRange>(DEFAULT_TIME_RANGE);
  const [iface, setIface] = useState(vc.interfaces[0]?.port_circuit_id ?? '');
  const [unit, setUnit] = useState<TrafficUnit>('bps');
  const traffic = useVcTraffic(vc.vc_circuit_id, iface, unit, range);
  const rows = traffic.data?.series ?? [];
  const shownUnit = traffic.data?.unit ?? unit;
  const scale = TRAFFIC_UNITS[shownUnit];
  const timestamps = useMemo(() => rows.map((row) => row.timestamp), [rows]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Received (avg)', colour: 'blue', values: rows.map((row) => row.rx_avg) },
      { label: 'Sent (avg)', colour: 'teal', values: rows.map((row) => row.tx_avg) },
      { label: 'Received (max)', colour: 'blue', values: rows.map((row) => row.rx_max), isDashed: true },
      { label: 'Sent (max)', colour: 'teal', values: rows.map((row) => row.tx_max), isDashed: true },
    ],
    [rows],
  );
  const summaries = { rx: directionSummary(rows, 'rx'), tx: directionSummary(rows, 'tx') };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Interface"
          data={vc.interfaces.map((end) => ({
            value: end.port_circuit_id,
            label: `${end.side.toUpperCase()} · ${end.pop}`,
          }))}
          value={iface}
          onChange={setIface}
        />
        <Group gap="sm">
          <Select
            aria-label="Traffic unit"
            size="xs"
            w={100}
            data={UNITS}
            value={unit}
            onChange={(value) => value && setUnit(value as TrafficUnit)}
            allowDeselect={false}
          />
          <TimeRangePicker value={range} onChange={setRange} />
        </Group>
      </Group>
      <Card withBorder radius="md" padding="md">
        <Text fw={600} mb="xs">
          Traffic on {iface}
        </Text>
        {traffic.isPending ? (
          <Skeleton h={260} />
        ) : traffic.error ? (
          <ErrorState error={traffic.error} title="The traffic could not load" onRetry={() => void traffic.refetch()} />
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No traffic was measured in this range yet. A new circuit is measured from the minute it is active.
          </Text>
        ) : (
          <Stack gap="md">
            <Table.ScrollContainer minWidth={420}>
              <Table aria-label="Traffic summary" withRowBorders={false}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th />
                    <Table.Th>Average</Table.Th>
                    <Table.Th>Maximum</Table.Th>
                    <Table.Th>95th percentile</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(['rx', 'tx'] as const).map((direction) => (
                    <Table.Tr key={direction}>
                      <Table.Th scope="row">{direction === 'rx' ? 'Received (rx)' : 'Sent (tx)'}</Table.Th>
                      <Table.Td>{inUnit(summaries[direction]?.avg ?? 0, shownUnit)}</Table.Td>
                      <Table.Td>{inUnit(summaries[direction]?.max ?? 0, shownUnit)}</Table.Td>
                      <Table.Td>{inUnit(traffic.data?.percentile_95[direction] ?? 0, shownUnit)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <TimeSeriesChart
              label={`Traffic of ${vc.vc_circuit_id} on ${iface}`}
              timestamps={timestamps}
              series={series}
              formatValue={(value) => formatBitRate(value * scale)}
            />
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
