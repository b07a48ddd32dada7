import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { Dashboard } from '@portal/contract';
import { Link } from 'react-router';
import { SUMMARIES, SUMMARY_COLORS } from '@/lib/summary-colour';
import { productListPath } from './dashboard-links';
import { DashboardSection } from './dashboard-section';

interface ProductCountsCardProps {
  products: Dashboard['products'];
  canOpen: (path: string) => boolean;
}

/** spec 4: how many of each product the company has, by summary state; a product links to its list if it exists. */
export function ProductCountsCard({ products, canOpen }: ProductCountsCardProps) {
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
          {products.map((product) => {
            const listPath = productListPath(product.service_type);
            return (
              <Table.Tr key={product.service_type}>
                <Table.Td>
                  {listPath && canOpen(listPath) ? (
                    <Anchor component={Link} to={listPath} size="sm">
                      {product.label}
                    </Anchor>
                  ) : (
                    <Text size="sm">{product.label}</Text>
                  )}
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
