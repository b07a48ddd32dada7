import { Card, Center, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state';

interface MetricCardProps {
  title: string;
  description?: string;
  /** Controls at the right of the title (a unit or reading picker). */
  controls?: ReactNode;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** Nothing measured in the range: the port is new, or was down. */
  isEmpty: boolean;
  children: ReactNode;
}

/** A card of the statistics tab with its loading, error and empty states, so every series shows them alike. */
export function MetricCard({
  title,
  description,
  controls,
  isPending,
  error,
  onRetry,
  isEmpty,
  children,
}: MetricCardProps) {
  let body: ReactNode;
  if (isPending) body = <Skeleton h={220} role="status" aria-label={`Loading ${title.toLowerCase()}`} />;
  else if (error) body = <ErrorState error={error} title={`${title} could not load`} onRetry={onRetry} />;
  else if (isEmpty) {
    body = (
      <Center h={120}>
        <Text c="dimmed" size="sm">
          Nothing was measured in this range yet.
        </Text>
      </Center>
    );
  } else body = children;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" mb="sm">
        <Stack gap={2}>
          <Title order={3} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {controls}
      </Group>
      {body}
    </Card>
  );
}
