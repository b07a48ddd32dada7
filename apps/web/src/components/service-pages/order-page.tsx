import { Button, Card, Grid, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PO_NUMBER_MAX, PORT_DESCRIPTION_MAX } from '@portal/contract';
import { formatCurrency, subscriptionTermLabel } from '@portal/domain';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextarea, LimitedTextInput } from '@/components/limited-input';
import { PageHeader } from '@/components/page-header';

export interface OrderPageProps {
  title: string;
  description: ReactNode;
  /** The form's submit (`form.onSubmit(...)`); the browser's own validation is off. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's refusal of the whole order, shown above the fields, and its title ("The port was not ordered"). */
  refusal: string | null;
  refusalTitle: string;
  /** The live price (a `PriceCard`), at the top of the side column. */
  price: ReactNode;
  /** More of the side column under the price (e.g. a warning about the choice). */
  aside?: ReactNode;
  /** The note that an order can be cancelled within 24 hours without charge (spec 2); shown unless false. */
  showsCancellationTerms?: boolean;
  /** The way back ("Cancel" to the list, "Back" to a choice) and the submit button. */
  back: { to: string; label: string };
  submit: { label: string; isPending: boolean };
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The frame of an order screen: the header, the form's fields in the wide column with the refusal above them, and
 * the side column with the live price, the cancellation terms and the back and submit buttons.
 */
export function OrderPage(props: OrderPageProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader title={props.title} description={props.description} />
      <form onSubmit={props.onSubmit} noValidate>
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <FormErrorAlert message={props.refusal} title={props.refusalTitle} />
              {props.children}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              {props.price}
              {props.aside}
              {props.showsCancellationTerms !== false && (
                <Text size="xs" c="dimmed">
                  An order can be cancelled within 24 hours without charge; later cancellations follow the master
                  services agreement.
                </Text>
              )}
              <Group>
                <Button variant="default" component={Link} to={props.back.to}>
                  {props.back.label}
                </Button>
                <Button type="submit" loading={props.submit.isPending}>
                  {props.submit.label}
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </Card>
  );
}

/** The amounts of a price card for a priced order: monthly, one-time and the term (spec 9, USD). */
export function termPriceAmounts(price: { mrc: number; nrc: number; term: number } | null | undefined) {
  if (!price) return undefined;
  return [
    { label: 'Monthly (MRC)', value: formatCurrency(price.mrc) },
    { label: 'One-time (NRC)', value: formatCurrency(price.nrc) },
    { label: 'Term', value: subscriptionTermLabel(price.term) },
  ];
}

type FieldProps = ReturnType<UseFormReturnType<Record<string, unknown>>['getInputProps']>;

/**
 * The last fields of an order: its description (required, with the length counted against the contract's limit)
 * and the optional PO number. Give each the form's `getInputProps`; `hints` replace the fields' own descriptions;
 * an edit form opened in a dialog or a card focuses the description first (`isDescriptionFocused`).
 */
export function OrderReferenceFields({
  description,
  poNumber,
  hints = {},
  isDescriptionFocused = false,
}: {
  description: FieldProps;
  poNumber: FieldProps;
  hints?: { description?: string; poNumber?: string };
  isDescriptionFocused?: boolean;
}) {
  return (
    <>
      <LimitedTextarea
        label="Description"
        description={hints.description}
        withAsterisk
        autosize
        minRows={2}
        limit={PORT_DESCRIPTION_MAX}
        data-autofocus={isDescriptionFocused || undefined}
        {...description}
      />
      <LimitedTextInput
        label="PO number"
        description={hints.poNumber ?? 'Optional'}
        limit={PO_NUMBER_MAX}
        {...poNumber}
      />
    </>
  );
}
