import { Button, Checkbox, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Contact, createContactRequestSchema } from '@portal/contract';
import { useEffect, useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { changedFields } from '@/lib/changed-fields';
import { applyServerErrors } from '@/lib/form-errors';
import { maxLengthOf } from '@/lib/max-length';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useSaveContact } from './api/use-save-contact';

interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  title: string;
  billing: boolean;
}

const EMPTY: ContactValues = { first_name: '', last_name: '', email: '', phone: '', title: '', billing: false };
const FIELDS = Object.keys(EMPTY);

function valuesOf(contact: Contact | null): ContactValues {
  if (!contact) return EMPTY;
  const { first_name, last_name, email, phone, title, billing } = contact;
  return { first_name, last_name, email, phone, title, billing };
}

interface ContactFormModalProps {
  opened: boolean;
  /** The contact to edit; null for a new one. */
  contact: Contact | null;
  onClose: () => void;
}

/** Adds a contact or edits one; what was typed stays when the server refuses it. */
export function ContactFormModal({ opened, contact, onClose }: ContactFormModalProps) {
  const save = useSaveContact();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ContactValues>({
    initialValues: EMPTY,
    validate: zodFormResolver<ContactValues>(createContactRequestSchema),
  });
  useUnsavedChanges(() => opened && form.isDirty());

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is filled again only when the dialog opens.
  useEffect(() => {
    if (!opened) return;
    form.setInitialValues(valuesOf(contact));
    form.setValues(valuesOf(contact));
    form.clearErrors();
    setRefusal(null);
    save.reset();
  }, [opened, contact]);

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    const change = contact
      ? { uuid: contact.uuid, body: changedFields(valuesOf(contact), values) }
      : { uuid: null, body: values };
    save.mutate(change, {
      onSuccess: (saved) => {
        notifications.show({
          color: 'green',
          message: `${saved.first_name} ${saved.last_name} is ${contact ? 'saved' : 'added'}.`,
        });
        onClose();
      },
      onError: (error) => setRefusal(applyServerErrors(form, error, FIELDS)),
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title={contact ? 'Edit contact' : 'Add contact'} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={refusal} title="The contact was not saved" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LimitedTextInput
              label="First name"
              withAsterisk
              data-autofocus
              limit={maxLengthOf(createContactRequestSchema, 'first_name')}
              {...form.getInputProps('first_name')}
            />
            <LimitedTextInput
              label="Last name"
              withAsterisk
              limit={maxLengthOf(createContactRequestSchema, 'last_name')}
              {...form.getInputProps('last_name')}
            />
            <LimitedTextInput
              label="E-mail address"
              type="email"
              withAsterisk
              limit={maxLengthOf(createContactRequestSchema, 'email')}
              {...form.getInputProps('email')}
            />
            <LimitedTextInput
              label="Phone"
              type="tel"
              limit={maxLengthOf(createContactRequestSchema, 'phone')}
              {...form.getInputProps('phone')}
            />
            <LimitedTextInput
              label="Title or role"
              placeholder="Network engineer"
              limit={maxLengthOf(createContactRequestSchema, 'title')}
              {...form.getInputProps('title')}
            />
          </SimpleGrid>
          <Checkbox
            label="Billing contact"
            description="Billing contacts receive the invoices."
            {...form.getInputProps('billing', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {contact ? 'Save' : 'Add contact'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
