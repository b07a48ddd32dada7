import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CloudRouterConnection } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconGauge } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '@/api/use-can';
import { ChangeSpeedDialog } from '@/components/change-speed-dialog';
import { crKeys } from '../api/cloud-router-keys';
import { useConnectionUpgradeOptions } from '../api/cloud-router-queries';
import { canChangeSpeed, upgradeChoices } from './upgrade-choices';

function UpgradeConnectionSpeedDialog({
  connection,
  onClose,
}: {
  connection: CloudRouterConnection;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const options = useConnectionUpgradeOptions(connection.cloud_circuit_id);
  const name = connection.description || connection.cloud_circuit_id;
  if (options.data && !options.data.can_upgrade) {
    return (
      <Modal opened onClose={onClose} title={`Change the speed of ${name}`}>
        <Stack gap="md">
          <Text size="sm">
            The speed of this connection cannot change now: only an active (or bgp_not_created, bgp_disabled) IPsec,
            own-port or Google connection, or a hosted AWS one with a cloud credential, changes speed.
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <ChangeSpeedDialog
      circuitId={connection.cloud_circuit_id}
      name={name}
      currentSpeed={connection.speed}
      currentTerm={connection.subscription_term}
      choices={{ ...options, data: options.data ? upgradeChoices(options.data) : undefined }}
      note="The network applies a new speed in a few moments; a term can only be extended."
      onChanged={() => void queryClient.invalidateQueries({ queryKey: crKeys.connection(connection.cloud_circuit_id) })}
      onClose={onClose}
    />
  );
}

/**
 * The speed upgrade of a cloud router connection (spec 4's rule) for its details page: a button that opens the
 * billing modify dialog, shown only when the rule allows a change and the user may make it (cloud-router.create,
 * and the upgrade options' and billing modify routes' own permissions). The speeds and terms, priced, are the
 * server's upgrade options (`GET /v2/services/{id}/upgrade/options`), which apply the same rule.
 */
export function UpgradeConnectionSpeedButton({ connection }: { connection: CloudRouterConnection }) {
  const [isOpen, setOpen] = useState(false);
  const canModify = useCan(
    PERMISSIONS.CLOUD_ROUTER_CREATE,
    PERMISSIONS.VIRTUAL_CIRCUIT_READ,
    PERMISSIONS.BACKBONE_EVPL_CREATE,
  );
  if (!canModify || !canChangeSpeed(connection)) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconGauge size={16} />} onClick={() => setOpen(true)}>
        Change speed
      </Button>
      {isOpen && <UpgradeConnectionSpeedDialog connection={connection} onClose={() => setOpen(false)} />}
    </>
  );
}
