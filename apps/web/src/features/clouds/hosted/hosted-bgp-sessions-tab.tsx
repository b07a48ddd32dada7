import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { HostedCloud } from '@portal/contract';
import { FactGrid } from '@/components/facts';
import { bgpSettingsFacts, bgpStateOf } from './hosted-bgp';
import { useHostedOfPage } from './hosted-details-layout';
import { providerLabel } from './hosted-display';
import { hasCloudBgp } from './hosted-eligibility';

/** What the cloud reports of the layer below the session: AWS's virtual interface, Google's attachment. */
function underlayFacts(cloud: HostedCloud): [string, string][] {
  const state = cloud.cloud_state;
  if (cloud.service_provider === 'aws') return [['Virtual interface', state.aws_vif_state ?? 'Not reported yet']];
  return [['Interconnect attachment', state.google_interconnect_state ?? 'Not reported yet']];
}

/**
 * /hosted-clouds/{circuitId}/bgp-sessions (spec 2; issue 17 "for connections with cloud-side BGP"): the BGP session
 * the cloud runs with the customer's router on an AWS or Google connection with provider-side settings, its state
 * as the cloud reports it (live: the connection's events refresh it), its ASNs and addresses, and whether an MD5
 * key is set. The session is changed with the cloud settings.
 */
export function HostedBgpSessionsTab() {
  const cloud = useHostedOfPage();
  const provider = providerLabel(cloud.service_provider);
  if (!hasCloudBgp(cloud)) {
    return (
      <Text size="sm">
        This connection has no BGP session on the {provider} side: the portal does not set up its cloud side.
      </Text>
    );
  }
  const state = bgpStateOf(cloud);
  return (
    <Card withBorder radius="md" padding="md" aria-label="Cloud BGP session">
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={600}>BGP session with {provider}</Text>
          <Badge color={state.color} variant="light" aria-label={`Session state: ${state.label}`}>
            {state.label}
          </Badge>
        </Group>
        <FactGrid facts={[...underlayFacts(cloud), ...bgpSettingsFacts(cloud)]} />
        <Text size="sm" c="dimmed">
          The session is changed with the connection’s cloud settings.
        </Text>
      </Stack>
    </Card>
  );
}
