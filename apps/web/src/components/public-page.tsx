import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBranding } from '@/api/brand';
import { BrandLogo } from './brand-logo';

interface PublicPageProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card ("Back to login"). */
  footer?: ReactNode;
  /** Wider card for longer forms and documents. */
  width?: number;
}

/** The frame of the pages outside the signed-in shell: the product or brand, a card with the page, links under it. */
export function PublicPage({ title, description, children, footer, width = 420 }: PublicPageProps) {
  const branding = useBranding();
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={width} gap="lg" py="xl">
        <Anchor component={Link} to="/auth/login" underline="never" c="inherit">
          <Group gap={10} justify="center">
            <BrandLogo branding={branding} height={36} />
            <Text fw={700} size="xl">
              {branding.name}
            </Text>
          </Group>
        </Anchor>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Title order={1} size="h3" mb="xs">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" mb="lg">
              {description}
            </Text>
          )}
          {children}
        </Paper>
        {footer && (
          <Group justify="center" gap="lg">
            {footer}
          </Group>
        )}
      </Stack>
    </Center>
  );
}

/** A link under a public page's card. */
export function PublicPageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {children}
    </Anchor>
  );
}
