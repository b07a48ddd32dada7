import { Checkbox, FileInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AZURE_ENCAPSULATIONS,
  AZURE_PORT_CATEGORIES,
  DEDICATED_CLOUD_PROVIDERS,
  DEDICATED_CLOUD_SPEEDS,
  SUBSCRIPTION_TERMS,
  subscriptionTermLabel,
} from '@portal/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FieldRow } from '@/components/field-row';
import { PriceCard } from '@/components/price-card';
import { useOrderState } from '@/components/service-pages/idempotency';
import { OrderPage, OrderReferenceFields, termPriceAmounts } from '@/components/service-pages/order-page';
import { applyServerErrors } from '@/lib/form-errors';
import { OnRampLeadTimeNote } from '../connections/on-ramp-lead-time-note';
import { useCreateDedicatedCloud } from './api/dedicated-mutations';
import { useDedicatedOnRamps } from './api/dedicated-queries';
import { encapsulationLabel, portCategoryLabel, providerLabel } from './dedicated-display';
import {
  checkDedicatedOrder,
  DEDICATED_FORM_FIELDS,
  type DedicatedOrderValues,
  dedicatedOrderPrice,
  initialDedicatedOrder,
} from './dedicated-order-form';

const LOA_MAX_BYTES = 1024 * 1024;

/** A PDF as the base64 text the order carries (wire reference 3.7 `loa`). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * /dedicated-clouds/create (spec 2; issue 17 "Dedicated cloud"): the provider, then its on-ramp PoP and zone (with
 * spec 9's lead time of that zone), the speeds it sells, term, service class and the provider's own settings (AWS region and
 * autoneg, Azure encapsulation and port category), an optional LOA and PO number. The price is shown live; the
 * order is checked with the server's own schema, sent once with an Idempotency-Key, and a refusal lands on the field
 * it names with nothing typed lost.
 */
export function CreateDedicatedCloudPage() {
  const navigate = useNavigate();
  const create = useCreateDedicatedCloud();
  const order = useOrderState();
  const [loaFile, setLoaFile] = useState<File | null>(null);
  const form = useForm<DedicatedOrderValues>({
    initialValues: initialDedicatedOrder,
    validate: (values) => checkDedicatedOrder(values).errors ?? {},
  });
  const values = form.getValues();
  const onRamps = useDedicatedOnRamps(values.provider);
  const onRamp = onRamps.data?.find((item) => item.pop === values.pop);
  const price = dedicatedOrderPrice(values);
  const speeds = DEDICATED_CLOUD_SPEEDS[values.provider];

  const chooseProvider = (provider: DedicatedOrderValues['provider']) => {
    form.setValues({
      provider,
      pop: '',
      zone: '',
      aws_region: '',
      speed: (DEDICATED_CLOUD_SPEEDS[provider] as readonly string[]).includes(values.speed) ? values.speed : '10Gbps',
      autoneg: false,
    });
  };
  const choosePop = (pop: string | null) => {
    const chosen = onRamps.data?.find((item) => item.pop === pop);
    form.setValues({
      pop: pop ?? '',
      zone: chosen?.zones.length === 1 ? (chosen.zones[0] ?? '') : '',
      aws_region: chosen?.cloud_connection_details.region ?? '',
    });
  };
  const chooseLoa = async (file: File | null) => {
    setLoaFile(file);
    form.setFieldError('loa', null);
    if (!file) return form.setFieldValue('loa', '');
    if (file.size > LOA_MAX_BYTES) {
      form.setFieldValue('loa', '');
      return form.setFieldError('loa', 'The LOA must be a PDF file, base64-encoded, of at most 1 MB.');
    }
    form.setFieldValue('loa', await base64Of(file));
  };

  const submit = form.onSubmit((submitted) => {
    order.setRefusal(null);
    const checked = checkDedicatedOrder(submitted);
    if (!checked.order) return form.setErrors(checked.errors);
    create.mutate(
      { order: checked.order, idempotencyKey: order.keyFor(checked.order) },
      {
        onSuccess: (cloud) => navigate(`/dedicated-clouds/${encodeURIComponent(cloud.cloud_circuit_id)}`),
        onError: (error) => order.setRefusal(applyServerErrors(form, error, DEDICATED_FORM_FIELDS)),
      },
    );
  });

  return (
    <OrderPage
      title="Create a dedicated cloud connection"
      description="A whole port of your own at the cloud's on-ramp, built by the provider and handed to the cloud."
      onSubmit={submit}
      refusal={order.refusal}
      refusalTitle="The connection was not ordered"
      price={<PriceCard amounts={termPriceAmounts(price)} hint="This speed and term are not on the price list." />}
      back={{ to: '/dedicated-clouds', label: 'Cancel' }}
      submit={{ label: 'Create connection', isPending: create.isPending }}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Cloud provider
        </Text>
        <SegmentedControl
          aria-label="Cloud provider"
          data={DEDICATED_CLOUD_PROVIDERS.map((value) => ({ value, label: providerLabel(value) }))}
          value={values.provider}
          onChange={(value) => chooseProvider(value as DedicatedOrderValues['provider'])}
          fullWidth
        />
      </Stack>
      <FieldRow cols={2}>
        <Select
          label="On-ramp PoP"
          withAsterisk
          placeholder={onRamps.isPending ? 'Loading the on-ramps…' : 'Choose a PoP'}
          searchable
          data={(onRamps.data ?? []).map((item) => ({
            value: item.pop,
            label: `${item.pop} · ${item.city} · ${item.cloud_connection_details.region}`,
          }))}
          {...form.getInputProps('pop')}
          onChange={choosePop}
          description={onRamp?.cloud_connection_details.region_description}
        />
        <Select
          label="Zone"
          withAsterisk
          placeholder="Choose a zone"
          data={onRamp?.zones ?? []}
          disabled={!onRamp}
          {...form.getInputProps('zone')}
        />
      </FieldRow>
      <OnRampLeadTimeNote onRamp={onRamp} zone={values.zone} />
      {values.provider === 'aws' && (
        <TextInput
          label="AWS region"
          description="The Direct Connect region of the on-ramp"
          readOnly
          {...form.getInputProps('aws_region')}
        />
      )}
      <FieldRow cols={3}>
        <Select
          label="Speed"
          withAsterisk
          data={[...speeds]}
          allowDeselect={false}
          {...form.getInputProps('speed')}
          onChange={(value) => {
            form.setFieldValue('speed', value ?? '');
            if (value !== '1Gbps') form.setFieldValue('autoneg', false);
          }}
        />
        <Select
          label="Subscription term"
          withAsterisk
          data={SUBSCRIPTION_TERMS.map((months) => ({
            value: String(months),
            label: subscriptionTermLabel(months),
          }))}
          allowDeselect={false}
          {...form.getInputProps('subscription_term')}
        />
        <Select
          label="Service class"
          withAsterisk
          data={[
            { value: 'metro', label: 'Metro' },
            { value: 'longhaul', label: 'Longhaul' },
          ]}
          allowDeselect={false}
          {...form.getInputProps('service_class')}
        />
      </FieldRow>
      {values.provider === 'azure' && (
        <FieldRow cols={2}>
          <Select
            label="Encapsulation"
            withAsterisk
            data={AZURE_ENCAPSULATIONS.map((value) => ({ value, label: encapsulationLabel(value) }))}
            allowDeselect={false}
            {...form.getInputProps('encapsulation')}
          />
          <Select
            label="Port category"
            withAsterisk
            data={AZURE_PORT_CATEGORIES.map((value) => ({ value, label: portCategoryLabel(value) }))}
            allowDeselect={false}
            {...form.getInputProps('port_category')}
          />
        </FieldRow>
      )}
      {values.provider !== 'azure' && (
        <Checkbox
          label="Autonegotiation"
          description="Only on 1Gbps ports"
          disabled={values.speed !== '1Gbps'}
          {...form.getInputProps('autoneg', { type: 'checkbox' })}
        />
      )}
      {values.provider === 'aws' && (
        <Checkbox
          label="Create it as a LAG of one"
          description="AWS can then add ports to it later"
          {...form.getInputProps('should_create_lag', { type: 'checkbox' })}
        />
      )}
      <OrderReferenceFields
        description={form.getInputProps('description')}
        poNumber={form.getInputProps('po_number')}
      />
      <FileInput
        label="Letter of Authorization"
        description="Optional: a PDF of at most 1 MB, for the cross connect to the cloud"
        accept="application/pdf"
        placeholder="Choose a PDF"
        clearable
        value={loaFile}
        onChange={(file) => void chooseLoa(file)}
        error={form.errors.loa}
      />
    </OrderPage>
  );
}
