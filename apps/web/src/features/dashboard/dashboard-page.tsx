import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CurrentCustomer, CurrentUser } from '@portal/contract';
import { useCurrentCustomer, useCurrentUser } from '@/api/session';
import { ErrorState } from '@/components/error-state';
import { formatDateTime } from '@/lib/format-date';

const customerTypeLabels: Record<CurrentCustomer['type'], string> = {
  reseller: 'Reseller',
  ix: 'Internet exchange',
  others: 'Customer',
};

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

function AccountCard({ user }: { user: CurrentUser }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Your account
      </Title>
      <Stack gap="sm">
        <Field label="Name" value={`${user.first_name} ${user.last_name}`.trim()} />
        <Field label="Email" value={user.email} />
        <Field label="Group" value={user.group} />
        <Field label="Last login" value={formatDateTime(user.time_last_login)} />
      </Stack>
    </Card>
  );
}

function CompanyCard() {
  const customer = useCurrentCustomer();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Your company
      </Title>
      {customer.isPending && <Skeleton h={96} />}
      {customer.isError && <ErrorState error={customer.error} onRetry={() => void customer.refetch()} />}
      {customer.data && (
        <Stack gap="sm">
          <Field label="Company" value={customer.data.name} />
          <Group gap="xs">
            <Badge variant="light">{customerTypeLabels[customer.data.type]}</Badge>
            {customer.data.customer_of_reseller && <Badge variant="light">Customer of a reseller</Badge>}
          </Group>
          <Field label="Customer since" value={formatDateTime(customer.data.time_created)} />
        </Stack>
      )}
    </Card>
  );
}

/** /dashboard and / (spec 2): who is signed in and for which company. */
export function DashboardPage() {
  const user = useCurrentUser();
  const customer = useCurrentCustomer();

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Dashboard</Title>
        {user.data && (
          <Text c="dimmed" mt={4}>
            Welcome back, {user.data.first_name}
            {customer.data ? ` — ${customer.data.name}` : ''}
          </Text>
        )}
      </div>
      {user.isError && <ErrorState error={user.error} onRetry={() => void user.refetch()} />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {user.isPending ? <Skeleton h={180} radius="md" /> : user.data && <AccountCard user={user.data} />}
        <CompanyCard />
      </SimpleGrid>
    </Stack>
  );
}
