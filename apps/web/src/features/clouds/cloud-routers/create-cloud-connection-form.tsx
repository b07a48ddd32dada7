import { Alert, Button, Divider, Grid, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CloudRouter, type HostedProvider, PO_NUMBER_MAX, PORT_DESCRIPTION_MAX } from '@portal/contract';
import { SUBSCRIPTION_TERMS, subscriptionTermLabel } from '@portal/domain';
import { Link, useNavigate } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { PriceCard } from '@/components/price-card';
import { useOrderState } from '@/components/service-pages/idempotency';
import { termPriceAmounts } from '@/components/service-pages/order-page';
import { applyServerErrors } from '@/lib/form-errors';
import { PROVIDER_PRODUCTS, providerLabel } from '../hosted/hosted-display';
import { formFieldOf, onRampChange } from '../hosted/hosted-order-form';
import { ProviderParameters } from '../hosted/hosted-parameter-sections';
import { OnRampFields, ProviderSettingsSection } from '../hosted/provider-side-fields';
import { useProviderChecks } from '../hosted/use-provider-checks';
import { useCreateCloudConnection } from './api/cloud-router-mutations';
import {
  CLOUD_CONNECTION_FORM_FIELDS,
  type CloudConnectionValues,
  checkCloudConnection,
  cloudConnectionPrice,
  initialCloudConnection,
} from './cloud-connection-form';
import { NatCapabilityFields } from './nat-capability-fields';
import { connectionLink } from './router-connections-card';

const termOptions = SUBSCRIPTION_TERMS.map((months) => ({
  value: String(months),
  label: subscriptionTermLabel(months),
}));

/** What happens after the order, by cloud: AWS waits for the customer unless the portal accepts it. */
const AFTER_ORDER: Readonly<Record<HostedProvider, string>> = {
  aws: 'Without provider-side settings, AWS waits for you to accept the connection in your AWS console; with a cloud credential the portal accepts it and sets up the virtual interface and BGP.',
  azure: 'Azure brings up the ExpressRoute circuit’s private peering once the network side is ready.',
  google:
    'Google pairs the VLAN attachment; with provider-side settings the portal configures your Cloud Router’s BGP.',
  oracle: 'Oracle provisions the FastConnect virtual circuit; its BGP comes up with the peering addresses set there.',
  ibm: 'Approve the Direct Link connection in your IBM Cloud account; it comes up once approved.',
};

/**
 * A router's connection to a cloud (`…/connections/{provider}`, wire reference 3.9): the cloud's parameters with
 * the hosted order's fields and live checks (spec 3, spec 5: the Azure key and Oracle OCID asked of the cloud), the
 * on-ramp, a speed of spec 9's list for the cloud, optional provider-side settings for AWS and Google, the term and
 * the live price. Sent once with an Idempotency-Key; a refusal lands on the field it names with nothing typed lost.
 */
export function CreateCloudConnectionForm({ router, provider }: { router: CloudRouter; provider: HostedProvider }) {
  const navigate = useNavigate();
  const create = useCreateCloudConnection(router.circuit_id);
  const order = useOrderState();
  const form = useForm<CloudConnectionValues>({ initialValues: initialCloudConnection(provider, router.asn) });
  const values = form.getValues();
  const { onRamps, onRamp, azureCheck, oracleCheck, context } = useProviderChecks(values);
  const price = cloudConnectionPrice(values);

  const choosePop = (pop: string | null) =>
    form.setValues(
      onRampChange(
        form.getValues(),
        onRamps.data?.find((item) => item.pop === pop),
      ),
    );

  const submit = form.onSubmit((submitted) => {
    order.setRefusal(null);
    const checked = checkCloudConnection(submitted, context);
    if (!checked.order) return form.setErrors(checked.errors);
    create.mutate(
      { order: checked.order, idempotencyKey: order.keyFor(checked.order) },
      {
        onSuccess: (connection) => navigate(connectionLink(connection)),
        onError: (error) => order.setRefusal(applyServerErrors(form, error, CLOUD_CONNECTION_FORM_FIELDS, formFieldOf)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <FormErrorAlert message={order.refusal} title="The connection was not added" />
            <Text size="sm" c="dimmed">
              {PROVIDER_PRODUCTS[provider]} at one of {providerLabel(provider)}’s on-ramps, straight into the router.
            </Text>
            <LimitedTextInput
              label="Description"
              withAsterisk
              limit={PORT_DESCRIPTION_MAX}
              placeholder={`${providerLabel(provider)} production`}
              {...form.getInputProps('description')}
            />
            <Divider label={`${providerLabel(provider)} side`} labelPosition="left" />
            <ProviderParameters form={form} azureCheck={azureCheck} oracleCheck={oracleCheck} />
            {onRamps.isError && (
              <Alert color="red" variant="light" title="The on-ramps could not load">
                <Button variant="subtle" size="xs" onClick={() => void onRamps.refetch()}>
                  Try again
                </Button>
              </Alert>
            )}
            <OnRampFields
              form={form}
              onRamps={onRamps}
              onRamp={onRamp}
              onChoosePop={choosePop}
              azurePopHint="Optional: Azure’s first on-ramp when left empty"
            />
            <ProviderSettingsSection form={form} onRamp={onRamp} />
            <Divider label="Order" labelPosition="left" />
            <Select
              label="Subscription term"
              withAsterisk
              data={termOptions}
              allowDeselect={false}
              maw={240}
              {...form.getInputProps('subscription_term')}
            />
            <NatCapabilityFields
              values={values}
              onChange={(flags) => form.setValues(flags)}
              sourceHint="Lets the router translate private addresses toward the cloud later"
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
            <PriceCard amounts={termPriceAmounts(price)} hint="This speed and term are not on the price list." />
            <Text size="sm" c="dimmed">
              {AFTER_ORDER[provider]}
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
                Add {providerLabel(provider)} connection
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
