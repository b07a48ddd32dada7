import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Port } from '@portal/contract';
import { isWithinFreeCancellation, SUCCESS_NOTICES } from '@portal/domain';
import { useEarlyTerminationLiability } from '@/api/early-termination-liability';
import { EarlyTerminationNotice } from '@/components/early-termination-notice';
import { TypedDeleteDialog } from '@/components/typed-delete-dialog';
import { portKeys } from './api/port-keys';
import { useDeletePort } from './api/port-mutations';

interface DeletePortDialogProps {
  port: Port;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** What deleting costs: the early termination liability, read from billing when the dialog opens. */
function LiabilityNotice({ port, isOpen }: { port: Port; isOpen: boolean }) {
  return (
    <EarlyTerminationNotice
      liability={useEarlyTerminationLiability(portKeys.detail(port.port_circuit_id), port.port_circuit_id, isOpen)}
    />
  );
}

/**
 * Deleting a port or LAG (issue 7 "Delete"): the early termination liability and the 24-hour free cancellation
 * rule shown first, then the word delete typed (spec 5). The port then shows deleting until the network is done.
 */
export function DeletePortDialog({ port, opened, onClose, onDeleted }: DeletePortDialogProps) {
  const remove = useDeletePort(port);
  const kind = port.is_lag ? 'LAG' : 'port';
  const isFree = isWithinFreeCancellation(new Date(port.time_created), new Date());

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: `${port.port_circuit_id} is being deleted`,
          message: SUCCESS_NOTICES.serviceDeleted,
        });
        onDeleted();
      },
    });

  return (
    <TypedDeleteDialog
      opened={opened}
      title={`Delete ${kind} ${port.port_circuit_id}`}
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text size="sm">
          The {kind} “{port.description}” at {port.pop} is taken down and cannot be restored.
          {port.is_lag ? ' Its member ports stay and become ordinary ports again.' : ''}
        </Text>
        <Text size="sm">
          {isFree
            ? 'It was ordered less than 24 hours ago: an order can be cancelled within 24 hours without charge.'
            : 'An order can be cancelled within 24 hours without charge; this one is older, so the cancellation follows the master services agreement.'}
        </Text>
        <LiabilityNotice port={port} isOpen={opened} />
      </Stack>
    </TypedDeleteDialog>
  );
}
