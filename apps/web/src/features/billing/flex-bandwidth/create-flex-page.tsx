import { Group, Select, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FLEX_MESSAGES, PO_NUMBER_MAX, PORT_DESCRIPTION_MAX } from '@portal/contract';
import { FLEX_CAPACITIES, messages, SUBSCRIPTION_TERMS, subscriptionTermLabel } from '@portal/domain';
import { useNavigate } from 'react-router';
import { describeError, isApiError } from '@/api/api-error';
import { useContacts } from '@/api/contacts';
import { useCurrentCustomer } from '@/api/session';
import { PriceCard } from '@/components/price-card';
import { useOrderState } from '@/components/service-pages/idempotency';
import { OrderPage, termPriceAmounts } from '@/components/service-pages/order-page';
import { useCreateFlex } from './api/flex-queries';
import { flexPrice } from './flex-display';

interface FlexOrderValues {
  description: string;
  account_uuid: string | null;
  subscription_term: number;
  capacity: string | null;
  po_number: string;
}

/**
 * /billing/flex-bandwidth/create (spec 2; wire reference 3.14): a pool of 50 to 500 Gbps in steps of 50, billed to
 * the company or one of its billing contacts, for a term, with an optional PO number. The price is shown live from
 * the price list; the server's refusals land on the field they name.
 */
export function CreateFlexPage() {
  const navigate = useNavigate();
  const create = useCreateFlex();
  const customer = useCurrentCustomer();
  // The accounts a pool can be billed to: the company itself and its billing contacts.
  const contacts = useContacts(true);
  const order = useOrderState();
  const form = useForm<FlexOrderValues>({
    initialValues: { description: '', account_uuid: null, subscription_term: 12, capacity: null, po_number: '' },
    validate: {
      description: (value) => (value.trim() ? null : messages.required),
      capacity: (value) => (value ? null : FLEX_MESSAGES.capacity),
    },
  });
  const values = form.getValues();
  const company = customer.data;
  const accountUuid = values.account_uuid ?? company?.customer_uuid ?? null;
  const accounts = [
    ...(company ? [{ value: company.customer_uuid, label: `${company.name} (the company)` }] : []),
    ...(contacts.data ?? []).map((contact) => ({
      value: contact.uuid,
      label: `${contact.first_name} ${contact.last_name} · ${contact.email}`,
    })),
  ];
  const price = flexPrice(values.capacity, values.subscription_term);

  const submit = form.onSubmit((submitted) => {
    order.setRefusal(null);
    if (!accountUuid || !submitted.capacity) return;
    const body = {
      description: submitted.description.trim(),
      account_uuid: accountUuid,
      subscription_term: submitted.subscription_term as 1 | 12 | 24 | 36,
      capacity: submitted.capacity as (typeof FLEX_CAPACITIES)[number],
      ...(submitted.po_number.trim() ? { po_number: submitted.po_number.trim() } : {}),
    };
    // One key per order: sending the same order again (a lost answer, a double click) cannot place it twice.
    create.mutate(
      { body, idempotencyKey: order.keyFor(body) },
      {
        onSuccess: () => navigate('/billing/flex-bandwidth'),
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : undefined;
          if (fields) form.setErrors(fields);
          const isOnForm = fields && Object.keys(fields).every((name) => name in values);
          order.setRefusal(isOnForm ? null : describeError(error));
        },
      },
    );
  });

  return (
    <OrderPage
      title="Order flex bandwidth"
      description="A pool of backbone capacity: circuits ordered on it draw their speed from it instead of being billed one by one."
      onSubmit={submit}
      refusal={order.refusal}
      refusalTitle="The flex bandwidth was not ordered"
      price={<PriceCard amounts={termPriceAmounts(price)} hint="Choose a capacity to see the price." />}
      showsCancellationTerms={false}
      back={{ to: '/billing/flex-bandwidth', label: 'Back' }}
      submit={{ label: 'Order flex bandwidth', isPending: create.isPending }}
    >
      <Group grow align="flex-start">
        <Select
          label="Capacity"
          withAsterisk
          placeholder="Choose a capacity"
          description="50 to 500 Gbps, in steps of 50"
          data={[...FLEX_CAPACITIES]}
          {...form.getInputProps('capacity')}
        />
        <Select
          label="Subscription term"
          data={SUBSCRIPTION_TERMS.map((months) => ({
            value: String(months),
            label: subscriptionTermLabel(months),
          }))}
          value={String(values.subscription_term)}
          onChange={(value) => value && form.setFieldValue('subscription_term', Number(value))}
          error={form.errors.subscription_term}
          allowDeselect={false}
        />
      </Group>
      <Select
        label="Billing account"
        withAsterisk
        data={accounts}
        value={accountUuid}
        onChange={(value) => form.setFieldValue('account_uuid', value)}
        error={form.errors.account_uuid}
        allowDeselect={false}
        disabled={customer.isPending}
      />
      <Textarea
        label="Description"
        withAsterisk
        autosize
        minRows={2}
        maxLength={PORT_DESCRIPTION_MAX}
        {...form.getInputProps('description')}
      />
      <TextInput
        label="PO number"
        description="Optional"
        maxLength={PO_NUMBER_MAX}
        {...form.getInputProps('po_number')}
      />
    </OrderPage>
  );
}
