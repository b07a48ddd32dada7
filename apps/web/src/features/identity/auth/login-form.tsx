import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoginRequest, loginRequestSchema } from '@portal/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useLogin } from './api/use-login';

/** The login form: the contract's schema checks it in the browser, the server's message shows when it refuses. */
export function LoginForm() {
  const login = useLogin();
  const form = useForm<LoginRequest>({
    mode: 'uncontrolled',
    initialValues: { login: '', password: '' },
    validate: zodFormResolver<LoginRequest>(loginRequestSchema),
  });
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    login.mutate(values, {
      onError: (error) => setRefusal(applyServerErrors(form, error, ['login', 'password'])),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={refusal} title="Sign-in failed" />
        <TextInput
          label="Login"
          autoComplete="username"
          autoFocus
          withAsterisk
          key={form.key('login')}
          {...form.getInputProps('login')}
        />
        <Stack gap={4}>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/auth/forgot-password" size="xs">
              Forgot your password?
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" fullWidth loading={login.isPending}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
