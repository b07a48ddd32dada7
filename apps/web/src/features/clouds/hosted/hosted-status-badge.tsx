import { Badge, Group, Loader, Tooltip } from '@mantine/core';
import type { HostedCloud } from '@portal/contract';
import { stateLabel } from '@/lib/state-label';
import { hasStateWarning, hostedBadge } from './hosted-display';

/**
 * A hosted connection's status (spec 4 hosted summary), with a spinner while the network or the cloud works on it,
 * and spec 4's alternate summary as a warning when the state is not a settled one.
 */
export function HostedStatusBadge({
  cloud,
  size = 'md',
}: {
  cloud: Pick<HostedCloud, 'state' | 'summary' | 'alternate_summary' | 'is_awaiting_acceptance'>;
  size?: 'sm' | 'md';
}) {
  const badge = hostedBadge(cloud);
  return (
    <Group gap={4} wrap="nowrap">
      <Badge
        color={badge.color}
        variant="light"
        size={size}
        data-summary={cloud.summary}
        leftSection={badge.isBusy ? <Loader size={10} color={badge.color} /> : undefined}
      >
        {badge.label}
      </Badge>
      {hasStateWarning(cloud) && (
        <Tooltip label={`State: ${stateLabel(cloud.state)}`}>
          <Badge color="yellow" variant="outline" size={size} data-alternate-summary="warning">
            Warning
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
