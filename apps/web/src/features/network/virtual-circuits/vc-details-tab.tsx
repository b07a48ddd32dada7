import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { canEditVc, PERMISSIONS } from '@portal/domain';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useCan } from '@/api/use-can';
import { BurstCard } from './burst-card';
import { ChangePlanCard } from './change-plan-card';
import { EditVcForm } from './edit-vc-form';
import { useVcOfPage } from './vc-details-layout';
import { VcEnds, VcFacts } from './vc-facts';

/**
 * The details tab of /vcs/{circuitId} (spec 2, the default): both interfaces with their port links, the bandwidth
 * and settings, the edit of description, PO, rate limits and VLANs, burst, and the speed and term change.
 */
export function VcDetailsTab() {
  const vc = useVcOfPage();
  const canChange = useCan(PERMISSIONS.BACKBONE_EVPL_CREATE);
  const [isEditing, setIsEditing] = useState(false);
  const isSettled = vc.summary !== 'provisioning';
  const isEditable = canChange && canEditVc({ ...vc, bandwidth: null }) && vc.state !== 'deleting';

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="md">
          <Text fw={600}>Details</Text>
          {isEditable && !isEditing && (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setIsEditing(true)}>
              Edit
            </Button>
          )}
        </Group>
        {isEditing ? <EditVcForm vc={vc} onDone={() => setIsEditing(false)} /> : <VcFacts vc={vc} />}
      </Card>
      <VcEnds vc={vc} />
      {vc.state !== 'deleting' && <BurstCard vc={vc} canChange={canChange} />}
      {vc.state !== 'deleting' && isSettled && <ChangePlanCard vc={vc} canChange={canChange} />}
    </Stack>
  );
}
