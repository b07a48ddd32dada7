import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailExclamation } from '@tabler/icons-react';
import { useCurrentUser } from '@/api/session';
import { useResendVerification } from '@/api/verification';

/**
 * spec 8: an unverified user is told to verify the e-mail address (the server refuses their changes until then)
 * and can ask for a new link.
 */
export function VerifyEmailBanner() {
  const { data: user } = useCurrentUser();
  const resend = useResendVerification();
  if (!user || user.is_verified) return null;

  return (
    <Alert color="yellow" variant="light" icon={<IconMailExclamation />} mb="md" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Please verify your email address. We sent a link to <b>{user.email}</b>; until it is opened, changes to your
          company, its users and API keys are refused.
        </Text>
        <Button
          size="xs"
          variant="light"
          color="yellow"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (answer) =>
                notifications.show({ color: 'green', title: 'Link sent', message: answer.message }),
            })
          }
        >
          Resend the link
        </Button>
      </Group>
    </Alert>
  );
}
