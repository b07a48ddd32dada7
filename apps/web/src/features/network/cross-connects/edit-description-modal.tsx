import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type OutboundCrossConnect, USER_DESCRIPTION_MAX, updateOutboundCrossConnectSchema } from '@portal/contract';
import { useEffect, useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextarea } from '@/components/limited-input';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useUpdateCrossConnect } from './api/use-update-cross-connect';

interface EditDescriptionModalProps {
  /** The cross connect whose description is edited; null while the dialog is closed. */
  crossConnect: OutboundCrossConnect | null;
  onClose: () => void;
}

/** Edits the customer's own description of a cross connect (wire reference 3.13 `user_description`). */
export function EditDescriptionModal({ crossConnect, onClose }: EditDescriptionModalProps) {
  const update = useUpdateCrossConnect();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    initialValues: { user_description: '' },
    validate: zodFormResolver<{ user_description: string }>(updateOutboundCrossConnectSchema),
  });
  // The form is filled from the cross connect when the dialog opens: a change is a difference from it.
  useUnsavedChanges(
    () => crossConnect !== null && form.getValues().user_description !== (crossConnect.user_description ?? ''),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is filled again only when the dialog opens.
  useEffect(() => {
    if (!crossConnect) return;
    form.setValues({ user_description: crossConnect.user_description ?? '' });
    form.clearErrors();
    setRefusal(null);
    update.reset();
  }, [crossConnect]);

  const submit = form.onSubmit((values) => {
    if (!crossConnect) return;
    setRefusal(null);
    update.mutate(
      { circuitId: crossConnect.circuit_id, userDescription: values.user_description },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: `${crossConnect.circuit_id} is saved.` });
          onClose();
        },
        onError: (error) => setRefusal(applyServerErrors(form, error, ['user_description'])),
      },
    );
  });

  return (
    <Modal opened={crossConnect !== null} onClose={onClose} title="Edit your description" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={refusal} title="The description was not saved" />
          <LimitedTextarea
            label="Your description"
            description="Shown to your team only; the order's own description stays as it was placed."
            autosize
            minRows={2}
            limit={USER_DESCRIPTION_MAX}
            data-autofocus
            {...form.getInputProps('user_description')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
