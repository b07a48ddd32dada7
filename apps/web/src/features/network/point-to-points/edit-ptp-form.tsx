import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type PointToPoint, updatePointToPointRequestSchema } from '@portal/contract';
import { useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { EditFormActions } from '@/components/service-pages/edit-form-actions';
import { OrderReferenceFields } from '@/components/service-pages/order-page';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { changedFields } from '@/lib/changed-fields';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useUpdatePtp } from './api/ptp-mutations';

interface EditValues {
  description: string;
  po_number: string;
}

const validate = zodFormResolver<EditValues>(updatePointToPointRequestSchema);

/**
 * `PATCH /v2/services/point-to-point/{ptp_uuid}`: the description and PO number, checked with the contract's own
 * schema; only what changed is sent, and an emptied PO number is sent as null, which removes it.
 */
export function EditPtpForm({ ptp, onDone }: { ptp: PointToPoint; onDone: () => void }) {
  const update = useUpdatePtp(ptp);
  const [refusal, setRefusal] = useState<string | null>(null);
  const saved: EditValues = { description: ptp.description, po_number: ptp.po_number ?? '' };
  const form = useForm<EditValues>({ initialValues: saved, validate });
  const unsaved = useUnsavedChanges(() => form.isDirty());

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    const changes = changedFields(saved, values);
    if (Object.keys(changes).length === 0) return onDone();
    const body = {
      ...(changes.description === undefined ? {} : { description: changes.description }),
      ...(changes.po_number === undefined ? {} : { po_number: changes.po_number.trim() || null }),
    };
    update.mutate(body, {
      onSuccess: () => {
        unsaved.release();
        notifications.show({ color: 'green', message: `${ptp.ptp_circuit_id} was updated.` });
        onDone();
      },
      onError: (error) => setRefusal(applyServerErrors(form, error, ['description', 'po_number'])),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={640}>
        <FormErrorAlert message={refusal} title="The change was not saved" />
        <OrderReferenceFields
          description={form.getInputProps('description')}
          poNumber={form.getInputProps('po_number')}
          hints={{ poNumber: 'Leave empty to remove it.' }}
          isDescriptionFocused
        />
        <EditFormActions isSaving={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
