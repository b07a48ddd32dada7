import { Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { Port } from '@portal/contract';
import { formatBitRate, TRAFFIC_UNITS, type TrafficUnit, trafficColour, trafficUtilisation } from '@portal/domain';
import { useMemo, useState } from 'react';
import { usePortTraffic } from '@/api/port-metrics';
import { BitRateValue, TrafficUnitSelect } from '@/components/bit-rate-value';
import { type ChartSeries, TimeSeriesChart } from '@/components/time-series-chart';
import type { TimeRange } from '@/lib/time-range';
import { MetricCard } from './metric-card';
import { type DirectionSummary, portCapacityMbps, summariseTraffic } from './metric-summaries';

function UtilisationBadge({ peak, unit, capacityMbps }: { peak: number; unit: TrafficUnit; capacityMbps: number }) {
  const utilisation = trafficUtilisation(peak * TRAFFIC_UNITS[unit], capacityMbps);
  const colour = trafficColour(utilisation);
  const text = utilisation === null ? 'No data' : `${Math.round(utilisation * 100)} %`;
  return (
    <Tooltip label="Peak of the range against the port's capacity: yellow from 80 %, red from 90 %">
      <Badge color={colour} variant="light" aria-label={`Peak utilisation ${text}`}>
        {text}
      </Badge>
    </Tooltip>
  );
}

function SummaryRow({
  label,
  summary,
  percentile,
  unit,
  capacityMbps,
}: {
  label: string;
  summary: DirectionSummary;
  percentile: number;
  unit: TrafficUnit;
  capacityMbps: number;
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td>
        <BitRateValue value={summary.avg} unit={unit} />
      </Table.Td>
      <Table.Td>
        <BitRateValue value={summary.min} unit={unit} />
      </Table.Td>
      <Table.Td>
        <BitRateValue value={summary.max} unit={unit} />
      </Table.Td>
      <Table.Td>
        <BitRateValue value={percentile} unit={unit} />
      </Table.Td>
      <Table.Td>
        <UtilisationBadge peak={summary.max} unit={unit} capacityMbps={capacityMbps} />
      </Table.Td>
    </Table.Tr>
  );
}

/** What the traffic card reads of a port: a LAG's speed is its members' together. */
export type MeasuredPort = Pick<Port, 'port_circuit_id' | 'speed' | 'is_lag' | 'member_count'>;

/**
 * Traffic of the port (spec 3 "Traffic columns"): received and sent average, minimum and maximum in the chosen
 * unit (spec 9: powers of 1000, default bps), the 95th percentile of the range, and the peak's utilisation in the
 * colours of spec 9's thresholds.
 */
export function TrafficCard({ port, range }: { port: MeasuredPort; range: TimeRange }) {
  const [unit, setUnit] = useState<TrafficUnit>('bps');
  const traffic = usePortTraffic(port.port_circuit_id, unit, range);
  const rows = traffic.data?.series;
  const summary = rows ? summariseTraffic(rows) : null;
  const capacityMbps = portCapacityMbps(port);
  // The axis reads in the fitting unit whatever the table's unit, so ticks stay short ("8.4 Gbps").
  // While another unit loads the previous answer stays on screen, written in its own unit.
  const shownUnit = traffic.data?.unit ?? unit;
  const scale = TRAFFIC_UNITS[shownUnit];
  const timestamps = useMemo(() => (rows ?? []).map((row) => row.timestamp), [rows]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Received (avg)', colour: 'blue', values: (rows ?? []).map((row) => row.rx_avg) },
      { label: 'Sent (avg)', colour: 'teal', values: (rows ?? []).map((row) => row.tx_avg) },
      { label: 'Received (max)', colour: 'blue', values: (rows ?? []).map((row) => row.rx_max), isDashed: true },
      { label: 'Sent (max)', colour: 'teal', values: (rows ?? []).map((row) => row.tx_max), isDashed: true },
    ],
    [rows],
  );

  return (
    <MetricCard
      title="Traffic"
      description={`Capacity ${port.speed}${port.is_lag ? ` × ${Math.max(port.member_count, 1)} members` : ''}`}
      controls={<TrafficUnitSelect value={unit} onChange={setUnit} />}
      isPending={traffic.isPending}
      error={traffic.error}
      onRetry={() => void traffic.refetch()}
      isEmpty={!summary}
    >
      {summary && traffic.data && (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={560} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table aria-label="Traffic summary" withRowBorders={false}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th>Average</Table.Th>
                  <Table.Th>Minimum</Table.Th>
                  <Table.Th>Maximum</Table.Th>
                  <Table.Th>95th percentile</Table.Th>
                  <Table.Th>Peak utilisation</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <SummaryRow
                  label="Received (rx)"
                  summary={summary.rx}
                  percentile={traffic.data.percentile_95.rx}
                  unit={shownUnit}
                  capacityMbps={capacityMbps}
                />
                <SummaryRow
                  label="Sent (tx)"
                  summary={summary.tx}
                  percentile={traffic.data.percentile_95.tx}
                  unit={shownUnit}
                  capacityMbps={capacityMbps}
                />
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <TimeSeriesChart
            label={`Traffic of ${port.port_circuit_id}`}
            timestamps={timestamps}
            series={series}
            formatValue={(value) => formatBitRate(value * scale)}
          />
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {rows?.length} buckets of {Math.round((traffic.data.step / 60) * 10) / 10} min, from the{' '}
              {traffic.data.resolution} series.
            </Text>
          </Group>
        </Stack>
      )}
    </MetricCard>
  );
}
