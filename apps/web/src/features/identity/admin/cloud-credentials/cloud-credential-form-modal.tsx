import {
  Alert,
  Button,
  Code,
  Group,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CloudCredential, CreateCloudCredentialRequest } from '@portal/contract';
import { useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreateCloudCredential } from './cloud-credential-mutations';

interface CredentialValues {
  cloud_provider: 'aws' | 'google';
  description: string;
  cloud_credentials: { aws_access_key: string; aws_secret_key: string; google_service_account: string };
}

const EMPTY: CredentialValues = {
  cloud_provider: 'aws',
  description: '',
  cloud_credentials: { aws_access_key: '', aws_secret_key: '', google_service_account: '' },
};
const FIELDS = [
  'cloud_provider',
  'description',
  'cloud_credentials.aws_access_key',
  'cloud_credentials.aws_secret_key',
  'cloud_credentials.google_service_account',
];

/** The secret as the screen shows it once after saving: only its last 4 characters. */
export function maskSecret(secret: string): string {
  const visible = secret.length > 8 ? secret.slice(-4) : '';
  return `${'•'.repeat(Math.max(8, secret.length - visible.length))}${visible}`;
}

function bodyOf(values: CredentialValues): CreateCloudCredentialRequest {
  const { aws_access_key, aws_secret_key, google_service_account } = values.cloud_credentials;
  return {
    cloud_provider: values.cloud_provider,
    description: values.description,
    cloud_credentials:
      values.cloud_provider === 'aws' ? { aws_access_key, aws_secret_key } : { google_service_account },
  };
}

/** Adds an AWS or Google credential; once saved it shows what was kept, masked, and never again. */
export function CloudCredentialFormModal({ onClose }: { onClose: () => void }) {
  const create = useCreateCloudCredential();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ credential: CloudCredential; secret: string } | null>(null);
  const form = useForm<CredentialValues>({ initialValues: EMPTY });

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    create.mutate(bodyOf(values), {
      onSuccess: (credential) => {
        const secret =
          values.cloud_provider === 'aws'
            ? values.cloud_credentials.aws_secret_key
            : values.cloud_credentials.google_service_account;
        // What was typed is not kept past this screen.
        form.setValues(EMPTY);
        setSaved({ credential, secret: maskSecret(secret.trim()) });
      },
      onError: (error) => setRefusal(applyServerErrors(form, error, FIELDS)),
    });
  });

  const isAws = form.values.cloud_provider === 'aws';
  return (
    <Modal opened onClose={onClose} title="Add cloud credential" size="lg" centered>
      {saved ? (
        <Stack gap="md">
          <Alert color="green" title="The credential is saved">
            <Stack gap={4}>
              <Text size="sm">
                {saved.credential.description} ({saved.credential.cloud_provider === 'aws' ? 'AWS' : 'Google Cloud'})
              </Text>
              <Text size="sm">
                {saved.credential.cloud_provider === 'aws' ? 'Access key' : 'Service account'}:{' '}
                <Code>{saved.credential.masked_credential}</Code>
              </Text>
              <Text size="sm">
                {saved.credential.cloud_provider === 'aws' ? 'Secret key' : 'Key'}: <Code>{saved.secret}</Code>
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
            <SegmentedControl
              aria-label="Cloud provider"
              data={[
                { value: 'aws', label: 'AWS' },
                { value: 'google', label: 'Google Cloud' },
              ]}
              {...form.getInputProps('cloud_provider')}
            />
            <LimitedTextInput
              label="Description"
              withAsterisk
              data-autofocus
              limit={255}
              {...form.getInputProps('description')}
            />
            {isAws ? (
              <>
                <LimitedTextInput
                  label="Access key ID"
                  withAsterisk
                  limit={128}
                  autoComplete="off"
                  {...form.getInputProps('cloud_credentials.aws_access_key')}
                />
                <PasswordInput
                  label="Secret access key"
                  withAsterisk
                  autoComplete="new-password"
                  {...form.getInputProps('cloud_credentials.aws_secret_key')}
                />
              </>
            ) : (
              <Textarea
                label="Service account key (JSON)"
                withAsterisk
                autosize
                minRows={4}
                maxRows={10}
                autoComplete="off"
                {...form.getInputProps('cloud_credentials.google_service_account')}
              />
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Add credential
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
