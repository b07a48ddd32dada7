import { usePortErrors } from '@/api/port-metrics';
import type { TimeRange } from '@/lib/time-range';
import { CounterCard, type CounterColumn } from './counter-card';

type ErrorColumn = 'rx_errors' | 'tx_errors' | 'rx_crc' | 'rx_discards' | 'tx_discards';

const COLUMNS: readonly CounterColumn<ErrorColumn>[] = [
  { key: 'rx_errors', label: 'Input errors', colour: 'red' },
  { key: 'tx_errors', label: 'Output errors', colour: 'red', isDashed: true },
  { key: 'rx_crc', label: 'CRC errors', colour: 'orange' },
  { key: 'rx_discards', label: 'Input discards', colour: 'yellow' },
  { key: 'tx_discards', label: 'Output discards', colour: 'yellow', isDashed: true },
];

/** Error counters of the port (spec 3 "error counters"): errors, CRC errors and discards per bucket. */
export function ErrorsCard({ circuitId, range }: { circuitId: string; range: TimeRange }) {
  const errors = usePortErrors(circuitId, range);
  return (
    <CounterCard
      title="Errors"
      description="Errors, CRC errors and discards per bucket; a dirty connector or a failing optic shows here first."
      circuitId={circuitId}
      columns={COLUMNS}
      query={errors}
      allZeroNote="No errors in this range."
    />
  );
}
