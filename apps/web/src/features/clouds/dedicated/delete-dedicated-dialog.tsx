import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DedicatedCloud } from '@portal/contract';
import { isWithinFreeCancellation, SUCCESS_NOTICES } from '@portal/domain';
import { EarlyTerminationNotice } from '@/components/early-termination-notice';
import { TypedDeleteDialog } from '@/components/typed-delete-dialog';
import { refusalMessage } from '@/lib/form-errors';
import { useDeleteDedicatedCloud } from './api/dedicated-mutations';
import { useDedicatedEarlyTermination } from './api/dedicated-queries';
import { providerLabel } from './dedicated-display';

interface DeleteDedicatedDialogProps {
  cloud: DedicatedCloud;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

function LiabilityNotice({ cloud, isOpen }: { cloud: DedicatedCloud; isOpen: boolean }) {
  return <EarlyTerminationNotice liability={useDedicatedEarlyTermination(cloud.cloud_circuit_id, isOpen)} />;
}

/**
 * Deleting a dedicated cloud connection (spec 5): while it is still being provisioned the reason is shown instead
 * of the confirmation; otherwise the early termination liability and the 24-hour rule, then the word delete typed.
 * Spec 8's notice on success.
 */
export function DeleteDedicatedDialog({ cloud, opened, onClose, onDeleted }: DeleteDedicatedDialogProps) {
  const remove = useDeleteDedicatedCloud(cloud.cloud_circuit_id);
  const isFree = isWithinFreeCancellation(new Date(cloud.time_created), new Date());
  const isBusy = cloud.summary === 'provisioning';

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
      title={`Delete dedicated cloud connection ${cloud.cloud_circuit_id}`}
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack gap="sm">
        {isBusy && (
          <Alert color="yellow" variant="light" title="This connection cannot be deleted now">
            The dedicated cloud connection is still processing. Try again once it is active.
          </Alert>
        )}
        <Text size="sm">
          The {providerLabel(cloud.service_provider)} port “{cloud.description}” at {cloud.pop} is taken down and its
          port returns to the PoP. It cannot be restored.
        </Text>
        <Text size="sm">
          {isFree
            ? 'It was ordered less than 24 hours ago: an order can be cancelled within 24 hours without charge.'
            : 'An order can be cancelled within 24 hours without charge; this one is older, so the cancellation follows the master services agreement.'}
        </Text>
        <LiabilityNotice cloud={cloud} isOpen={opened} />
      </Stack>
    </TypedDeleteDialog>
  );
}
