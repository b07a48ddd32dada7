import { Alert, Button, Card, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type CloudRouterConnection, PO_NUMBER_MAX, PORT_DESCRIPTION_MAX } from '@portal/contract';
import { PERMISSIONS, SUCCESS_NOTICES, subscriptionTermLabel } from '@portal/domain';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useCan } from '@/api/use-can';
import { CircuitDocuments } from '@/components/circuit-documents';
import { FactGrid } from '@/components/facts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { ObjectHistory } from '@/components/object-history';
import { WorkflowProgressCard } from '@/components/workflow-progress-card';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format-date';
import { useUpdateConnection } from './api/cloud-router-mutations';
import { useConnectionStatus } from './api/cloud-router-queries';
import { connectionPlace, connectionSummary, connectionTypeLabel } from './cloud-router-display';
import { useConnectionOfPage } from './connection-details-layout';
import { IpsecSettingsCard } from './ipsec-settings-card';

function ConnectionFacts({ connection }: { connection: CloudRouterConnection }) {
  const facts: [string, string][] = [
    ['Cloud circuit ID', connection.cloud_circuit_id],
    ['Type', connectionTypeLabel(connection)],
    [
      'Cloud router',
      `${connection.cloud_router_name} (${connection.cloud_router_circuit_id}), ASN ${connection.cloud_router_asn}`,
    ],
    [connection.connection_type === 'packetfabric' ? 'Port and VLAN' : 'PoP', connectionPlace(connection)],
    ['Site', connection.site || '—'],
    ['Speed', connection.speed],
    ['State', connection.state],
    ['Term', subscriptionTermLabel(connection.subscription_term)],
    ['NAT', connection.nat_capable ? (connection.dnat_capable ? 'Source NAT and DNAT capable' : 'NAT capable') : 'No'],
    ['PO number', connection.po_number ?? '—'],
    ['Ordered', formatDateTime(connection.time_created)],
    ['Last change', formatDateTime(connection.time_updated)],
  ];
  if (connection.cloud_provider_connection_id) {
    facts.splice(4, 0, ['Provider connection ID', connection.cloud_provider_connection_id]);
  }
  return <FactGrid facts={facts} />;
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

/** …/cloud-settings: what the cloud provider side of the connection was set up with (credentials never shown). */
export function ConnectionCloudSettingsTab() {
  const { connection } = useConnectionOfPage();
  const entries = Object.entries(connection.cloud_settings).filter(
    ([, value]) => value !== null && value !== undefined && typeof value !== 'object',
  );
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} component="h2" mb="md">
        Cloud settings
      </Text>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          This connection was ordered without cloud settings: the cloud side is set up in the provider's console.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {entries.map(([key, value]) => (
            <Stack key={key} gap={0}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {key.replace(/_/g, ' ')}
              </Text>
              <Code>{String(value)}</Code>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
