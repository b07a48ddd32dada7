import { Badge, Button, Card, Group, Select, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { User } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUser } from '@/api/session';
import { useCan } from '@/api/use-can';
import { type Column, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { formatDateTime, timestampOf } from '@/lib/format-date';
import { useListView } from '@/lib/use-list-params';
import { groupLabel, groupOptions } from '../group-label';
import { useUsers } from './api/users-query';
import { ChangeGroupModal } from './change-group-modal';
import { CreateUserModal } from './create-user-modal';
import { DeleteUserDialog } from './delete-user-dialog';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog';
import { UserActionsMenu } from './user-actions-menu';

const fullName = (user: User) => `${user.first_name} ${user.last_name}`.trim();

function columnsFor(currentUuid: string | undefined): Column<User>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      isSortable: true,
      render: (user) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500}>
            {fullName(user)}
          </Text>
          {user.uuid === currentUuid && (
            <Badge size="sm" variant="light" color="gray">
              You
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'login', header: 'Login', isSortable: true, render: (user) => user.login },
    {
      key: 'email',
      header: 'E-mail',
      isSortable: true,
      isSecondary: true,
      render: (user) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{user.email}</Text>
          {!user.is_verified && (
            <Badge size="sm" variant="light" color="yellow">
              Unverified
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'group',
      header: 'Group',
      isSortable: true,
      render: (user) => <Badge variant="light">{groupLabel(user.group)}</Badge>,
    },
    {
      key: 'mfa',
      header: '2FA',
      isSecondary: true,
      render: (user) => (
        <Badge size="sm" variant="dot" color={user.mfa_enabled ? 'green' : 'gray'}>
          {user.mfa_enabled ? 'On' : 'Off'}
        </Badge>
      ),
    },
    {
      key: 'lastLogin',
      header: 'Last login',
      isSortable: true,
      isSecondary: true,
      render: (user) => formatDateTime(user.time_last_login),
    },
  ];
}

/** /admin/active-users (spec 2): the company's users; add, change group, sign out everywhere, delete. */
export function ActiveUsersPage() {
  const users = useUsers();
  const { data: currentUser } = useCurrentUser();
  const canCreate = useCan(PERMISSIONS.USER_CREATE);
  const canUpdate = useCan(PERMISSIONS.USER_UPDATE);
  const canDelete = useCan(PERMISSIONS.USER_DELETE);
  const [isCreating, creating] = useDisclosure(false);
  const [regrouping, setRegrouping] = useState<User | null>(null);
  const [signingOut, setSigningOut] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const view = useListView(users.data, {
    sort: 'name',
    filterNames: ['group'],
    searchValues: (user) => [fullName(user), user.login, user.email],
    filterRow: (user, filters) => !filters.group || user.group === filters.group,
    sortValues: {
      name: fullName,
      login: (user) => user.login,
      email: (user) => user.email,
      group: (user) => user.group,
      lastLogin: (user) => timestampOf(user.time_last_login),
    },
  });
  const hasActions = canUpdate || canDelete;

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        order={2}
        title="Active users"
        description="Everyone who can log in to your company's portal, and the group that sets what they may do."
        actions={
          canCreate && (
            <Button leftSection={<IconUserPlus size={16} />} onClick={creating.open}>
              Add user
            </Button>
          )
        }
      />
      <Group mb="md" gap="sm">
        <SearchInput
          value={view.params.search}
          onSearch={view.setSearch}
          placeholder="Filter by name, login or e-mail"
          label="Filter users"
        />
        <Select
          aria-label="Group"
          placeholder="All groups"
          data={groupOptions}
          value={view.params.filters.group ?? null}
          onChange={(value) => view.setFilter('group', value)}
          clearable
          w={180}
        />
      </Group>
      <DataTable
        label="Users"
        columns={columnsFor(currentUser?.uuid)}
        rows={view.visibleRows}
        rowKey={(user) => user.uuid}
        isPending={users.isPending}
        error={users.error}
        onRetry={() => void users.refetch()}
        empty={view.params.search || view.params.filters.group ? 'No user matches the filter.' : 'There are no users.'}
        sort={view.params}
        onSort={view.sortBy}
        page={view.page}
        pageCount={view.pageCount}
        onPage={view.setPage}
        actions={
          hasActions
            ? (user) => (
                <UserActionsMenu
                  user={user}
                  isSelf={user.uuid === currentUser?.uuid}
                  canUpdate={canUpdate}
                  canDelete={canDelete}
                  onChangeGroup={setRegrouping}
                  onSignOut={setSigningOut}
                  onDelete={setDeleting}
                />
              )
            : undefined
        }
      />
      <CreateUserModal opened={isCreating} onClose={creating.close} />
      <ChangeGroupModal user={regrouping} onClose={() => setRegrouping(null)} />
      <SignOutEverywhereDialog user={signingOut} onClose={() => setSigningOut(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
