import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isUnauthorizedError } from '@/api/api-error';
import { hasSessionCookie } from '@/api/cookies';
import { currentUserQuery } from '@/api/session';
import { pathAfterSignIn } from '@/api/sign-in';
import { LOGIN_PATH } from '@/lib/return-path';

/**
 * /auth/refresh, "Logging In" (spec 2): checks the session again with the server and continues to the page the
 * user wanted (through the eula step when needed), or to login when there is no session.
 */
export function RefreshPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const goOn = async () => {
      if (!hasSessionCookie()) return LOGIN_PATH;
      try {
        await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
      } catch (error) {
        if (isUnauthorizedError(error)) return LOGIN_PATH;
        throw error;
      }
      return pathAfterSignIn(queryClient);
    };
    goOn().then(
      (path) => navigate(path, { replace: true }),
      () => navigate(LOGIN_PATH, { replace: true }),
    );
  }, [queryClient, navigate]);

  return (
    <Center mih="100vh">
      <Stack align="center" gap="sm">
        <Loader aria-label="Logging in" />
        <Text c="dimmed">Logging in…</Text>
      </Stack>
    </Center>
  );
}
