import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { HostedCloud } from '@portal/contract';
import { isWithinFreeCancellation, SUCCESS_NOTICES } from '@portal/domain';
import { TypedDeleteDialog } from '@/components/typed-delete-dialog';
import { refusalMessage } from '@/lib/form-errors';
import { useDeleteHostedCloud } from './api/hosted-mutations';
import { providerLabel, sourceOf } from './hosted-display';
import { hostedDeleteRefusal } from './hosted-eligibility';

interface DeleteHostedDialogProps {
  cloud: HostedCloud;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Deleting a hosted cloud connection (spec 5; spec 2 cancellation terms: a hosted connection is deleted from its own
 * page, which spec 5's VC delete message points to). While the network still builds it, the reason is shown
 * instead of the confirmation; otherwise what goes, the 24-hour rule, then the word delete typed. Spec 8's notice
 * on success.
 */
export function DeleteHostedDialog({ cloud, opened, onClose, onDeleted }: DeleteHostedDialogProps) {
  const remove = useDeleteHostedCloud(cloud.cloud_circuit_id);
  const isFree = isWithinFreeCancellation(new Date(cloud.time_created), new Date());
  const refusal = hostedDeleteRefusal(cloud);
  const source = sourceOf(cloud);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: `${cloud.cloud_circuit_id} is being deleted`,
          message: SUCCESS_NOTICES.serviceDeleted,
        });
        onDeleted();
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'The connection was not deleted', message: refusalMessage(error) }),
    });

  return (
    <TypedDeleteDialog
      opened={opened}
      title={`Delete hosted cloud connection ${cloud.cloud_circuit_id}`}
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack gap="sm">
        {refusal && (
          <Alert color="yellow" variant="light" title="This connection cannot be deleted now">
            {refusal}
          </Alert>
        )}
        <Text size="sm">
          The {providerLabel(cloud.service_provider)} connection “{cloud.description}” is taken down
          {source.port ? ` and ${source.vlans || 'its VLAN'} on ${source.port} is freed` : ''}. It cannot be restored.
        </Text>
        {cloud.is_awaiting_acceptance && (
          <Text size="sm">It was never accepted in the AWS console: nothing is left on the AWS side.</Text>
        )}
        <Text size="sm">
          {isFree
            ? 'It was ordered less than 24 hours ago: an order can be cancelled within 24 hours without charge.'
            : 'An order can be cancelled within 24 hours without charge; this one is older, so the cancellation follows the master services agreement.'}
        </Text>
      </Stack>
    </TypedDeleteDialog>
  );
}
