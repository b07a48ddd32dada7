import { usePortWhatcast } from '@/api/port-metrics';
import type { TimeRange } from '@/lib/time-range';
import { CounterCard, type CounterColumn } from './counter-card';

type WhatcastColumn = 'rx_unicast' | 'rx_multicast' | 'rx_broadcast' | 'tx_unicast' | 'tx_multicast' | 'tx_broadcast';

const COLUMNS: readonly CounterColumn<WhatcastColumn>[] = [
  { key: 'rx_unicast', label: 'Unicast in', colour: 'blue' },
  { key: 'rx_multicast', label: 'Multicast in', colour: 'grape' },
  { key: 'rx_broadcast', label: 'Broadcast in', colour: 'orange' },
  { key: 'tx_unicast', label: 'Unicast out', colour: 'blue', isDashed: true },
  { key: 'tx_multicast', label: 'Multicast out', colour: 'grape', isDashed: true },
  { key: 'tx_broadcast', label: 'Broadcast out', colour: 'orange', isDashed: true },
];

/** Packets by cast (spec 3 "broadcast, multicast, unicast counts"), received and sent. */
export function WhatcastCard({ circuitId, range }: { circuitId: string; range: TimeRange }) {
  const whatcast = usePortWhatcast(circuitId, range);
  return (
    <CounterCard
      title="Packets by cast"
      description="Unicast, multicast and broadcast packets per bucket, received (solid) and sent (dashed)."
      circuitId={circuitId}
      columns={COLUMNS}
      query={whatcast}
    />
  );
}
