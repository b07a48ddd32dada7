import { ActionIcon, Badge, Button, Card, Group, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CloudCredential } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconCloudSearch, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useCloudCredentials } from '@/api/cloud-credentials';
import { useCan } from '@/api/use-can';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type Column, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { refusalMessage } from '@/lib/form-errors';
import { formatDate } from '@/lib/format-date';
import { useListView } from '@/lib/use-list-params';
import { CloudCredentialEditModal } from './cloud-credential-edit-modal';
import { CloudCredentialFormModal } from './cloud-credential-form-modal';
import { useDeleteCloudCredential } from './cloud-credential-mutations';
import { CredentialResourcesModal } from './credential-resources-modal';

const PROVIDER_LABELS = { aws: 'AWS', google: 'Google Cloud' } as const;

const columns: Column<CloudCredential>[] = [
  {
    key: 'description',
    header: 'Description',
    isSortable: true,
    render: (credential) => (
      <Text size="sm" fw={500}>
        {credential.description}
      </Text>
    ),
  },
  {
    key: 'cloud_provider',
    header: 'Cloud',
    isSortable: true,
    render: (credential) => PROVIDER_LABELS[credential.cloud_provider],
  },
  { key: 'masked_credential', header: 'Credential', render: (credential) => credential.masked_credential },
  {
    key: 'is_unused',
    header: 'Use',
    render: (credential) =>
      credential.is_unused ? (
        <Badge variant="light" color="gray">
          Unused
        </Badge>
      ) : (
        <Badge variant="light">In use</Badge>
      ),
  },
  {
    key: 'time_created',
    header: 'Added',
    isSortable: true,
    isSecondary: true,
    isNoWrap: true,
    render: (credential) => formatDate(credential.time_created),
  },
];

/**
 * /admin/cloud-credentials (spec 2): the company's AWS and Google credentials, never their secrets, and what each
 * sees in its cloud (the gateways and networks a hosted connection's settings can use).
 */
export function CloudCredentialsPage() {
  const canEdit = useCan(PERMISSIONS.COMPANY_UPDATE);
  // Reading what a credential sees needs what reading the list needs (hosted-cloud.read).
  const canReadResources = useCan(PERMISSIONS.HOSTED_CLOUD_READ);
  const [toInspect, setToInspect] = useState<CloudCredential | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const [toDelete, setToDelete] = useState<CloudCredential | null>(null);
  const [toEdit, setToEdit] = useState<CloudCredential | null>(null);
  const credentials = useCloudCredentials();
  const remove = useDeleteCloudCredential();
  const view = useListView(credentials.data, {
    sort: 'time_created',
    searchValues: (credential) => [credential.description, credential.masked_credential, credential.cloud_provider],
    sortValues: {
      description: (credential) => credential.description,
      cloud_provider: (credential) => credential.cloud_provider,
      time_created: (credential) => credential.time_created,
    },
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        order={2}
        title="Cloud credentials"
        description="AWS and Google Cloud credentials the portal uses to set up the cloud side of your hosted connections. Secrets are kept encrypted and never shown again."
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setIsAdding(true)}>
              Add credential
            </Button>
          )
        }
      />
      <Group mb="md" gap="sm">
        <SearchInput
          value={view.params.search}
          onSearch={view.setSearch}
          placeholder="Filter by description or key"
          label="Filter cloud credentials"
        />
      </Group>
      <DataTable
        label="Cloud credentials"
        columns={columns}
        rows={view.visibleRows}
        rowKey={(credential) => credential.cloud_provider_credential_uuid}
        isPending={credentials.isPending}
        error={credentials.error}
        onRetry={() => void credentials.refetch()}
        empty={view.params.search ? 'No credential matches the filter.' : 'There are no cloud credentials yet.'}
        sort={view.params}
        onSort={view.sortBy}
        page={view.page}
        pageCount={view.pageCount}
        onPage={view.setPage}
        actions={
          canEdit || canReadResources
            ? (credential) => (
                <Group gap={4} wrap="nowrap">
                  {canReadResources && (
                    <Tooltip label="Gateways and networks it sees">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Resources of ${credential.description}`}
                        onClick={() => setToInspect(credential)}
                      >
                        <IconCloudSearch size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {canEdit && (
                    <>
                      <Tooltip label="Rename or rotate the secret">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${credential.description}`}
                          onClick={() => setToEdit(credential)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={credential.is_unused ? 'Delete' : 'In use by a cloud connection'}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${credential.description}`}
                          onClick={() => setToDelete(credential)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </>
                  )}
                </Group>
              )
            : undefined
        }
      />
      {/* Each opening is a new form: nothing typed before, nor a saved secret, is kept. */}
      {isAdding && <CloudCredentialFormModal onClose={() => setIsAdding(false)} />}
      {toInspect && (
        <CredentialResourcesModal
          key={toInspect.cloud_provider_credential_uuid}
          credential={toInspect}
          onClose={() => setToInspect(null)}
        />
      )}
      {toEdit && (
        <CloudCredentialEditModal
          key={toEdit.cloud_provider_credential_uuid}
          credential={toEdit}
          onClose={() => setToEdit(null)}
        />
      )}
      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete cloud credential"
        confirmLabel="Delete"
        isPending={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.cloud_provider_credential_uuid, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: `${toDelete.description} is deleted.` });
              setToDelete(null);
            },
            onError: (error) => {
              notifications.show({ color: 'red', message: refusalMessage(error) });
              setToDelete(null);
            },
          });
        }}
      >
        Delete the cloud credential <b>{toDelete?.description ?? ''}</b>? Connections can no longer use it.
      </ConfirmDialog>
    </Card>
  );
}
