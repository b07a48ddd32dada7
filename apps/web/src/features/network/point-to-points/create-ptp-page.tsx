import { Alert, Divider, Group, Select, SimpleGrid, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PORT_SPEEDS, type PortSpeed, SUBSCRIPTION_TERMS, serviceClassOf, subscriptionTermLabel } from '@portal/domain';
import { useNavigate } from 'react-router';
import { describeError, isApiError } from '@/api/api-error';
import { useLocations } from '@/api/locations';
import { PriceCard } from '@/components/price-card';
import { useOrderState } from '@/components/service-pages/idempotency';
import { OrderPage, OrderReferenceFields, termPriceAmounts } from '@/components/service-pages/order-page';
import { serviceClassLabel } from '../virtual-circuits/vc-display';
import { useCreatePtp } from './api/ptp-mutations';
import { PtpEndFields } from './ptp-end-fields';
import {
  formFieldErrors,
  initialPtpOrder,
  mediaFor,
  type PtpOrderValues,
  ptpOrderPrice,
  ptpOrderRequest,
  validatePtpOrder,
} from './ptp-order-form';

/**
 * /point-to-points/create (spec 2; wire reference 3.6): two endpoints, each a PoP and zone with autonegotiation and
 * an optional LOA; the speed (1, 10, 40 or 100 Gbps) and its optics; the term. Metro or longhaul follows from the
 * two PoPs and the price is shown live; the order is sent with an Idempotency-Key and opens the new point-to-point,
 * which advances from provisioning to active as the network builds it.
 */
export function CreatePtpPage() {
  const navigate = useNavigate();
  const create = useCreatePtp();
  const locations = useLocations();
  const order = useOrderState();
  const form = useForm<PtpOrderValues>({
    initialValues: initialPtpOrder,
    validate: (values) => validatePtpOrder(values, locations.data ?? []),
  });
  const values = form.getValues();
  const placeA = locations.data?.find((location) => location.pop === values.a.pop);
  const placeZ = locations.data?.find((location) => location.pop === values.z.pop);
  const serviceClass = serviceClassOf(placeA, placeZ);
  const price = ptpOrderPrice(values, serviceClass);
  const pairProblem = validatePtpOrder(values, locations.data ?? [])['z.pop'];

  const chooseSpeed = (speed: string | null) => {
    if (!speed) return;
    form.setFieldValue('speed', speed as PortSpeed);
    form.setFieldValue('media', mediaFor(speed as PortSpeed)[0] ?? '');
    if (speed !== '1Gbps') {
      form.setFieldValue('a.autoneg', false);
      form.setFieldValue('z.autoneg', false);
    }
  };

  const submit = form.onSubmit((submitted) => {
    order.setRefusal(null);
    const body = ptpOrderRequest(submitted);
    create.mutate(
      { body, idempotencyKey: order.keyFor(body) },
      {
        onSuccess: (ptp) => navigate(`/point-to-points/${encodeURIComponent(ptp.ptp_circuit_id)}`),
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : undefined;
          if (!fields) return order.setRefusal(describeError(error));
          const { errors, isAllOnForm } = formFieldErrors(fields);
          form.setErrors(errors);
          order.setRefusal(isAllOnForm ? null : describeError(error));
        },
      },
    );
  });

  return (
    <OrderPage
      title="Create a point-to-point"
      description="A dedicated wavelength between two PoPs: the provider builds a port at each end and carries everything between them."
      onSubmit={submit}
      refusal={order.refusal}
      refusalTitle="The point-to-point was not ordered"
      price={
        <PriceCard
          amounts={termPriceAmounts(price)}
          hint={serviceClass ? 'This speed and term are not on the price list.' : 'Choose both PoPs to see the price.'}
        />
      }
      aside={
        pairProblem && (
          <Alert color="yellow" variant="light" title="These PoPs cannot be connected">
            {pairProblem}
          </Alert>
        )
      }
      back={{ to: '/point-to-points', label: 'Back' }}
      submit={{ label: 'Create point-to-point', isPending: create.isPending }}
    >
      <Group grow align="flex-start">
        <Select
          label="Speed"
          withAsterisk
          data={[...PORT_SPEEDS]}
          value={values.speed}
          onChange={chooseSpeed}
          error={form.errors.speed}
          allowDeselect={false}
        />
        <Select
          label="Media (optics)"
          withAsterisk
          data={[...mediaFor(values.speed)]}
          allowDeselect={false}
          {...form.getInputProps('media')}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <PtpEndFields side="a" form={form} locations={locations.data} isLoading={locations.isPending} />
        <PtpEndFields side="z" form={form} locations={locations.data} isLoading={locations.isPending} />
      </SimpleGrid>
      {serviceClass && (
        <Text size="sm" c="dimmed">
          Service class: <b>{serviceClassLabel(serviceClass)}</b>{' '}
          {serviceClass === 'metro' ? '(both ends in one market)' : '(the ends are in different markets)'}
        </Text>
      )}
      <Divider />
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
      <OrderReferenceFields
        description={form.getInputProps('description')}
        poNumber={form.getInputProps('po_number')}
      />
    </OrderPage>
  );
}
