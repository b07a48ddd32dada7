import { ActionIcon, Badge, Button, Card, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TeamInvite } from '@portal/contract';
import { IconMailForward, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type Column, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { formatDate, formatDateTime, timestampOf } from '@/lib/format-date';
import { useListView } from '@/lib/use-list-params';
import { groupLabel } from '../group-label';
import { useTeamInvites } from './api/team-invites-query';
import { useCancelInvite } from './api/use-cancel-invite';
import { useResendInvite } from './api/use-resend-invite';
import { InviteModal } from './invite-modal';

const STATUS_COLORS: Record<TeamInvite['status'], string> = {
  pending: 'blue',
  accepted: 'green',
  expired: 'gray',
  cancelled: 'red',
};

const STATUS_FILTERS = [
  { value: 'open', label: 'Open' },
  { value: 'all', label: 'All' },
];

/** Pending and expired invites can still be sent again; accepted and cancelled ones are history. */
const isOpen = (invite: TeamInvite) => invite.status === 'pending' || invite.status === 'expired';

const columns: Column<TeamInvite>[] = [
  {
    key: 'email',
    header: 'E-mail',
    isSortable: true,
    render: (invite) => (
      <Text size="sm" fw={500}>
        {invite.email}
      </Text>
    ),
  },
  {
    key: 'group',
    header: 'Group',
    isSortable: true,
    render: (invite) => <Badge variant="light">{groupLabel(invite.group)}</Badge>,
  },
  {
    key: 'status',
    header: 'Status',
    isSortable: true,
    render: (invite) => (
      <Badge variant="dot" color={STATUS_COLORS[invite.status]}>
        {invite.status}
      </Badge>
    ),
  },
  { key: 'invitedBy', header: 'Invited by', isSecondary: true, render: (invite) => invite.invited_by ?? '—' },
  {
    key: 'sent',
    header: 'Sent',
    isSortable: true,
    isSecondary: true,
    render: (invite) => formatDateTime(invite.time_created),
  },
  {
    key: 'expires',
    header: 'Expires',
    isSortable: true,
    render: (invite) =>
      invite.status === 'accepted' ? `Accepted ${formatDate(invite.time_accepted)}` : formatDate(invite.time_expires),
  },
];

/** /admin/pending-invites (spec 2): invitations sent by e-mail; invite, resend, cancel. */
export function PendingInvitesPage() {
  const invites = useTeamInvites();
  const resend = useResendInvite();
  const cancel = useCancelInvite();
  const [isInviting, inviting] = useDisclosure(false);
  const [toCancel, setToCancel] = useState<TeamInvite | null>(null);
  const view = useListView(invites.data, {
    sort: 'sent',
    direction: 'desc',
    filterNames: ['status'],
    searchValues: (invite) => [invite.email, invite.group, invite.invited_by],
    filterRow: (invite, filters) => filters.status === 'all' || isOpen(invite),
    sortValues: {
      email: (invite) => invite.email,
      group: (invite) => invite.group,
      status: (invite) => invite.status,
      sent: (invite) => timestampOf(invite.time_created),
      expires: (invite) => timestampOf(invite.time_expires),
    },
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        order={2}
        title="Pending invites"
        description="People invited to join your company who have not accepted yet."
        actions={
          <Button leftSection={<IconMailForward size={16} />} onClick={inviting.open}>
            Invite user
          </Button>
        }
      />
      <Group mb="md" gap="sm">
        <SearchInput
          value={view.params.search}
          onSearch={view.setSearch}
          placeholder="Filter by e-mail"
          label="Filter invites"
        />
        <SegmentedControl
          aria-label="Which invites"
          data={STATUS_FILTERS}
          value={view.params.filters.status === 'all' ? 'all' : 'open'}
          onChange={(value) => view.setFilter('status', value === 'all' ? 'all' : null)}
        />
      </Group>
      <DataTable
        label="Invites"
        columns={columns}
        rows={view.visibleRows}
        rowKey={(invite) => invite.id}
        isPending={invites.isPending}
        error={invites.error}
        onRetry={() => void invites.refetch()}
        empty={view.params.search ? 'No invite matches the filter.' : 'There are no pending invites.'}
        sort={view.params}
        onSort={view.sortBy}
        page={view.page}
        pageCount={view.pageCount}
        onPage={view.setPage}
        actions={(invite) =>
          isOpen(invite) && (
            <>
              <Tooltip label="Send again">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Send the invite to ${invite.email} again`}
                  loading={resend.isPending && resend.variables === invite.id}
                  onClick={() =>
                    resend.mutate(invite.id, {
                      onSuccess: () =>
                        notifications.show({ color: 'green', message: `The invite to ${invite.email} is sent again.` }),
                    })
                  }
                >
                  <IconSend size={16} />
                </ActionIcon>
              </Tooltip>
              {invite.status === 'pending' && (
                <Tooltip label="Cancel">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Cancel the invite to ${invite.email}`}
                    onClick={() => setToCancel(invite)}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </>
          )
        }
      />
      <InviteModal opened={isInviting} onClose={inviting.close} />
      <ConfirmDialog
        opened={toCancel !== null}
        title="Cancel invite"
        confirmLabel="Cancel invite"
        isPending={cancel.isPending}
        onClose={() => setToCancel(null)}
        onConfirm={() => {
          if (!toCancel) return;
          cancel.mutate(toCancel.id, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: `The invite to ${toCancel.email} is cancelled.` });
              setToCancel(null);
            },
          });
        }}
      >
        Cancel the invite to <b>{toCancel?.email}</b>? The link in their e-mail stops working.
      </ConfirmDialog>
    </Card>
  );
}
