import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { HostedCloud } from '@portal/contract';
import { PERMISSIONS, subscriptionTermLabel } from '@portal/domain';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useCan } from '@/api/use-can';
import { CircuitDocuments } from '@/components/circuit-documents';
import { CopyableValue } from '@/components/copyable-value';
import { FactGrid } from '@/components/facts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { InterfaceTrafficPanel } from '@/components/interface-traffic-panel';
import { ObjectHistory } from '@/components/object-history';
import { PortStatsPanel } from '@/components/port-stats/port-stats-panel';
import { refusalMessage } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format-date';
import { useCanOpenScreen } from '@/lib/route-tree';
import { CloudConnectionDetailsCard } from '../connections/cloud-connection-details-card';
import { useUpdateHostedCloud } from './api/hosted-mutations';
import { useSourcePorts } from './api/hosted-queries';
import { cloudStateFacts } from './cloud-state-facts';
import { bgpSettingsFacts, providerSettingsFacts } from './hosted-bgp';
import { useHostedOfPage } from './hosted-details-layout';
import { providerLabel, providerReferenceFacts, sourceOf } from './hosted-display';
import { canChangeCloudSettings } from './hosted-eligibility';
import {
  checkCloudSettingsEdit,
  cloudSettingsValuesOf,
  type HostedOrderValues,
  hasStoredMd5,
  initialHostedOrder,
  placeFieldErrors,
} from './hosted-order-form';
import { AwsCloudSettings, GoogleCloudSettings } from './hosted-parameter-sections';
import { OracleFastConnectCard } from './oracle-fastconnect-card';

/** What the connection is: its source, on-ramp, plan, the provider's identifiers and the cloud's read-outs. */
function hostedFacts(cloud: HostedCloud, portLink: (circuitId: string) => ReactNode): [string, ReactNode][] {
  const source = sourceOf(cloud);
  const providerId = cloud.cloud_provider_connection_id;
  const facts: [string, ReactNode][] = [
    ['Circuit ID', <CopyableValue key="id" value={cloud.cloud_circuit_id} label="the circuit ID" />],
    ['Provider', providerLabel(cloud.service_provider)],
    ['Source port', source.port ? portLink(source.port) : '—'],
    ['VLAN', source.vlans.replace(/^VLAN /, '') || '—'],
    ['On-ramp', `${cloud.pop} (${cloud.site}), zone ${cloud.zone}`],
    ['Cloud region', cloud.cloud_provider.region],
    ['Speed', cloud.speed],
    ['Service class', cloud.service_class === 'longhaul' ? 'Longhaul' : 'Metro'],
    ['Term', subscriptionTermLabel(cloud.subscription_term)],
    ...providerReferenceFacts(cloud),
    [
      'Provider connection ID',
      providerId ? <CopyableValue key="provider" value={providerId} label="the provider's ID" /> : 'Not assigned yet',
    ],
    ['Provider state', cloud.provider_state ?? '—'],
  ];
  facts.push(...cloudStateFacts(cloud.cloud_state));
  facts.push(['PO number', cloud.po_number ?? '—'], ['Ordered', formatDateTime(cloud.time_created)]);
  return facts;
}

/**
 * /hosted-clouds/{circuitId} (the default tab): the network's progress, the facts, the description and PO edit; an
 * Oracle connection adds its FastConnect virtual circuit as Oracle reports it, with the sync.
 */
export function HostedDetailsTab() {
  const cloud = useHostedOfPage();
  const canChange = useCan(PERMISSIONS.HOSTED_CLOUD_CREATE);
  const update = useUpdateHostedCloud(cloud.cloud_circuit_id);
  const canOpen = useCanOpenScreen();
  // The source port links to its own page when this user may open it.
  const portLink = (circuitId: string) => {
    const path = `/ports/${encodeURIComponent(circuitId)}`;
    return canOpen(path) ? (
      <Anchor component={Link} to={path}>
        {circuitId}
      </Anchor>
    ) : (
      circuitId
    );
  };
  return (
    <Stack gap="md">
      <CloudConnectionDetailsCard
        cloud={cloud}
        facts={hostedFacts(cloud, portLink)}
        update={canChange ? update : null}
      />
      {cloud.service_provider === 'oracle' && <OracleFastConnectCard cloud={cloud} />}
    </Stack>
  );
}

/** /hosted-clouds/{circuitId}/stats-port: the source port's statistics (traffic, casts, errors, optics). */
export function HostedStatsPortTab() {
  const cloud = useHostedOfPage();
  const ports = useSourcePorts();
  const source = cloud.interfaces[0];
  if (!source) return <Text size="sm">This connection has no source port.</Text>;
  const port = ports.data?.find((candidate) => candidate.port_circuit_id === source.port_circuit_id);
  return (
    <PortStatsPanel
      port={{
        port_circuit_id: source.port_circuit_id,
        speed: port?.speed ?? source.speed,
        is_lag: port?.is_lag ?? false,
        member_count: port?.member_count ?? 0,
      }}
    />
  );
}

/** /hosted-clouds/{circuitId}/stats-vc: the connection's own traffic at the source port, with its 95th percentile. */
export function HostedStatsVcTab() {
  const cloud = useHostedOfPage();
  return (
    <InterfaceTrafficPanel
      objectType="cloud_connection"
      circuitId={cloud.cloud_circuit_id}
      interfaces={cloud.interfaces.map((item) => ({
        side: 'A',
        pop: item.pop,
        port_circuit_id: item.port_circuit_id,
        label: `${sourceOf(cloud).vlans || 'the connection'} of ${item.port_circuit_id}`,
      }))}
    />
  );
}

/** /hosted-clouds/{circuitId}/history: the connection's activity-log entries with what each changed. */
export function HostedHistoryTab() {
  const cloud = useHostedOfPage();
  return <ObjectHistory objectType="hosted-cloud" objectId={cloud.cloud_circuit_id} objectName="this connection" />;
}

/** /hosted-clouds/{circuitId}/documents: the connection's documents. */
export function HostedDocumentsTab() {
  const cloud = useHostedOfPage();
  return (
    <CircuitDocuments objectType="cloud_connection" circuitId={cloud.cloud_circuit_id} objectName="this connection" />
  );
}

function CloudSettingsForm({ cloud, onDone }: { cloud: HostedCloud; onDone: () => void }) {
  const provider = cloud.service_provider === 'google' ? 'google' : 'aws';
  const region = cloud.cloud_provider.region;
  const update = useUpdateHostedCloud(cloud.cloud_circuit_id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<HostedOrderValues>({
    initialValues: {
      ...initialHostedOrder,
      provider,
      pop: cloud.pop,
      has_cloud_settings: true,
      google_vlan_attachment_name: cloud.settings.google_vlan_attachment_name ?? '',
      cloud_settings: cloudSettingsValuesOf(provider, cloud.cloud_settings, region),
    },
  });
  const onRamp = { pop: cloud.pop, cloud_connection_details: { region } };
  const hadMd5 = hasStoredMd5(cloud.cloud_settings);
  const submit = form.onSubmit((values) => {
    setRefusal(null);
    const checked = checkCloudSettingsEdit(provider, values.cloud_settings, {
      attachmentName: values.google_vlan_attachment_name,
      pop: cloud.pop,
      region,
    });
    if (!checked.body) return form.setErrors(checked.errors);
    update.mutate(
      { cloud_settings: checked.body },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: `${cloud.cloud_circuit_id} updated`,
            message: `The new settings are sent to ${providerLabel(provider)}.`,
          });
          onDone();
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : undefined;
          if (!fields) return setRefusal(refusalMessage(error));
          const placed = placeFieldErrors(fields);
          form.setErrors(placed.onFields);
          setRefusal(placed.elsewhere.length > 0 ? placed.elsewhere.join(' ') : null);
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={refusal} title="The settings were not saved" />
        {hadMd5 && (
          <Alert color="blue" variant="light" title="The BGP MD5 key is never shown">
            Leave the field empty to keep the key set now, or type a new one to replace it.
          </Alert>
        )}
        {provider === 'aws' ? (
          <AwsCloudSettings form={form} onRamp={onRamp} />
        ) : (
          <GoogleCloudSettings form={form} onRamp={onRamp} />
        )}
        <Group>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /hosted-clouds/{circuitId}/cloud-settings: the provider-side settings the portal keeps for AWS and Google
 * connections (region, VIF or Cloud Router, MTU, BGP), changed through `PATCH` with the order's rules.
 */
export function HostedCloudSettingsTab() {
  const cloud = useHostedOfPage();
  const canChange = useCan(PERMISSIONS.HOSTED_CLOUD_CREATE);
  const [isEditing, setIsEditing] = useState(false);
  if (cloud.service_provider !== 'aws' && cloud.service_provider !== 'google') {
    return (
      <Text size="sm">
        {providerLabel(cloud.service_provider)} connections are set up on the provider side in the{' '}
        {providerLabel(cloud.service_provider)} console; the portal keeps no settings for them.
      </Text>
    );
  }
  const isEditable = canChange && canChangeCloudSettings(cloud);
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="md">
        <Text fw={600}>{providerLabel(cloud.service_provider)} settings</Text>
        {isEditable && !isEditing && (
          <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setIsEditing(true)}>
            {cloud.cloud_settings ? 'Edit settings' : 'Add settings'}
          </Button>
        )}
      </Group>
      {isEditing ? (
        <CloudSettingsForm cloud={cloud} onDone={() => setIsEditing(false)} />
      ) : cloud.cloud_settings ? (
        <FactGrid facts={[...providerSettingsFacts(cloud), ...bgpSettingsFacts(cloud)]} />
      ) : (
        <Text size="sm" c="dimmed">
          The portal does not set up the {providerLabel(cloud.service_provider)} side of this connection: it is set up
          in your {providerLabel(cloud.service_provider)} console.
          {isEditable && ' Add settings to let the portal do it.'}
          {cloud.service_provider === 'aws' && (
            <>
              {' '}
              Settings need a <Link to="/admin/cloud-credentials">cloud credential</Link>.
            </>
          )}
        </Text>
      )}
    </Card>
  );
}
