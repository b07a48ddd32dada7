import { Badge, Loader } from '@mantine/core';
import type { CloudRouter, CloudRouterConnection } from '@portal/contract';
import { connectionBadge, routerBadge, type StatusBadge } from './cloud-router-display';

function StatusBadgeView({ badge, size, summary }: { badge: StatusBadge; size: 'sm' | 'md'; summary: string }) {
  return (
    <Badge
      color={badge.color}
      variant="light"
      size={size}
      data-summary={summary}
      leftSection={badge.isBusy ? <Loader size={10} color={badge.color} /> : undefined}
    >
      {badge.label}
    </Badge>
  );
}

/** A router's status (spec 4 summary), with a spinner while the network works on it. */
export function RouterStatusBadge({
  router,
  size = 'md',
}: {
  router: Pick<CloudRouter, 'state' | 'summary'>;
  size?: 'sm' | 'md';
}) {
  return <StatusBadgeView badge={routerBadge(router)} size={size} summary={router.summary} />;
}

/** A connection's status (spec 4: provisioning unless settled), with a spinner while the network works on it. */
export function ConnectionStatusBadge({
  connection,
  size = 'md',
}: {
  connection: Pick<CloudRouterConnection, 'state' | 'is_provisioning' | 'pending_delete'> &
    Partial<Pick<CloudRouterConnection, 'connection_type' | 'service_provider' | 'cloud_settings'>>;
  size?: 'sm' | 'md';
}) {
  return <StatusBadgeView badge={connectionBadge(connection)} size={size} summary={connection.state} />;
}
