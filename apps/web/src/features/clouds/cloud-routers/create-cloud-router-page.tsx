import { Checkbox, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CLOUD_ROUTER_REGIONS, DEFAULT_CLOUD_ROUTER_ASN, PO_NUMBER_MAX } from '@portal/contract';
import { ASN_RANGES, CONNECTION_SPEEDS, SUBSCRIPTION_TERMS, subscriptionTermLabel } from '@portal/domain';
import { useNavigate } from 'react-router';
import { FieldRow } from '@/components/field-row';
import { LimitedTextInput } from '@/components/limited-input';
import { PriceCard } from '@/components/price-card';
import { useOrderState } from '@/components/service-pages/idempotency';
import { OrderPage, termPriceAmounts } from '@/components/service-pages/order-page';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreateCloudRouter } from './api/cloud-router-mutations';
import {
  checkRouterOrder,
  initialRouterOrder,
  REGION_CODES,
  ROUTER_FORM_FIELDS,
  ROUTER_NAME_MAX,
  type RouterOrderValues,
  routerOrderPrice,
} from './cloud-router-order-form';

const termOptions = SUBSCRIPTION_TERMS.map((months) => ({
  value: String(months),
  label: subscriptionTermLabel(months),
}));
const privateRange = ASN_RANGES.privateTwoByte;

/**
 * /cloud-routers/create (spec 2; wire reference 3.8): the name, the ASN (the provider's 4556 or a private one),
 * the regions (US, UK or both), the capacity of spec 9's list and the term, with the price live beside them. The
 * order is checked with the server's own schema, sent once with an Idempotency-Key, and a refusal lands on the field
 * it names with nothing typed lost.
 */
export function CreateCloudRouterPage() {
  const navigate = useNavigate();
  const create = useCreateCloudRouter();
  const order = useOrderState();
  const form = useForm<RouterOrderValues>({
    initialValues: initialRouterOrder,
    validate: (values) => checkRouterOrder(values).errors ?? {},
  });
  const values = form.getValues();
  const price = routerOrderPrice(values);

  const submit = form.onSubmit((submitted) => {
    order.setRefusal(null);
    const checked = checkRouterOrder(submitted);
    if (!checked.body) return form.setErrors(checked.errors);
    create.mutate(
      { body: checked.body, idempotencyKey: order.keyFor(checked.body) },
      {
        onSuccess: (router) => navigate(`/cloud-routers/${encodeURIComponent(router.circuit_id)}`),
        onError: (error) => order.setRefusal(applyServerErrors(form, error, ROUTER_FORM_FIELDS)),
      },
    );
  });

  return (
    <OrderPage
      title="Create a cloud router"
      description="A layer 3 router in our network: connect clouds, IPsec tunnels and your ports to it, then steer traffic with BGP."
      onSubmit={submit}
      refusal={order.refusal}
      refusalTitle="The cloud router was not ordered"
      price={
        <PriceCard
          amounts={termPriceAmounts(price)}
          hint={
            values.capacity === '>100Gbps'
              ? 'Above 100 Gbps the router is priced on a quote: order it and sales will confirm the price.'
              : 'This capacity and term are not on the price list.'
          }
        />
      }
      back={{ to: '/cloud-routers', label: 'Cancel' }}
      submit={{ label: 'Create cloud router', isPending: create.isPending }}
    >
      <LimitedTextInput
        label="Name"
        withAsterisk
        limit={ROUTER_NAME_MAX}
        placeholder="Core router"
        {...form.getInputProps('name')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="asn-choice-label">
          ASN
        </Text>
        <SegmentedControl
          aria-labelledby="asn-choice-label"
          data={[
            { value: 'default', label: `Provider ASN ${DEFAULT_CLOUD_ROUTER_ASN}` },
            { value: 'private', label: 'Private ASN' },
          ]}
          {...form.getInputProps('asn_choice')}
        />
        {values.asn_choice === 'private' && (
          <TextInput
            label="Private ASN"
            withAsterisk
            inputMode="numeric"
            description={`A two-byte private ASN, ${privateRange.min} to ${privateRange.max}`}
            placeholder={String(privateRange.min)}
            {...form.getInputProps('asn')}
          />
        )}
      </Stack>
      <Checkbox.Group
        label="Regions"
        description="Where the router reaches: North America, EMEA or both"
        withAsterisk
        {...form.getInputProps('regions')}
      >
        <Group mt={6}>
          {REGION_CODES.map((code) => (
            <Checkbox key={code} value={code} label={`${code} (${CLOUD_ROUTER_REGIONS[code]})`} />
          ))}
        </Group>
      </Checkbox.Group>
      <FieldRow cols={2}>
        <Select
          label="Capacity"
          withAsterisk
          description="The router's total throughput"
          data={[...CONNECTION_SPEEDS]}
          allowDeselect={false}
          {...form.getInputProps('capacity')}
        />
        <Select
          label="Subscription term"
          withAsterisk
          data={termOptions}
          allowDeselect={false}
          {...form.getInputProps('subscription_term')}
        />
      </FieldRow>
      <LimitedTextInput
        label="PO number"
        description="Optional"
        limit={PO_NUMBER_MAX}
        {...form.getInputProps('po_number')}
      />
    </OrderPage>
  );
}
