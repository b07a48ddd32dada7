import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { LONGHAUL_TYPES, PO_NUMBER_MAX, PORT_DESCRIPTION_MAX, VC_SPEEDS } from '@portal/contract';
import { flexMbpsText, formatCurrency, PERMISSIONS, SUBSCRIPTION_TERMS, subscriptionTermLabel } from '@portal/domain';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { describeError, isApiError } from '@/api/api-error';
import { useCan } from '@/api/use-can';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PageHeader } from '@/components/page-header';
import { PriceCard } from '@/components/price-card';
import { useCreateBackbone } from './api/vc-mutations';
import { useOrderablePorts } from './api/vc-queries';
import { EndPicker } from './end-picker';
import { poolOptionLabel, speedOptionsWithin, useFlexPoolChoices } from './flex-pool-field';
import { serviceClassLabel } from './vc-display';
import {
  formFieldErrors,
  initialVcOrder,
  portGroups,
  SERVER_FIELD_NAMES,
  serviceClassOf,
  type VcOrderValues,
  validateVcOrder,
  vcOrderPrice,
  vcOrderRequest,
} from './vc-order-form';

const LONGHAUL_LABELS: Record<(typeof LONGHAUL_TYPES)[number], string> = {
  dedicated: 'Dedicated (monthly)',
  usage: 'Usage (per GB)',
  hourly: 'Hourly',
};

/**
 * /vcs/create/backbone (EVPL) and /vcs/create/dedicated (EPL) (spec 2; issue 16 "Create"): the A and Z ports of the
 * company grouped by PoP, each end's VLAN from the port's free ones (EVPL), the speed of spec 9's list, the bandwidth
 * type and term, optional rate limits and PO number. Metro or longhaul follows from the two PoPs and the price is
 * shown live; the order is sent once, with an Idempotency-Key, and opens the new circuit provisioning.
 */
export function CreateBackbonePage({ isEpl = false }: { isEpl?: boolean }) {
  const navigate = useNavigate();
  const create = useCreateBackbone();
  const ports = useOrderablePorts();
  const allPorts = ports.data ?? [];
  const lastOrder = useRef<{ key: string; fingerprint: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<VcOrderValues>({
    initialValues: initialVcOrder,
    validate: (values) => validateVcOrder(values, allPorts, isEpl),
  });
  const values = form.getValues();
  const portA = allPorts.find((port) => port.port_circuit_id === values.a.port);
  const portZ = allPorts.find((port) => port.port_circuit_id === values.z.port);
  const serviceClass = serviceClassOf(portA, portZ);
  const price = vcOrderPrice(values, serviceClass);
  const canReadPools = useCan(PERMISSIONS.FLEX_BANDWIDTH_READ);
  const pools = useFlexPoolChoices(canReadPools);
  const pool = (pools.data ?? []).find((item) => item.flex_bandwidth_id === values.flex_bandwidth_id) ?? null;
  const groups = portGroups(allPorts);

  const submit = form.onSubmit((submitted) => {
    setRefusal(null);
    const body = vcOrderRequest(submitted, isEpl);
    const fingerprint = JSON.stringify(body);
    if (!lastOrder.current || lastOrder.current.fingerprint !== fingerprint) {
      lastOrder.current = { key: crypto.randomUUID(), fingerprint };
    }
    create.mutate(
      { body, idempotencyKey: lastOrder.current.key },
      {
        onSuccess: (vc) => navigate(`/vcs/${encodeURIComponent(vc.vc_circuit_id)}`),
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : undefined;
          if (!fields) return setRefusal(describeError(error));
          form.setErrors(formFieldErrors(fields));
          // A refusal about no field of the form (the whole order) is shown above it.
          const isOnForm = Object.keys(fields).every((name) => name in SERVER_FIELD_NAMES);
          setRefusal(isOnForm ? null : error instanceof Error ? error.message : describeError(error));
        },
      },
    );
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        title={isEpl ? 'Create a dedicated (EPL) circuit' : 'Create a backbone circuit'}
        description={
          isEpl
            ? 'An Ethernet private line: the whole of both ports, every frame carried as it is.'
            : 'An Ethernet virtual private line between two of your ports, one VLAN on each end.'
        }
      />
      <form onSubmit={submit} noValidate>
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <FormErrorAlert message={refusal} title="The circuit was not ordered" />
              {ports.isSuccess && allPorts.length < 2 && (
                <Alert color="yellow" variant="light" title="Two ports are needed">
                  A circuit joins two of your ports. <Link to="/ports/create">Order a port</Link> first.
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <EndPicker
                  side="a"
                  form={form}
                  groups={groups}
                  ports={allPorts}
                  isLoading={ports.isPending}
                  isEpl={isEpl}
                />
                <EndPicker
                  side="z"
                  form={form}
                  groups={groups}
                  ports={allPorts}
                  isLoading={ports.isPending}
                  isEpl={isEpl}
                />
              </SimpleGrid>
              {serviceClass && (
                <Text size="sm" c="dimmed">
                  Service class: <b>{serviceClassLabel(serviceClass)}</b>{' '}
                  {serviceClass === 'metro' ? '(both ends in one market)' : '(the ends are in different markets)'}
                </Text>
              )}
              <Group grow align="flex-start">
                <Select
                  label="Speed"
                  withAsterisk
                  placeholder="Choose a speed"
                  data={speedOptionsWithin(VC_SPEEDS, pool ? pool.available_capacity_mbps : null)}
                  {...form.getInputProps('speed')}
                />
                <Select
                  label="Bandwidth"
                  data={LONGHAUL_TYPES.map((value) => ({ value, label: LONGHAUL_LABELS[value] }))}
                  allowDeselect={false}
                  disabled={pool !== null}
                  {...form.getInputProps('longhaul_type')}
                />
              </Group>
              {canReadPools && (pools.data ?? []).length > 0 && (
                <Select
                  label="Flex bandwidth"
                  description={
                    pool
                      ? `The circuit draws its speed from this pool: ${flexMbpsText(pool.available_capacity_mbps)} of ${flexMbpsText(pool.capacity_mbps)} left. Faster speeds are disabled.`
                      : 'Optional: draw the speed from one of your flex bandwidth pools.'
                  }
                  placeholder="None (billed on its own)"
                  clearable
                  data={(pools.data ?? []).map((item) => ({
                    value: item.flex_bandwidth_id,
                    label: poolOptionLabel(item),
                  }))}
                  value={values.flex_bandwidth_id}
                  onChange={(value) => {
                    form.setFieldValue('flex_bandwidth_id', value);
                    // A circuit on flex bandwidth is dedicated bandwidth.
                    if (value) form.setFieldValue('longhaul_type', 'dedicated');
                  }}
                  error={form.errors.flex_bandwidth_id}
                />
              )}
              <Select
                label="Subscription term"
                data={SUBSCRIPTION_TERMS.map((months) => ({
                  value: String(months),
                  label: subscriptionTermLabel(months),
                }))}
                value={values.longhaul_type === 'dedicated' ? String(values.subscription_term) : '1'}
                disabled={values.longhaul_type !== 'dedicated'}
                description={
                  values.longhaul_type === 'dedicated' ? undefined : 'Usage and hourly bandwidth run month to month.'
                }
                onChange={(value) => value && form.setFieldValue('subscription_term', Number(value))}
                error={form.errors.subscription_term}
                allowDeselect={false}
              />
              <Group grow align="flex-start">
                <NumberInput
                  label="Rate limit in (Mbps)"
                  description="Optional"
                  min={1}
                  allowDecimal={false}
                  {...form.getInputProps('rate_limit_in')}
                />
                <NumberInput
                  label="Rate limit out (Mbps)"
                  description="Optional"
                  min={1}
                  allowDecimal={false}
                  {...form.getInputProps('rate_limit_out')}
                />
              </Group>
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
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <PriceCard
                amounts={
                  price && [
                    { label: 'Monthly (MRC)', value: formatCurrency(price.mrc) },
                    { label: 'One-time (NRC)', value: formatCurrency(price.nrc) },
                    price.usageRatePerGb !== null
                      ? { label: 'Per GB', value: formatCurrency(price.usageRatePerGb) }
                      : price.hourlyRate !== null
                        ? { label: 'Per hour', value: formatCurrency(price.hourlyRate) }
                        : { label: 'Term', value: subscriptionTermLabel(price.term) },
                  ]
                }
                hint={
                  values.speed && serviceClass
                    ? 'This speed and term are not on the price list.'
                    : 'Choose both ports and a speed to see the price.'
                }
              />
              <Text size="xs" c="dimmed">
                An order can be cancelled within 24 hours without charge; later cancellations follow the master services
                agreement.
              </Text>
              <Group>
                <Button variant="default" component={Link} to="/vcs/create">
                  Back
                </Button>
                <Button type="submit" loading={create.isPending}>
                  Create circuit
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </Card>
  );
}

/** /vcs/create/dedicated: the same order as an EPL circuit. */
export function CreateDedicatedPage() {
  return <CreateBackbonePage isEpl />;
}
