import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <Text size="lg" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Stack>
  );
}

interface PriceCardProps {
  /** The amounts shown (monthly, one-time, term…), already formatted; none: the hint instead. */
  amounts: readonly { label: string; value: string }[] | undefined;
  /** Why there is no price yet (nothing chosen, or the list does not sell this). */
  hint: string;
  isLoading?: boolean;
}

/**
 * The live price of an order being configured, announced politely as it changes: the port, VC and point-to-point
 * order forms show it beside their fields.
 */
export function PriceCard({ amounts, hint, isLoading = false }: PriceCardProps) {
  return (
    <Card withBorder radius="md" padding="md" role="status" aria-live="polite" aria-label="Price">
      <Text fw={600} mb="xs">
        Price
      </Text>
      {isLoading ? (
        <Skeleton h={48} />
      ) : amounts ? (
        // Side by side while they fit, each amount whole (never "Month to / month"); a narrow card wraps them.
        <Group gap="lg" align="flex-start">
          {amounts.map((amount) => (
            <Amount key={amount.label} label={amount.label} value={amount.value} />
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}
