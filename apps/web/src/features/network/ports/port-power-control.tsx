import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Port } from '@portal/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSetPortEnabled } from './api/port-mutations';

/**
 * Enables or disables a port or LAG after confirmation: disabling takes the link down (admin status down) and
 * stops the traffic of every virtual circuit on it.
 */
export function PortPowerControl({ port }: { port: Port }) {
  const [isAsking, asking] = useDisclosure(false);
  const setEnabled = useSetPortEnabled(port);
  const willEnable = port.disabled;
  const kind = port.is_lag ? 'LAG' : 'port';
  const action = willEnable ? 'Enable' : 'Disable';

  const confirm = () =>
    setEnabled.mutate(willEnable, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: `${port.port_circuit_id} is being ${willEnable ? 'enabled' : 'disabled'}.`,
        });
        asking.close();
      },
    });

  return (
    <>
      <Button variant="default" onClick={asking.open}>
        {action} {kind}
      </Button>
      <ConfirmDialog
        opened={isAsking}
        title={`${action} ${kind} ${port.port_circuit_id}`}
        confirmLabel={`${action} ${kind}`}
        isDestructive={!willEnable}
        isPending={setEnabled.isPending}
        onConfirm={confirm}
        onClose={asking.close}
      >
        {willEnable
          ? `The ${kind} is brought up again and its virtual circuits carry traffic once it is active.`
          : `The ${kind} is taken down (admin status down): every virtual circuit on it stops carrying traffic until it is enabled again.`}
      </ConfirmDialog>
    </>
  );
}
