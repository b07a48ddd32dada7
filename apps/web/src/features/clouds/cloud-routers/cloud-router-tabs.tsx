import { Button, Card, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CLOUD_ROUTER_REGIONS, type CloudRouter } from '@portal/contract';
import { CONNECTION_SPEEDS, formatCurrency, PERMISSIONS, subscriptionTermLabel } from '@portal/domain';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useCan } from '@/api/use-can';
import { CircuitDocuments } from '@/components/circuit-documents';
import { CopyableValue } from '@/components/copyable-value';
import { FactGrid } from '@/components/facts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { ObjectHistory } from '@/components/object-history';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format-date';
import { stateLabel } from '@/lib/state-label';
import { useUpdateCloudRouter } from './api/cloud-router-mutations';
import { useRouterOfPage } from './cloud-router-details-layout';
import { regionsText, routerBadge } from './cloud-router-display';
import { checkRouterEdit, REGION_CODES, ROUTER_NAME_MAX, type RouterEditValues } from './cloud-router-order-form';
import { RouterConnectionsCard } from './router-connections-card';

function RouterFacts({ router }: { router: CloudRouter }) {
  const facts: [string, ReactNode][] = [
    ['Circuit ID', <CopyableValue key="id" value={router.circuit_id} label="the circuit ID" />],
    ['ASN', String(router.asn)],
    ['Capacity', router.capacity],
    ['Regions', regionsText(router)],
    ['State', stateLabel(router.state)],
    ['Term', subscriptionTermLabel(router.subscription_term)],
    ['Monthly price', router.price ? formatCurrency(router.price.mrc) : 'On a quote'],
    ['PO number', router.po_number ?? '—'],
    ['Ordered', formatDateTime(router.time_created)],
    ['Last change', formatDateTime(router.time_updated)],
  ];
  return <FactGrid facts={facts} />;
}

const EDIT_FIELDS = ['name', 'regions', 'capacity'] as const;

/** The name, regions and capacity, sent as `PATCH` with only what changed (wire reference 3.8). */
function EditRouterForm({ router, onDone }: { router: CloudRouter; onDone: () => void }) {
  const update = useUpdateCloudRouter(router.circuit_id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const saved = { name: router.name, regions: router.regions.map((region) => region.code), capacity: router.capacity };
  const form = useForm<RouterEditValues>({ initialValues: saved });
  const submit = form.onSubmit((values) => {
    setRefusal(null);
    const checked = checkRouterEdit(values, saved);
    if (!checked.body) return form.setErrors(checked.errors);
    update.mutate(checked.body, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${values.name} was updated.` });
        onDone();
      },
      onError: (error) => setRefusal(applyServerErrors(form, error, EDIT_FIELDS)),
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrorAlert message={refusal} title="The change was not saved" />
        <LimitedTextInput label="Name" withAsterisk limit={ROUTER_NAME_MAX} {...form.getInputProps('name')} />
        <Checkbox.Group label="Regions" withAsterisk {...form.getInputProps('regions')}>
          <Group mt={6}>
            {REGION_CODES.map((code) => (
              <Checkbox key={code} value={code} label={`${code} (${CLOUD_ROUTER_REGIONS[code]})`} />
            ))}
          </Group>
        </Checkbox.Group>
        <Select
          label="Capacity"
          withAsterisk
          data={[...CONNECTION_SPEEDS]}
          allowDeselect={false}
          maw={240}
          {...form.getInputProps('capacity')}
        />
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

/** /cloud-routers/{circuitId} (the default tab): the router's facts, its edit, and its connections. */
export function CloudRouterDetailsTab() {
  const router = useRouterOfPage();
  const canChange = useCan(PERMISSIONS.CLOUD_ROUTER_CREATE);
  const [isEditing, setIsEditing] = useState(false);
  const isBusy = routerBadge(router).isBusy;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="md">
          <Text fw={600} component="h2">
            Details
          </Text>
          {canChange && !isEditing && !isBusy && (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setIsEditing(true)}>
              Edit
            </Button>
          )}
        </Group>
        {isEditing ? (
          <EditRouterForm router={router} onDone={() => setIsEditing(false)} />
        ) : (
          <RouterFacts router={router} />
        )}
      </Card>
      <RouterConnectionsCard router={router} />
    </Stack>
  );
}

/** /cloud-routers/{circuitId}/history: the router's activity-log entries with what each changed. */
export function CloudRouterHistoryTab() {
  const router = useRouterOfPage();
  return <ObjectHistory objectType="cloud_router" objectId={router.circuit_id} objectName="this cloud router" />;
}

/** /cloud-routers/{circuitId}/documents: the router's documents. */
export function CloudRouterDocumentsTab() {
  const router = useRouterOfPage();
  return <CircuitDocuments objectType="cloud_router" circuitId={router.circuit_id} objectName="this cloud router" />;
}
