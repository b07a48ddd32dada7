import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { API_KEY_EXPIRY_MESSAGE, type CreatedApiKey, createApiKeyRequestSchema } from '@portal/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/api/api-error';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { PageHeader } from '@/components/page-header';
import { SecretValue } from '@/components/secret-value';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { applyServerErrors } from '@/lib/form-errors';
import { endOfLocalDay, formatDate, localDayFromNow } from '@/lib/format-date';
import { maxLengthOf } from '@/lib/max-length';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useCreateApiKey } from './api/use-create-api-key';

interface KeyValues {
  name: string;
  /** A calendar day (`YYYY-MM-DD`) or '' for a key that never expires. */
  expires_on: string;
}

const validateName = zodFormResolver<KeyValues>(createApiKeyRequestSchema.pick({ name: true }));

function validateKey(values: KeyValues) {
  const errors = validateName(values);
  if (values.expires_on === '') return errors;
  const expiry = endOfLocalDay(values.expires_on);
  return expiry && Date.parse(expiry) > Date.now() ? errors : { ...errors, expires_on: API_KEY_EXPIRY_MESSAGE };
}

/** The new key's secret, shown this once. */
function CreatedKey({ apiKey }: { apiKey: CreatedApiKey }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title="Copy the key now">
        This is the only time the key is shown. Store it in a safe place, such as a secrets manager; if you lose it,
        revoke it and add a new one.
      </Alert>
      <Text size="sm">
        <b>{apiKey.name}</b> — {apiKey.time_expires ? `expires ${formatDate(apiKey.time_expires)}` : 'never expires'}
      </Text>
      <SecretValue value={apiKey.secret} label="API key" />
      <Text size="sm" c="dimmed">
        Send it in the <code>Authorization</code> header: <code>Authorization: Bearer &lt;key&gt;</code>.
      </Text>
      <Group>
        <Button component={Link} to="/user-account/api-keys">
          Done
        </Button>
      </Group>
    </Stack>
  );
}

/** /user-account/api-key/add (spec 2): a name and an optional expiry; the secret is shown once. */
export function AddApiKeyPage() {
  const create = useCreateApiKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<KeyValues>({ initialValues: { name: '', expires_on: '' }, validate: validateKey });
  useUnsavedChanges(() => !create.data && form.isDirty());

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    create.mutate(
      { name: values.name, time_expires: values.expires_on === '' ? null : endOfLocalDay(values.expires_on) },
      {
        onError: (error) => {
          setRefusal(applyServerErrors(form, error, ['name', 'time_expires']));
          // The form's field is the calendar day the server receives as `time_expires`.
          const expiry = isApiError(error) ? error.fields?.time_expires : undefined;
          if (expiry) form.setFieldError('expires_on', expiry);
        },
      },
    );
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader order={2} title="Add API key" description="The key acts as you, with your permissions." />
      {create.data ? (
        <CreatedKey apiKey={create.data} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md" maw={420}>
            <FormErrorAlert message={refusal} title="The key was not created" />
            <LimitedTextInput
              label="Name"
              description="What the key is for, e.g. “Terraform” or “Monitoring”."
              limit={maxLengthOf(createApiKeyRequestSchema, 'name')}
              withAsterisk
              autoFocus
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Expires on"
              description="Optional. Leave empty for a key that never expires."
              type="date"
              min={localDayFromNow(1)}
              {...form.getInputProps('expires_on')}
            />
            <Group>
              <Button variant="default" component={Link} to="/user-account/api-keys">
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create the key
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}
