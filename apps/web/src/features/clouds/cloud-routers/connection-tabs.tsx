import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type CloudRouterConnection, PO_NUMBER_MAX, PORT_DESCRIPTION_MAX } from '@portal/contract';
import { PERMISSIONS, SUCCESS_NOTICES, subscriptionTermLabel } from '@portal/domain';
import { IconClockHour4, IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useCan } from '@/api/use-can';
import { CircuitDocuments } from '@/components/circuit-documents';
import { CopyableValue } from '@/components/copyable-value';
import { FactGrid } from '@/components/facts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { ObjectHistory } from '@/components/object-history';
import { WorkflowProgressCard } from '@/components/workflow-progress-card';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format-date';
import { stateLabel } from '@/lib/state-label';
import { cloudStateFacts } from '../hosted/cloud-state-facts';
import { bgpSettingsFacts, providerSettingsFacts } from '../hosted/hosted-bgp';
import { useUpdateConnection } from './api/cloud-router-mutations';
import { useConnectionStatus } from './api/cloud-router-queries';
import {
  connectionPlace,
  connectionSummary,
  connectionTypeLabel,
  isAwaitingAcceptance,
  providerLabel,
} from './cloud-router-display';
import { useConnectionOfPage } from './connection-details-layout';
import { IpsecSettingsCard } from './ipsec-settings-card';

function ConnectionFacts({ connection }: { connection: CloudRouterConnection }) {
  const facts: [string, ReactNode][] = [
    ['Cloud circuit ID', <CopyableValue key="id" value={connection.cloud_circuit_id} label="the cloud circuit ID" />],
    ['Type', connectionTypeLabel(connection)],
    [
      'Cloud router',
      <>
        <Anchor component={Link} to={`/cloud-routers/${encodeURIComponent(connection.cloud_router_circuit_id)}`}>
          {connection.cloud_router_name}
        </Anchor>{' '}
        ({connection.cloud_router_circuit_id}), ASN {connection.cloud_router_asn}
      </>,
    ],
    [connection.connection_type === 'packetfabric' ? 'Port and VLAN' : 'PoP', connectionPlace(connection)],
    ['Site', connection.site || '—'],
    ['Speed', connection.speed],
    ['State', stateLabel(connection.state)],
    ['Term', subscriptionTermLabel(connection.subscription_term)],
    ['NAT', connection.nat_capable ? (connection.dnat_capable ? 'Source NAT and DNAT capable' : 'NAT capable') : 'No'],
    ['PO number', connection.po_number ?? '—'],
    ['Ordered', formatDateTime(connection.time_created)],
    ['Last change', formatDateTime(connection.time_updated)],
  ];
  if (connection.cloud_provider_connection_id) {
    const id = connection.cloud_provider_connection_id;
    facts.splice(4, 0, [
      'Provider connection ID',
      <CopyableValue key="provider" value={id} label="the provider's ID" />,
    ]);
  }
  return <FactGrid facts={facts} />;
}

/**
 * An AWS connection without the portal's provider-side settings waits for the customer: the notice names the
 * hosted connection and the account to accept it in; the page follows AWS's answer by itself (live events).
 */
function AwaitingAcceptanceNotice({ connection }: { connection: CloudRouterConnection }) {
  const account = connection.cloud_settings.aws_account_id;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconClockHour4 size={18} />}
      title="Awaiting acceptance in your AWS console"
    >
      Accept the hosted connection
      {connection.cloud_provider_connection_id ? ` ${connection.cloud_provider_connection_id}` : ''} in the Direct
      Connect console of AWS account {typeof account === 'string' ? account : ''} ({connection.cloud_provider.region}).
      This page turns active by itself once AWS reports it accepted.
    </Alert>
  );
}

const EDIT_FIELDS = ['description', 'po_number'] as const;

/** The description and PO number (`PATCH …/connections/{cid}`); BGP changes go through the sessions. */
function EditConnectionForm({ connection, onDone }: { connection: CloudRouterConnection; onDone: () => void }) {
  const update = useUpdateConnection(connection.cloud_router_circuit_id, connection.cloud_circuit_id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    initialValues: { description: connection.description, po_number: connection.po_number ?? '' },
  });
  const submit = form.onSubmit((values) => {
    setRefusal(null);
    update.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${connection.cloud_circuit_id} was updated.` });
        onDone();
      },
      onError: (error) => setRefusal(applyServerErrors(form, error, EDIT_FIELDS)),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrorAlert message={refusal} title="The change was not saved" />
        <LimitedTextInput
          label="Description"
          withAsterisk
          limit={PORT_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <LimitedTextInput label="PO number" limit={PO_NUMBER_MAX} {...form.getInputProps('po_number')} />
        <Group>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /cloud-routers/{circuitId}/connections/{cloudCircuitId} (the default tab): facts, edit and the IPsec settings. */
export function ConnectionDetailsTab() {
  const { connection } = useConnectionOfPage();
  const canChange = useCan(PERMISSIONS.CLOUD_ROUTER_CREATE);
  const [isEditing, setIsEditing] = useState(false);
  const summary = connectionSummary(connection);
  const status = useConnectionStatus(connection.cloud_router_circuit_id, connection);
  return (
    <Stack gap="md">
      <WorkflowProgressCard status={status} />
      {isAwaitingAcceptance(connection) && <AwaitingAcceptanceNotice connection={connection} />}
      {summary === 'deleting' && (
        <Alert color="gray" variant="light">
          {SUCCESS_NOTICES.serviceBeingDeleted}
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="md">
          <Text fw={600} component="h2">
            Details
          </Text>
          {canChange && !isEditing && summary !== 'deleting' && (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setIsEditing(true)}>
              Edit
            </Button>
          )}
        </Group>
        {isEditing ? (
          <EditConnectionForm connection={connection} onDone={() => setIsEditing(false)} />
        ) : (
          <ConnectionFacts connection={connection} />
        )}
      </Card>
      {connection.ipsec && <IpsecSettingsCard connection={connection} ipsec={connection.ipsec} />}
    </Stack>
  );
}

/** …/history: the connection's activity-log entries with what each changed. */
export function ConnectionHistoryTab() {
  const { connection } = useConnectionOfPage();
  return (
    <ObjectHistory objectType="cr_connection" objectId={connection.cloud_circuit_id} objectName="this connection" />
  );
}

/** …/documents: the connection's documents. */
export function ConnectionDocumentsTab() {
  const { connection } = useConnectionOfPage();
  return (
    <CircuitDocuments objectType="cr_connection" circuitId={connection.cloud_circuit_id} objectName="this connection" />
  );
}

/** The cloud's identifiers a router's cloud connection keeps (wire reference 3.9 `settings`), shown by name. */
const CLOUD_IDENTIFIERS: readonly [string, string][] = [
  ['aws_account_id', 'AWS account'],
  ['aws_connection_id', 'Direct Connect connection ID'],
  ['google_vlan_attachment_name', 'VLAN attachment'],
  ['vc_ocid', 'Virtual circuit OCID'],
  ['oracle_region', 'Oracle region'],
  ['account_id', 'IBM account'],
];

/** The read-outs of the cloud's side and what the portal set up there, for a router's cloud connection. */
function cloudSettingsOf(connection: CloudRouterConnection) {
  const { cloud_state: cloudState, ...settings } = connection.cloud_settings;
  const state = typeof cloudState === 'object' && cloudState !== null ? (cloudState as Record<string, unknown>) : {};
  return { state, settings };
}

/**
 * …/cloud-settings: the cloud's side of the connection (wire reference 3.7): the cloud's identifiers and read-outs
 * (the Direct Connect connection, the VIF, BGP…) and, for AWS and Google, the provider-side settings the portal set
 * up (the MD5 key only as set or not, never the credential). Live: the cloud's moves refresh it.
 */
export function ConnectionCloudSettingsTab() {
  const { connection } = useConnectionOfPage();
  const { state, settings } = cloudSettingsOf(connection);
  const provider = connection.service_provider;
  const providerId = connection.cloud_provider_connection_id;
  const identifiers: [string, ReactNode][] = [
    ['Provider', providerLabel(provider)],
    ['Cloud region', connection.cloud_provider.region || '—'],
    ['On-ramp', `${connection.pop}${connection.zone ? `, zone ${connection.zone}` : ''}`],
    [
      'Provider connection ID',
      providerId ? <CopyableValue key="provider" value={providerId} label="the provider's ID" /> : 'Not assigned yet',
    ],
    // An identifier the provider connection ID already shows (AWS's dxcon-…) is not repeated.
    ...CLOUD_IDENTIFIERS.flatMap(([key, label]): [string, ReactNode][] => {
      const value = settings[key];
      if (typeof value !== 'string' || value === '' || value === providerId) return [];
      return [[label, <CopyableValue key={key} value={value} label={`the ${label}`} />]];
    }),
    ...cloudStateFacts(state),
  ];
  const hasProviderSettings = 'bgp_settings' in settings;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Text fw={600} component="h2" mb="md">
          {providerLabel(provider)} side
        </Text>
        <FactGrid facts={identifiers} />
      </Card>
      {(provider === 'aws' || provider === 'google') && (
        <Card withBorder radius="md" padding="md">
          <Text fw={600} component="h2" mb="md">
            Provider-side settings
          </Text>
          {hasProviderSettings ? (
            <FactGrid
              facts={[
                ...providerSettingsFacts({ service_provider: provider, cloud_settings: settings }),
                ...bgpSettingsFacts({ service_provider: provider, cloud_settings: settings }),
              ]}
            />
          ) : (
            <Text size="sm" c="dimmed">
              This connection was ordered without provider-side settings: the {providerLabel(provider)} side is set up
              in your {providerLabel(provider)} console.
            </Text>
          )}
        </Card>
      )}
    </Stack>
  );
}
