import { Badge, Loader } from '@mantine/core';
import type { PortFacts } from '@portal/domain';
import { portBadge } from './port-badge';

/**
 * A port's status (spec 4): derived status, view label or summary, coloured by the summary; a spinner while it
 * changes, and the admin and operational status on hover when it reads warning.
 */
export function PortStatusBadge({ port, size = 'md' }: { port: PortFacts; size?: 'sm' | 'md' | 'lg' }) {
  const badge = portBadge(port);
  return (
    <Badge
      color={badge.color}
      variant="light"
      size={size}
      leftSection={badge.summary === 'provisioning' ? <Loader size={10} color={badge.color} /> : undefined}
      data-summary={badge.summary}
      title={badge.reason ?? undefined}
    >
      {badge.label}
    </Badge>
  );
}
