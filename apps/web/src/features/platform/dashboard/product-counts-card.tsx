import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { Dashboard } from '@portal/contract';
import { Link } from 'react-router';
import { SUMMARIES, SUMMARY_COLORS } from '@/lib/summary-colour';
import { DashboardSection } from './dashboard-section';

interface ProductCountsCardProps {
  /** The products whose list screen the user can open (`openableProducts`). */
  products: readonly { product: Dashboard['products'][number]; listPath: string }[];
}

/**
 * spec 4: how many of each product the company has, by summary state; each product links to its list. Products
 * without a list screen yet are not shown (`openableProducts`).
 */
export function ProductCountsCard({ products }: ProductCountsCardProps) {
  return (
    <DashboardSection title="Your services">
      <Table verticalSpacing={6} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>By state</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map(({ product, listPath }) => {
            return (
              <Table.Tr key={product.service_type}>
                <Table.Td>
                  <Anchor component={Link} to={listPath} size="sm">
                    {product.label}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={600}>
                    {product.total}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {SUMMARIES.filter((summary) => product[summary] > 0).map((summary) => (
                      <Badge key={summary} color={SUMMARY_COLORS[summary]} variant="light" size="sm">
                        {product[summary]} {summary}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Stack gap={0} mt="xs">
        <Text size="xs" c="dimmed">
          Active: in service. Provisioning: being set up or changed. Warning and error: check the service.
        </Text>
      </Stack>
    </DashboardSection>
  );
}
