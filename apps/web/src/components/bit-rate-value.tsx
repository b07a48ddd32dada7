import { Select, Text } from '@mantine/core';
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

const UNITS = (Object.keys(TRAFFIC_UNITS) as TrafficUnit[]).map((unit) => ({
  value: unit,
  label: trafficUnitLabel(unit),
}));

/** The unit a traffic chart and its figures are shown in (bps to Tbps). */
export function TrafficUnitSelect({ value, onChange }: { value: TrafficUnit; onChange: (unit: TrafficUnit) => void }) {
  return (
    <Select
      aria-label="Traffic unit"
      size="xs"
      w={100}
      data={UNITS}
      value={value}
      onChange={(unit) => unit && onChange(unit as TrafficUnit)}
      allowDeselect={false}
    />
  );
}
