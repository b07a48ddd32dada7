import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Alert } from '@portal/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { formatDateTime } from '@/lib/format-date';
import { openAlertsQuery } from './api/alert-queries';
import { type CanOpen, openableAlerts } from './dashboard-links';
import { DashboardSection } from './dashboard-section';

/** spec 9 traffic colours: yellow at warn, red at alarm. */
const SEVERITY_COLORS: Record<Alert['severity'], string> = { warning: 'yellow', alarm: 'red' };
const KIND_LABELS: Record<Alert['kind'], string> = {
  utilisation: 'Utilisation',
  workflow_failed: 'Provisioning failed',
};

function AlertItem({ alert, detailsPath }: { alert: Alert; detailsPath: string }) {
  return (
    <li>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={detailsPath} size="sm" fw={500} truncate>
            {alert.object_id}
          </Anchor>
          <Text size="sm" lineClamp={2}>
            {alert.message}
          </Text>
          <Text size="xs" c="dimmed">
            {KIND_LABELS[alert.kind]} · raised {formatDateTime(alert.raised_at)}
          </Text>
        </Stack>
        <Badge color={SEVERITY_COLORS[alert.severity]} variant="light" tt="none">
          {alert.severity}
        </Badge>
      </Group>
    </li>
  );
}

/**
 * The company's open alerts (interfaces over the spec 9 traffic thresholds, failed provisioning), newest first;
 * each opens its circuit's details screen, and alerts of circuits without one are not listed (`openableAlerts`).
 * Live `alert` events refresh it as alerts are raised and cleared.
 */
export function OpenAlertsCard({ canOpen }: { canOpen: CanOpen }) {
  const alerts = useQuery(openAlertsQuery());
  const openable = alerts.data ? openableAlerts(alerts.data, canOpen) : undefined;
  return (
    <DashboardSection title="Open alerts">
      {alerts.isPending && <Skeleton h={120} />}
      {alerts.isError && <ErrorState error={alerts.error} onRetry={() => void alerts.refetch()} />}
      {openable?.length === 0 && (
        <Group gap="xs" c="green">
          <IconCircleCheck size={20} aria-hidden />
          <Text size="sm">No open alerts. Every interface is under its traffic thresholds.</Text>
        </Group>
      )}
      {openable && openable.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {openable.map(({ alert, detailsPath }) => (
            <AlertItem key={alert.uuid} alert={alert} detailsPath={detailsPath} />
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
