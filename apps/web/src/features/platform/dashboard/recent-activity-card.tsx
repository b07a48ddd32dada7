import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { formatDateTime } from '@/lib/format-date';
import { recentActivityQuery } from './api/dashboard-queries';
import { DashboardSection } from './dashboard-section';

/** The company's newest activity-log entries; shown only to users who may read the activity log. */
export function RecentActivityCard() {
  const activity = useQuery(recentActivityQuery(true));
  return (
    <DashboardSection
      title="Recent activity"
      action={
        <Anchor component={Link} to="/activity-logs" size="sm">
          View all
        </Anchor>
      }
    >
      {activity.isPending && <Skeleton h={120} />}
      {activity.isError && <ErrorState error={activity.error} onRetry={() => void activity.refetch()} />}
      {activity.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No activity yet.
        </Text>
      )}
      {activity.data && activity.data.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {activity.data.map((entry) => (
            <li key={entry.log_uuid}>
              <Text size="sm" lineClamp={2}>
                {entry.message}
              </Text>
              <Text size="xs" c="dimmed">
                {entry.user ?? 'System'} · {formatDateTime(entry.time_created)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
