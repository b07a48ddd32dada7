import { Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ActableCustomer } from '@portal/contract';
import { DEBOUNCE_MS } from '@portal/domain';
import { useState } from 'react';
import { actOnBehalfOf } from '@/api/on-behalf';
import { useCurrentCustomer, useCurrentUser } from '@/api/session';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { useActableCustomers } from './api/actable-customers-query';

/** What the screen says the user can do here: staff help any customer, a reseller runs its own customers. */
function introduction(isProviderStaff: boolean, companyName: string): string {
  if (isProviderStaff) {
    return 'As provider staff you work in the portal on behalf of a customer: find the customer by name, customer ID or one of its circuit IDs, then act for it. You see and do what the customer would, with your own permissions, and every change is logged as made on its behalf.';
  }
  return `${companyName} is a reseller: its services are those of its customers. Pick one of your customers to see and manage its ports, circuits and settings on its behalf; the banner at the top shows whom you act for.`;
}

function CustomerRow({ customer }: { customer: ActableCustomer }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {customer.name}
          </Text>
          {customer.matched_circuit_id && (
            <Text size="xs" c="dimmed">
              Owns circuit {customer.matched_circuit_id}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="xs" ff="monospace">
          {customer.customer_uuid}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        {customer.type === 'reseller' ? (
          <Badge variant="light">Reseller</Badge>
        ) : customer.reseller_name ? (
          <Text size="sm">Customer of {customer.reseller_name}</Text>
        ) : (
          <Text size="sm">Direct customer</Text>
        )}
      </Table.Td>
      <Table.Td ta="right">
        <Button size="xs" onClick={() => actOnBehalfOf(customer.customer_uuid)} aria-label={`Act for ${customer.name}`}>
          Act for customer
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /act-for-customer: where provider staff and a reseller's users start (spec 1 "staff who can act on behalf of a
 * customer", spec 6 "impersonation through an on-behalf header"). It says what they can do here and lists the
 * customers they may act for; picking one opens that customer's dashboard with the "You are logged into" banner.
 */
export function CustomerPickerPage() {
  const { data: user } = useCurrentUser();
  const { data: company } = useCurrentCustomer();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, DEBOUNCE_MS.default);
  const customers = useActableCustomers(query);
  const isProviderStaff = user?.is_provider_staff ?? false;
  const rows = customers.data ?? [];

  let body = null;
  if (customers.isPending) body = <Text c="dimmed">Loading the customers…</Text>;
  else if (customers.error) {
    body = (
      <ErrorState
        error={customers.error}
        title="The customers could not load"
        onRetry={() => void customers.refetch()}
      />
    );
  } else if (rows.length === 0) {
    body = (
      <Text c="dimmed" size="sm">
        {query.trim()
          ? `No customer you may act for matches "${query.trim()}".`
          : 'Your company acts for no other customer: there is nobody to pick here.'}
      </Text>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="sm" aria-label="Customers you may act for">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Customer</Table.Th>
              <Table.Th visibleFrom="sm">Customer ID</Table.Th>
              <Table.Th visibleFrom="sm">Kind</Table.Th>
              <Table.Th>
                <VisuallyHidden>Action</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((customer) => (
              <CustomerRow key={customer.customer_uuid} customer={customer} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        title={isProviderStaff ? 'Act for a customer' : 'Your customers'}
        description={introduction(isProviderStaff, company?.name ?? 'Your company')}
      />
      <Group mb="md">
        <SearchInput
          value=""
          onSearch={setSearch}
          placeholder={isProviderStaff ? 'Name, customer ID or circuit ID' : 'Name or customer ID'}
          label="Find a customer"
        />
      </Group>
      {body}
    </Card>
  );
}
