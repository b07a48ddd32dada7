import { Alert, Group, NumberInput, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LONGHAUL_TYPES, PO_NUMBER_MAX, PORT_DESCRIPTION_MAX, VC_SPEEDS } from '@portal/contract';
import {
  flexMbpsText,
  formatCurrency,
  PERMISSIONS,
  SUBSCRIPTION_TERMS,
  serviceClassOf,
  subscriptionTermLabel,
} from '@portal/domain';
import { Link, useNavigate } from 'react-router';
import { describeError, isApiError } from '@/api/api-error';
import { useCan } from '@/api/use-can';
import { PriceCard } from '@/components/price-card';
import { useOrderState } from '@/components/service-pages/idempotency';
import { OrderPage } from '@/components/service-pages/order-page';
import { portGroups } from '@/lib/port-groups';
import { useCreateBackbone } from './api/vc-mutations';
import { useOrderablePorts } from './api/vc-queries';
import { EndPicker } from './end-picker';
import { poolOptionLabel, speedOptionsWithin, useFlexPoolChoices } from './flex-pool-field';
import { serviceClassLabel } from './vc-display';
import {
  formFieldErrors,
  initialVcOrder,
  SERVER_FIELD_NAMES,
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
  const order = useOrderState();
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
    order.setRefusal(null);
    const body = vcOrderRequest(submitted, isEpl);
    create.mutate(
      { body, idempotencyKey: order.keyFor(body) },
      {
        onSuccess: (vc) => navigate(`/vcs/${encodeURIComponent(vc.vc_circuit_id)}`),
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : undefined;
          if (!fields) return order.setRefusal(describeError(error));
          form.setErrors(formFieldErrors(fields));
          // A refusal about no field of the form (the whole order) is shown above it.
          const isOnForm = Object.keys(fields).every((name) => name in SERVER_FIELD_NAMES);
          order.setRefusal(isOnForm ? null : error instanceof Error ? error.message : describeError(error));
        },
      },
    );
  });

  return (
    <OrderPage
      title={isEpl ? 'Create a dedicated (EPL) circuit' : 'Create a backbone circuit'}
      description={
        isEpl
          ? 'An Ethernet private line: the whole of both ports, every frame carried as it is.'
          : 'An Ethernet virtual private line between two of your ports, one VLAN on each end.'
      }
      onSubmit={submit}
      refusal={order.refusal}
      refusalTitle="The circuit was not ordered"
      price={
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
      }
      back={{ to: '/vcs/create', label: 'Back' }}
      submit={{ label: 'Create circuit', isPending: create.isPending }}
    >
      {ports.isSuccess && allPorts.length < 2 && (
        <Alert color="yellow" variant="light" title="Two ports are needed">
          A circuit joins two of your ports. <Link to="/ports/create">Order a port</Link> first.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <EndPicker side="a" form={form} groups={groups} ports={allPorts} isLoading={ports.isPending} isEpl={isEpl} />
        <EndPicker side="z" form={form} groups={groups} ports={allPorts} isLoading={ports.isPending} isEpl={isEpl} />
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
    </OrderPage>
  );
}

/** /vcs/create/dedicated: the same order as an EPL circuit. */
export function CreateDedicatedPage() {
  return <CreateBackbonePage isEpl />;
}
