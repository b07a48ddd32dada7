import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UserSession } from '@portal/contract';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type Column, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { formatDateTime, timestampOf } from '@/lib/format-date';
import { useListView } from '@/lib/use-list-params';
import { useOwnSessions } from './api/sessions-query';
import { useRevokeSession } from './api/use-revoke-session';

const columns: Column<UserSession>[] = [
  {
    key: 'device',
    header: 'Device',
    isSortable: true,
    render: (session) => (
      <Group gap={8} wrap="nowrap">
        <IconDeviceDesktop size={18} aria-hidden opacity={0.7} />
        <div>
          <Group gap={6}>
            <Text size="sm" fw={500}>
              {session.device}
            </Text>
            {session.is_current && (
              <Badge size="sm" color="green" variant="light">
                This session
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" lineClamp={1} title={session.user_agent}>
            {session.user_agent}
          </Text>
        </div>
      </Group>
    ),
  },
  { key: 'ip', header: 'IP address', isSortable: true, render: (session) => session.ip_address },
  {
    key: 'lastSeen',
    header: 'Last seen',
    isSortable: true,
    render: (session) => formatDateTime(session.time_last_seen),
  },
  {
    key: 'created',
    header: 'Signed in',
    isSortable: true,
    isSecondary: true,
    render: (session) => formatDateTime(session.time_created),
  },
  { key: 'expires', header: 'Expires', isSecondary: true, render: (session) => formatDateTime(session.time_expires) },
];

/** /admin/sessions (spec 2 "user-sessions"): where the user is signed in; end any session but this one. */
export function SessionsPage() {
  const sessions = useOwnSessions();
  const revoke = useRevokeSession();
  const [toRevoke, setToRevoke] = useState<UserSession | null>(null);
  const view = useListView(sessions.data, {
    sort: 'lastSeen',
    direction: 'desc',
    searchValues: (session) => [session.device, session.ip_address],
    sortValues: {
      device: (session) => session.device,
      ip: (session) => session.ip_address,
      lastSeen: (session) => timestampOf(session.time_last_seen),
      created: (session) => timestampOf(session.time_created),
    },
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        order={2}
        title="Your sessions"
        description="The browsers and devices signed in as you. End a session you do not recognise, then change your password."
      />
      <DataTable
        label="Sessions"
        columns={columns}
        rows={view.visibleRows}
        rowKey={(session) => session.id}
        isPending={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        empty="No sessions."
        sort={view.params}
        onSort={view.sortBy}
        page={view.page}
        pageCount={view.pageCount}
        onPage={view.setPage}
        actions={(session) =>
          !session.is_current && (
            <Button size="xs" variant="light" color="red" onClick={() => setToRevoke(session)}>
              End session
            </Button>
          )
        }
      />
      <ConfirmDialog
        opened={toRevoke !== null}
        title="End session"
        confirmLabel="End session"
        isPending={revoke.isPending}
        onClose={() => setToRevoke(null)}
        onConfirm={() => {
          if (!toRevoke) return;
          revoke.mutate(toRevoke.id, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: 'The session has ended.' });
              setToRevoke(null);
            },
          });
        }}
      >
        End the session on <b>{toRevoke?.device}</b> ({toRevoke?.ip_address})? That browser goes back to the login page
        at once.
      </ConfirmDialog>
    </Card>
  );
}
