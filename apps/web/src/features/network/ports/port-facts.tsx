import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Port } from '@portal/contract';
import { locationRegionName, subscriptionTermLabel } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format-date';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {/* A long unbroken value (a 32-character PO number) wraps inside its cell instead of running into the next. */}
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

const upDown = (value: string) => (value === 'up' ? 'Up' : 'Down');

/** The fields of spec 3 "Port" (and the wire reference's port response) a customer reads, in a grid. */
export function PortFacts({ port }: { port: Port }) {
  const { demarcation } = port;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
      <Fact label="Circuit ID">{port.port_circuit_id}</Fact>
      <Fact label="Type">{port.is_lag ? 'LAG' : port.is_nni ? 'ENNI port' : 'Port'}</Fact>
      <Fact label="State">{port.state}</Fact>
      <Fact label="Status">{port.view_label || port.status}</Fact>
      <Fact label="Admin status">{upDown(port.admin_status)}</Fact>
      <Fact label="Operational status">{upDown(port.operational_status)}</Fact>
      <Fact label="Speed">{port.speed}</Fact>
      <Fact label="Media">{port.media}</Fact>
      <Fact label="PoP">{port.pop}</Fact>
      <Fact label="Zone">{port.zone}</Fact>
      <Fact label="Site">
        {port.site} ({port.site_code})
      </Fact>
      <Fact label="Market">
        {port.market_description || port.market} · {locationRegionName(port.region)}
      </Fact>
      <Fact label="Demarcation">
        Cage {demarcation.cage}, panel {demarcation.panel}, module {demarcation.module}, position {demarcation.position}
      </Fact>
      <Fact label="MTU">{port.mtu}</Fact>
      {!port.is_lag && <Fact label="Autonegotiation">{port.autoneg ? 'On' : 'Off'}</Fact>}
      {port.is_lag && <Fact label="LACP interval">{port.lag_interval ?? '—'}</Fact>}
      {port.is_lag && <Fact label="Members">{port.member_count}</Fact>}
      {port.parent_lag_circuit_id && (
        <Fact label="Member of LAG">
          <Anchor component={Link} to={`/ports/${encodeURIComponent(port.parent_lag_circuit_id)}`} size="sm">
            {port.parent_lag_circuit_id}
          </Anchor>
        </Fact>
      )}
      <Fact label="VC mode">{port.vc_mode ?? '—'}</Fact>
      <Fact label="Provider">{port.provider}</Fact>
      <Fact label="Subscription term">{subscriptionTermLabel(port.subscription_term)}</Fact>
      <Fact label="PO number">{port.po_number || '—'}</Fact>
      <Fact label="Ordered">{formatDateTime(port.time_created)}</Fact>
      <Fact label="Last change">{formatDateTime(port.time_updated)}</Fact>
    </SimpleGrid>
  );
}
