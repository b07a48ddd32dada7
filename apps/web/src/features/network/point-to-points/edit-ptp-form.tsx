import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  PO_NUMBER_MAX,
  PORT_DESCRIPTION_MAX,
  type PointToPoint,
  type UpdatePointToPointRequest,
} from '@portal/contract';
import { messages } from '@portal/domain';
import { useState } from 'react';
import { describeError, isApiError } from '@/api/api-error';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextarea, LimitedTextInput } from '@/components/limited-input';
import { useUpdatePtp } from './api/ptp-mutations';

interface EditValues {
  description: string;
  po_number: string;
}

/** `PATCH /v2/services/point-to-point/{ptp_uuid}`: the description and PO number; only what changed is sent. */
export function EditPtpForm({ ptp, onDone }: { ptp: PointToPoint; onDone: () => void }) {
  const update = useUpdatePtp(ptp);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<EditValues>({
    initialValues: { description: ptp.description, po_number: ptp.po_number ?? '' },
    validate: {
      description: (value) =>
        !value.trim()
          ? messages.required
          : value.length > PORT_DESCRIPTION_MAX
            ? messages.maxLength(PORT_DESCRIPTION_MAX)
            : null,
      po_number: (value) => (value.length > PO_NUMBER_MAX ? messages.maxLength(PO_NUMBER_MAX) : null),
    },
  });

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    const changes: UpdatePointToPointRequest = {};
    if (values.description !== ptp.description) changes.description = values.description;
    if (values.po_number !== (ptp.po_number ?? '')) changes.po_number = values.po_number.trim() || null;
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(changes, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${ptp.ptp_circuit_id} was updated.` });
        onDone();
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : undefined;
        if (!fields) return setRefusal(describeError(error));
        const known = Object.entries(fields).filter(([name]) => name === 'description' || name === 'po_number');
        form.setErrors(Object.fromEntries(known));
        if (known.length < Object.keys(fields).length) setRefusal(Object.values(fields).join(' '));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={640}>
        <FormErrorAlert message={refusal} title="The change was not saved" />
        <LimitedTextarea
          label="Description"
          withAsterisk
          autosize
          minRows={2}
          limit={PORT_DESCRIPTION_MAX}
          data-autofocus
          {...form.getInputProps('description')}
        />
        <LimitedTextInput
          label="PO number"
          description="Leave empty to remove it."
          limit={PO_NUMBER_MAX}
          {...form.getInputProps('po_number')}
        />
        <Group>
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
