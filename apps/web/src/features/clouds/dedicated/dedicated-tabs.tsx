import { Alert, Button, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type DedicatedCloud, type NetworkStatus, PO_NUMBER_MAX, PORT_DESCRIPTION_MAX } from '@portal/contract';
import { PERMISSIONS, subscriptionTermLabel } from '@portal/domain';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/api/http-client';
import { useCan } from '@/api/use-can';
import { CircuitDocuments } from '@/components/circuit-documents';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ObjectHistory } from '@/components/object-history';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format-date';
import { workflowProgress } from '@/lib/workflow-progress';
import { PortStatsTab } from '../../network/ports/tabs/port-stats-tab';
import { dedicatedKeys } from './api/dedicated-keys';
import { useUpdateDedicatedCloud } from './api/dedicated-mutations';
import { useDedicatedOfPage } from './dedicated-details-layout';
import { providerLabel, serviceClassLabel } from './dedicated-display';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** What the connection is: its place, port, plan and the provider's settings. */
function DedicatedFacts({ cloud }: { cloud: DedicatedCloud }) {
  const facts: [string, string][] = [
    ['Provider', providerLabel(cloud.service_provider)],
    ['On-ramp', `${cloud.pop} (${cloud.site}), zone ${cloud.zone}`],
    ['Cloud region', cloud.cloud_provider.region],
    ['Port', `${cloud.speed} ${cloud.media ?? ''}`.trim()],
    ['Admin / operational', `${cloud.admin_status} / ${cloud.operational_status}`],
    ['Service class', serviceClassLabel(cloud.service_class)],
    ['Term', subscriptionTermLabel(cloud.subscription_term)],
    ['Provider connection ID', cloud.cloud_provider_connection_id ?? 'Not assigned yet'],
  ];
  if (cloud.azure_port_category) facts.push(['Port category', cloud.azure_port_category]);
  if (cloud.settings.encapsulation) facts.push(['Encapsulation', cloud.settings.encapsulation]);
  if (cloud.settings.aws_region) facts.push(['AWS region', cloud.settings.aws_region]);
  if (cloud.service_provider !== 'azure') facts.push(['Autonegotiation', cloud.settings.autoneg ? 'On' : 'Off']);
  if (cloud.service_provider === 'aws') facts.push(['LAG', cloud.is_lag ? 'A LAG of one' : 'No']);
  facts.push(
    ['Letter of Authorization', cloud.has_loa ? 'Attached' : 'None'],
    ['PO number', cloud.po_number ?? '—'],
    ['Ordered', formatDateTime(cloud.time_created)],
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {facts.map(([label, value]) => (
        <Fact key={label} label={label} value={value} />
      ))}
    </SimpleGrid>
  );
}

/** The network's latest workflow on the connection (`/v2.1/…/status`), live while it runs. */
function WorkflowCard({ cloud }: { cloud: DedicatedCloud }) {
  const status = useQuery({
    queryKey: [...dedicatedKeys.detail(cloud.cloud_circuit_id), 'status', cloud.state],
    queryFn: () =>
      api.get<NetworkStatus>(`/services/cloud/connections/${encodeURIComponent(cloud.cloud_circuit_id)}/status`, {
        version: 'v2.1',
        throttle: false,
      }),
  });
  if (status.isPending) return <Skeleton h={72} />;
  if (status.error) return null;
  const progress = workflowProgress(status.data.status);
  return (
    <Card withBorder radius="md" padding="md" aria-label="Network progress">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{progress.operation}</Text>
        <Text size="sm" c="dimmed">
          Step {Math.min(progress.position, progress.steps)} of {progress.steps}
        </Text>
      </Group>
      <Progress
        value={progress.percent}
        color={progress.isFailed ? 'red' : progress.isRunning ? 'blue' : 'green'}
        animated={progress.isRunning}
        aria-label={`${progress.operation}: ${progress.percent} %`}
      />
      <Text size="sm" mt="xs">
        {progress.stepText}
      </Text>
      {progress.failures.length > 0 && (
        <Alert color="red" variant="light" mt="sm" title="The network reported">
          {progress.failures.at(-1)}
        </Alert>
      )}
    </Card>
  );
}

function EditDedicatedForm({ cloud, onDone }: { cloud: DedicatedCloud; onDone: () => void }) {
  const update = useUpdateDedicatedCloud(cloud.cloud_circuit_id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({ initialValues: { description: cloud.description, po_number: cloud.po_number ?? '' } });
  const submit = form.onSubmit((values) => {
    setRefusal(null);
    update.mutate(values, {
      onSuccess: onDone,
      onError: (error) => setRefusal(applyServerErrors(form, error, ['description', 'po_number'])),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrorAlert message={refusal} title="The change was not saved" />
        <TextInput
          label="Description"
          withAsterisk
          maxLength={PORT_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <TextInput label="PO number" maxLength={PO_NUMBER_MAX} {...form.getInputProps('po_number')} />
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

/** /dedicated-clouds/{circuitId} (the default tab): the network's progress, the facts, the description and PO edit. */
export function DedicatedDetailsTab() {
  const cloud = useDedicatedOfPage();
  const canChange = useCan(PERMISSIONS.DEDICATED_CLOUD_CREATE);
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Stack gap="md">
      <WorkflowCard cloud={cloud} />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="md">
          <Text fw={600}>Details</Text>
          {canChange && !isEditing && cloud.state !== 'deleting' && (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setIsEditing(true)}>
              Edit
            </Button>
          )}
        </Group>
        {isEditing ? (
          <EditDedicatedForm cloud={cloud} onDone={() => setIsEditing(false)} />
        ) : (
          <DedicatedFacts cloud={cloud} />
        )}
      </Card>
    </Stack>
  );
}

/** /dedicated-clouds/{circuitId}/stats-port: the port's statistics, as for any port (traffic, casts, errors, optics). */
export function DedicatedStatsPortTab() {
  const cloud = useDedicatedOfPage();
  return (
    <PortStatsTab
      port={{ port_circuit_id: cloud.cloud_circuit_id, speed: cloud.speed, is_lag: false, member_count: 0 }}
    />
  );
}

/** /dedicated-clouds/{circuitId}/history: the connection's activity-log entries with what each changed. */
export function DedicatedHistoryTab() {
  const cloud = useDedicatedOfPage();
  return <ObjectHistory objectType="cloud_dedicated" objectId={cloud.cloud_circuit_id} objectName="this connection" />;
}

/** /dedicated-clouds/{circuitId}/documents: the connection's documents (its LOAs, uploads). */
export function DedicatedDocumentsTab() {
  const cloud = useDedicatedOfPage();
  return (
    <CircuitDocuments objectType="cloud_connection" circuitId={cloud.cloud_circuit_id} objectName="this connection" />
  );
}
