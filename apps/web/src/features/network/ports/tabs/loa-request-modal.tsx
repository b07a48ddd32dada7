import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type LetterOfAuthorizationBody, letterOfAuthorizationBodySchema, type Port } from '@portal/contract';
import { useEffect, useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useRequestLoa } from './api/use-request-loa';

const EMPTY: LetterOfAuthorizationBody = { loa_customer_name: '', destination_email: '' };
const FIELDS = Object.keys(EMPTY);

interface LoaRequestModalProps {
  port: Port;
  opened: boolean;
  onClose: () => void;
}

/**
 * Requests a Letter of Authorization for the port: the customer named on it and the address it is mailed to.
 * The new document then appears in the tab's list, ready to download.
 */
export function LoaRequestModal({ port, opened, onClose }: LoaRequestModalProps) {
  const request = useRequestLoa(port.port_circuit_id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<LetterOfAuthorizationBody>({
    initialValues: EMPTY,
    validate: zodFormResolver<LetterOfAuthorizationBody>(letterOfAuthorizationBodySchema),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts empty each time the dialog opens.
  useEffect(() => {
    if (!opened) return;
    form.setValues({ ...EMPTY, loa_customer_name: port.customer_name });
    form.clearErrors();
    setRefusal(null);
    request.reset();
  }, [opened]);

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    request.mutate(values, {
      onSuccess: (document) => {
        notifications.show({
          color: 'green',
          message: `${document.name} is ready and was sent to ${values.destination_email}.`,
        });
        onClose();
      },
      onError: (error) => setRefusal(applyServerErrors(form, error, FIELDS)),
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Request Letter of Authorization" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The letter authorises a cross connect to {port.port_circuit_id} at {port.site || port.pop}, panel{' '}
            {port.demarcation.panel}, position {port.demarcation.position}.
          </Text>
          <FormErrorAlert message={refusal} title="The letter was not issued" />
          <TextInput
            label="Customer name"
            description="The company named on the letter as authorised to connect."
            withAsterisk
            data-autofocus
            {...form.getInputProps('loa_customer_name')}
          />
          <TextInput
            label="Destination e-mail"
            description="Where the letter is sent, e.g. your data center provider."
            type="email"
            withAsterisk
            {...form.getInputProps('destination_email')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={request.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={request.isPending}>
              Request letter
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
