import { Anchor, Button, Checkbox, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { type SignupRequest, signupRequestSchema } from '@portal/contract';
import { validatePasswordStrength } from '@portal/domain';
import { useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { NewPasswordInput } from '@/components/new-password-input';
import { TermsDocument } from '@/components/terms-document';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { applyServerErrors } from '@/lib/form-errors';
import { maxLengthOf } from '@/lib/max-length';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useSignup } from './api/use-signup';

/** The form values: `accept_terms` is a checkbox, true only once ticked (the schema wants the literal true). */
type SignupValues = Omit<SignupRequest, 'accept_terms' | 'last_name'> & { last_name: string; accept_terms: boolean };

const FIELDS = ['company_name', 'first_name', 'last_name', 'email', 'login', 'password', 'accept_terms'];

/** The sign-up form; the contract's schema checks it here and on the server, the password strength too. */
export function SignupForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const signup = useSignup();
  const [isTermsOpen, terms] = useDisclosure(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const form = useForm<SignupValues>({
    initialValues: {
      company_name: '',
      first_name: '',
      last_name: '',
      email: '',
      login: '',
      password: '',
      accept_terms: false,
    },
    validate: zodFormResolver<SignupValues>(signupRequestSchema),
  });
  useUnsavedChanges(() => form.isDirty());
  const { values } = form;
  const userInputs = [values.first_name, values.last_name, values.login, values.email, values.company_name];

  const submit = form.onSubmit(async (submitted) => {
    setRefusal(null);
    setIsChecking(true);
    const weakness = await validatePasswordStrength(submitted.password, userInputs).finally(() => setIsChecking(false));
    if (weakness) {
      form.setFieldError('password', weakness);
      return;
    }
    signup.mutate(
      { ...submitted, accept_terms: true },
      {
        onSuccess: (user) => onSignedUp(user.email),
        onError: (error) => setRefusal(applyServerErrors(form, error, FIELDS)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={refusal} title="The account was not created" />
        <LimitedTextInput
          limit={maxLengthOf(signupRequestSchema, 'company_name')}
          label="Company"
          autoComplete="organization"
          withAsterisk
          autoFocus
          {...form.getInputProps('company_name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <LimitedTextInput
            limit={maxLengthOf(signupRequestSchema, 'first_name')}
            label="First name"
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('first_name')}
          />
          <LimitedTextInput
            limit={maxLengthOf(signupRequestSchema, 'last_name')}
            label="Last name"
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <LimitedTextInput
          limit={maxLengthOf(signupRequestSchema, 'email')}
          label="E-mail address"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <LimitedTextInput
          limit={maxLengthOf(signupRequestSchema, 'login')}
          label="Login"
          description="3 to 64 letters, digits, dots, dashes, underscores or @"
          autoComplete="username"
          withAsterisk
          {...form.getInputProps('login')}
        />
        <NewPasswordInput label="Password" userInputs={userInputs} {...form.getInputProps('password')} />
        <Checkbox
          label={
            <>
              I accept the{' '}
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={terms.open}
                style={{ verticalAlign: 'baseline' }}
              >
                terms and conditions
              </Anchor>
            </>
          }
          {...form.getInputProps('accept_terms', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth loading={isChecking || signup.isPending}>
          Create the account
        </Button>
      </Stack>
      <Modal opened={isTermsOpen} onClose={terms.close} title="Terms and conditions" size="lg" centered>
        <Stack gap="md">
          <TermsDocument height={400} />
          <Group justify="flex-end">
            <Button
              onClick={() => {
                form.setFieldValue('accept_terms', true);
                terms.close();
              }}
            >
              I accept
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
