import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CloudRouter } from '@portal/contract';
import { isWithinFreeCancellation, SUCCESS_NOTICES } from '@portal/domain';
import { Link } from 'react-router';
import { TypedDeleteDialog } from '@/components/typed-delete-dialog';
import { refusalMessage } from '@/lib/form-errors';
import { useDeleteCloudRouter } from './api/cloud-router-mutations';
import { routerBadge } from './cloud-router-display';

interface DeleteCloudRouterDialogProps {
  router: CloudRouter;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Why the router cannot be deleted now (the server refuses the same), or null. */
function blockedReason(router: CloudRouter): string | null {
  if (router.summary === 'deleting') return SUCCESS_NOTICES.serviceBeingDeleted;
  if (routerBadge(router).isBusy) return 'The cloud router is still being provisioned. Try again once it is active.';
  if (router.connection_count > 0) {
    return `Delete the connections of this cloud router first: it still has ${
      router.connection_count === 1 ? '1 connection' : `${router.connection_count} connections`
    }.`;
  }
  return null;
}

/**
 * Deleting a cloud router (spec 5 "Delete confirmation"): a router with connections, or one the network is still
 * working on, is explained instead of confirmed; otherwise the 24-hour rule of the cancellation terms and the word
 * delete typed. Spec 8's notice on success.
 */
export function DeleteCloudRouterDialog({ router, opened, onClose, onDeleted }: DeleteCloudRouterDialogProps) {
  const remove = useDeleteCloudRouter(router.circuit_id);
  const reason = blockedReason(router);
  const title = `Delete cloud router ${router.name}`;

  if (reason) {
    return (
      <Modal opened={opened} onClose={onClose} title={title} centered>
        <Stack gap="md">
          <Text size="sm">{reason}</Text>
          {router.connection_count > 0 && (
            <Anchor component={Link} to={`/cloud-routers/${encodeURIComponent(router.circuit_id)}`} size="sm">
              Open the router's connections
            </Anchor>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  const isFree = isWithinFreeCancellation(new Date(router.time_created), new Date());
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: `${router.name} is being deleted`,
          message: SUCCESS_NOTICES.serviceDeleted,
        });
        onDeleted();
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'The cloud router was not deleted', message: refusalMessage(error) }),
    });

  return (
    <TypedDeleteDialog opened={opened} title={title} isPending={remove.isPending} onConfirm={confirm} onClose={onClose}>
      <Stack gap="sm">
        <Text size="sm">
          The cloud router {router.circuit_id} (ASN {router.asn}, {router.capacity}) is removed from the network. It
          cannot be restored.
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
