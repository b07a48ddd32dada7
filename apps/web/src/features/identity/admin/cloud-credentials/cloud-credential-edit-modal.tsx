import { Alert, Button, Checkbox, Code, Group, Modal, PasswordInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { CloudCredential } from '@portal/contract';
import { messages } from '@portal/domain';
import { useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { applyServerErrors } from '@/lib/form-errors';
import { maskSecret } from './cloud-credential-form-modal';
import { useUpdateCloudCredential } from './cloud-credential-mutations';
import {
  type CredentialChangeValues,
  changeValuesOf,
  credentialChangeOf,
  NOTHING_CHANGED_MESSAGE,
} from './credential-change';

const FIELDS = [
  'description',
  'cloud_credentials.aws_access_key',
  'cloud_credentials.aws_secret_key',
  'cloud_credentials.google_service_account',
];

/** The form's field of each secret the server may name in a refusal. */
const FIELD_OF: Record<string, string> = {
  'cloud_credentials.aws_access_key': 'aws_access_key',
  'cloud_credentials.aws_secret_key': 'aws_secret_key',
  'cloud_credentials.google_service_account': 'google_service_account',
};

/**
 * Renames a cloud credential or rotates its secret. The current secret is never sent back: the dialog shows the
 * masked access key or account, asks for a new secret only when rotating, and shows the new one masked once saved.
 */
export function CloudCredentialEditModal({
  credential,
  onClose,
}: {
  credential: CloudCredential;
  onClose: () => void;
}) {
  const update = useUpdateCloudCredential();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [savedSecret, setSavedSecret] = useState<string | null>(null);
  const form = useForm<CredentialChangeValues>({ initialValues: changeValuesOf(credential) });
  const isAws = credential.cloud_provider === 'aws';

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    const body = credentialChangeOf(credential, values);
    if (!body) {
      setRefusal(NOTHING_CHANGED_MESSAGE);
      return;
    }
    if (values.isRotating) {
      const secret = isAws ? values.aws_secret_key : values.google_service_account;
      if (secret.trim() === '') {
        form.setFieldError(isAws ? 'aws_secret_key' : 'google_service_account', messages.required);
        return;
      }
    }
    update.mutate(
      { uuid: credential.cloud_provider_credential_uuid, body },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: `${saved.description} is saved.` });
          if (!values.isRotating) {
            onClose();
            return;
          }
          const secret = isAws ? values.aws_secret_key : values.google_service_account;
          // What was typed is not kept past this screen.
          form.setValues(changeValuesOf(saved));
          setSavedSecret(maskSecret(secret.trim()));
        },
        onError: (error) => {
          const message = applyServerErrors(form, error, FIELDS);
          // The server names `cloud_credentials.<secret>`; the form keeps the secret fields flat.
          for (const [serverField, formField] of Object.entries(FIELD_OF)) {
            const fieldError = form.errors[serverField];
            if (fieldError) form.setFieldError(formField, fieldError);
          }
          setRefusal(message);
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={`Edit ${credential.description}`} size="lg" centered>
      {savedSecret ? (
        <Stack gap="md">
          <Alert color="green" title="The new secret is saved">
            <Stack gap={4}>
              <Text size="sm">
                {isAws ? 'Secret key' : 'Key'}: <Code>{savedSecret}</Code>
              </Text>
              <Text size="sm" c="dimmed">
                It is kept encrypted and is shown here this once: no screen or API answer gives the secret back.
              </Text>
            </Stack>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormErrorAlert message={refusal} title="The credential was not saved" />
            <LimitedTextInput
              label="Description"
              withAsterisk
              data-autofocus
              limit={255}
              {...form.getInputProps('description')}
            />
            <Text size="sm">
              {isAws ? 'Access key' : 'Service account'}: <Code>{credential.masked_credential}</Code>
            </Text>
            <Checkbox
              label={isAws ? 'Rotate the access key' : 'Replace the service account key'}
              {...form.getInputProps('isRotating', { type: 'checkbox' })}
            />
            {form.values.isRotating &&
              (isAws ? (
                <>
                  <LimitedTextInput
                    label="New access key ID"
                    description="Leave empty to keep the current access key ID."
                    limit={128}
                    autoComplete="off"
                    {...form.getInputProps('aws_access_key')}
                  />
                  <PasswordInput
                    label="New secret access key"
                    withAsterisk
                    autoComplete="new-password"
                    {...form.getInputProps('aws_secret_key')}
                  />
                </>
              ) : (
                <Textarea
                  label="New service account key (JSON)"
                  withAsterisk
                  autosize
                  minRows={4}
                  maxRows={10}
                  autoComplete="off"
                  {...form.getInputProps('google_service_account')}
                />
              ))}
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
      )}
    </Modal>
  );
}
