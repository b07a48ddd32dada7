import { Text } from '@mantine/core';
import type { HostedCloud } from '@portal/contract';
import { hostedDeleteRefusal } from '@portal/domain';
import { DeleteCloudConnectionDialog } from '../connections/delete-cloud-connection-dialog';
import { providerLabel, sourceOf } from './hosted-display';

interface DeleteHostedDialogProps {
  cloud: HostedCloud;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Deleting a hosted cloud connection (spec 5; spec 2 cancellation terms: a hosted connection is deleted from its own
 * page or its list, which spec 5's VC delete message points to): what goes, then the shared confirmation with the
 * 24-hour rule and the early termination liability.
 */
export function DeleteHostedDialog({ cloud, opened, onClose, onDeleted }: DeleteHostedDialogProps) {
  const source = sourceOf(cloud);
  return (
    <DeleteCloudConnectionDialog
      cloud={cloud}
      kindLabel="hosted"
      refusal={hostedDeleteRefusal(cloud)}
      opened={opened}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      <Text size="sm">
        The {providerLabel(cloud.service_provider)} connection “{cloud.description}” is taken down
        {source.port ? ` and ${source.vlans || 'its VLAN'} on ${source.port} is freed` : ''}. It cannot be restored.
      </Text>
      {cloud.is_awaiting_acceptance && (
        <Text size="sm">It was never accepted in the AWS console: nothing is left on the AWS side.</Text>
      )}
    </DeleteCloudConnectionDialog>
  );
}
