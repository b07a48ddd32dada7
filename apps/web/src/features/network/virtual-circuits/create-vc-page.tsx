import { Badge, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { PERMISSIONS } from '@portal/domain';
import { IconArrowsLeftRight, IconRoute } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCan } from '@/api/use-can';
import { PageHeader } from '@/components/page-header';

const CHOICES = [
  {
    to: '/vcs/create/backbone',
    title: 'Backbone (EVPL)',
    text: 'One VLAN on each of two ports: many circuits can share a port. The usual choice.',
    icon: IconRoute,
    permission: PERMISSIONS.BACKBONE_EVPL_CREATE,
  },
  {
    to: '/vcs/create/dedicated',
    title: 'Dedicated (EPL)',
    text: 'The whole of both ports, every frame carried as it is: for one service per port.',
    icon: IconArrowsLeftRight,
    permission: PERMISSIONS.BACKBONE_EPL_CREATE,
  },
] as const;

/** /vcs/create (spec 2): the kinds of virtual circuit the company may order, each opening its form. */
export function CreateVcPage() {
  const canEvpl = useCan(PERMISSIONS.BACKBONE_EVPL_CREATE);
  const canEpl = useCan(PERMISSIONS.BACKBONE_EPL_CREATE);
  const allowed = { [PERMISSIONS.BACKBONE_EVPL_CREATE]: canEvpl, [PERMISSIONS.BACKBONE_EPL_CREATE]: canEpl };
  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader title="Create a virtual circuit" description="Choose the kind of circuit between your ports." />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {CHOICES.filter((choice) => allowed[choice.permission]).map((choice) => (
          <UnstyledButton key={choice.to} component={Link} to={choice.to}>
            <Card withBorder radius="md" padding="lg" h="100%">
              <Stack gap="xs">
                <Group gap="xs">
                  <choice.icon size={22} />
                  <Text fw={600}>{choice.title}</Text>
                  <Badge variant="light" size="sm">
                    Backbone
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {choice.text}
                </Text>
              </Stack>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Card>
  );
}
