import { Alert, Divider, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { HOSTED_PROVIDERS, PO_NUMBER_MAX, PORT_DESCRIPTION_MAX } from '@portal/contract';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { describeError, isApiError } from '@/api/api-error';
import { usePortVlanSummary } from '@/api/port-vlan-summary';
import { FieldRow } from '@/components/field-row';
import { LimitedTextarea, LimitedTextInput } from '@/components/limited-input';
import { PriceCard } from '@/components/price-card';
import { useOrderState } from '@/components/service-pages/idempotency';
import { OrderPage, termPriceAmounts } from '@/components/service-pages/order-page';
import { portGroups } from '@/lib/port-groups';
import { useCreateHostedCloud } from './api/hosted-mutations';
import { useSourcePorts } from './api/hosted-queries';
import { PROVIDER_PRODUCTS, providerLabel } from './hosted-display';
import {
  checkHostedOrder,
  type HostedOrderValues,
  hostedOrderPrice,
  initialHostedOrder,
  onRampChange,
  placeFieldErrors,
  providerChange,
  serviceClassOf,
} from './hosted-order-form';
import { ProviderParameters } from './hosted-parameter-sections';
import { OnRampFields, ProviderSettingsSection } from './provider-side-fields';
import { useProviderChecks } from './use-provider-checks';

/** A VLAN field of the source port, with the port's lowest free VLAN and those in use (spec 5: 4 to 4094). */
function VlanInput({
  form,
  field,
  label,
  hint,
}: {
  form: ReturnType<typeof useForm<HostedOrderValues>>;
  field: 'vlan' | 'vlan_private' | 'vlan_microsoft';
  label: string;
  hint: string | undefined;
}) {
  return (
    <NumberInput
      label={label}
      withAsterisk={field === 'vlan'}
      min={4}
      max={4094}
      allowDecimal={false}
      allowNegative={false}
      description={hint}
      {...form.getInputProps(field)}
    />
  );
}

/**
 * /hosted-clouds/create (spec 2; issue 17 "Hosted cloud"): the provider, then its parameters (spec 3) with spec 5's
 * rules as they are typed, the Azure key and Oracle OCID asked of the cloud live; the source port and a free VLAN
 * of it; the on-ramp PoP and zone; a speed of spec 9's list for the provider; optional provider-side settings for
 * AWS and Google; the live price. The order is checked with the server's own schema, sent once with an
 * Idempotency-Key, and a refusal lands on the field it names with nothing typed lost.
 */
export function CreateHostedCloudPage() {
  const navigate = useNavigate();
  const create = useCreateHostedCloud();
  const order = useOrderState();
  const form = useForm<HostedOrderValues>({ initialValues: initialHostedOrder });
  const values = form.getValues();
  const ports = useSourcePorts();
  const allPorts = ports.data ?? [];
  const port = allPorts.find((candidate) => candidate.port_circuit_id === values.port);
  const vlanSummary = usePortVlanSummary(values.port);
  const { onRamps, onRamp, azureCheck, oracleCheck, context: providerContext } = useProviderChecks(values);
  const serviceClass = serviceClassOf(port, onRamp);
  const price = hostedOrderPrice(values.speed, serviceClass);
  const lowest = vlanSummary.data?.lowest_available_vlan ?? null;
  const used = vlanSummary.data?.used_vlans ?? [];
  const vlanHint =
    values.port && vlanSummary.data
      ? `Lowest free: ${lowest ?? 'none'}${used.length > 0 ? ` · in use: ${used.slice(0, 8).join(', ')}${used.length > 8 ? '…' : ''}` : ''}`
      : values.port
        ? 'Reading the port’s VLANs…'
        : 'Choose the port first';

  const context = { ...providerContext, port, vlanSummary: vlanSummary.data };

  const chooseProvider = (provider: HostedOrderValues['provider']) => {
    form.setValues(providerChange(form.getValues(), provider));
    form.clearErrors();
  };
  const choosePop = (pop: string | null) =>
    form.setValues(
      onRampChange(
        form.getValues(),
        onRamps.data?.find((item) => item.pop === pop),
      ),
    );
  const choosePort = (circuitId: string | null) => {
    form.setValues({ port: circuitId ?? '', vlan: '', vlan_private: '', vlan_microsoft: '' });
  };
  // A newly chosen port proposes its lowest free VLAN, so the common case is one click.
  useEffect(() => {
    if (lowest === null || !port) return;
    const field = form.getValues().provider === 'azure' ? 'vlan_private' : 'vlan';
    if (form.getValues()[field] === '') form.setFieldValue(field, lowest);
  }, [lowest, port, form]);

  const submit = form.onSubmit((submitted) => {
    order.setRefusal(null);
    const checked = checkHostedOrder(submitted, context);
    if (!checked.order) return form.setErrors(checked.errors);
    create.mutate(
      { order: checked.order, idempotencyKey: order.keyFor(checked.order) },
      {
        onSuccess: (cloud) => navigate(`/hosted-clouds/${encodeURIComponent(cloud.cloud_circuit_id)}`),
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : undefined;
          if (!fields) return order.setRefusal(describeError(error));
          const placed = placeFieldErrors(fields);
          form.setErrors(placed.onFields);
          order.setRefusal(placed.elsewhere.length > 0 ? placed.elsewhere.join(' ') : null);
        },
      },
    );
  });

  const classNote = serviceClass
    ? `${serviceClass === 'metro' ? 'Metro: the port and the on-ramp are in one market' : 'Longhaul: the port and the on-ramp are in different markets'}. Month to month.`
    : 'Metro within a market, longhaul between markets: choose the port and the on-ramp. Month to month.';

  return (
    <OrderPage
      title="Create a hosted cloud connection"
      description="A VLAN of one of your ports carried to a cloud's on-ramp and handed to your cloud account."
      onSubmit={submit}
      refusal={order.refusal}
      refusalTitle="The connection was not ordered"
      price={<PriceCard amounts={termPriceAmounts(price)} hint="This speed is not on the price list." />}
      aside={
        <Text size="xs" c="dimmed">
          {classNote}
        </Text>
      }
      back={{ to: '/hosted-clouds', label: 'Cancel' }}
      submit={{ label: 'Create connection', isPending: create.isPending }}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Cloud provider
        </Text>
        <SegmentedControl
          aria-label="Cloud provider"
          data={HOSTED_PROVIDERS.map((value) => ({ value, label: providerLabel(value) }))}
          value={values.provider}
          onChange={(value) => chooseProvider(value as HostedOrderValues['provider'])}
          fullWidth
        />
        <Text size="xs" c="dimmed">
          {PROVIDER_PRODUCTS[values.provider]}
        </Text>
      </Stack>

      <Divider label="Your side" labelPosition="left" />
      {ports.isSuccess && allPorts.length === 0 && (
        <Alert color="yellow" variant="light" title="A port is needed">
          A hosted connection starts from one of your ports. <Link to="/ports/create">Order a port</Link> first.
        </Alert>
      )}
      <Select
        label="Source port"
        withAsterisk
        placeholder={ports.isPending ? 'Loading your ports…' : 'Choose a port or LAG'}
        data={portGroups(allPorts)}
        searchable
        nothingFoundMessage="No port matches"
        {...form.getInputProps('port')}
        onChange={choosePort}
        description={
          port ? `${port.site} · ${port.market_description || port.market} · ${port.speed} ${port.media}` : undefined
        }
      />
      {values.provider === 'azure' ? (
        <FieldRow cols={2}>
          <VlanInput form={form} field="vlan_private" label="Private peering VLAN" hint={vlanHint} />
          <VlanInput
            form={form}
            field="vlan_microsoft"
            label="Microsoft peering VLAN"
            hint="Optional: one of the two is needed"
          />
        </FieldRow>
      ) : (
        <VlanInput form={form} field="vlan" label="VLAN" hint={vlanHint} />
      )}

      <Divider label={`${providerLabel(values.provider)} side`} labelPosition="left" />
      <ProviderParameters form={form} azureCheck={azureCheck} oracleCheck={oracleCheck} />
      <OnRampFields
        form={form}
        onRamps={onRamps}
        onRamp={onRamp}
        onChoosePop={choosePop}
        azurePopHint="Optional: the port’s PoP, or the nearest"
      />
      <ProviderSettingsSection form={form} onRamp={onRamp} />

      <Divider label="Order" labelPosition="left" />
      <LimitedTextarea
        label="Description"
        withAsterisk
        autosize
        minRows={2}
        limit={PORT_DESCRIPTION_MAX}
        {...form.getInputProps('description')}
      />
      <LimitedTextInput
        label="PO number"
        description="Optional"
        limit={PO_NUMBER_MAX}
        {...form.getInputProps('po_number')}
      />
    </OrderPage>
  );
}
