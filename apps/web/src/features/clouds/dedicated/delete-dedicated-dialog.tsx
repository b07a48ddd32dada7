import { Text } from '@mantine/core';
import type { DedicatedCloud } from '@portal/contract';
import { dedicatedDeleteRefusal } from '@portal/domain';
import { DeleteCloudConnectionDialog } from '../connections/delete-cloud-connection-dialog';
import { providerLabel } from './dedicated-display';

interface DeleteDedicatedDialogProps {
  cloud: DedicatedCloud;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Deleting a dedicated cloud connection (spec 5): what goes, then the shared confirmation with the 24-hour rule and
 * the early termination liability.
 */
export function DeleteDedicatedDialog({ cloud, opened, onClose, onDeleted }: DeleteDedicatedDialogProps) {
  return (
    <DeleteCloudConnectionDialog
      cloud={cloud}
      kindLabel="dedicated"
      refusal={dedicatedDeleteRefusal(cloud)}
      opened={opened}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      <Text size="sm">
        The {providerLabel(cloud.service_provider)} port “{cloud.description}” at {cloud.pop} is taken down and its port
        returns to the PoP. It cannot be restored.
      </Text>
    </DeleteCloudConnectionDialog>
  );
}
