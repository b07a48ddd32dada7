import { Alert, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import type { Port } from '@portal/contract';
import { isLagEligible } from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';

/** One eligible port as the explanation names it: where it is and what kind it is. */
function portKind(port: Port): string {
  return `${port.port_circuit_id} at ${port.pop}, zone ${port.zone}, ${port.speed} ${port.media}`;
}

/**
 * Create LAG for a company without two matching ports at one location: what a LAG needs, what the company has,
 * and the way forward (order a port of the same kind), instead of a form with nothing to choose.
 */
export function LagPrerequisites({ ports }: { ports: readonly Port[] }) {
  const eligible = ports.filter((port) => isLagEligible(port));
  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        title="Create a LAG"
        description="A link aggregation group bundles ports of one location into a single, larger and redundant link."
      />
      <Stack gap="md" maw={640}>
        <Alert color="blue" variant="light" icon={<IconInfoCircle />} title="A LAG needs two matching ports">
          <Text size="sm">
            A LAG is built from at least two of your ports at the same location that share a zone, speed and media, are
            active, and are not already in a LAG (nor cloud, point-to-point or cloud-router ports).
          </Text>
        </Alert>
        {eligible.length === 0 ? (
          <Text size="sm">None of your ports can join a LAG yet.</Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm">
              {eligible.length === 1
                ? 'You have one port that could join a LAG, with no partner of its kind yet:'
                : 'These ports could join a LAG, but none has a partner of the same kind at its location:'}
            </Text>
            <List size="sm" spacing={2}>
              {eligible.map((port) => (
                <List.Item key={port.port_circuit_id}>{portKind(port)}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Text size="sm">
          Order a port of the same zone, speed and media at one of these locations; once it is active, you can bundle
          them here.
        </Text>
        <Group>
          <Button component={Link} to="/ports/create">
            Order a port
          </Button>
          <Button variant="default" component={Link} to="/ports">
            Back to ports
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
