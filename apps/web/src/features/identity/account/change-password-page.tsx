import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { changePasswordRequestSchema } from '@portal/contract';
import { validatePasswordStrength, validateSameAs } from '@portal/domain';
import { useState } from 'react';
import { useCurrentUser } from '@/api/session';
import { FormErrorAlert } from '@/components/form-error-alert';
import { NewPasswordInput } from '@/components/new-password-input';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useChangePassword } from './api/use-change-password';

interface PasswordValues {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

const NEW_PASSWORD_LABEL = 'New password';
const EMPTY: PasswordValues = { old_password: '', new_password: '', confirm_password: '' };
const validateRequest = zodFormResolver<PasswordValues>(changePasswordRequestSchema);

/**
 * /user-account/change-password (spec 2): the current password, a new one with the live strength meter, and the
 * new one again (spec 5 sameAs). The user's other sessions end; this one stays.
 */
export function ChangePasswordPage() {
  const { data: user } = useCurrentUser();
  const change = useChangePassword();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const form = useForm<PasswordValues>({
    initialValues: EMPTY,
    validate: (values) => {
      const errors = validateRequest(values);
      const mismatch = validateSameAs(values.confirm_password, values.new_password, NEW_PASSWORD_LABEL);
      return mismatch ? { ...errors, confirm_password: mismatch } : errors;
    },
  });
  useUnsavedChanges(() => form.isDirty());
  const userInputs = user ? [user.login, user.first_name, user.last_name, user.email] : [];

  const submit = form.onSubmit(async (values) => {
    if (!user) return;
    setRefusal(null);
    setIsChecking(true);
    const weakness = await validatePasswordStrength(values.new_password, userInputs).finally(() =>
      setIsChecking(false),
    );
    if (weakness) {
      form.setFieldError('new_password', weakness);
      return;
    }
    change.mutate(
      { login: user.login, old_password: values.old_password, new_password: values.new_password },
      {
        onSuccess: (answer) => {
          form.setValues(EMPTY);
          form.resetDirty(EMPTY);
          notifications.show({ color: 'green', title: 'Password changed', message: answer.message });
        },
        onError: (error) => setRefusal(applyServerErrors(form, error, ['old_password', 'new_password'])),
      },
    );
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb={4}>
        Change your password
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Every other session signed in as you will end; this one stays signed in.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          <FormErrorAlert message={refusal} title="The password was not changed" />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('old_password')}
          />
          <NewPasswordInput
            label={NEW_PASSWORD_LABEL}
            userInputs={userInputs}
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label="Confirm the new password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirm_password')}
          />
          <Group>
            <Button type="submit" loading={isChecking || change.isPending}>
              Change the password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
