import { Button } from '@mantine/core';
import type { HostedCloud, UpgradeOptions } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconGauge } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '@/api/use-can';
import { ChangeSpeedDialog, type SpeedChoices, speedChoicesOf } from '@/components/change-speed-dialog';
import { cloudConnectionKeys } from '../connections/api/cloud-connection-keys';
import { useCloudConnectionUpgradeOptions } from '../connections/api/cloud-connection-queries';
import { providerLabel } from './hosted-display';

/** The upgrade options as the dialog's choices: each speed priced, the current one marked, the single term. */
export const hostedSpeedChoices = (options: UpgradeOptions): SpeedChoices =>
  speedChoicesOf(options, { pricedTerms: false });

function ChangeHostedSpeedDialog({ cloud, onClose }: { cloud: HostedCloud; onClose: () => void }) {
  const queryClient = useQueryClient();
  const options = useCloudConnectionUpgradeOptions(cloud.cloud_circuit_id);
  return (
    <ChangeSpeedDialog
      circuitId={cloud.cloud_circuit_id}
      name={cloud.description || cloud.cloud_circuit_id}
      currentSpeed={cloud.speed}
      currentTerm={cloud.subscription_term}
      choices={{ ...options, data: options.data ? hostedSpeedChoices(options.data) : undefined }}
      note={`A hosted connection is month to month, so only its speed changes: the network and ${providerLabel(
        cloud.service_provider,
      )} apply the new one in a few moments.`}
      onChanged={() =>
        void queryClient.invalidateQueries({ queryKey: cloudConnectionKeys.detail(cloud.cloud_circuit_id) })
      }
      onClose={onClose}
    />
  );
}

/**
 * spec 2 hosted details "Change speed" (wire reference 3.16: upgrade options, then billing modify preview and
 * modify): offered on an active connection to those who may change it (hosted-cloud.create, and the upgrade and
 * billing modify routes' own permissions); the speeds its provider sells that its port carries, each priced, and the
 * monthly difference before the change is made.
 */
export function ChangeHostedSpeedButton({ cloud }: { cloud: HostedCloud }) {
  const [isOpen, setOpen] = useState(false);
  const canModify = useCan(
    PERMISSIONS.HOSTED_CLOUD_CREATE,
    PERMISSIONS.VIRTUAL_CIRCUIT_READ,
    PERMISSIONS.BACKBONE_EVPL_CREATE,
  );
  if (!canModify || cloud.state !== 'active') return null;
  return (
    <>
      <Button variant="default" leftSection={<IconGauge size={16} />} onClick={() => setOpen(true)}>
        Change speed
      </Button>
      {isOpen && <ChangeHostedSpeedDialog cloud={cloud} onClose={() => setOpen(false)} />}
    </>
  );
}
