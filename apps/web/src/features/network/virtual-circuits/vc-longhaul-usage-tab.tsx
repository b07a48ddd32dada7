import { Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { VirtualCircuit } from '@portal/contract';
import { formatBytes } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useCurrentCustomer } from '@/api/session';
import { ErrorState } from '@/components/error-state';
import { TimeRangePicker } from '@/components/time-range-picker';
import { type ChartSeries, TimeSeriesChart } from '@/components/time-series-chart';
import type { TimeRange } from '@/lib/time-range';
import { useLonghaulUsage } from './api/vc-queries';
import { circuitUsage } from './longhaul-usage';
import { hasLonghaulUsage, useVcOfPage } from './vc-details-layout';

const DEFAULT_RANGE: TimeRange = { kind: 'preset', preset: '30d' };

/**
 * The longhaul-usage tab of a VC (spec 2; spec 5: only for the owner of a longhaul backbone or marketplace circuit
 * billed by usage; spec 7 `/metrics/customer/longhaul-usage`): the bytes the circuit carried per hour or day, with
 * the totals of the range, on the chart of the statistics tab.
 */
export function VcLonghaulUsageTab() {
  const vc: VirtualCircuit = useVcOfPage();
  const customer = useCurrentCustomer();
  const isEligible = hasLonghaulUsage(vc, customer.data?.customer_uuid);
  const [range, setRange] = useState<TimeRange>(DEFAULT_RANGE);
  const usage = useLonghaulUsage(vc.vc_circuit_id, range, isEligible);
  const shown = useMemo(() => circuitUsage(usage.data, vc.vc_circuit_id), [usage.data, vc.vc_circuit_id]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Received', colour: 'blue', values: shown.rx },
      { label: 'Sent', colour: 'teal', values: shown.tx },
    ],
    [shown],
  );

  if (customer.isPending) return <Skeleton h={260} />;
  if (!isEligible) {
    return (
      <Text size="sm" c="dimmed">
        Longhaul usage statistics are shown to the owner of a longhaul backbone or marketplace circuit billed by usage.
        This circuit is {vc.service_class} {vc.bandwidth.longhaul_type}.
      </Text>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <TimeRangePicker value={range} onChange={setRange} />
      </Group>
      <Card withBorder radius="md" padding="md">
        <Text fw={600} mb="xs">
          Longhaul usage of {vc.vc_circuit_id}
        </Text>
        {usage.isPending ? (
          <Skeleton h={260} />
        ) : usage.error ? (
          <ErrorState error={usage.error} title="The usage could not load" onRetry={() => void usage.refetch()} />
        ) : shown.timestamps.length === 0 ? (
          <Text size="sm" c="dimmed">
            No usage was measured in this range yet. A new circuit is measured from the minute it is active.
          </Text>
        ) : (
          <Stack gap="md">
            <Table aria-label="Usage summary" withRowBorders={false}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Received (rx)</Table.Th>
                  <Table.Th>Sent (tx)</Table.Th>
                  <Table.Th>Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>{formatBytes(shown.rxTotal)}</Table.Td>
                  <Table.Td>{formatBytes(shown.txTotal)}</Table.Td>
                  <Table.Td>{formatBytes(shown.rxTotal + shown.txTotal)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <TimeSeriesChart
              label={`Bytes carried by ${vc.vc_circuit_id}`}
              timestamps={shown.timestamps}
              series={series}
              formatValue={(value) => formatBytes(value)}
            />
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
