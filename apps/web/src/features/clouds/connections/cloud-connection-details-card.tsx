import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PO_NUMBER_MAX, PORT_DESCRIPTION_MAX } from '@portal/contract';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { FactGrid } from '@/components/facts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { WorkflowProgressCard } from '@/components/workflow-progress-card';
import { applyServerErrors } from '@/lib/form-errors';
import { useCloudConnectionStatus } from './api/cloud-connection-queries';

/** What the details card edits of a connection: its description and PO number. */
interface DescriptionChange {
  description: string;
  po_number: string;
}

/** The kind's `PATCH` mutation, as far as the form uses it. */
interface DescriptionUpdate {
  mutate(values: DescriptionChange, options: { onSuccess: () => void; onError: (error: Error) => void }): void;
  isPending: boolean;
}

function EditDescriptionForm({
  cloud,
  update,
  onDone,
}: {
  cloud: { description: string; po_number: string | null };
  update: DescriptionUpdate;
  onDone: () => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DescriptionChange>({
    initialValues: { description: cloud.description, po_number: cloud.po_number ?? '' },
  });
  const submit = form.onSubmit((values) => {
    setRefusal(null);
    update.mutate(values, {
      onSuccess: onDone,
      onError: (error) => setRefusal(applyServerErrors(form, error, ['description', 'po_number'])),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrorAlert message={refusal} title="The change was not saved" />
        <TextInput
          label="Description"
          withAsterisk
          maxLength={PORT_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <TextInput label="PO number" maxLength={PO_NUMBER_MAX} {...form.getInputProps('po_number')} />
        <Group>
          <Button variant="default" onClick={onDone}>
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

interface CloudConnectionDetailsCardProps {
  cloud: { cloud_circuit_id: string; state: string; description: string; po_number: string | null };
  facts: readonly (readonly [string, ReactNode])[];
  /** The `PATCH` of the connection's kind, or null when the user may not change it. */
  update: DescriptionUpdate | null;
}

/**
 * The details tab of a hosted or dedicated connection: the network's progress (live while a workflow runs), the
 * facts, and the description and PO number edit for those who may change the connection.
 */
export function CloudConnectionDetailsCard({ cloud, facts, update }: CloudConnectionDetailsCardProps) {
  const status = useCloudConnectionStatus(cloud);
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Stack gap="md">
      <WorkflowProgressCard status={status} />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="md">
          <Text fw={600}>Details</Text>
          {update && !isEditing && cloud.state !== 'deleting' && (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setIsEditing(true)}>
              Edit
            </Button>
          )}
        </Group>
        {update && isEditing ? (
          <EditDescriptionForm cloud={cloud} update={update} onDone={() => setIsEditing(false)} />
        ) : (
          <FactGrid facts={facts} />
        )}
      </Card>
    </Stack>
  );
}
