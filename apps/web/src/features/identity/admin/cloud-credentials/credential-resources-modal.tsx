import { Badge, Group, Modal, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { CloudCredential, CloudResources } from '@portal/contract';
import { useState } from 'react';
import { useCredentialRegions, useCredentialResources } from '@/api/cloud-credentials';
import { ErrorState } from '@/components/error-state';

const GATEWAY_TYPES: Readonly<Record<string, string>> = {
  directconnect: 'Direct Connect gateway',
  private: 'Virtual private gateway',
  transit: 'Transit gateway',
  cloud_router: 'Cloud Router',
};

function GatewaysTable({ gateways }: { gateways: CloudResources['gateways'] }) {
  if (gateways.length === 0) return <Text size="sm">The credential sees no gateway in this region.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label="Gateways">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>ID</Table.Th>
            <Table.Th>ASN</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {gateways.map((gateway) => (
            <Table.Tr key={gateway.id}>
              <Table.Td>{GATEWAY_TYPES[gateway.type] ?? gateway.type}</Table.Td>
              <Table.Td>{gateway.name}</Table.Td>
              <Table.Td ff="monospace">{gateway.id}</Table.Td>
              <Table.Td>{gateway.asn}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function NetworksTable({ networks, isAws }: { networks: CloudResources['networks']; isAws: boolean }) {
  if (networks.length === 0) return <Text size="sm">The credential sees no network in this region.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={isAws ? 'VPCs' : 'VPC networks'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>ID</Table.Th>
            {isAws && <Table.Th>CIDR</Table.Th>}
            <Table.Th>Subnets</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {networks.map((network) => (
            <Table.Tr key={network.id}>
              <Table.Td>{network.name}</Table.Td>
              <Table.Td ff="monospace">{network.id}</Table.Td>
              {isAws && <Table.Td>{network.cidr ?? '—'}</Table.Td>}
              <Table.Td>
                <Group gap={4}>
                  {network.subnets.map((subnet) => (
                    <Badge key={subnet.id} variant="light" color="gray" tt="none" title={subnet.id}>
                      {subnet.cidr}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * What a credential sees in its cloud, region by region (`…/credentials/{id}/regions` and `/resources`): the
 * gateways a hosted connection's settings can use and the networks behind them, read with the credential itself.
 */
export function CredentialResourcesModal({
  credential,
  onClose,
}: {
  credential: CloudCredential;
  onClose: () => void;
}) {
  const regions = useCredentialRegions(credential.cloud_provider_credential_uuid);
  const [chosen, setChosen] = useState<string | null>(null);
  const region = chosen ?? regions.data?.[0]?.code ?? '';
  const resources = useCredentialResources(credential.cloud_provider_credential_uuid, region);
  const isAws = credential.cloud_provider === 'aws';
  return (
    <Modal opened onClose={onClose} title={`What ${credential.description} sees`} size="xl">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Read from your {isAws ? 'AWS' : 'Google Cloud'} account with this credential ({credential.masked_credential}
          ). These are the gateways and networks a hosted connection’s cloud settings can be attached to.
        </Text>
        {regions.isError ? (
          <ErrorState error={regions.error} title="The regions could not load" onRetry={() => void regions.refetch()} />
        ) : (
          <Select
            label="Region"
            placeholder={regions.isPending ? 'Loading the regions…' : 'Choose a region'}
            data={(regions.data ?? []).map((item) => ({ value: item.code, label: `${item.code} · ${item.name}` }))}
            value={region || null}
            onChange={(value) => setChosen(value)}
            allowDeselect={false}
            searchable
          />
        )}
        {regions.isSuccess && regions.data.length === 0 && (
          <Text size="sm">The credential reaches no region where this cloud meets the network.</Text>
        )}
        {resources.isError ? (
          <ErrorState
            error={resources.error}
            title="What the credential sees could not be read"
            onRetry={() => void resources.refetch()}
          />
        ) : resources.data && resources.data.region === region ? (
          <Stack gap="sm">
            <Title order={4}>Gateways</Title>
            <GatewaysTable gateways={resources.data.gateways} />
            <Title order={4}>{isAws ? 'VPCs' : 'VPC networks'}</Title>
            <NetworksTable networks={resources.data.networks} isAws={isAws} />
          </Stack>
        ) : (
          region !== '' && <Skeleton height={160} visible />
        )}
      </Stack>
    </Modal>
  );
}
