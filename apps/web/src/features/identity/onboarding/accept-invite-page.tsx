import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { INVALID_INVITE_MESSAGE } from '@portal/contract';
import { IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { ErrorState } from '@/components/error-state';
import { PublicPage, PublicPageLink } from '@/components/public-page';
import { LOGIN_PATH } from '@/lib/return-path';
import { AcceptInviteForm } from './accept-invite-form';
import { inviteLookupQuery } from './api/invite-lookup-query';

function InvalidInvite({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconLinkOff />} role="alert" title="This invitation cannot be used">
        {message} Ask the person who invited you to send it again.
      </Alert>
      <Button component={Link} to={LOGIN_PATH} variant="default">
        Go to login
      </Button>
    </Stack>
  );
}

/**
 * /accept-invite?token=… (the link of an invitation e-mail): shows which company and group the invitation is
 * for, lets the invitee choose a login, name and password, creates the account and signs it in.
 */
export function AcceptInvitePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const invite = useQuery(inviteLookupQuery(token));

  let content: ReactNode;
  if (token === '') {
    content = <InvalidInvite message="The link is incomplete." />;
  } else if (invite.isPending) {
    content = <Skeleton h={240} />;
  } else if (invite.isError) {
    content =
      isApiError(invite.error) && invite.error.status === 404 ? (
        <InvalidInvite message={INVALID_INVITE_MESSAGE} />
      ) : (
        <ErrorState error={invite.error} onRetry={() => void invite.refetch()} />
      );
  } else {
    content = (
      <Stack gap="md">
        <Text size="sm">
          {invite.data.invited_by_name ?? 'A colleague'} invited <b>{invite.data.email}</b> to join{' '}
          <b>{invite.data.company_name}</b> in the <b>{invite.data.group}</b> group. Choose how you will log in.
        </Text>
        <AcceptInviteForm token={token} invite={invite.data} />
      </Stack>
    );
  }

  return (
    <PublicPage
      title="Accept the invitation"
      width={520}
      footer={
        <Text size="sm" c="dimmed">
          Already have an account? <PublicPageLink to={LOGIN_PATH}>Log in</PublicPageLink>
        </Text>
      }
    >
      {content}
    </PublicPage>
  );
}
