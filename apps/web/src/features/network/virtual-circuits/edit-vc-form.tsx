import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PO_NUMBER_MAX, PORT_DESCRIPTION_MAX, type UpdateVcRequest, type VirtualCircuit } from '@portal/contract';
import { messages } from '@portal/domain';
import { useState } from 'react';
import { describeError, isApiError } from '@/api/api-error';
import { FormErrorAlert } from '@/components/form-error-alert';
import { EditFormActions } from '@/components/service-pages/edit-form-actions';
import { useUpdateVc } from './api/vc-mutations';

interface EditValues {
  description: string;
  po_number: string;
  rate_limit_in: number | '';
  rate_limit_out: number | '';
  vlan_a: number | '';
  vlan_z: number | '';
}

/** The server's field names on this form. */
const FIELD_NAMES: Record<string, keyof EditValues> = {
  description: 'description',
  po_number: 'po_number',
  rate_limit_in: 'rate_limit_in',
  rate_limit_out: 'rate_limit_out',
  'interfaces.0.vlan': 'vlan_a',
  'interfaces.1.vlan': 'vlan_z',
};

/**
 * `PATCH /v2/services/{id}`: description and PO number change at once; rate limits and the ends' VLANs are
 * configured by the network (the circuit shows provisioning until done). Only what changed is sent.
 */
export function EditVcForm({ vc, onDone }: { vc: VirtualCircuit; onDone: () => void }) {
  const update = useUpdateVc(vc.vc_circuit_id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [endA, endZ] = vc.interfaces;
  const isTagged = (end: typeof endA) => end !== undefined && !end.untagged && end.svlan === null && end.vlan !== null;
  const form = useForm<EditValues>({
    initialValues: {
      description: vc.description,
      po_number: vc.po_number ?? '',
      rate_limit_in: vc.rate_limit_in ?? '',
      rate_limit_out: vc.rate_limit_out ?? '',
      vlan_a: endA?.vlan ?? '',
      vlan_z: endZ?.vlan ?? '',
    },
    validate: {
      description: (value) => (value.trim() ? null : messages.required),
      vlan_a: (value) =>
        isTagged(endA) && (value === '' || value < 4 || value > 4094) ? messages.between(4, 4094) : null,
      vlan_z: (value) =>
        isTagged(endZ) && (value === '' || value < 4 || value > 4094) ? messages.between(4, 4094) : null,
    },
  });

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    const changes: UpdateVcRequest = {};
    if (values.description !== vc.description) changes.description = values.description;
    if (values.po_number !== (vc.po_number ?? '')) changes.po_number = values.po_number.trim() || null;
    if (values.rate_limit_in !== '' && values.rate_limit_in !== vc.rate_limit_in)
      changes.rate_limit_in = values.rate_limit_in;
    if (values.rate_limit_out !== '' && values.rate_limit_out !== vc.rate_limit_out) {
      changes.rate_limit_out = values.rate_limit_out;
    }
    const isVlanChange =
      (isTagged(endA) && values.vlan_a !== endA?.vlan) || (isTagged(endZ) && values.vlan_z !== endZ?.vlan);
    if (isVlanChange && endA && endZ) {
      changes.interfaces = [
        { port_circuit_id: endA.port_circuit_id, vlan: values.vlan_a === '' ? undefined : values.vlan_a },
        { port_circuit_id: endZ.port_circuit_id, vlan: values.vlan_z === '' ? undefined : values.vlan_z },
      ];
    }
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(changes, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${vc.vc_circuit_id} was updated.` });
        onDone();
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : undefined;
        if (!fields) return setRefusal(describeError(error));
        const mapped = Object.entries(fields).filter(([name]) => name in FIELD_NAMES);
        form.setErrors(Object.fromEntries(mapped.map(([name, message]) => [FIELD_NAMES[name] ?? name, message])));
        if (mapped.length < Object.keys(fields).length) setRefusal(Object.values(fields).join(' '));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={640}>
        <FormErrorAlert message={refusal} title="The change was not saved" />
        <Textarea
          label="Description"
          withAsterisk
          autosize
          minRows={2}
          maxLength={PORT_DESCRIPTION_MAX}
          data-autofocus
          {...form.getInputProps('description')}
        />
        <TextInput
          label="PO number"
          description="Leave empty to remove it."
          maxLength={PO_NUMBER_MAX}
          {...form.getInputProps('po_number')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Rate limit in (Mbps)"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('rate_limit_in')}
          />
          <NumberInput
            label="Rate limit out (Mbps)"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('rate_limit_out')}
          />
          {isTagged(endA) && (
            <NumberInput
              label={`VLAN on ${endA?.port_circuit_id} (A)`}
              min={4}
              max={4094}
              allowDecimal={false}
              {...form.getInputProps('vlan_a')}
            />
          )}
          {isTagged(endZ) && (
            <NumberInput
              label={`VLAN on ${endZ?.port_circuit_id} (Z)`}
              min={4}
              max={4094}
              allowDecimal={false}
              {...form.getInputProps('vlan_z')}
            />
          )}
        </SimpleGrid>
        <EditFormActions isSaving={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
