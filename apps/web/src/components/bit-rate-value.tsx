import { Text } from '@mantine/core';
import { formatBitRate, TRAFFIC_UNITS, type TrafficUnit, trafficUnitLabel } from '@portal/domain';

/**
 * A value in the chosen unit, with its unit ("8.41 Gbps", "553,120,106 bps"): fractions only where they carry
 * meaning. A large value in a small unit also shows its reading in the fitting unit ("553.12 Mbps").
 */
export function BitRateValue({ value, unit }: { value: number; unit: TrafficUnit }) {
  const magnitude = Math.abs(value);
  const fractionDigits = magnitude >= 1000 ? 0 : magnitude >= 1 ? 2 : 3;
  const bitsPerSecond = value * TRAFFIC_UNITS[unit];
  return (
    <>
      {value.toLocaleString('en-US', { maximumFractionDigits: fractionDigits })} {trafficUnitLabel(unit)}
      {magnitude >= 1000 && (
        <Text span size="xs" c="dimmed" ml={6}>
          ({formatBitRate(bitsPerSecond)})
        </Text>
      )}
    </>
  );
}
