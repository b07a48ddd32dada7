import { Button, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { createUserRequestSchema } from '@portal/contract';
import { type GroupName, validatePasswordStrength } from '@portal/domain';
import { useEffect, useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { NewPasswordInput } from '@/components/new-password-input';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { applyServerErrors } from '@/lib/form-errors';
import { maxLengthOf } from '@/lib/max-length';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { groupOptions } from '../group-label';
import { useCreateUser } from './api/use-create-user';

interface NewUserValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  login: string;
  password: string;
  group: GroupName;
}

const EMPTY: NewUserValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  login: '',
  password: '',
  group: 'regular',
};
const FIELDS = Object.keys(EMPTY);

/** Adds a user to the company with a first password; they get an e-mail to verify the address. */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateUser();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const form = useForm<NewUserValues>({
    initialValues: EMPTY,
    validate: zodFormResolver<NewUserValues>(createUserRequestSchema),
  });
  useUnsavedChanges(() => opened && form.isDirty());
  const { values } = form;
  const userInputs = [values.first_name, values.last_name, values.login, values.email];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts empty each time the dialog opens.
  useEffect(() => {
    if (!opened) return;
    form.reset();
    setRefusal(null);
  }, [opened]);

  const submit = form.onSubmit(async (submitted) => {
    setRefusal(null);
    setIsChecking(true);
    const weakness = await validatePasswordStrength(submitted.password, userInputs).finally(() => setIsChecking(false));
    if (weakness) {
      form.setFieldError('password', weakness);
      return;
    }
    create.mutate(submitted, {
      onSuccess: (user) => {
        notifications.show({
          color: 'green',
          title: 'User added',
          message: `${user.login} can log in once they verify ${user.email}.`,
        });
        onClose();
      },
      onError: (error) => setRefusal(applyServerErrors(form, error, FIELDS)),
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Add user" size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={refusal} title="The user was not added" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LimitedTextInput
              limit={maxLengthOf(createUserRequestSchema, 'first_name')}
              label="First name"
              withAsterisk
              data-autofocus
              {...form.getInputProps('first_name')}
            />
            <LimitedTextInput
              limit={maxLengthOf(createUserRequestSchema, 'last_name')}
              label="Last name"
              {...form.getInputProps('last_name')}
            />
            <LimitedTextInput
              limit={maxLengthOf(createUserRequestSchema, 'email')}
              label="E-mail address"
              type="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <LimitedTextInput
              limit={maxLengthOf(createUserRequestSchema, 'phone')}
              label="Phone"
              type="tel"
              {...form.getInputProps('phone')}
            />
            <LimitedTextInput
              limit={maxLengthOf(createUserRequestSchema, 'login')}
              label="Login"
              autoComplete="off"
              withAsterisk
              {...form.getInputProps('login')}
            />
            <Select
              label="Group"
              data={groupOptions}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('group')}
            />
          </SimpleGrid>
          <NewPasswordInput label="First password" userInputs={userInputs} {...form.getInputProps('password')} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={isChecking || create.isPending}>
              Add user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
