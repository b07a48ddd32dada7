import { Button } from '@mantine/core';
import type { CloudRouterConnection } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconGauge } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '@/api/use-can';
import { ChangeSpeedDialog } from '@/components/change-speed-dialog';
import { canChangeSpeed, speedChoices, termChoices } from './upgrade-choices';

/**
 * The speed upgrade of a cloud router connection (spec 4's rule) for its details page: a button that opens the
 * billing modify dialog, shown only when the rule allows a change and the user may make it (cloud-router.create,
 * and the billing modify route's own permission). The speeds are its kind's list; a term can only be extended.
 */
export function UpgradeConnectionSpeedButton({ connection }: { connection: CloudRouterConnection }) {
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const canModify = useCan(PERMISSIONS.CLOUD_ROUTER_CREATE, PERMISSIONS.BACKBONE_EVPL_CREATE);
  if (!canModify || !canChangeSpeed(connection)) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconGauge size={16} />} onClick={() => setOpen(true)}>
        Change speed
      </Button>
      {isOpen && (
        <ChangeSpeedDialog
          circuitId={connection.cloud_circuit_id}
          name={connection.description || connection.cloud_circuit_id}
          currentSpeed={connection.speed}
          currentTerm={connection.subscription_term}
          choices={{
            isPending: false,
            error: null,
            data: { speeds: speedChoices(connection), terms: termChoices(connection.subscription_term) },
            refetch: () => undefined,
          }}
          note="The network applies a new speed in a few moments; a term can only be extended."
          onChanged={() => void queryClient.invalidateQueries({ queryKey: ['cr_connection'] })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
