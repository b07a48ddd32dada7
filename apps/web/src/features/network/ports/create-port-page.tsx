import { Alert, Checkbox, Group, Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SUBSCRIPTION_TERMS, subscriptionTermLabel } from '@portal/domain';
import { IconClock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useLocations, usePortAvailability, useZones } from '@/api/locations';
import { useOrderState } from '@/components/service-pages/idempotency';
import { OrderPage, OrderReferenceFields } from '@/components/service-pages/order-page';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreatePort } from './api/port-mutations';
import { usePortPricing } from './api/port-pricing-query';
import { siteAddress } from './pop-options';
import { PopPicker } from './pop-picker';
import {
  initialPortOrder,
  PORT_ORDER_FIELDS,
  type PortOrderValues,
  portOrderRequest,
  validatePortOrder,
} from './port-order-form';
import { availableMedia, availableSpeeds, leadTimeFor, portPrice, portTerms, zoneOptions } from './port-order-options';
import { PortPricePreview } from './port-price-preview';

/**
 * /ports/create (issue 7 "Order a port"): a PoP from the grouped, searchable list, then speed, media and zone from
 * what is left there, with the lead time and the live price; the order is sent once, with an Idempotency-Key.
 */
export function CreatePortPage() {
  const navigate = useNavigate();
  const create = useCreatePort();
  const order = useOrderState();
  const form = useForm<PortOrderValues>({ initialValues: initialPortOrder, validate: validatePortOrder });
  const unsaved = useUnsavedChanges(() => form.isDirty());
  const { pop, speed, media, zone, subscription_term: term } = form.getValues();

  const locations = useLocations();
  const availability = usePortAvailability(pop);
  const zones = useZones(pop);
  const pricing = usePortPricing();
  const available = availability.data ?? [];
  const location = locations.data?.find((item) => item.pop === pop);
  const leadTime = leadTimeFor(available, { zone, speed, media });
  const price = portPrice(pricing.data ?? [], speed, term);
  const terms = pricing.data ? portTerms(pricing.data, speed) : [...SUBSCRIPTION_TERMS];

  // A new choice upstream clears the choices that depended on it, so no stale combination is ever ordered.
  const choosePop = (value: string | null) => form.setValues({ pop: value, speed: null, media: null, zone: null });
  const chooseSpeed = (value: string | null) => {
    const media = availableMedia(available, value);
    form.setValues({ speed: value, media: media.length === 1 ? (media[0] ?? null) : null, zone: null });
  };

  const submit = form.onSubmit((values) => {
    order.setRefusal(null);
    const body = portOrderRequest(values);
    create.mutate(
      { body, idempotencyKey: order.keyFor(body) },
      {
        onSuccess: (port) => {
          unsaved.release();
          navigate(`/ports/${encodeURIComponent(port.port_circuit_id)}`);
        },
        onError: (error) => order.setRefusal(applyServerErrors(form, error, PORT_ORDER_FIELDS)),
      },
    );
  });

  const noCapacity = pop !== null && availability.isSuccess && available.length === 0;

  return (
    <OrderPage
      title="Order a port"
      description="A physical port in one of the provider's data centres, ready for virtual circuits and cloud connections."
      onSubmit={submit}
      refusal={order.refusal}
      refusalTitle="The port was not ordered"
      price={
        <PortPricePreview
          price={price}
          isLoading={pricing.isPending}
          hint={speed ? 'This speed and term are not on the price list.' : 'Choose a speed to see the price.'}
        />
      }
      back={{ to: '/ports', label: 'Cancel' }}
      submit={{ label: 'Order port', isPending: create.isPending }}
    >
      <PopPicker
        locations={locations.data}
        isLoading={locations.isPending}
        value={pop}
        onChange={choosePop}
        error={form.errors.pop as string | undefined}
      />
      {location && (
        <Text size="sm" c="dimmed">
          {siteAddress(location)} · lead time at this location: {location.lead_time}
        </Text>
      )}
      {noCapacity && (
        <Alert color="yellow" variant="light" title="No ports left here">
          This location has no port capacity left at the moment. Choose another location or contact support.
        </Alert>
      )}
      <Group grow align="flex-start">
        <Select
          label="Speed"
          withAsterisk
          placeholder={pop ? 'Choose a speed' : 'Choose a location first'}
          data={availableSpeeds(available)}
          disabled={!pop || availability.isPending}
          value={speed}
          onChange={chooseSpeed}
          error={form.errors.speed}
        />
        <Select
          label="Media"
          withAsterisk
          placeholder="Choose the optics"
          data={availableMedia(available, speed)}
          disabled={!speed}
          {...form.getInputProps('media')}
          onChange={(value) => form.setValues({ media: value, zone: null })}
        />
      </Group>
      <Select
        label="Zone"
        withAsterisk
        placeholder={media ? 'Choose a zone' : 'Choose speed and media first'}
        data={zoneOptions(zones.data ?? [], available, { speed, media })}
        disabled={!media}
        {...form.getInputProps('zone')}
      />
      {leadTime && (
        <Alert
          color={zone && leadTime.note === undefined ? 'green' : 'blue'}
          variant="light"
          icon={<IconClock />}
          title={`Lead time: ${leadTime.text}`}
        >
          {leadTime.note ?? (zone ? 'The port is provisioned as soon as it is ordered.' : 'Choose a zone.')}
        </Alert>
      )}
      <Select
        label="Subscription term"
        withAsterisk
        data={terms.map((months) => ({ value: String(months), label: subscriptionTermLabel(months) }))}
        value={String(term)}
        onChange={(value) => value && form.setFieldValue('subscription_term', Number(value))}
        error={form.errors.subscription_term}
        allowDeselect={false}
      />
      <OrderReferenceFields
        description={form.getInputProps('description')}
        poNumber={form.getInputProps('po_number')}
        hints={{
          description: 'How you recognise this port, e.g. “Primary uplink, rack 12”.',
          poNumber: 'Optional. Your purchase order number, shown on invoices.',
        }}
      />
      {speed === '1Gbps' && (
        <Checkbox
          label="Autonegotiation"
          description="Only 1 Gbps ports negotiate speed and duplex with your equipment."
          {...form.getInputProps('autoneg', { type: 'checkbox' })}
        />
      )}
    </OrderPage>
  );
}
