import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type CurrentUser, updateUserRequestSchema } from '@portal/contract';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/api/session';
import { CenteredLoader } from '@/components/centered-loader';
import { ErrorState } from '@/components/error-state';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { changedFields } from '@/lib/changed-fields';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format-date';
import { maxLengthOf } from '@/lib/max-length';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useUpdateProfile } from './api/use-update-profile';

interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  timezone: string;
}

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'timezone'];
const validateProfile = zodFormResolver<ProfileValues>(
  updateUserRequestSchema.pick({ first_name: true, last_name: true, email: true, phone: true, timezone: true }),
);

function profileOf(user: CurrentUser): ProfileValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    timezone: user.timezone,
  };
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const [refusal, setRefusal] = useState<string | null>(null);
  const saved = profileOf(user);
  const form = useForm<ProfileValues>({ initialValues: saved, validate: validateProfile });
  useUnsavedChanges(() => form.isDirty());
  const timezones = useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone');
    return saved.timezone && !zones.includes(saved.timezone) ? [saved.timezone, ...zones] : zones;
  }, [saved.timezone]);

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    const changes = changedFields(saved, values);
    if (Object.keys(changes).length === 0) return;
    update.mutate(
      { uuid: user.uuid, changes },
      {
        onSuccess: (updated) => {
          const fresh = profileOf(updated);
          form.setInitialValues(fresh);
          form.setValues(fresh);
          form.resetDirty(fresh);
          notifications.show({
            color: 'green',
            title: 'Profile saved',
            message:
              'email' in changes
                ? 'Your profile is saved. We sent a link to your new e-mail address to verify it.'
                : 'Your profile is saved.',
          });
        },
        onError: (error) => setRefusal(applyServerErrors(form, error, FIELDS)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={refusal} title="The profile was not saved" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LimitedTextInput
            limit={maxLengthOf(updateUserRequestSchema, 'first_name')}
            label="First name"
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('first_name')}
          />
          <LimitedTextInput
            limit={maxLengthOf(updateUserRequestSchema, 'last_name')}
            label="Last name"
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
          <LimitedTextInput
            limit={maxLengthOf(updateUserRequestSchema, 'email')}
            label="E-mail address"
            type="email"
            autoComplete="email"
            withAsterisk
            description="A new address must be verified again."
            {...form.getInputProps('email')}
          />
          <LimitedTextInput
            limit={maxLengthOf(updateUserRequestSchema, 'phone')}
            label="Phone"
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <Select
            label="Time zone"
            data={timezones}
            searchable
            nothingFoundMessage="No time zone matches"
            {...form.getInputProps('timezone')}
            onChange={(value) => form.setFieldValue('timezone', value ?? '')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || update.isPending}>
            Discard changes
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SignInFacts({ user }: { user: CurrentUser }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Sign-in
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Login
          </Text>
          <Text size="sm">{user.login}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Group
          </Text>
          <Text size="sm">{user.group}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            E-mail address
          </Text>
          <Badge variant="light" color={user.is_verified ? 'green' : 'yellow'}>
            {user.is_verified ? 'Verified' : 'Not verified'}
          </Badge>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Two-factor authentication
          </Text>
          <Group gap="xs">
            <Badge variant="light" color={user.mfa_enabled ? 'green' : 'gray'}>
              {user.mfa_enabled ? 'On' : 'Off'}
            </Badge>
            <Text component={Link} to="/user-account/enable-mfa" size="xs" c="blue">
              {user.mfa_enabled ? 'Manage' : 'Turn on'}
            </Text>
          </Group>
        </div>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="md">
        Last login: {formatDateTime(user.time_last_login)}
      </Text>
    </Card>
  );
}

/** /user-account (spec 2 "account settings"): the signed-in user's profile. */
export function AccountSettingsPage() {
  const user = useCurrentUser();
  if (user.isPending) return <CenteredLoader />;
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="md">
          Profile
        </Title>
        <ProfileForm key={user.data.time_created} user={user.data} />
      </Card>
      <SignInFacts user={user.data} />
    </Stack>
  );
}
