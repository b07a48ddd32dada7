import { ActionIcon, Badge, Button, Card, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Contact } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type BillingFilter, useContacts } from '@/api/contacts';
import { useCan } from '@/api/use-can';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type Column, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { useListParams, useListView } from '@/lib/use-list-params';
import { useDeleteContact } from './api/use-delete-contact';
import { ContactFormModal } from './contact-form-modal';

const BILLING_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'true', label: 'Billing' },
  { value: 'false', label: 'Other' },
];

function billingFilterOf(value: string | undefined): BillingFilter {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

const fullName = (contact: Contact) => `${contact.first_name} ${contact.last_name}`.trim();

const columns: Column<Contact>[] = [
  {
    key: 'name',
    header: 'Name',
    isSortable: true,
    render: (contact) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500}>
          {fullName(contact)}
        </Text>
        {contact.billing && (
          <Badge size="sm" variant="light">
            Billing
          </Badge>
        )}
      </Group>
    ),
  },
  { key: 'email', header: 'E-mail', isSortable: true, render: (contact) => contact.email },
  { key: 'phone', header: 'Phone', isSecondary: true, render: (contact) => contact.phone || '—' },
  { key: 'title', header: 'Title', isSortable: true, isSecondary: true, render: (contact) => contact.title || '—' },
];

/** /admin/company-contacts (spec 2): the company's contacts, filtered by the billing flag. */
export function CompanyContactsPage() {
  const canEdit = useCan(PERMISSIONS.COMPANY_UPDATE);
  const [editing, setEditing] = useState<{ contact: Contact | null } | null>(null);
  const [toDelete, setToDelete] = useState<Contact | null>(null);
  const remove = useDeleteContact();
  // The billing filter is answered by the server (`?billing=`); the text filter and sorting run here.
  const billing = billingFilterOf(useListParams({ filterNames: ['billing'] }).params.filters.billing);
  const contacts = useContacts(billing);
  const view = useListView(contacts.data, {
    sort: 'name',
    filterNames: ['billing'],
    searchValues: (contact) => [fullName(contact), contact.email, contact.phone, contact.title],
    sortValues: { name: fullName, email: (contact) => contact.email, title: (contact) => contact.title },
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        order={2}
        title="Company contacts"
        description="The people to reach about your services; billing contacts receive the invoices."
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ contact: null })}>
              Add contact
            </Button>
          )
        }
      />
      <Group mb="md" gap="sm">
        <SearchInput
          value={view.params.search}
          onSearch={view.setSearch}
          placeholder="Filter by name, e-mail or title"
          label="Filter contacts"
        />
        <SegmentedControl
          aria-label="Billing contacts"
          data={BILLING_FILTERS}
          value={billing === null ? 'all' : String(billing)}
          onChange={(value) => view.setFilter('billing', value === 'all' ? null : value)}
        />
      </Group>
      <DataTable
        label="Company contacts"
        columns={columns}
        rows={view.visibleRows}
        rowKey={(contact) => contact.uuid}
        isPending={contacts.isPending}
        error={contacts.error}
        onRetry={() => void contacts.refetch()}
        empty={view.params.search || billing !== null ? 'No contact matches the filter.' : 'There are no contacts yet.'}
        sort={view.params}
        onSort={view.sortBy}
        page={view.page}
        pageCount={view.pageCount}
        onPage={view.setPage}
        actions={
          canEdit
            ? (contact) => (
                <>
                  <Tooltip label="Edit">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${fullName(contact)}`}
                      onClick={() => setEditing({ contact })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${fullName(contact)}`}
                      onClick={() => setToDelete(contact)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </>
              )
            : undefined
        }
      />
      <ContactFormModal opened={editing !== null} contact={editing?.contact ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete contact"
        confirmLabel="Delete"
        isPending={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.uuid, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: `${fullName(toDelete)} is deleted.` });
              setToDelete(null);
            },
          });
        }}
      >
        Delete the contact <b>{toDelete ? fullName(toDelete) : ''}</b>?
      </ConfirmDialog>
    </Card>
  );
}
