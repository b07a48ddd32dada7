import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { acceptTeamInviteRequestSchema, type TeamInviteLookup } from '@portal/contract';
import { validatePasswordStrength } from '@portal/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { postLogin, useCompleteSignIn } from '@/api/sign-in';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { NewPasswordInput } from '@/components/new-password-input';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { applyServerErrors } from '@/lib/form-errors';
import { maxLengthOf } from '@/lib/max-length';
import { LOGIN_PATH } from '@/lib/return-path';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useAcceptInvite } from './api/use-accept-invite';

interface AcceptValues {
  login: string;
  first_name: string;
  last_name: string;
  password: string;
}

const FIELDS = ['login', 'first_name', 'last_name', 'password'];
const validateValues = zodFormResolver<AcceptValues>(acceptTeamInviteRequestSchema.omit({ token: true }));

/** The invitee's login, name and password; on success the new user is signed in. */
export function AcceptInviteForm({ token, invite }: { token: string; invite: TeamInviteLookup }) {
  const accept = useAcceptInvite();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isWorking, setIsWorking] = useState(false);
  const form = useForm<AcceptValues>({
    initialValues: { login: invite.email.split('@')[0] ?? '', first_name: '', last_name: '', password: '' },
    validate: validateValues,
  });
  const unsaved = useUnsavedChanges(() => form.isDirty());
  const { values } = form;
  const userInputs = [values.first_name, values.last_name, values.login, invite.email, invite.company_name];

  const signIn = async (values: AcceptValues) => {
    // The account exists now: going on to sign in loses nothing.
    unsaved.release();
    try {
      await postLogin({ login: values.login, password: values.password });
    } catch {
      const notice = 'Your account is ready. Log in with the login and password you chose.';
      await navigate(LOGIN_PATH, { replace: true, state: { notice } });
      return;
    }
    await completeSignIn();
  };

  const submit = form.onSubmit(async (submitted) => {
    setRefusal(null);
    setIsWorking(true);
    try {
      const weakness = await validatePasswordStrength(submitted.password, userInputs);
      if (weakness) {
        form.setFieldError('password', weakness);
        return;
      }
      await accept.mutateAsync({ token, ...submitted }).then(
        () => signIn(submitted),
        (error: unknown) => setRefusal(applyServerErrors(form, error, FIELDS)),
      );
    } finally {
      setIsWorking(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={refusal} title="The invitation was not accepted" />
        <TextInput label="E-mail address" value={invite.email} readOnly disabled />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <LimitedTextInput
            limit={maxLengthOf(acceptTeamInviteRequestSchema, 'first_name')}
            label="First name"
            autoComplete="given-name"
            withAsterisk
            autoFocus
            {...form.getInputProps('first_name')}
          />
          <LimitedTextInput
            limit={maxLengthOf(acceptTeamInviteRequestSchema, 'last_name')}
            label="Last name"
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <LimitedTextInput
          limit={maxLengthOf(acceptTeamInviteRequestSchema, 'login')}
          label="Login"
          description="3 to 64 letters, digits, dots, dashes, underscores or @"
          autoComplete="username"
          withAsterisk
          {...form.getInputProps('login')}
        />
        <NewPasswordInput label="Password" userInputs={userInputs} {...form.getInputProps('password')} />
        <Button type="submit" fullWidth loading={isWorking}>
          Join {invite.company_name}
        </Button>
      </Stack>
    </form>
  );
}
