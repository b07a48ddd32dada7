import { Card, Group, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { RateSeries } from '@portal/contract';
import { formatBitRate, TRAFFIC_UNITS, type TrafficUnit } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '@/api/http-client';
import { DEFAULT_TIME_RANGE, resolveTimeRange, type TimeRange, timeRangeKey } from '@/lib/time-range';
import { BitRateValue, TrafficUnitSelect } from './bit-rate-value';
import { ErrorState } from './error-state';
import { TimeRangePicker } from './time-range-picker';
import { type ChartSeries, TimeSeriesChart } from './time-series-chart';

type Row = RateSeries['series'][number];

/** Average and peak of one direction over the range; null without samples. */
function directionSummary(rows: readonly Row[], direction: 'rx' | 'tx') {
  if (rows.length === 0) return null;
  const avg = rows.reduce((sum, row) => sum + row[`${direction}_avg`], 0) / rows.length;
  const max = Math.max(...rows.map((row) => row[`${direction}_max`]));
  return { avg, max };
}

/** How often a range that ends now is read again: the network samples every minute. */
const METRIC_REFRESH_MS = 60_000;

/**
 * `GET /v2/metrics/virtual-circuits/{id}/interfaces/{iface}/rate/{unit}`: one end's traffic with its 95th
 * percentile. Keyed under the circuit's own queries (`[objectType, circuitId, 'metrics', ...]`).
 */
function useInterfaceTraffic(
  objectType: string,
  circuitId: string,
  iface: string,
  unit: TrafficUnit,
  range: TimeRange,
  rateUrl: RateUrl,
) {
  return useQuery({
    queryKey: [objectType, circuitId, 'metrics', iface, unit, timeRangeKey(range)],
    queryFn: () => {
      const window = resolveTimeRange(range);
      if (!window) throw new Error('Choose a complete time range.');
      return api.get<RateSeries>(rateUrl(circuitId, iface, unit), { query: { start: window.start, end: window.end } });
    },
    enabled: resolveTimeRange(range) !== null,
    placeholderData: keepPreviousData,
    refetchInterval: range.kind === 'preset' ? METRIC_REFRESH_MS : false,
  });
}

/** The metrics path of one interface's rate. */
type RateUrl = (circuitId: string, iface: string, unit: TrafficUnit) => string;

const virtualCircuitRate: RateUrl = (circuitId, iface, unit) =>
  `/metrics/virtual-circuits/${encodeURIComponent(circuitId)}/interfaces/${encodeURIComponent(iface)}/rate/${unit}`;

interface InterfaceTrafficPanelProps {
  /** The live-events object type of the circuit (`vc`, `ptp`): its queries' key. */
  objectType: string;
  circuitId: string;
  /**
   * The circuit's ends; with more than one, a control picks the end shown (by `label`, else side and PoP). The card
   * is titled `title`, else "Traffic on {label or port}".
   */
  interfaces: readonly { side: string; pop: string; port_circuit_id: string; label?: string; title?: string }[];
  /** Where an interface's rate is read; a virtual circuit's end by default. */
  rateUrl?: RateUrl;
}

/**
 * The traffic of one end of a circuit (spec 7 `/metrics/virtual-circuits/{id}/interfaces/{iface}/rate/{unit}`),
 * received and sent, with average, peak and the 95th percentile of the range, drawn on the same chart as the port
 * statistics. A range that ends now refreshes every minute. The stats tabs of VCs and point-to-points show it.
 */
export function InterfaceTrafficPanel({
  objectType,
  circuitId,
  interfaces,
  rateUrl = virtualCircuitRate,
}: InterfaceTrafficPanelProps) {
  const [range, setRange] = useState<TimeRange>(DEFAULT_TIME_RANGE);
  const [iface, setIface] = useState(interfaces[0]?.port_circuit_id ?? '');
  const [unit, setUnit] = useState<TrafficUnit>('bps');
  const traffic = useInterfaceTraffic(objectType, circuitId, iface, unit, range, rateUrl);
  const shownEnd = interfaces.find((end) => end.port_circuit_id === iface);
  const ifaceLabel = shownEnd?.label ?? iface;
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
        {interfaces.length > 1 ? (
          <SegmentedControl
            aria-label="Interface"
            data={interfaces.map((end) => ({
              value: end.port_circuit_id,
              label: end.label ?? `${end.side.toUpperCase()} · ${end.pop}`,
            }))}
            value={iface}
            onChange={setIface}
          />
        ) : (
          <div />
        )}
        <Group gap="sm">
          <TrafficUnitSelect value={unit} onChange={setUnit} />
          <TimeRangePicker value={range} onChange={setRange} />
        </Group>
      </Group>
      <Card withBorder radius="md" padding="md">
        <Text fw={600} mb="xs">
          {shownEnd?.title ?? `Traffic on ${ifaceLabel}`}
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
            <Table.ScrollContainer minWidth={420} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
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
                      <Table.Td>
                        <BitRateValue value={summaries[direction]?.avg ?? 0} unit={shownUnit} />
                      </Table.Td>
                      <Table.Td>
                        <BitRateValue value={summaries[direction]?.max ?? 0} unit={shownUnit} />
                      </Table.Td>
                      <Table.Td>
                        <BitRateValue value={traffic.data?.percentile_95[direction] ?? 0} unit={shownUnit} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <TimeSeriesChart
              label={`Traffic of ${circuitId} on ${ifaceLabel}`}
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
