import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PasswordResetRequest, passwordResetRequestSchema } from '@portal/contract';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PublicPage, PublicPageLink } from '@/components/public-page';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useRequestPasswordReset } from './api/use-request-password-reset';

/** /auth/forgot-password (spec 2): asks for a reset link; the answer is the same whether or not the user exists. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<PasswordResetRequest>({
    mode: 'uncontrolled',
    initialValues: { user_login: '' },
    validate: zodFormResolver<PasswordResetRequest>(passwordResetRequestSchema),
  });

  return (
    <PublicPage
      title="Forgot your password?"
      description="Enter your login or e-mail address and we will send you a link to choose a new password."
      footer={<PublicPageLink to="/auth/login">Back to login</PublicPageLink>}
    >
      {request.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconMailForward />} role="status" title="Check your e-mail">
            {request.data}
          </Alert>
          <Button variant="default" onClick={() => request.reset()}>
            Send another link
          </Button>
        </Stack>
      ) : (
        <form
          onSubmit={form.onSubmit((values) => {
            setRefusal(null);
            request.mutate(values, {
              onError: (error) => setRefusal(applyServerErrors(form, error, ['user_login'])),
            });
          })}
          noValidate
        >
          <Stack gap="md">
            <FormErrorAlert message={refusal} />
            <TextInput
              label="Login or e-mail address"
              autoComplete="username"
              autoFocus
              withAsterisk
              key={form.key('user_login')}
              {...form.getInputProps('user_login')}
            />
            <Button type="submit" fullWidth loading={request.isPending}>
              Send the reset link
            </Button>
          </Stack>
        </form>
      )}
    </PublicPage>
  );
}
