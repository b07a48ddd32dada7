import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PublicPage } from '@/components/public-page';

/**
 * /auth/federated-login (spec 2): the return point of a federated (identity provider) login. Federated login
 * is not configured in this portal, so nothing can arrive here; the page says so and offers the login form.
 */
export function FederatedLoginPage() {
  return (
    <PublicPage title="Federated login">
      <Stack gap="md">
        <Text size="sm">
          Federated login through an external identity provider is not configured for this portal, so there is no
          sign-in to complete here.
        </Text>
        <Text size="sm" c="dimmed">
          Log in with your login and password. If your company expects you to sign in through its identity provider, ask
          your administrator.
        </Text>
        <Button component={Link} to="/auth/login" fullWidth>
          Go to login
        </Button>
      </Stack>
    </PublicPage>
  );
}
