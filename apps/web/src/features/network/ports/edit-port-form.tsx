import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PO_NUMBER_MAX, PORT_DESCRIPTION_MAX, type Port, updatePortRequestSchema } from '@portal/contract';
import { useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextarea, LimitedTextInput } from '@/components/limited-input';
import { EditFormActions } from '@/components/service-pages/edit-form-actions';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useUpdatePort } from './api/port-mutations';

interface EditValues {
  description: string;
  po_number: string;
}

const validate = zodFormResolver<EditValues>(updatePortRequestSchema);

/**
 * Changes a port's description and PO number (a LAG's description: `PATCH /lags/{id}` takes no PO number). An
 * emptied PO number is sent as null, which removes it.
 */
export function EditPortForm({ port, onDone }: { port: Port; onDone: () => void }) {
  const update = useUpdatePort(port);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<EditValues>({
    initialValues: { description: port.description, po_number: port.po_number ?? '' },
    validate,
  });
  const unsaved = useUnsavedChanges(() => form.isDirty());

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    const changes = port.is_lag
      ? { description: values.description }
      : { description: values.description, po_number: values.po_number.trim() === '' ? null : values.po_number };
    update.mutate(changes, {
      onSuccess: () => {
        unsaved.release();
        notifications.show({ color: 'green', message: `${port.port_circuit_id} was updated.` });
        onDone();
      },
      onError: (error) => setRefusal(applyServerErrors(form, error, ['description', 'po_number'])),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={520}>
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
        {!port.is_lag && (
          <LimitedTextInput
            label="PO number"
            description="Leave empty to remove it."
            limit={PO_NUMBER_MAX}
            {...form.getInputProps('po_number')}
          />
        )}
        <EditFormActions isSaving={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
