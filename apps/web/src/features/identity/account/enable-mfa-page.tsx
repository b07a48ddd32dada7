import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type MfaDisableRequest, mfaDisableRequestSchema } from '@portal/contract';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useMfaDisable } from '@/api/mfa';
import { useCurrentUser } from '@/api/session';
import { CenteredLoader } from '@/components/centered-loader';
import { ErrorState } from '@/components/error-state';
import { FormErrorAlert } from '@/components/form-error-alert';
import { MfaEnrolment } from '@/components/mfa-enrolment';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';

/** Turning two-factor authentication off, after the password is given again. */
function DisableMfa({ onDisabled }: { onDisabled: () => void }) {
  const disable = useMfaDisable();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<MfaDisableRequest>({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: zodFormResolver<MfaDisableRequest>(mfaDisableRequestSchema),
  });
  const submit = form.onSubmit((values) => {
    setRefusal(null);
    disable.mutate(values, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', title: 'Two-factor authentication is off', message: answer.message });
        onDisabled();
      },
      onError: (error) => setRefusal(applyServerErrors(form, error, ['password'])),
    });
  });

  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<IconShieldCheck />} title="Two-factor authentication is on">
        You are asked for a code from your authenticator app each time you log in. Your recovery codes were shown when
        you turned it on.
      </Alert>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={360}>
          <Title order={3} size="h5">
            Turn off two-factor authentication
          </Title>
          <Text size="sm" c="dimmed">
            Your account will be protected by your password alone. Enter it to confirm.
          </Text>
          <FormErrorAlert message={refusal} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group>
            <Button type="submit" color="red" variant="light" loading={disable.isPending}>
              Turn off
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** /user-account/enable-mfa (spec 2): set up two-factor authentication with a QR code, or turn it off. */
export function EnableMfaPage() {
  const user = useCurrentUser();
  // Set while the setup runs, so the recovery codes stay on screen after the user's MFA flag turns on.
  const [isEnrolling, setIsEnrolling] = useState(false);
  if (user.isPending) return <CenteredLoader />;
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  const showsEnrolment = isEnrolling || !user.data.mfa_enabled;

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Two-factor authentication
      </Title>
      {showsEnrolment ? (
        <MfaEnrolment doneLabel="Done" onStart={() => setIsEnrolling(true)} onDone={() => setIsEnrolling(false)} />
      ) : (
        <DisableMfa onDisabled={() => setIsEnrolling(false)} />
      )}
    </Card>
  );
}
