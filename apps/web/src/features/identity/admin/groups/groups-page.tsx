import { Accordion, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { PERMISSIONS } from '@portal/domain';
import { useSearchParams } from 'react-router';
import { useCan } from '@/api/use-can';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { groupLabel } from '../group-label';
import { useGroups } from './api/groups-query';
import { GroupDetails } from './group-details';

const GROUP_DESCRIPTIONS: Record<string, string> = {
  admin: 'Everything, including users, company settings and API keys.',
  regular: 'Orders and manages services; no user or company administration.',
  'read-only': 'Sees everything, changes nothing.',
  support: 'Sees everything and can act on behalf of customers.',
  sales: 'Sees everything and prepares quotes.',
};

/** /admin/groups (spec 2 and 6): each group with the company's users in it and its permission keys. */
export function GroupsPage() {
  const groups = useGroups();
  const canUpdate = useCan(PERMISSIONS.USER_UPDATE);
  const [searchParams, setSearchParams] = useSearchParams();
  const opened = searchParams.get('group');

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        order={2}
        title="Groups"
        description="A user's group decides what they may do. Change a user's group on the Active users screen."
      />
      {groups.isPending && (
        <Stack gap="xs">
          <Skeleton h={52} />
          <Skeleton h={52} />
          <Skeleton h={52} />
        </Stack>
      )}
      {groups.isError && <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />}
      {groups.data && (
        <Accordion
          variant="separated"
          value={opened}
          onChange={(value) => setSearchParams(value ? { group: value } : {}, { replace: true })}
        >
          {groups.data.map((group) => (
            <Accordion.Item key={group.id} value={group.id}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="sm">
                  <div>
                    <Text fw={600}>{groupLabel(group.name)}</Text>
                    <Text size="xs" c="dimmed">
                      {GROUP_DESCRIPTIONS[group.id] ?? ''}
                    </Text>
                  </div>
                  <Group gap={6} wrap="nowrap">
                    <Badge variant="light">{group.user_count === 1 ? '1 user' : `${group.user_count} users`}</Badge>
                    <Badge variant="light" color="gray">
                      {group.permission_count} permissions
                    </Badge>
                  </Group>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <GroupDetails groupId={group.id} canUpdate={canUpdate} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Card>
  );
}
