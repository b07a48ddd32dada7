import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { INVALID_VERIFICATION_MESSAGE } from '@portal/contract';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { describeError, isApiError } from '@/api/api-error';
import { useOptionalCurrentUser } from '@/api/optional-session';
import { useResendVerification, useVerifyUser } from '@/api/verification';
import { PublicPage } from '@/components/public-page';
import { DEFAULT_PATH_AFTER_LOGIN, LOGIN_PATH } from '@/lib/return-path';

function refusalOf(error: unknown): string {
  return isApiError(error) && error.fields?.code ? error.fields.code : describeError(error);
}

/** A new link for a signed-in user who is still unverified (the old link expired or was used). */
function ResendLink() {
  const resend = useResendVerification();
  if (resend.isSuccess) {
    return (
      <Text size="sm" c="dimmed">
        {resend.data.message}
      </Text>
    );
  }
  return (
    <Button
      variant="light"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: (answer) => notifications.show({ color: 'green', title: 'Link sent', message: answer.message }),
        })
      }
    >
      Send me a new link
    </Button>
  );
}

/** /verify-user?code=…&login=… (spec 2): verifies the e-mail address of the link and says how it went. */
export function VerifyUserPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  const login = searchParams.get('login')?.trim() ?? '';
  const verify = useVerifyUser();
  const user = useOptionalCurrentUser();
  const hasStarted = useRef(false);
  const isComplete = code !== '' && login !== '';

  useEffect(() => {
    // The code is single use: it is sent once, even when the effect runs twice in development.
    if (!isComplete || hasStarted.current) return;
    hasStarted.current = true;
    verify.mutate({ code, login });
  }, [isComplete, code, login, verify.mutate]);

  const isSignedIn = !!user.data;
  const next = isSignedIn ? DEFAULT_PATH_AFTER_LOGIN : LOGIN_PATH;
  const canResend = isSignedIn && user.data?.is_verified === false;

  let content: ReactNode;
  if (!isComplete) {
    content = (
      <Alert color="red" variant="light" icon={<IconLinkOff />} role="alert" title="This link is incomplete">
        Open the link from the verification e-mail again; it carries a code and your login.
      </Alert>
    );
  } else if (verify.isSuccess) {
    content = (
      <Alert color="green" variant="light" icon={<IconCircleCheck />} role="status" title="E-mail address verified">
        {verify.data.message || 'Your e-mail address is verified.'}
      </Alert>
    );
  } else if (verify.isError) {
    content = (
      <Alert color="red" variant="light" icon={<IconLinkOff />} role="alert" title="The address was not verified">
        {refusalOf(verify.error) || INVALID_VERIFICATION_MESSAGE}
      </Alert>
    );
  } else {
    content = (
      <Stack align="center" gap="sm" py="md">
        <Loader aria-label="Verifying" />
        <Text size="sm" c="dimmed">
          Verifying your e-mail address…
        </Text>
      </Stack>
    );
  }

  return (
    <PublicPage title="Verify your e-mail address">
      <Stack gap="md">
        {content}
        {(verify.isError || !isComplete) && canResend && <ResendLink />}
        {(verify.isError || !isComplete) && !isSignedIn && (
          <Text size="sm" c="dimmed">
            Log in to have a new link sent to you.
          </Text>
        )}
        {(verify.isSuccess || verify.isError || !isComplete) && (
          <Button component={Link} to={next} variant={verify.isSuccess ? 'filled' : 'default'}>
            {isSignedIn ? 'Continue to the dashboard' : 'Go to login'}
          </Button>
        )}
      </Stack>
    </PublicPage>
  );
}
