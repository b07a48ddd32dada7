import { ActionIcon, Badge, Button, Card, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ApiKey } from '@portal/contract';
import { IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type Column, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { formatDate, formatDateTime, timestampOf } from '@/lib/format-date';
import { useListView } from '@/lib/use-list-params';
import { useApiKeys } from './api/api-keys-query';
import { useRevokeApiKey } from './api/use-revoke-api-key';

function isExpired(key: ApiKey, now = Date.now()): boolean {
  return key.time_expires !== null && timestampOf(key.time_expires) <= now;
}

const columns: Column<ApiKey>[] = [
  {
    key: 'name',
    header: 'Name',
    isSortable: true,
    render: (key) => (
      <Text size="sm" fw={500}>
        {key.name}{' '}
        {isExpired(key) && (
          <Badge color="gray" variant="light" ml={4}>
            Expired
          </Badge>
        )}
      </Text>
    ),
  },
  { key: 'created', header: 'Created', isSortable: true, render: (key) => formatDate(key.time_created) },
  {
    key: 'expires',
    header: 'Expires',
    isSortable: true,
    render: (key) => formatDate(key.time_expires, 'Never'),
  },
  {
    key: 'lastUsed',
    header: 'Last used',
    isSortable: true,
    isSecondary: true,
    render: (key) => formatDateTime(key.time_last_used, 'Not used yet'),
  },
];

/** /user-account/api-keys (spec 2): the user's API keys (never their secrets); revoke with confirmation. */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);
  const list = useListView(keys.data, {
    sort: 'created',
    direction: 'desc',
    searchValues: (key) => [key.name],
    sortValues: {
      name: (key) => key.name,
      created: (key) => timestampOf(key.time_created),
      expires: (key) => (key.time_expires ? timestampOf(key.time_expires) : Number.MAX_SAFE_INTEGER),
      lastUsed: (key) => timestampOf(key.time_last_used),
    },
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        order={2}
        title="API keys"
        description="A key signs API clients in as you, with your permissions. Revoke a key you no longer use."
        actions={
          <Button component={Link} to="/user-account/api-key/add" leftSection={<IconPlus size={16} />}>
            Add API key
          </Button>
        }
      />
      <DataTable
        label="API keys"
        columns={columns}
        rows={list.visibleRows}
        rowKey={(key) => key.id}
        isPending={keys.isPending}
        error={keys.error}
        onRetry={() => void keys.refetch()}
        empty={
          <>
            <IconKey size={16} style={{ verticalAlign: 'middle' }} /> You have no API keys yet.
          </>
        }
        sort={list.params}
        onSort={list.sortBy}
        page={list.page}
        pageCount={list.pageCount}
        onPage={list.setPage}
        actions={(key) => (
          <Tooltip label="Revoke">
            <ActionIcon variant="subtle" color="red" aria-label={`Revoke ${key.name}`} onClick={() => setToRevoke(key)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      />
      <ConfirmDialog
        opened={toRevoke !== null}
        title="Revoke API key"
        confirmLabel="Revoke"
        isPending={revoke.isPending}
        onClose={() => setToRevoke(null)}
        onConfirm={() => {
          if (!toRevoke) return;
          revoke.mutate(toRevoke.id, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: `The key “${toRevoke.name}” is revoked.` });
              setToRevoke(null);
            },
          });
        }}
      >
        Revoke <b>{toRevoke?.name}</b>? Every client using it stops working at once. This cannot be undone.
      </ConfirmDialog>
    </Card>
  );
}
