import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CloudRouterConnection } from '@portal/contract';
import { isWithinFreeCancellation, SUCCESS_NOTICES } from '@portal/domain';
import { TypedDeleteDialog } from '@/components/typed-delete-dialog';
import { refusalMessage } from '@/lib/form-errors';
import { useDeleteConnection } from './api/cloud-router-mutations';
import { connectionSummary, connectionTypeLabel } from './cloud-router-display';

interface DeleteConnectionDialogProps {
  connection: CloudRouterConnection;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Deleting a connection (spec 5 "Delete confirmation"): while it is being deleted spec 8's notice says so, while the
 * network still provisions it the reason is shown; otherwise what goes with it (its BGP sessions and routes), the
 * 24-hour rule, and the word delete typed.
 */
export function DeleteConnectionDialog({ connection, opened, onClose, onDeleted }: DeleteConnectionDialogProps) {
  const remove = useDeleteConnection(connection.cloud_router_circuit_id, connection.cloud_circuit_id);
  const summary = connectionSummary(connection);
  const title = `Delete connection ${connection.cloud_circuit_id}`;

  if (summary === 'deleting' || summary === 'provisioning') {
    return (
      <Modal opened={opened} onClose={onClose} title={title} centered>
        <Stack gap="md">
          <Text size="sm">
            {summary === 'deleting'
              ? SUCCESS_NOTICES.serviceBeingDeleted
              : 'The connection is still being provisioned. Try again once it is active.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  const isFree = isWithinFreeCancellation(new Date(connection.time_created), new Date());
  const sessions = connection.bgp_state_list.length;
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: `${connection.cloud_circuit_id} is being deleted`,
          message: SUCCESS_NOTICES.serviceDeleted,
        });
        onDeleted();
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'The connection was not deleted', message: refusalMessage(error) }),
    });

  return (
    <TypedDeleteDialog opened={opened} title={title} isPending={remove.isPending} onConfirm={confirm} onClose={onClose}>
      <Stack gap="sm">
        <Text size="sm">
          The {connectionTypeLabel(connection)} connection “{connection.description}” is removed from the cloud router
          {connection.cloud_router_name ? ` ${connection.cloud_router_name}` : ''}
          {sessions > 0
            ? `, with its ${sessions === 1 ? 'BGP session' : `${sessions} BGP sessions`} and every route learned through it`
            : ''}
          . It cannot be restored.
        </Text>
        <Text size="sm">
          {isFree
            ? 'It was ordered less than 24 hours ago: an order can be cancelled within 24 hours without charge.'
            : 'An order can be cancelled within 24 hours without charge; this one is older, so the cancellation follows the master services agreement.'}
        </Text>
      </Stack>
    </TypedDeleteDialog>
  );
}
