import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordRequestSchema } from '@portal/contract';
import { validatePasswordStrength, validateSameAs } from '@portal/domain';
import { IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { NewPasswordInput } from '@/components/new-password-input';
import { PublicPage, PublicPageLink } from '@/components/public-page';
import { applyServerErrors } from '@/lib/form-errors';
import { LOGIN_PATH } from '@/lib/return-path';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useResetPassword } from './api/use-reset-password';
import type { LoginNotice } from './notice';

interface ResetValues {
  new_password: string;
  confirm_password: string;
}

const NEW_PASSWORD_LABEL = 'New password';
const validateNewPassword = zodFormResolver<ResetValues>(resetPasswordRequestSchema.pick({ new_password: true }));

/** /auth/reset-password and /reset-password (spec 2): a new password with the token `rt` of the e-mailed link. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('rt')?.trim() ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const form = useForm<ResetValues>({
    initialValues: { new_password: '', confirm_password: '' },
    validate: (values) => {
      const errors = validateNewPassword(values);
      const mismatch = validateSameAs(values.confirm_password, values.new_password, NEW_PASSWORD_LABEL);
      return mismatch ? { ...errors, confirm_password: mismatch } : errors;
    },
  });

  if (token === '') {
    return (
      <PublicPage title="Reset your password" footer={<PublicPageLink to="/auth/login">Back to login</PublicPageLink>}>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconLinkOff />} role="alert" title="This link is incomplete">
            Open the link from the password reset e-mail again, or ask for a new one.
          </Alert>
          <PublicPageLink to="/auth/forgot-password">Send me a new link</PublicPageLink>
        </Stack>
      </PublicPage>
    );
  }

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    setIsChecking(true);
    const weakness = await validatePasswordStrength(values.new_password).finally(() => setIsChecking(false));
    if (weakness) {
      form.setFieldError('new_password', weakness);
      return;
    }
    reset.mutate(
      { rt: token, new_password: values.new_password },
      {
        onSuccess: () => {
          const state: LoginNotice = { notice: 'Your password has been changed. Log in with your new password.' };
          void navigate(LOGIN_PATH, { replace: true, state });
        },
        onError: (error) => setRefusal(applyServerErrors(form, error, ['new_password'])),
      },
    );
  });

  return (
    <PublicPage
      title="Reset your password"
      description="Choose a new password. Every session signed in with the old one will end."
      footer={<PublicPageLink to="/auth/login">Back to login</PublicPageLink>}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={refusal} title="The password was not changed" />
          {refusal && <PublicPageLink to="/auth/forgot-password">Send me a new link</PublicPageLink>}
          <NewPasswordInput label={NEW_PASSWORD_LABEL} autoFocus {...form.getInputProps('new_password')} />
          <PasswordInput
            label="Confirm the new password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirm_password')}
          />
          <Button type="submit" fullWidth loading={isChecking || reset.isPending}>
            Change the password
          </Button>
        </Stack>
      </form>
    </PublicPage>
  );
}
