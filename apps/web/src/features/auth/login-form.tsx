import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoginRequest, loginRequestSchema } from '@portal/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { describeError, isApiError } from '@/api/api-error';
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

  const submit = form.onSubmit((values) => {
    login.mutate(values, {
      onError: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(error.fields);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {login.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" title="Sign-in failed">
            {describeError(login.error)}
          </Alert>
        )}
        <TextInput
          label="Login"
          autoComplete="username"
          autoFocus
          withAsterisk
          key={form.key('login')}
          {...form.getInputProps('login')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={login.isPending}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
