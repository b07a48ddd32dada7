import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isWithinFreeCancellation, SUCCESS_NOTICES } from '@portal/domain';
import type { ReactNode } from 'react';
import { useEarlyTerminationLiability } from '@/api/early-termination-liability';
import { EarlyTerminationNotice } from '@/components/early-termination-notice';
import { TypedDeleteDialog } from '@/components/typed-delete-dialog';
import { refusalMessage } from '@/lib/form-errors';
import { cloudConnectionKeys } from './api/cloud-connection-keys';
import { useDeleteCloudConnection } from './api/cloud-connection-mutations';

interface DeleteCloudConnectionDialogProps {
  cloud: { cloud_circuit_id: string; time_created: string };
  /** "hosted" or "dedicated", as the title names it. */
  kindLabel: string;
  /** Why it cannot be deleted now (the domain's rule), or null. */
  refusal: string | null;
  /** What goes with it, in the kind's words. */
  children: ReactNode;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

function LiabilityNotice({ circuitId, isOpen }: { circuitId: string; isOpen: boolean }) {
  return (
    <EarlyTerminationNotice
      liability={useEarlyTerminationLiability(cloudConnectionKeys.detail(circuitId), circuitId, isOpen)}
    />
  );
}

/**
 * Deleting a hosted or dedicated cloud connection (spec 5 "Delete confirmation"): while it cannot go the reason is
 * shown; then what goes, the 24-hour rule, the early termination liability, and the word delete typed. Spec 8's
 * notice on success.
 */
export function DeleteCloudConnectionDialog({
  cloud,
  kindLabel,
  refusal,
  children,
  opened,
  onClose,
  onDeleted,
}: DeleteCloudConnectionDialogProps) {
  const remove = useDeleteCloudConnection(cloud.cloud_circuit_id);
  const isFree = isWithinFreeCancellation(new Date(cloud.time_created), new Date());

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
      title={`Delete ${kindLabel} cloud connection ${cloud.cloud_circuit_id}`}
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
        {children}
        <Text size="sm">
          {isFree
            ? 'It was ordered less than 24 hours ago: an order can be cancelled within 24 hours without charge.'
            : 'An order can be cancelled within 24 hours without charge; this one is older, so the cancellation follows the master services agreement.'}
        </Text>
        {refusal === null && <LiabilityNotice circuitId={cloud.cloud_circuit_id} isOpen={opened} />}
      </Stack>
    </TypedDeleteDialog>
  );
}
