import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MfaLoginRequest, mfaLoginRequestSchema } from '@portal/contract';
import { useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PublicPage } from '@/components/public-page';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useLogout } from './api/use-logout';
import { useMfaLogin } from './api/use-mfa-login';

/**
 * /auth/mfa (spec 2): the second step of a login for a user with two-factor authentication on. The half-open
 * session accepts only this code (or one recovery code) or a logout.
 */
export function MfaPage() {
  const mfaLogin = useMfaLogin();
  const logout = useLogout();
  const [isRecovery, setIsRecovery] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<MfaLoginRequest>({
    mode: 'uncontrolled',
    initialValues: { authentication_code: '' },
    validate: zodFormResolver<MfaLoginRequest>(mfaLoginRequestSchema),
  });

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    const code = isRecovery ? values.authentication_code.trim() : values.authentication_code.replace(/\s/g, '');
    mfaLogin.mutate(
      { authentication_code: code },
      { onError: (error) => setRefusal(applyServerErrors(form, error, ['authentication_code'])) },
    );
  });

  return (
    <PublicPage
      title="Two-factor authentication"
      description={
        isRecovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.'
          : 'Enter the 6-digit code from your authenticator app.'
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={refusal} title="Sign-in failed" />
          <TextInput
            key={`${form.key('authentication_code')}-${isRecovery}`}
            label={isRecovery ? 'Recovery code' : 'Authentication code'}
            autoComplete="one-time-code"
            inputMode={isRecovery ? 'text' : 'numeric'}
            maxLength={isRecovery ? 64 : 7}
            autoFocus
            withAsterisk
            styles={{ input: { letterSpacing: isRecovery ? undefined : '0.3em', fontFamily: 'monospace' } }}
            {...form.getInputProps('authentication_code')}
          />
          <Button type="submit" fullWidth loading={mfaLogin.isPending}>
            Verify
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setIsRecovery((current) => !current);
              form.reset();
              setRefusal(null);
            }}
          >
            {isRecovery ? 'Use a code from the authenticator app' : 'Use a recovery code instead'}
          </Anchor>
          <Text size="sm" c="dimmed" ta="center">
            Not you?{' '}
            <Anchor component="button" type="button" size="sm" onClick={() => logout.mutate()}>
              Cancel and log out
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicPage>
  );
}
