import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { User } from '@portal/contract';
import { type GroupName, isGroupName } from '@portal/domain';
import { useEffect, useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { refusalMessage } from '@/lib/form-errors';
import { groupLabel, groupOptions } from '../group-label';
import { useUpdateUser } from './api/use-update-user';

/** Moves a user to another group (spec 6: the group decides the permissions). */
export function ChangeGroupModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  const update = useUpdateUser();
  const [group, setGroup] = useState<GroupName | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    setGroup(user && isGroupName(user.group) ? user.group : null);
    setRefusal(null);
  }, [user]);

  const save = () => {
    if (!user || !group) return;
    setRefusal(null);
    update.mutate(
      { uuid: user.uuid, changes: { group } },
      {
        onSuccess: (updated) => {
          notifications.show({ color: 'green', message: `${updated.login} is now in ${groupLabel(updated.group)}.` });
          onClose();
        },
        onError: (error) => setRefusal(refusalMessage(error)),
      },
    );
  };

  return (
    <Modal opened={user !== null} onClose={onClose} title="Change group" centered>
      <Stack gap="md">
        <Text size="sm">
          Choose the group of <b>{user?.login}</b>. Their permissions change at once.
        </Text>
        <FormErrorAlert message={refusal} title="The group was not changed" />
        <Select
          label="Group"
          data={groupOptions}
          value={group}
          onChange={(value) => setGroup(value && isGroupName(value) ? value : null)}
          allowDeselect={false}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button onClick={save} loading={update.isPending} disabled={!group || group === user?.group}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
