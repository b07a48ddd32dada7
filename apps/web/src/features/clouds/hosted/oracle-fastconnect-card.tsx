import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { HostedCloud } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useCan } from '@/api/use-can';
import { ErrorState } from '@/components/error-state';
import { Fact, FactGrid } from '@/components/facts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { refusalMessage } from '@/lib/form-errors';
import { useSyncOracle } from './api/hosted-mutations';
import { useOracleVcStatus } from './api/hosted-queries';
import { oracleStateColor, oracleStatusFacts, oracleSyncNote, oracleSyncOutcome } from './oracle-fastconnect';

function StateBadge({ label, state }: { label: string; state: string }) {
  return (
    <Fact
      label={label}
      value={
        <Badge variant="light" color={oracleStateColor(state)} aria-label={`${label}: ${state}`}>
          {state}
        </Badge>
      }
    />
  );
}

/**
 * An Oracle connection's FastConnect virtual circuit as Oracle reports it (`…/vc-ocid-status`): its lifecycle,
 * provider and BGP session states, the peering addresses on each VLAN and whether the connection is in step with
 * Oracle; "Sync with Oracle" (`…/sync`) reads Oracle's side again and says what it changed.
 */
export function OracleFastConnectCard({ cloud }: { cloud: HostedCloud }) {
  const status = useOracleVcStatus(cloud.cloud_circuit_id);
  const sync = useSyncOracle(cloud.cloud_circuit_id);
  const canSync = useCan(PERMISSIONS.HOSTED_CLOUD_CREATE) && cloud.state !== 'deleting';
  const [outcome, setOutcome] = useState<{ color: string; message: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const runSync = () => {
    const before = status.data;
    setOutcome(null);
    setRefusal(null);
    sync.mutate(undefined, {
      onSuccess: (after) => setOutcome(oracleSyncOutcome(before, after)),
      onError: (error) => setRefusal(refusalMessage(error)),
    });
  };

  return (
    <Card withBorder radius="md" padding="md" aria-label="Oracle FastConnect" component="section">
      <Group justify="space-between" mb="md">
        <Text fw={600}>Oracle FastConnect</Text>
        {canSync && (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={sync.isPending}
            onClick={runSync}
            disabled={!status.data}
          >
            Sync with Oracle
          </Button>
        )}
      </Group>
      {status.isError ? (
        <ErrorState
          error={status.error}
          title="Oracle’s view could not be read"
          onRetry={() => void status.refetch()}
        />
      ) : !status.data ? (
        <Skeleton height={120} visible />
      ) : (
        <Stack gap="md">
          {sync.isPending && (
            <Text size="sm" c="dimmed" role="status">
              Reading the virtual circuit at Oracle…
            </Text>
          )}
          {outcome && (
            <Alert color={outcome.color} variant="light" role="status" title="Sync with Oracle">
              {outcome.message}
            </Alert>
          )}
          <FormErrorAlert message={refusal} title="The sync did not run" />
          <Group gap="xl">
            <StateBadge label="Lifecycle" state={status.data.lifecycle_state} />
            <StateBadge label="Provider state" state={status.data.provider_state} />
            <StateBadge label="BGP session" state={status.data.bgp_session_state} />
          </Group>
          {status.data.is_in_sync ? (
            <Text size="sm" c="dimmed">
              {oracleSyncNote(status.data)}
            </Text>
          ) : (
            <Alert color="yellow" variant="light">
              {oracleSyncNote(status.data)}
            </Alert>
          )}
          <FactGrid facts={oracleStatusFacts(status.data)} />
          {status.data.cross_connect_mappings.length > 0 && (
            <Table.ScrollContainer minWidth={420}>
              <Table aria-label="Peering addresses">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>VLAN</Table.Th>
                    <Table.Th>Your BGP peering address</Table.Th>
                    <Table.Th>Oracle’s BGP peering address</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {status.data.cross_connect_mappings.map((mapping) => (
                    <Table.Tr key={`${mapping.vlan}-${mapping.customer_bgp_peering_ip}`}>
                      <Table.Td>{mapping.vlan}</Table.Td>
                      <Table.Td ff="monospace">{mapping.customer_bgp_peering_ip}</Table.Td>
                      <Table.Td ff="monospace">{mapping.oracle_bgp_peering_ip}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Card>
  );
}
