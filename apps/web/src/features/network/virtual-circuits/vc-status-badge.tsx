import { Badge, Loader } from '@mantine/core';
import type { VirtualCircuit } from '@portal/contract';
import { vcBadge } from './vc-display';

/** A VC's status (spec 4 summary, the state while the network works on it), with a spinner while it changes. */
export function VcStatusBadge({
  vc,
  size = 'md',
}: {
  vc: Pick<VirtualCircuit, 'state' | 'summary'>;
  size?: 'sm' | 'md';
}) {
  const badge = vcBadge(vc);
  return (
    <Badge
      color={badge.color}
      variant="light"
      size={size}
      data-summary={badge.summary}
      leftSection={badge.summary === 'provisioning' ? <Loader size={10} color={badge.color} /> : undefined}
    >
      {badge.label}
    </Badge>
  );
}
