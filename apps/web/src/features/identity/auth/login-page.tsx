import { Alert, Divider, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { PublicPage, PublicPageLink } from '@/components/public-page';
import { LoginForm } from './login-form';
import { noticeOf } from './notice';

/** /auth/login (spec 2): outside the signed-in frame; a signed-in user never sees it (the route redirects). */
export function LoginPage() {
  const notice = noticeOf(useLocation().state);
  return (
    <PublicPage
      title="Sign in"
      description="Sign in to manage your ports, virtual circuits and cloud connections."
      footer={<PublicPageLink to="/auth/sso">Sign in with single sign-on</PublicPageLink>}
    >
      <Stack gap="md">
        {notice && (
          <Alert color="green" variant="light" icon={<IconCircleCheck />} role="status">
            {notice}
          </Alert>
        )}
        <LoginForm />
        <Divider />
        <Group justify="center" gap={6}>
          <Text size="sm" c="dimmed">
            New to the portal?
          </Text>
          <PublicPageLink to="/auth/signup">Create an account</PublicPageLink>
        </Group>
      </Stack>
    </PublicPage>
  );
}
