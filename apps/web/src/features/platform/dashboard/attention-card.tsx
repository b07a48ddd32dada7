import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { Dashboard } from '@portal/contract';
import { serviceTypeLabel } from '@portal/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format-date';
import { SUMMARY_COLORS } from '@/lib/summary-colour';
import { DashboardSection } from './dashboard-section';

/**
 * Services that are not active (provisioning, warning, error), newest change first; each opens its details
 * screen. Only services whose details screen exists are listed (`openableAttention`).
 */
export function AttentionCard({
  attention,
}: {
  attention: readonly { item: Dashboard['attention'][number]; detailsPath: string }[];
}) {
  return (
    <DashboardSection title="Needs attention">
      {attention.length === 0 ? (
        <Group gap="xs" c="green">
          <IconCircleCheck size={20} aria-hidden />
          <Text size="sm">Every service is active. Nothing needs your attention.</Text>
        </Group>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {attention.map(({ item, detailsPath }) => (
            <li key={item.circuit_id}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={detailsPath} size="sm" fw={500} truncate>
                    {item.name || item.circuit_id}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate>
                    {serviceTypeLabel(item.service_type)} · {item.circuit_id}
                    {item.state !== item.summary ? ` · state ${item.state}` : ''} · changed{' '}
                    {formatDateTime(item.updated_at)}
                  </Text>
                </Stack>
                {/* The summary is why the service is listed here (a disabled port is active but reads as warning). */}
                <Badge color={SUMMARY_COLORS[item.summary]} variant="light" tt="none" style={{ flexShrink: 0 }}>
                  {item.summary}
                </Badge>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
