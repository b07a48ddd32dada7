import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface DashboardSectionProps {
  title: string;
  /** A link or button beside the title ("View all"). */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the dashboard grid; every section (including ones other areas add) uses it to look alike. */
export function DashboardSection({ title, action, children }: DashboardSectionProps) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}
