import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type LetterOfAuthorizationBody, letterOfAuthorizationBodySchema, type Port } from '@portal/contract';
import { messages } from '@portal/domain';
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

/** Downloads an issued document through the browser (its download link answers the PDF as an attachment). */
function downloadDocument(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
}

/**
 * Issues a Letter of Authorization for the port and downloads it: the customer named on it as the authorizing party
 * (the provider is its agent, on the provider's letterhead); sending it by e-mail as well is an option. The new
 * document also appears in the tab's list.
 */
export function LoaRequestModal({ port, opened, onClose }: LoaRequestModalProps) {
  const request = useRequestLoa(port.port_circuit_id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
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
    setIsSending(false);
    request.reset();
  }, [opened]);

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    if (isSending && !values.destination_email?.trim()) {
      form.setFieldError('destination_email', messages.required);
      return;
    }
    const body = isSending ? values : { loa_customer_name: values.loa_customer_name };
    request.mutate(body, {
      onSuccess: (issued) => {
        downloadDocument(issued._links.download, issued.name);
        notifications.show({
          color: 'green',
          message: isSending
            ? `${issued.name} is downloading and was sent to ${values.destination_email}.`
            : `${issued.name} is downloading.`,
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
            On our letterhead, the customer named here authorizes us, as its agent, to arrange a cross connect to{' '}
            {port.port_circuit_id} at {port.site || port.pop}, panel {port.demarcation.panel}, position{' '}
            {port.demarcation.position}.
          </Text>
          <FormErrorAlert message={refusal} title="The letter was not issued" />
          <TextInput
            label="Customer name"
            description="Your company as the letter names it: the party that authorizes the cross connect."
            withAsterisk
            data-autofocus
            {...form.getInputProps('loa_customer_name')}
          />
          <Checkbox
            label="Also send it by e-mail"
            checked={isSending}
            onChange={(event) => setIsSending(event.currentTarget.checked)}
          />
          {isSending && (
            <TextInput
              label="Destination e-mail"
              description="Where the letter is sent as well, e.g. your data center provider."
              type="email"
              withAsterisk
              {...form.getInputProps('destination_email')}
            />
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={request.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={request.isPending}>
              {isSending ? 'Download and send' : 'Download letter'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
