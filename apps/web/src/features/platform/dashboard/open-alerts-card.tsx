import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Alert } from '@portal/contract';
import { circuitLookupPath } from '@portal/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { formatDateTime } from '@/lib/format-date';
import { openAlertsQuery } from './api/alert-queries';
import { DashboardSection } from './dashboard-section';

/** spec 9 traffic colours: yellow at warn, red at alarm. */
const SEVERITY_COLORS: Record<Alert['severity'], string> = { warning: 'yellow', alarm: 'red' };
const KIND_LABELS: Record<Alert['kind'], string> = {
  utilisation: 'Utilisation',
  workflow_failed: 'Provisioning failed',
};

function AlertItem({ alert }: { alert: Alert }) {
  return (
    <li>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={circuitLookupPath(alert.object_id)} size="sm" fw={500} truncate>
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
 * each opens its circuit. Live `alert` events refresh it as alerts are raised and cleared.
 */
export function OpenAlertsCard() {
  const alerts = useQuery(openAlertsQuery());
  return (
    <DashboardSection title="Open alerts">
      {alerts.isPending && <Skeleton h={120} />}
      {alerts.isError && <ErrorState error={alerts.error} onRetry={() => void alerts.refetch()} />}
      {alerts.data?.length === 0 && (
        <Group gap="xs" c="green">
          <IconCircleCheck size={20} aria-hidden />
          <Text size="sm">No open alerts. Every interface is under its traffic thresholds.</Text>
        </Group>
      )}
      {alerts.data && alerts.data.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {alerts.data.map((alert) => (
            <AlertItem key={alert.uuid} alert={alert} />
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
