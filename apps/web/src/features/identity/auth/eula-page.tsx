import { Button, Group, Stack, Text } from '@mantine/core';
import { PublicPage } from '@/components/public-page';
import { TermsDocument } from '@/components/terms-document';
import { useAcceptTerms } from './api/use-accept-terms';
import { useLogout } from './api/use-logout';

/**
 * /auth/eula (spec 2 and 8): shown after login while the user has not accepted the latest terms and conditions
 * (nothing accepted yet, or a newer document was published). A user who has accepted them is sent on.
 */
export function EulaPage() {
  const accept = useAcceptTerms();
  const logout = useLogout();
  return (
    <PublicPage
      title="Terms and conditions"
      description="Please read and accept the terms and conditions to continue to the portal."
      width={640}
    >
      <Stack gap="lg">
        <TermsDocument />
        <Text size="sm" c="dimmed">
          By selecting “I accept” you agree to these terms on behalf of yourself and your company.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => logout.mutate()} loading={logout.isPending}>
            Decline and log out
          </Button>
          <Button onClick={() => accept.mutate()} loading={accept.isPending}>
            I accept
          </Button>
        </Group>
      </Stack>
    </PublicPage>
  );
}
