import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PublicPage, PublicPageLink } from '@/components/public-page';
import { SignupForm } from './signup-form';

/** /auth/signup (spec 1 "Users sign up"): a new company and its first administrator. */
export function SignupPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <PublicPage
      title={sentTo ? 'Check your e-mail' : 'Create your account'}
      description={sentTo ? undefined : 'Open an account for your company. You will be its first administrator.'}
      width={520}
      footer={
        <Text size="sm" c="dimmed">
          Already have an account? <PublicPageLink to="/auth/login">Log in</PublicPageLink>
        </Text>
      }
    >
      {sentTo ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconMailCheck />} role="status" title="Your account is ready">
            We sent a verification link to <b>{sentTo}</b>. Open it to verify your e-mail address, then log in.
          </Alert>
          <Button component={Link} to="/auth/login" variant="default">
            Go to login
          </Button>
        </Stack>
      ) : (
        <SignupForm onSignedUp={setSentTo} />
      )}
    </PublicPage>
  );
}
