import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right (shown only when the user may use them). */
  actions?: ReactNode;
  /** The heading level: 1 for a screen, 2 for a section within one. */
  order?: 1 | 2;
}

/** The heading of a screen or section, with its actions. */
export function PageHeader({ title, description, actions, order = 1 }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="md">
      <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
        <Title order={order} size={order === 1 ? 'h2' : 'h3'}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
