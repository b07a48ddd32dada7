import { ActionIcon, Card, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { OutboundCrossConnect } from '@portal/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { CrossConnectBoard, CrossConnectStatus } from './cross-connect-board';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children || '—'}</Text>
    </Stack>
  );
}

interface CrossConnectCardProps {
  crossConnect: OutboundCrossConnect;
  /** Given when the user may change cross connects (outbound_cross_connect.create). */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One cross connect: where it goes, its board progress as a stepper (spec 4), and its actions. */
export function CrossConnectCard({ crossConnect, onEdit, onDelete }: CrossConnectCardProps) {
  const isDeleting = crossConnect.state === 'deleting';
  const destination = [crossConnect.destination_name, crossConnect.destination_circuit_id].filter(Boolean).join(' · ');
  const demarcation = [crossConnect.panel, crossConnect.module, crossConnect.position].filter(Boolean).join(' / ');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`Cross connect ${crossConnect.circuit_id}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h5" ff="monospace">
              {crossConnect.circuit_id}
            </Title>
            <Text size="sm">{crossConnect.user_description || crossConnect.description}</Text>
          </Stack>
          <Group gap={4}>
            <CrossConnectStatus crossConnect={crossConnect} />
            {onEdit && (
              <Tooltip label="Edit your description">
                <ActionIcon
                  variant="subtle"
                  onClick={onEdit}
                  aria-label={`Edit ${crossConnect.circuit_id}`}
                  disabled={isDeleting}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {onDelete && (
              <Tooltip label={isDeleting ? 'Being deleted' : 'Delete'}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={onDelete}
                  aria-label={`Delete ${crossConnect.circuit_id}`}
                  disabled={isDeleting}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
          <Fact label="Port">{crossConnect.port}</Fact>
          <Fact label="Site">{crossConnect.site}</Fact>
          <Fact label="Destination">{destination}</Fact>
          <Fact label="Panel / module / position">{demarcation}</Fact>
          <Fact label="Order">{crossConnect.outbound_cross_connect_id}</Fact>
          <Fact label="Ordered">{formatDateTime(crossConnect.time_created)}</Fact>
        </SimpleGrid>
        {isDeleting ? (
          <Text size="sm" c="dimmed">
            Being deleted.
          </Text>
        ) : (
          <CrossConnectBoard crossConnect={crossConnect} />
        )}
      </Stack>
    </Card>
  );
}
