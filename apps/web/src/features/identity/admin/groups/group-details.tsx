import { ActionIcon, Badge, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { User } from '@portal/contract';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/error-state';
import { groupLabel } from '../group-label';
import { useRemoveFromGroup } from '../users/api/use-remove-from-group';
import { useGroupPermissions } from './api/group-permissions-query';
import { useGroupUsers } from './api/group-users-query';

/** The fallback group: taking a user out of a group puts them here, so nobody can be taken out of it. */
const FALLBACK_GROUP = 'read-only';

function GroupUsers({ groupId, canUpdate }: { groupId: string; canUpdate: boolean }) {
  const users = useGroupUsers(groupId);
  const remove = useRemoveFromGroup();
  const [toRemove, setToRemove] = useState<User | null>(null);
  const canRemove = canUpdate && groupId !== FALLBACK_GROUP;

  if (users.isPending) return <Skeleton h={60} />;
  if (users.isError) return <ErrorState error={users.error} onRetry={() => void users.refetch()} />;
  if (users.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nobody in your company is in this group.
      </Text>
    );
  }
  return (
    <>
      <Table verticalSpacing={6} aria-label={`Users in ${groupLabel(groupId)}`}>
        <Table.Tbody>
          {users.data.map((user) => (
            <Table.Tr key={user.uuid}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {`${user.first_name} ${user.last_name}`.trim()}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {user.login}
                </Text>
              </Table.Td>
              {canRemove && (
                <Table.Td w={40}>
                  <Tooltip label="Remove from group">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${user.login} from ${groupLabel(groupId)}`}
                      onClick={() => setToRemove(user)}
                    >
                      <IconUserMinus size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmDialog
        opened={toRemove !== null}
        title="Remove from group"
        confirmLabel="Remove"
        isPending={remove.isPending}
        onClose={() => setToRemove(null)}
        onConfirm={() => {
          if (!toRemove) return;
          remove.mutate(
            { uuid: toRemove.uuid, groupId },
            {
              onSuccess: (user) => {
                notifications.show({ color: 'green', message: `${user.login} is now ${groupLabel(user.group)}.` });
                setToRemove(null);
              },
            },
          );
        }}
      >
        Remove <b>{toRemove?.login}</b> from {groupLabel(groupId)}? Every user belongs to one group, so they become{' '}
        {groupLabel(FALLBACK_GROUP)}: they can look but not change anything.
      </ConfirmDialog>
    </>
  );
}

function GroupPermissions({ groupId }: { groupId: string }) {
  const permissions = useGroupPermissions(groupId);
  if (permissions.isPending) return <Skeleton h={60} />;
  if (permissions.isError) return <ErrorState error={permissions.error} onRetry={() => void permissions.refetch()} />;
  if (permissions.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This group has no permissions.
      </Text>
    );
  }
  return (
    <Group gap={6} role="group" aria-label={`Permissions of ${groupLabel(groupId)}`}>
      {permissions.data.map((key) => (
        <Badge key={key} variant="outline" color="gray" tt="none" fw={500} ff="monospace">
          {key}
        </Badge>
      ))}
    </Group>
  );
}

/** A group's users and its permission keys, side by side. */
export function GroupDetails({ groupId, canUpdate }: { groupId: string; canUpdate: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs">
        <Title order={4} size="h6" tt="uppercase" c="dimmed">
          Users
        </Title>
        <GroupUsers groupId={groupId} canUpdate={canUpdate} />
      </Stack>
      <Stack gap="xs">
        <Title order={4} size="h6" tt="uppercase" c="dimmed">
          Permissions
        </Title>
        <GroupPermissions groupId={groupId} />
      </Stack>
    </SimpleGrid>
  );
}
