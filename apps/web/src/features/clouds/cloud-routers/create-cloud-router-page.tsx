import { Button, Card, Checkbox, Grid, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CLOUD_ROUTER_REGIONS, DEFAULT_CLOUD_ROUTER_ASN, PO_NUMBER_MAX } from '@portal/contract';
import {
  ASN_RANGES,
  CONNECTION_SPEEDS,
  formatCurrency,
  SUBSCRIPTION_TERMS,
  subscriptionTermLabel,
} from '@portal/domain';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { PageHeader } from '@/components/page-header';
import { PriceCard } from '@/components/price-card';
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
  const lastOrder = useRef<{ key: string; fingerprint: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<RouterOrderValues>({
    initialValues: initialRouterOrder,
    validate: (values) => checkRouterOrder(values).errors ?? {},
  });
  const values = form.getValues();
  const price = routerOrderPrice(values);

  const submit = form.onSubmit((submitted) => {
    setRefusal(null);
    const checked = checkRouterOrder(submitted);
    if (!checked.body) return form.setErrors(checked.errors);
    const fingerprint = JSON.stringify(checked.body);
    if (!lastOrder.current || lastOrder.current.fingerprint !== fingerprint) {
      lastOrder.current = { key: crypto.randomUUID(), fingerprint };
    }
    create.mutate(
      { body: checked.body, idempotencyKey: lastOrder.current.key },
      {
        onSuccess: (router) => navigate(`/cloud-routers/${encodeURIComponent(router.circuit_id)}`),
        onError: (error) => setRefusal(applyServerErrors(form, error, ROUTER_FORM_FIELDS)),
      },
    );
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        title="Create a cloud router"
        description="A layer 3 router in our network: connect clouds, IPsec tunnels and your ports to it, then steer traffic with BGP."
      />
      <form onSubmit={submit} noValidate>
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <FormErrorAlert message={refusal} title="The cloud router was not ordered" />
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
              <Group grow align="flex-start">
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
              </Group>
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
                  price
                    ? [
                        { label: 'Monthly (MRC)', value: formatCurrency(price.mrc) },
                        { label: 'One-time (NRC)', value: formatCurrency(price.nrc) },
                        { label: 'Term', value: subscriptionTermLabel(price.term) },
                      ]
                    : undefined
                }
                hint={
                  values.capacity === '>100Gbps'
                    ? 'Above 100 Gbps the router is priced on a quote: order it and sales will confirm the price.'
                    : 'This capacity and term are not on the price list.'
                }
              />
              <Text size="xs" c="dimmed">
                An order can be cancelled within 24 hours without charge; later cancellations follow the master services
                agreement.
              </Text>
              <Group>
                <Button variant="default" component={Link} to="/cloud-routers">
                  Cancel
                </Button>
                <Button type="submit" loading={create.isPending}>
                  Create cloud router
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </Card>
  );
}
