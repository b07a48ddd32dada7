import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { PERMISSIONS, pointToPointCrossConnectRefusal } from '@portal/domain';
import { IconPencil, IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCan } from '@/api/use-can';
import { CircuitDocuments } from '@/components/circuit-documents';
import { InterfaceTrafficPanel } from '@/components/interface-traffic-panel';
import { ObjectHistory } from '@/components/object-history';
import { PortStatsPanel } from '@/components/port-stats/port-stats-panel';
import { ServiceStatusBadge } from '@/components/service-status-badge';
import { WorkflowStatusBody } from '../ports/port-status-card';
import { usePtpStatus } from './api/ptp-queries';
import { EditPtpForm } from './edit-ptp-form';
import { usePtpOfPage } from './ptp-details-layout';
import { endOf, endProblem } from './ptp-display';
import { PtpEndFacts, PtpEnds, PtpFacts } from './ptp-facts';

/**
 * The details tab of /point-to-points/{circuitId} (spec 2, the default): the network's progress on it, its facts
 * with the edit of description and PO number, and both ends with their state.
 */
export function PtpDetailsTab() {
  const ptp = usePtpOfPage();
  const status = usePtpStatus(ptp.ptp_circuit_id);
  const canChange = useCan(PERMISSIONS.POINT_TO_POINT_CREATE);
  const [isEditing, setIsEditing] = useState(false);
  const isEditable = canChange && ptp.state !== 'deleting';

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="sm">
          <Text fw={600}>Current status</Text>
          <ServiceStatusBadge service={ptp} />
        </Group>
        <WorkflowStatusBody status={status} objectName="point-to-point" />
      </Card>
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="md">
          <Text fw={600}>Details</Text>
          {isEditable && !isEditing && (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setIsEditing(true)}>
              Edit
            </Button>
          )}
        </Group>
        {isEditing ? <EditPtpForm ptp={ptp} onDone={() => setIsEditing(false)} /> : <PtpFacts ptp={ptp} />}
      </Card>
      <PtpEnds ptp={ptp} />
    </Stack>
  );
}

/**
 * /point-to-points/{circuitId}/port/a and /port/z: the port view of that end — the port the provider built there,
 * its facts and state, and its statistics as on a port's page (traffic, packets, errors, optics); once every end is
 * active (spec 5), a cross connect can be ordered from it.
 */
function PtpPortTab({ side }: { side: 'a' | 'z' }) {
  const ptp = usePtpOfPage();
  const end = endOf(ptp, side);
  const canOrderCrossConnect = useCan(PERMISSIONS.OUTBOUND_CROSS_CONNECT_CREATE, PERMISSIONS.DOCUMENT_CREATE);
  if (!end) return <Text size="sm">This point-to-point has no {side.toUpperCase()} end.</Text>;
  const problem = endProblem(end);
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="md">
          <Text fw={600}>
            Port {end.side.toUpperCase()} · {end.port_circuit_id}
          </Text>
          {canOrderCrossConnect && !ptp.deleted && !pointToPointCrossConnectRefusal(ptp.interfaces) && (
            <Button
              variant="default"
              leftSection={<IconPlugConnected size={16} />}
              component={Link}
              to={`/cross-connects/create?${new URLSearchParams({ port: end.port_circuit_id })}`}
            >
              Order cross connect
            </Button>
          )}
        </Group>
        <PtpEndFacts ptp={ptp} end={end} />
      </Card>
      {problem && (
        <Alert color="yellow" variant="light" title={`The ${end.side.toUpperCase()} end is down`}>
          This end is {problem}: the point-to-point shows warning until both ends are up.
        </Alert>
      )}
      <PortStatsPanel
        port={{ port_circuit_id: end.port_circuit_id, speed: ptp.speed, is_lag: false, member_count: 0 }}
      />
    </Stack>
  );
}

export function PtpPortATab() {
  return <PtpPortTab side="a" />;
}

export function PtpPortZTab() {
  return <PtpPortTab side="z" />;
}

/** /point-to-points/{circuitId}/vc-stats: the circuit's traffic at each end. */
export function PtpVcStatsTab() {
  const ptp = usePtpOfPage();
  return <InterfaceTrafficPanel objectType="ptp" circuitId={ptp.ptp_circuit_id} interfaces={ptp.interfaces} />;
}

/** /point-to-points/{circuitId}/history: the circuit's activity-log entries with what each changed. */
export function PtpHistoryTab() {
  const ptp = usePtpOfPage();
  return <ObjectHistory objectType="ptp" objectId={ptp.ptp_circuit_id} objectName="this point-to-point" />;
}

/** /point-to-points/{circuitId}/documents: the circuit's documents. */
export function PtpDocumentsTab() {
  const ptp = usePtpOfPage();
  return <CircuitDocuments objectType="ptp" circuitId={ptp.ptp_circuit_id} objectName="this point-to-point" />;
}
