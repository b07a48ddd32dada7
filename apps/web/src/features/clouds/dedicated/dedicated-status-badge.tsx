import { Badge, Loader } from '@mantine/core';
import type { DedicatedCloud } from '@portal/contract';
import { dedicatedBadge } from './dedicated-display';

/** A dedicated connection's status (spec 4 summary), with a spinner while the network works on it. */
export function DedicatedStatusBadge({
  cloud,
  size = 'md',
}: {
  cloud: Pick<DedicatedCloud, 'state' | 'summary'>;
  size?: 'sm' | 'md';
}) {
  const badge = dedicatedBadge(cloud);
  return (
    <Badge
      color={badge.color}
      variant="light"
      size={size}
      data-summary={cloud.summary}
      leftSection={badge.isBusy ? <Loader size={10} color={badge.color} /> : undefined}
    >
      {badge.label}
    </Badge>
  );
}
