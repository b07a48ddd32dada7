import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@/lib/document-title';
import { LoginForm } from './login-form';

/** /auth/login (spec 2): outside the signed-in frame; a signed-in user never sees it (the route redirects). */
export function LoginPage() {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={400} gap="lg">
        <Group gap={10} justify="center">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <Text fw={700} size="xl">
            {PRODUCT_NAME}
          </Text>
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Title order={1} size="h3" mb="xs">
            Sign in
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            Sign in to manage your ports, virtual circuits and cloud connections.
          </Text>
          <LoginForm />
        </Paper>
      </Stack>
    </Center>
  );
}
