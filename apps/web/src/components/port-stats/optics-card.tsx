import { Badge, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { isLossOfSignal, OPTIC_LIMITS, type OpticReading, opticColour } from '@portal/domain';
import { useMemo, useState } from 'react';
import { usePortOptics } from '@/api/port-metrics';
import type { ChartColour } from '@/components/chart-palette';
import { type ChartSeries, TimeSeriesChart } from '@/components/time-series-chart';
import { formatDateTime } from '@/lib/format-date';
import type { TimeRange } from '@/lib/time-range';
import { MetricCard } from './metric-card';
import { lanesOf, latestOptics, opticValue } from './metric-summaries';

interface ReadingChoice {
  value: OpticReading;
  label: string;
  isPerLane: boolean;
}

const RECEIVE_POWER: ReadingChoice = { value: 'receive_power', label: 'Receive power', isPerLane: true };
const READINGS: readonly ReadingChoice[] = [
  RECEIVE_POWER,
  { value: 'output_power', label: 'Output power', isPerLane: true },
  { value: 'bias_current', label: 'Bias current', isPerLane: true },
  { value: 'module_temperature', label: 'Temperature', isPerLane: false },
  { value: 'module_voltage', label: 'Voltage', isPerLane: false },
];
const LANE_COLOURS: readonly ChartColour[] = ['blue', 'teal', 'grape', 'orange'];

/** A reading with its unit, to two decimals ("-5.31 dBm"). */
function withUnit(reading: OpticReading, value: number): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${OPTIC_LIMITS[reading].unit}`;
}

/** Optical powers that can read no light at all. */
const POWERS: readonly OpticReading[] = ['output_power', 'receive_power'];

/**
 * A reading in the colour of spec 9's thresholds (gray no data, yellow warn, red alarm); a power with no light at
 * all says so: loss of signal.
 */
function ReadingBadge({ reading, value }: { reading: OpticReading; value: number | null }) {
  const colour = opticColour(reading, value);
  const isDark = POWERS.includes(reading) && isLossOfSignal(value);
  let text = value === null ? 'No data' : withUnit(reading, value);
  if (isDark) text = `Loss of signal (${text})`;
  return (
    <Badge color={colour} variant="light" tt="none" fw={600}>
      {text}
    </Badge>
  );
}

/**
 * Optics of the port (spec 3 "optics"): the newest module temperature and voltage and each lane's bias current,
 * output and receive power, coloured by how close each is to the module's alarm limits (spec 9 thresholds), and
 * the chosen reading over the range, one line per lane.
 */
export function OpticsCard({ circuitId, range }: { circuitId: string; range: TimeRange }) {
  const optics = usePortOptics(circuitId, range);
  const [reading, setReading] = useState<OpticReading>('receive_power');
  const rows = optics.data?.series;
  const latest = rows ? latestOptics(rows) : null;
  const lanes = rows ? lanesOf(rows) : [];
  const choice = READINGS.find((item) => item.value === reading) ?? RECEIVE_POWER;
  const timestamps = useMemo(() => (rows ?? []).map((row) => row.timestamp), [rows]);
  const series = useMemo<ChartSeries[]>(() => {
    const lines = choice.isPerLane ? lanesOf(rows ?? []) : [0];
    return lines.map((lane, index) => ({
      label: choice.isPerLane ? `Lane ${lane}` : choice.label,
      colour: LANE_COLOURS[index % LANE_COLOURS.length] ?? 'blue',
      values: (rows ?? []).map((row) => opticValue(row, choice.value, lane)),
    }));
  }, [rows, choice]);

  return (
    <MetricCard
      title="Optics"
      description={
        latest ? `Newest reading ${formatDateTime(new Date(latest.timestamp * 1000).toISOString())}` : undefined
      }
      isPending={optics.isPending}
      error={optics.error}
      onRetry={() => void optics.refetch()}
      isEmpty={!latest}
    >
      {latest && (
        <Stack gap="md">
          <Text size="sm">
            Module temperature <ReadingBadge reading="module_temperature" value={latest.module_temperature} /> · voltage{' '}
            <ReadingBadge reading="module_voltage" value={latest.module_voltage} />
          </Text>
          <Table.ScrollContainer minWidth={480} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table aria-label="Optics by lane" withRowBorders={false}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Lane</Table.Th>
                  <Table.Th>Bias current</Table.Th>
                  <Table.Th>Output power</Table.Th>
                  <Table.Th>Receive power</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lanes.map((lane) => (
                  <Table.Tr key={lane}>
                    <Table.Th scope="row">Lane {lane}</Table.Th>
                    {(['bias_current', 'output_power', 'receive_power'] as const).map((item) => (
                      <Table.Td key={item}>
                        <ReadingBadge reading={item} value={opticValue(latest, item, lane)} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <SegmentedControl
            aria-label="Optic reading to chart"
            size="xs"
            data={READINGS.map(({ value, label }) => ({ value, label }))}
            value={reading}
            onChange={(value) => setReading(value as OpticReading)}
          />
          <TimeSeriesChart
            label={`${choice.label} of ${circuitId}`}
            timestamps={timestamps}
            series={series}
            formatValue={(value) => withUnit(choice.value, value)}
            height={220}
          />
        </Stack>
      )}
    </MetricCard>
  );
}
