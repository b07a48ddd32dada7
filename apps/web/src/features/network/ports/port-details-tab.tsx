import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { PERMISSIONS } from '@portal/domain';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useCan } from '@/api/use-can';
import { EditPortForm } from './edit-port-form';
import { LagMembersCard } from './lag-members-card';
import { portBadge } from './port-badge';
import { usePortOfPage } from './port-details-layout';
import { PortFacts } from './port-facts';
import { PortPowerControl } from './port-power-control';
import { PortStatusCard } from './port-status-card';
import { VlanSummaryCard } from './vlan-summary-card';

/**
 * The details tab of /ports/{circuitId} (spec 2, the default): the port's fields, its description and PO number
 * to edit, enable or disable, the current status with its workflow, the VLANs, and for a LAG its members.
 */
export function PortDetailsTab() {
  const port = usePortOfPage();
  const canChange = useCan(PERMISSIONS.INTERFACE_PHYSICAL_CREATE);
  const [isEditing, setIsEditing] = useState(false);
  // While the network works on it (provisioning, deleting) a port takes no other change.
  const isSettled = portBadge(port).summary !== 'provisioning';

  return (
    <Stack gap="md">
      <PortStatusCard port={port} />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="md">
          <Text fw={600}>Details</Text>
          {canChange && !isEditing && (
            <Group gap="xs">
              <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setIsEditing(true)}>
                Edit
              </Button>
              {isSettled && <PortPowerControl port={port} />}
            </Group>
          )}
        </Group>
        {isEditing ? <EditPortForm port={port} onDone={() => setIsEditing(false)} /> : <PortFacts port={port} />}
      </Card>
      {port.is_lag && <LagMembersCard lag={port} canChange={canChange && isSettled} />}
      {!port.is_lag_member && <VlanSummaryCard port={port} />}
    </Stack>
  );
}
