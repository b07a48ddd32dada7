import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DELETE_CONFIRMATION_KEYWORD, isDeleteConfirmed } from '@portal/domain';
import { type ReactNode, useEffect, useState } from 'react';

interface TypedDeleteDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** spec 5 "Delete confirmation": the user types the word delete (any case) before the button works. */
export function TypedDeleteDialog({
  opened,
  title,
  children,
  isPending = false,
  onConfirm,
  onClose,
}: TypedDeleteDialogProps) {
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (opened) setTyped('');
  }, [opened]);
  const isConfirmed = isDeleteConfirmed(typed);

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isConfirmed) onConfirm();
        }}
      >
        <Stack gap="md">
          <Text size="sm" component="div">
            {children}
          </Text>
          <TextInput
            label={`Type ${DELETE_CONFIRMATION_KEYWORD} to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!isConfirmed} loading={isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
