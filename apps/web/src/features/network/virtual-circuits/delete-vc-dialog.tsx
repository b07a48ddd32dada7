import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { VirtualCircuit } from '@portal/contract';
import { isWithinFreeCancellation, SUCCESS_NOTICES, vcDeleteRefusal } from '@portal/domain';
import { useEarlyTerminationLiability } from '@/api/early-termination-liability';
import { EarlyTerminationNotice } from '@/components/early-termination-notice';
import { TypedDeleteDialog } from '@/components/typed-delete-dialog';
import { refusalMessage } from '@/lib/form-errors';
import { vcKeys } from './api/vc-keys';
import { useDeleteVc } from './api/vc-mutations';

interface DeleteVcDialogProps {
  vc: VirtualCircuit;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

function LiabilityNotice({ vc, isOpen }: { vc: VirtualCircuit; isOpen: boolean }) {
  return (
    <EarlyTerminationNotice
      liability={useEarlyTerminationLiability(vcKeys.detail(vc.vc_circuit_id), vc.vc_circuit_id, isOpen)}
    />
  );
}

/**
 * Deleting a VC (spec 5): the blocking rule that applies, if any, is shown instead of the confirmation; otherwise the
 * early termination liability and the 24-hour rule, then the word delete typed. Spec 8's notice on success.
 */
export function DeleteVcDialog({ vc, opened, onClose, onDeleted }: DeleteVcDialogProps) {
  const remove = useDeleteVc(vc.vc_circuit_id);
  const refusal = vcDeleteRefusal(
    { ...vc, state: vc.state === 'requested' ? 'provisioning' : vc.state, bandwidth: null },
    vc.customer_uuid,
  );
  const isFree = isWithinFreeCancellation(new Date(vc.time_created), new Date());

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: `${vc.vc_circuit_id} is being deleted`,
          message: SUCCESS_NOTICES.serviceDeleted,
        });
        onDeleted();
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'The circuit was not deleted', message: refusalMessage(error) }),
    });

  return (
    <TypedDeleteDialog
      opened={opened}
      title={`Delete virtual circuit ${vc.vc_circuit_id}`}
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack gap="sm">
        {refusal && (
          <Alert color="yellow" variant="light" title="This circuit cannot be deleted now">
            {refusal}
          </Alert>
        )}
        <Text size="sm">
          The circuit “{vc.description}” between {vc.interfaces.map((end) => end.pop).join(' and ')} is taken down and
          its VLANs are freed. It cannot be restored.
        </Text>
        <Text size="sm">
          {isFree
            ? 'It was ordered less than 24 hours ago: an order can be cancelled within 24 hours without charge.'
            : 'An order can be cancelled within 24 hours without charge; this one is older, so the cancellation follows the master services agreement.'}
        </Text>
        <LiabilityNotice vc={vc} isOpen={opened} />
      </Stack>
    </TypedDeleteDialog>
  );
}
