import { Anchor, Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { MfaEnrolment } from '@/components/mfa-enrolment';
import { PublicPage } from '@/components/public-page';
import { takeReturnPath } from '@/lib/return-path';

/**
 * /auth/mfaSignup (spec 2): the two-factor setup step right after login. No company requires two-factor
 * authentication yet, so this step is offered, not forced: the user may set it up now or continue. A user who
 * already has it on is sent on by the route.
 */
export function MfaSignupPage() {
  const navigate = useNavigate();
  const goOn = () => void navigate(takeReturnPath(), { replace: true });
  return (
    <PublicPage
      title="Protect your account"
      description="Add two-factor authentication to your account before you continue."
      width={600}
    >
      <Stack gap="lg">
        <MfaEnrolment doneLabel="Continue" onDone={goOn} />
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={goOn}>
            Skip for now
          </Anchor>
        </Group>
      </Stack>
    </PublicPage>
  );
}
