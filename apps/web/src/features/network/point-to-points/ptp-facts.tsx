import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { PointToPoint } from '@portal/contract';
import { locationRegionName, subscriptionTermLabel } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format-date';
import { serviceClassLabel } from '../virtual-circuits/vc-display';
import { endProblem, ptpSpeedText } from './ptp-display';

type PtpEnd = PointToPoint['interfaces'][number];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The point-to-point's own fields (wire reference 3.6): speed and optics, class, term, description, PO. */
export function PtpFacts({ ptp }: { ptp: PointToPoint }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
      <Fact label="Circuit ID">{ptp.ptp_circuit_id}</Fact>
      <Fact label="State">{ptp.state}</Fact>
      <Fact label="Speed">{ptpSpeedText(ptp)}</Fact>
      <Fact label="Service class">{serviceClassLabel(ptp.service_class)}</Fact>
      <Fact label="Subscription term">{subscriptionTermLabel(ptp.billing.subscription_term)}</Fact>
      <Fact label="Description">{ptp.description}</Fact>
      <Fact label="PO number">{ptp.po_number ?? '—'}</Fact>
      <Fact label="UUID">{ptp.ptp_uuid}</Fact>
      <Fact label="Ordered">{formatDateTime(ptp.time_created)}</Fact>
      <Fact label="Last change">{formatDateTime(ptp.time_updated)}</Fact>
    </SimpleGrid>
  );
}

const upDown = (value: string) => (
  <Badge size="sm" variant="light" color={value === 'up' ? 'green' : 'red'}>
    {value}
  </Badge>
);

/** The facts of one end's port (spec 3 "Port" fields that apply to the port the provider built there). */
export function PtpEndFacts({ ptp, end }: { ptp: PointToPoint; end: PtpEnd }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
      <Fact label="Port circuit ID">{end.port_circuit_id}</Fact>
      <Fact label="End">{end.side.toUpperCase()}</Fact>
      <Fact label="Provisioning">{end.provisioning_status}</Fact>
      <Fact label="Admin / operational">
        <Group gap={4}>
          {upDown(end.admin_status)}
          {upDown(end.operational_status)}
        </Group>
      </Fact>
      <Fact label="Speed">{ptpSpeedText(ptp)}</Fact>
      <Fact label="Autonegotiation">{end.autoneg ? 'On' : 'Off'}</Fact>
      <Fact label="PoP">{end.pop}</Fact>
      <Fact label="Zone">{end.zone}</Fact>
      <Fact label="Site">
        {end.site_name} ({end.site})
      </Fact>
      <Fact label="Market">
        {end.market} · {locationRegionName(end.region)}
      </Fact>
      <Fact label="Customer site code">{end.customer_site_code ?? '—'}</Fact>
      <Fact label="Letter of authorization">{end.has_loa ? 'Provided with the order' : 'None'}</Fact>
    </SimpleGrid>
  );
}

/** Both ends with their ports, places and the state of each (spec 4: an end that is down makes the warning). */
export function PtpEnds({ ptp }: { ptp: PointToPoint }) {
  const base = `/point-to-points/${encodeURIComponent(ptp.ptp_circuit_id)}`;
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} mb="sm">
        Interfaces
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Interfaces" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>End</Table.Th>
              <Table.Th>Port</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>Provisioning</Table.Th>
              <Table.Th>Admin / operational</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ptp.interfaces.map((end) => {
              const problem = ptp.summary === 'warning' ? endProblem(end) : null;
              return (
                <Table.Tr key={end.side}>
                  <Table.Td>{end.side.toUpperCase()}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`${base}/port/${end.side}`} size="sm">
                      {end.port_circuit_id}
                    </Anchor>
                    {problem && (
                      <Badge display="block" size="sm" color="yellow" variant="light" tt="none">
                        Down: {problem}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {end.pop} zone {end.zone}
                    <Text size="xs" c="dimmed">
                      {end.site_name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{end.provisioning_status}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {upDown(end.admin_status)}
                      {upDown(end.operational_status)}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
