import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { PriceEntry } from '@portal/contract';
import { formatCurrency, subscriptionTermLabel } from '@portal/domain';

interface PortPricePreviewProps {
  price: PriceEntry | undefined;
  isLoading: boolean;
  /** Why there is no price yet (nothing chosen, or the list does not sell this). */
  hint: string;
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

/** The price of the port being ordered, live as the speed and term change: MRC, NRC and the term (spec 9 USD). */
export function PortPricePreview({ price, isLoading, hint }: PortPricePreviewProps) {
  return (
    <Card withBorder radius="md" padding="md" role="status" aria-live="polite" aria-label="Price">
      <Text fw={600} mb="xs">
        Price
      </Text>
      {isLoading ? (
        <Skeleton h={48} />
      ) : price ? (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Amount label="Monthly (MRC)" value={formatCurrency(price.mrc)} />
          <Amount label="One-time (NRC)" value={formatCurrency(price.nrc)} />
          <Amount label="Term" value={subscriptionTermLabel(price.subscription_term)} />
        </SimpleGrid>
      ) : (
        <Group>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Group>
      )}
    </Card>
  );
}
