import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PointToPoint } from '@portal/contract';
import { isWithinFreeCancellation, SUCCESS_NOTICES } from '@portal/domain';
import { useEarlyTerminationLiability } from '@/api/early-termination-liability';
import { EarlyTerminationNotice } from '@/components/early-termination-notice';
import { TypedDeleteDialog } from '@/components/typed-delete-dialog';
import { refusalMessage } from '@/lib/form-errors';
import { ptpKeys } from './api/ptp-keys';
import { useDeletePtp } from './api/ptp-mutations';

interface DeletePtpDialogProps {
  ptp: PointToPoint;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

function LiabilityNotice({ ptp, isOpen }: { ptp: PointToPoint; isOpen: boolean }) {
  return (
    <EarlyTerminationNotice
      liability={useEarlyTerminationLiability(ptpKeys.detail(ptp.ptp_circuit_id), ptp.ptp_circuit_id, isOpen)}
    />
  );
}

/**
 * Deleting a point-to-point (`DELETE` by `ptp_uuid`): refused while it is still being provisioned; otherwise the
 * early termination liability and the 24-hour rule, then the word delete typed (spec 5). Spec 8's notice on success.
 */
export function DeletePtpDialog({ ptp, opened, onClose, onDeleted }: DeletePtpDialogProps) {
  const remove = useDeletePtp(ptp);
  const isProcessing = ptp.state === 'requested' || ptp.state === 'provisioning';
  const isFree = isWithinFreeCancellation(new Date(ptp.time_created), new Date());

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: `${ptp.ptp_circuit_id} is being deleted`,
          message: SUCCESS_NOTICES.serviceDeleted,
        });
        onDeleted();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'The point-to-point was not deleted',
          message: refusalMessage(error),
        }),
    });

  return (
    <TypedDeleteDialog
      opened={opened}
      title={`Delete point-to-point ${ptp.ptp_circuit_id}`}
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack gap="sm">
        {isProcessing && (
          <Alert color="yellow" variant="light" title="This point-to-point cannot be deleted now">
            The point-to-point is still processing. Try again once it is active.
          </Alert>
        )}
        <Text size="sm">
          The point-to-point “{ptp.description}” between {ptp.interfaces.map((end) => end.pop).join(' and ')} is taken
          down and the ports at both ends are removed. It cannot be restored.
        </Text>
        <Text size="sm">
          {isFree
            ? 'It was ordered less than 24 hours ago: an order can be cancelled within 24 hours without charge.'
            : 'An order can be cancelled within 24 hours without charge; this one is older, so the cancellation follows the master services agreement.'}
        </Text>
        <LiabilityNotice ptp={ptp} isOpen={opened} />
      </Stack>
    </TypedDeleteDialog>
  );
}
