import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { VirtualCircuit } from '@portal/contract';
import { serviceTypeLabel, subscriptionTermLabel } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format-date';
import { serviceClassLabel, vcSpeedText } from './vc-display';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The fields of spec 3 "Service" a customer reads: type, class, bandwidth, settings, in a grid. */
export function VcFacts({ vc }: { vc: VirtualCircuit }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
      <Fact label="Circuit ID">{vc.vc_circuit_id}</Fact>
      <Fact label="Type">
        {serviceTypeLabel(vc.service_type)} · {vc.mode.toUpperCase()}
      </Fact>
      <Fact label="State">{vc.state}</Fact>
      <Fact label="Service class">{serviceClassLabel(vc.service_class)}</Fact>
      <Fact label="Speed">{vcSpeedText(vc)}</Fact>
      <Fact label="Bandwidth type">{vc.bandwidth.longhaul_type}</Fact>
      <Fact label="Subscription term">{subscriptionTermLabel(vc.bandwidth.subscription_term)}</Fact>
      <Fact label="Rate limits">
        in {vc.rate_limit_in === null ? 'none' : `${vc.rate_limit_in} Mbps`}, out{' '}
        {vc.rate_limit_out === null ? 'none' : `${vc.rate_limit_out} Mbps`}
      </Fact>
      <Fact label="Description">{vc.description}</Fact>
      <Fact label="PO number">{vc.po_number ?? '—'}</Fact>
      <Fact label="Ordered">{formatDateTime(vc.time_created)}</Fact>
      <Fact label="Last change">{formatDateTime(vc.time_updated)}</Fact>
    </SimpleGrid>
  );
}

const upDown = (value: string) => (
  <Badge size="sm" variant="light" color={value === 'up' ? 'green' : 'red'}>
    {value}
  </Badge>
);

/** Both interfaces of the circuit with their port links, VLANs and the state of each end. */
export function VcEnds({ vc }: { vc: VirtualCircuit }) {
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
              <Table.Th>VLAN</Table.Th>
              <Table.Th>Provisioning</Table.Th>
              <Table.Th>Admin / operational</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {vc.interfaces.map((end) => (
              <Table.Tr key={end.side}>
                <Table.Td>{end.side.toUpperCase()}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/ports/${encodeURIComponent(end.port_circuit_id)}`} size="sm">
                    {end.port_circuit_id}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {end.is_lag ? 'LAG' : `${end.speed} ${end.media}`} · {end.description}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {end.pop} zone {end.zone}
                  <Text size="xs" c="dimmed">
                    {end.site_name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {end.untagged
                    ? 'untagged'
                    : end.svlan !== null
                      ? `${end.svlan} / ${end.vlan ?? '—'}`
                      : (end.vlan ?? 'whole port')}
                </Table.Td>
                <Table.Td>{end.provisioning_status}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {upDown(end.admin_status)}
                    {upDown(end.operational_status)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
