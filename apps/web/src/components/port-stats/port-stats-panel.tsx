import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { TimeRangePicker } from '@/components/time-range-picker';
import { DEFAULT_TIME_RANGE, type TimeRange } from '@/lib/time-range';
import { ErrorsCard } from './errors-card';
import { OpticsCard } from './optics-card';
import { type MeasuredPort, TrafficCard } from './traffic-card';
import { WhatcastCard } from './whatcast-card';

/**
 * The statistics of a port or LAG (the stats-port tab of spec 2): traffic with its 95th percentile, packets by cast,
 * errors and optics over one time range (the last hour to 90 days, or a custom range), drawn with the fast
 * time-series chart. A range that ends now refreshes every minute. The port's own tab shows it, and so do a
 * point-to-point's tabs for each end's port, a hosted cloud connection's for its source port and a dedicated cloud
 * connection's for its port.
 */
export function PortStatsPanel({ port }: { port: MeasuredPort }) {
  const [range, setRange] = useState<TimeRange>(DEFAULT_TIME_RANGE);
  const circuitId = port.port_circuit_id;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <TimeRangePicker value={range} onChange={setRange} />
      </Group>
      <TrafficCard port={port} range={range} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <WhatcastCard circuitId={circuitId} range={range} />
        <ErrorsCard circuitId={circuitId} range={range} />
      </SimpleGrid>
      {/* A LAG has no optics of its own: its members' modules are read on their own pages. */}
      {!port.is_lag && <OpticsCard circuitId={circuitId} range={range} />}
    </Stack>
  );
}
