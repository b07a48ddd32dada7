import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { describeError, isApiError } from '@/api/api-error';

interface ErrorStateProps {
  error: unknown;
  title?: string;
  /** Offers a "Try again" button when given. */
  onRetry?: () => void;
}

/** A failure shown in place of the content it prevented, with the request id to quote to support. */
export function ErrorState({ error, title = 'Something went wrong', onRetry }: ErrorStateProps) {
  const requestId = isApiError(error) ? error.requestId : null;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle />} role="alert">
      <Stack gap="xs">
        <Text size="sm">{describeError(error)}</Text>
        {requestId && (
          <Text size="xs" c="dimmed">
            Request id: {requestId}
          </Text>
        )}
        {onRetry && (
          <Group>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              Try again
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
