import { Anchor, Button, Group, Image, Paper, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MfaEnableRequest, mfaEnableRequestSchema } from '@portal/contract';
import { useState } from 'react';
import { mfaQrCodeUrl, useMfaEnable, useMfaSetup } from '@/api/mfa';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { FormErrorAlert } from './form-error-alert';
import { RecoveryCodes } from './recovery-codes';
import { SecretValue } from './secret-value';

interface MfaEnrolmentProps {
  /** The last step's button ("Continue", "Done"). */
  doneLabel: string;
  onDone: () => void;
  /** The setup began (the screen keeps the steps shown even once the user's MFA flag turns on). */
  onStart?: () => void;
}

/**
 * Turning on two-factor authentication (spec 3 and 4 "setup, then enabled"): a new secret shown as a QR code
 * and as text, a code from the app to prove it, then the recovery codes, once.
 */
export function MfaEnrolment({ doneLabel, onDone, onStart }: MfaEnrolmentProps) {
  const setup = useMfaSetup();
  const enable = useMfaEnable();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isManual, setIsManual] = useState(false);
  const form = useForm<MfaEnableRequest>({
    mode: 'uncontrolled',
    initialValues: { authentication_code: '' },
    validate: zodFormResolver<MfaEnableRequest>(mfaEnableRequestSchema),
  });
  const step = enable.isSuccess ? 2 : setup.isSuccess ? 1 : 0;

  const confirm = form.onSubmit((values) => {
    setRefusal(null);
    enable.mutate(
      { authentication_code: values.authentication_code.replace(/\s/g, '') },
      { onError: (error) => setRefusal(applyServerErrors(form, error, ['authentication_code'])) },
    );
  });

  return (
    <Stepper active={step} size="sm" allowNextStepsSelect={false}>
      <Stepper.Step label="Start" description="A new secret">
        <Stack gap="md" mt="md">
          <Text size="sm">
            Two-factor authentication asks for a code from an authenticator app (such as Google Authenticator, Microsoft
            Authenticator or 1Password) each time you log in, so a stolen password alone is not enough.
          </Text>
          <Group>
            <Button
              onClick={() => {
                onStart?.();
                setup.mutate();
              }}
              loading={setup.isPending}
            >
              Set up two-factor authentication
            </Button>
          </Group>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label="Scan" description="Confirm a code">
        {setup.data && (
          <Stack gap="md" mt="md">
            <Text size="sm">Scan this QR code with your authenticator app, then enter the 6-digit code it shows.</Text>
            <Paper withBorder p="sm" w={212} bg="white">
              <Image
                src={mfaQrCodeUrl(String(setup.submittedAt))}
                alt="QR code of the two-factor authentication secret"
                w={190}
                h={190}
              />
            </Paper>
            {isManual ? (
              <Stack gap={4}>
                <Text size="sm">Or type this secret key into the app (time-based, 6 digits, 30 seconds):</Text>
                <SecretValue value={setup.data.secret} label="Secret key" />
              </Stack>
            ) : (
              <Anchor component="button" type="button" size="sm" onClick={() => setIsManual(true)} w="fit-content">
                Can't scan the code? Show the secret key
              </Anchor>
            )}
            <form onSubmit={confirm} noValidate>
              <Stack gap="sm" maw={320}>
                <FormErrorAlert message={refusal} />
                <TextInput
                  label="Authentication code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={7}
                  withAsterisk
                  key={form.key('authentication_code')}
                  {...form.getInputProps('authentication_code')}
                />
                <Group>
                  <Button type="submit" loading={enable.isPending}>
                    Turn on
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stack>
        )}
      </Stepper.Step>
      <Stepper.Step label="Save" description="Recovery codes">
        {enable.data && (
          <Stack gap="md" mt="md">
            <Text size="sm" fw={500}>
              Two-factor authentication is on. From now on you will be asked for a code when you log in.
            </Text>
            <RecoveryCodes codes={enable.data.recovery_codes} />
            <Group>
              <Button onClick={onDone}>{doneLabel}</Button>
            </Group>
          </Stack>
        )}
      </Stepper.Step>
    </Stepper>
  );
}
