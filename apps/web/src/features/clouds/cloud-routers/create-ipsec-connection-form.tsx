import { Alert, Button, Grid, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CloudRouter, type IpsecConnectionCreated, PO_NUMBER_MAX, PORT_DESCRIPTION_MAX } from '@portal/contract';
import { SPEEDS_BY_CONNECTION_TYPE, SUBSCRIPTION_TERMS, subscriptionTermLabel } from '@portal/domain';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocations } from '@/api/locations';
import { FieldRow } from '@/components/field-row';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { useOrderState } from '@/components/service-pages/idempotency';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreateIpsecConnection } from './api/cloud-router-mutations';
import {
  checkIpsecConnection,
  gatewayAddressError,
  generateSharedKey,
  IPSEC_FORM_FIELDS,
  type IpsecConnectionValues,
  initialIpsecConnection,
} from './ipsec-connection-form';
import { IpsecPhaseFields } from './ipsec-phase-fields';
import { NatCapabilityFields } from './nat-capability-fields';
import { connectionLink } from './router-connections-card';
import { SharedKeyOnce } from './shared-key-once';
import { useGatewayIsUnique } from './use-gateway-uniqueness';

const termOptions = SUBSCRIPTION_TERMS.map((months) => ({
  value: String(months),
  label: subscriptionTermLabel(months),
}));

/**
 * The IPsec connection of a router (wire reference 3.9; spec 5 IPsec values; spec 3 vendor presets): the PoP of
 * our end, the speed, the customer's gateway (its own rule, then its uniqueness asked live) and the pre-shared key,
 * and both phases filled from the firewall vendor. Sent once with an Idempotency-Key; after saving, the key is shown
 * one last time, masked until revealed, and never again.
 */
export function CreateIpsecConnectionForm({ router }: { router: CloudRouter }) {
  const create = useCreateIpsecConnection(router.circuit_id);
  const locations = useLocations();
  const order = useOrderState();
  const [created, setCreated] = useState<{ connection: IpsecConnectionCreated; key: string } | null>(null);
  const form = useForm<IpsecConnectionValues>({ initialValues: initialIpsecConnection });
  const values = form.getValues();
  const gateway = useGatewayIsUnique(values.gateway_address);
  const gatewayLiveError =
    values.gateway_address.trim() === '' ? undefined : gatewayAddressError(values.gateway_address, gateway.isUnique);
  const pops = (locations.data ?? [])
    .filter((location) => location.ipsec_capable)
    .map((location) => ({ value: location.pop, label: `${location.pop} · ${location.city}, ${location.country}` }));

  const submit = form.onSubmit((submitted) => {
    order.setRefusal(null);
    const checked = checkIpsecConnection(submitted, gateway.isUnique);
    if (!checked.body) return form.setErrors(checked.errors);
    create.mutate(
      { body: checked.body, idempotencyKey: order.keyFor(checked.body) },
      {
        onSuccess: (connection) => {
          setCreated({ connection, key: submitted.shared_key });
          // The key leaves the form: it lives only in the one-time notice below until the user moves on.
          form.setFieldValue('shared_key', '');
        },
        onError: (error) => order.setRefusal(applyServerErrors(form, error, IPSEC_FORM_FIELDS)),
      },
    );
  });

  if (created) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" title={`${created.connection.cloud_circuit_id} is being provisioned`}>
          Configure your gateway with our end {created.connection.local_gateway_address}, the phases you chose, and the
          pre-shared key below.
        </Alert>
        <SharedKeyOnce sharedKey={created.key} />
        <Group>
          <Button component={Link} to={connectionLink(created.connection)}>
            Open the connection
          </Button>
        </Group>
      </Stack>
    );
  }

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
              placeholder="Chicago branch VPN"
              {...form.getInputProps('description')}
            />
            <FieldRow cols={3}>
              <Select
                label="PoP of our end"
                withAsterisk
                searchable
                placeholder={locations.isPending ? 'Loading the PoPs…' : 'Choose a PoP'}
                data={pops}
                {...form.getInputProps('pop')}
              />
              <Select
                label="Speed"
                withAsterisk
                data={[...SPEEDS_BY_CONNECTION_TYPE.ipsec]}
                allowDeselect={false}
                {...form.getInputProps('speed')}
              />
              <Select
                label="Subscription term"
                withAsterisk
                data={termOptions}
                allowDeselect={false}
                {...form.getInputProps('subscription_term')}
              />
            </FieldRow>
            <FieldRow cols={2}>
              <TextInput
                label="Your gateway address"
                withAsterisk
                placeholder="203.0.113.10"
                description={
                  gateway.isChecking
                    ? 'Checking that no other connection uses it…'
                    : gateway.isUnique
                      ? 'Free: no other connection uses this address'
                      : 'The public IPv4 address of your firewall'
                }
                {...form.getInputProps('gateway_address')}
                error={form.errors.gateway_address ?? gatewayLiveError}
              />
              <Stack gap={4}>
                <PasswordInput
                  label="Pre-shared key"
                  withAsterisk
                  description="8 to 64 characters; shown once after saving, never again"
                  autoComplete="new-password"
                  {...form.getInputProps('shared_key')}
                />
                <Group>
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconKey size={14} />}
                    onClick={() => form.setFieldValue('shared_key', generateSharedKey())}
                  >
                    Generate a strong key
                  </Button>
                </Group>
              </Stack>
            </FieldRow>
            <IpsecPhaseFields form={form} />
            <NatCapabilityFields
              values={values}
              onChange={(flags) => form.setValues(flags)}
              sourceHint="Lets the router translate the branch's private addresses later"
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
              Once the tunnel is up, add a BGP session on the connection so routes pass between your LAN and the router.
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
                Add IPsec connection
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
