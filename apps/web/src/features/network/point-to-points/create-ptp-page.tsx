import { Alert, Button, Card, Divider, Grid, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PO_NUMBER_MAX, PORT_DESCRIPTION_MAX } from '@portal/contract';
import { formatCurrency, PORT_SPEEDS, type PortSpeed, SUBSCRIPTION_TERMS, subscriptionTermLabel } from '@portal/domain';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { describeError, isApiError } from '@/api/api-error';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextarea, LimitedTextInput } from '@/components/limited-input';
import { PageHeader } from '@/components/page-header';
import { PriceCard } from '@/components/price-card';
import { useLocations } from '../ports/api/location-queries';
import { idempotencyKeyFor, type SentOrder } from '../ports/idempotency';
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
  ptpServiceClass,
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
  const lastOrder = useRef<SentOrder | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<PtpOrderValues>({
    initialValues: initialPtpOrder,
    validate: (values) => validatePtpOrder(values, locations.data ?? []),
  });
  const values = form.getValues();
  const placeA = locations.data?.find((location) => location.pop === values.a.pop);
  const placeZ = locations.data?.find((location) => location.pop === values.z.pop);
  const serviceClass = ptpServiceClass(placeA, placeZ);
  const price = ptpOrderPrice(values, serviceClass);

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
    setRefusal(null);
    const body = ptpOrderRequest(submitted);
    lastOrder.current = idempotencyKeyFor(lastOrder.current, body, () => crypto.randomUUID());
    create.mutate(
      { body, idempotencyKey: lastOrder.current.key },
      {
        onSuccess: (ptp) => navigate(`/point-to-points/${encodeURIComponent(ptp.ptp_circuit_id)}`),
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : undefined;
          if (!fields) return setRefusal(describeError(error));
          const { errors, isAllOnForm } = formFieldErrors(fields);
          form.setErrors(errors);
          setRefusal(isAllOnForm ? null : describeError(error));
        },
      },
    );
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        title="Create a point-to-point"
        description="A dedicated wavelength between two PoPs: the provider builds a port at each end and carries everything between them."
      />
      <form onSubmit={submit} noValidate>
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <FormErrorAlert message={refusal} title="The point-to-point was not ordered" />
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
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <PriceCard
                amounts={
                  price && [
                    { label: 'Monthly (MRC)', value: formatCurrency(price.mrc) },
                    { label: 'One-time (NRC)', value: formatCurrency(price.nrc) },
                    { label: 'Term', value: subscriptionTermLabel(price.term) },
                  ]
                }
                hint={
                  serviceClass ? 'This speed and term are not on the price list.' : 'Choose both PoPs to see the price.'
                }
              />
              {validatePtpOrder(values, locations.data ?? [])['z.pop'] && (
                <Alert color="yellow" variant="light" title="These PoPs cannot be connected">
                  {validatePtpOrder(values, locations.data ?? [])['z.pop']}
                </Alert>
              )}
              <Text size="xs" c="dimmed">
                An order can be cancelled within 24 hours without charge; later cancellations follow the master services
                agreement.
              </Text>
              <Group>
                <Button variant="default" component={Link} to="/point-to-points">
                  Back
                </Button>
                <Button type="submit" loading={create.isPending}>
                  Create point-to-point
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </Card>
  );
}
