import { Alert, Button, Checkbox, Grid, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CloudRouter, PO_NUMBER_MAX, PORT_DESCRIPTION_MAX } from '@portal/contract';
import { SUBSCRIPTION_TERMS, subscriptionTermLabel } from '@portal/domain';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePortVlanSummary } from '@/api/port-vlan-summary';
import { FieldRow } from '@/components/field-row';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { useOrderState } from '@/components/service-pages/idempotency';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreatePortConnection } from './api/cloud-router-mutations';
import { useCompanyPorts } from './api/cloud-router-queries';
import { NatCapabilityFields } from './nat-capability-fields';
import {
  canTakeUntagged,
  checkPortConnection,
  freeVlans,
  initialPortConnection,
  PORT_CONNECTION_FORM_FIELDS,
  type PortConnectionValues,
  speedsForPort,
} from './port-connection-form';
import { connectionLink } from './router-connections-card';

const termOptions = SUBSCRIPTION_TERMS.map((months) => ({
  value: String(months),
  label: subscriptionTermLabel(months),
}));

/**
 * A connection of one of the company's own ports (`…/connections/packetfabric`, wire reference 3.9): an active port,
 * a VLAN chosen from the port's free ones (or the whole port untagged when nothing rides on it), the speed up to the
 * port's limit and the term. Sent once with an Idempotency-Key; a refusal lands on its field.
 */
export function CreatePortConnectionForm({ router }: { router: CloudRouter }) {
  const navigate = useNavigate();
  const create = useCreatePortConnection(router.circuit_id);
  const ports = useCompanyPorts();
  const order = useOrderState();
  const form = useForm<PortConnectionValues>({ initialValues: initialPortConnection });
  const values = form.getValues();
  const usable = (ports.data ?? []).filter((port) => port.state === 'active' && !port.is_lag_member && !port.is_cloud);
  const port = usable.find((item) => item.port_circuit_id === values.port_circuit_id);
  const vlans = usePortVlanSummary(values.port_circuit_id, { withLogicalInterfaces: true });
  const free = freeVlans(vlans.data, 4091);
  const speeds = speedsForPort(port);
  const mayTakeUntagged = canTakeUntagged(vlans.data);

  const choosePort = (circuitId: string | null) => {
    const chosen = usable.find((item) => item.port_circuit_id === circuitId);
    const allowed = speedsForPort(chosen);
    form.setValues({
      port_circuit_id: circuitId ?? '',
      vlan: '',
      untagged: false,
      speed: allowed.includes(values.speed) ? values.speed : (allowed.at(-1) ?? ''),
    });
  };
  // The lowest free VLAN is offered as soon as the port's VLANs are known.
  const lowest = vlans.data?.lowest_available_vlan;
  const portChosen = values.port_circuit_id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly chosen port's VLANs preset the VLAN.
  useEffect(() => {
    if (portChosen && lowest != null && form.getValues().vlan === '' && !form.getValues().untagged) {
      form.setFieldValue('vlan', String(lowest));
    }
  }, [portChosen, lowest]);

  const submit = form.onSubmit((submitted) => {
    order.setRefusal(null);
    const checked = checkPortConnection(submitted, vlans.data);
    if (!checked.body) return form.setErrors(checked.errors);
    create.mutate(
      { body: checked.body, idempotencyKey: order.keyFor(checked.body) },
      {
        onSuccess: (connection) => navigate(connectionLink(connection)),
        onError: (error) => order.setRefusal(applyServerErrors(form, error, PORT_CONNECTION_FORM_FIELDS)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <FormErrorAlert message={order.refusal} title="The connection was not added" />
            <LimitedTextInput
              label="Description"
              withAsterisk
              limit={PORT_DESCRIPTION_MAX}
              placeholder="Data centre uplink"
              {...form.getInputProps('description')}
            />
            <Select
              label="Port"
              withAsterisk
              searchable
              placeholder={ports.isPending ? 'Loading your ports…' : 'Choose one of your active ports'}
              nothingFoundMessage="No active port matches"
              data={usable.map((item) => ({
                value: item.port_circuit_id,
                label: `${item.port_circuit_id} · ${item.pop} · ${item.speed} · ${item.description}`,
              }))}
              {...form.getInputProps('port_circuit_id')}
              onChange={choosePort}
            />
            {ports.isSuccess && usable.length === 0 && (
              <Alert color="yellow" variant="light">
                You have no active port to connect. <Link to="/ports/create">Order a port</Link> first.
              </Alert>
            )}
            <FieldRow cols={3}>
              <Select
                label="VLAN"
                withAsterisk={!values.untagged}
                searchable
                limit={100}
                disabled={!values.port_circuit_id || values.untagged}
                placeholder={vlans.isFetching ? 'Loading the free VLANs…' : 'Choose a free VLAN'}
                description={
                  vlans.data
                    ? `${free.length.toLocaleString('en-US')} free on this port`
                    : 'Free VLANs of the port, 4 to 4094'
                }
                data={free.map(String)}
                nothingFoundMessage="That VLAN is not free on this port"
                {...form.getInputProps('vlan')}
                onChange={(value) => form.setFieldValue('vlan', value ?? '')}
              />
              <Select label="Speed" withAsterisk data={speeds} allowDeselect={false} {...form.getInputProps('speed')} />
              <Select
                label="Subscription term"
                withAsterisk
                data={termOptions}
                allowDeselect={false}
                {...form.getInputProps('subscription_term')}
              />
            </FieldRow>
            <Checkbox
              label="Untagged: take the whole port"
              description={
                values.port_circuit_id && !mayTakeUntagged
                  ? 'Not possible: other services already use VLANs of this port'
                  : 'Only on a port that carries nothing else'
              }
              disabled={!values.port_circuit_id || !mayTakeUntagged}
              {...form.getInputProps('untagged', { type: 'checkbox' })}
              onChange={(event) => {
                form.setFieldValue('untagged', event.currentTarget.checked);
                if (event.currentTarget.checked) form.setFieldValue('vlan', '');
              }}
            />
            <NatCapabilityFields
              values={values}
              onChange={(flags) => form.setValues(flags)}
              sourceHint="Lets the router translate the addresses behind the port later"
            />
            <LimitedTextInput
              label="PO number"
              description="Optional"
              limit={PO_NUMBER_MAX}
              {...form.getInputProps('po_number')}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Then add a BGP session on the connection to exchange routes with the equipment behind the port.
            </Text>
            <Text size="xs" c="dimmed">
              An order can be cancelled within 24 hours without charge; later cancellations follow the master services
              agreement.
            </Text>
            <Group>
              <Button variant="default" component={Link} to={`/cloud-routers/${encodeURIComponent(router.circuit_id)}`}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Add port connection
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
