import { Anchor, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { Port, VlanSummary } from '@portal/contract';
import { productLabel } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePortVlanSummary } from '@/api/port-vlan-summary';
import { ErrorState } from '@/components/error-state';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

type LogicalInterface = NonNullable<VlanSummary['logical_interfaces']>[number];

const vlanText = (item: LogicalInterface) =>
  item.untagged
    ? 'untagged'
    : [item.svlan === null ? null : `S-VLAN ${item.svlan}`, item.vlan].filter((part) => part !== null).join(' / ') ||
      '—';

/** The services riding on the port (issue 7 "the VCs riding on the port"), each with its VLANs. */
function LogicalInterfaces({ interfaces }: { interfaces: readonly LogicalInterface[] }) {
  if (interfaces.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No virtual circuit rides on this port yet.
      </Text>
    );
  }
  return (
    <Table aria-label="Services on this port" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Service</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>VLAN</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {interfaces.map((item) => (
          <Table.Tr key={`${item.circuit_id}-${item.vlan}-${item.svlan}`}>
            <Table.Td>
              <Anchor component={Link} to={`/circuits/${encodeURIComponent(item.circuit_id)}`} size="sm">
                {item.circuit_id}
              </Anchor>
            </Table.Td>
            <Table.Td>{productLabel(item.service_type)}</Table.Td>
            <Table.Td>{vlanText(item)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The VLAN summary of a port (`/vlan-summary`): VLANs in use, the lowest free one, and the range (spec 5: 4-4094). */
export function VlanSummaryCard({ port }: { port: Port }) {
  const summary = usePortVlanSummary(port.port_circuit_id, { withLogicalInterfaces: true });

  let body: ReactNode;
  if (summary.isPending) body = <Skeleton h={40} />;
  else if (summary.error)
    body = (
      <ErrorState
        error={summary.error}
        title="The VLAN summary could not load"
        onRetry={() => void summary.refetch()}
      />
    );
  else {
    const { used_vlans: used, lowest_available_vlan: lowest } = summary.data;
    body = (
      <Stack gap="sm">
        <Group gap="xl">
          <Figure label="VLANs in use" value={used.length} />
          <Figure label="Lowest free VLAN" value={lowest ?? 'None free'} />
          <Figure label="Range" value={`${summary.data.min_vlan}–${summary.data.max_vlan}`} />
          <Figure label="Untagged" value={summary.data.is_untagged_used ? 'In use' : 'Free'} />
        </Group>
        <LogicalInterfaces interfaces={summary.data.logical_interfaces ?? []} />
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} mb="sm">
        VLANs
      </Text>
      {body}
    </Card>
  );
}
