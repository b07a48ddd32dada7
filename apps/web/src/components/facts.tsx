import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One labelled fact of a details card: the label small and dimmed above, the value wrapping anywhere (codes such as
 * prefixes and AS paths in monospace).
 */
export function Fact({
  label,
  value,
  isMonospace = false,
}: {
  label: string;
  value: ReactNode;
  isMonospace?: boolean;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" ff={isMonospace ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** A details card's facts as a grid: one column on phones, two on small screens, three from medium up. */
export function FactGrid({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {facts.map(([label, value]) => (
        <Fact key={label} label={label} value={value} />
      ))}
    </SimpleGrid>
  );
}
