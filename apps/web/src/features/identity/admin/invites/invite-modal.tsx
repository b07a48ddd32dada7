import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type CreateTeamInviteRequest, createTeamInviteRequestSchema } from '@portal/contract';
import { useEffect, useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { applyServerErrors } from '@/lib/form-errors';
import { maxLengthOf } from '@/lib/max-length';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { groupLabel, groupOptions } from '../group-label';
import { useCreateInvite } from './api/use-create-invite';

/** Invites someone by e-mail into the company and a group; the link in the e-mail is valid for seven days. */
export function InviteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateInvite();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<CreateTeamInviteRequest>({
    initialValues: { email: '', group: 'regular' },
    validate: zodFormResolver<CreateTeamInviteRequest>(createTeamInviteRequestSchema),
  });
  useUnsavedChanges(() => opened && form.isDirty());

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts empty each time the dialog opens.
  useEffect(() => {
    if (!opened) return;
    form.reset();
    setRefusal(null);
  }, [opened]);

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    create.mutate(values, {
      onSuccess: (invite) => {
        notifications.show({
          color: 'green',
          title: 'Invitation sent',
          message: `${invite.email} is invited to join as ${groupLabel(invite.group)}.`,
        });
        onClose();
      },
      onError: (error) => setRefusal(applyServerErrors(form, error, ['email', 'group'])),
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Invite a user" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            We e-mail a link to join your company. The invitee chooses a login and password; the link works for seven
            days.
          </Text>
          <FormErrorAlert message={refusal} title="The invitation was not sent" />
          <LimitedTextInput
            limit={maxLengthOf(createTeamInviteRequestSchema, 'email')}
            label="E-mail address"
            type="email"
            withAsterisk
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Select
            label="Group"
            data={groupOptions}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('group')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
