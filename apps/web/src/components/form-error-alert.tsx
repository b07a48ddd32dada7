import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A refusal of the server that belongs to no field, shown above the form (what was typed stays). */
export function FormErrorAlert({ message, title = 'That did not work' }: { message: string | null; title?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" title={title}>
      {message}
    </Alert>
  );
}
