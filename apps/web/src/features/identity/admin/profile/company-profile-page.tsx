import { Button, Card, Grid, Group, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type CurrentCustomer, type UpdateCustomerRequest, updateCustomerRequestSchema } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { useState } from 'react';
import { useCurrentCustomer } from '@/api/session';
import { useCan } from '@/api/use-can';
import { CenteredLoader } from '@/components/centered-loader';
import { ErrorState } from '@/components/error-state';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { PageHeader } from '@/components/page-header';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { changedFields } from '@/lib/changed-fields';
import { applyServerErrors } from '@/lib/form-errors';
import { maxLengthOf } from '@/lib/max-length';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useCompanyTypes } from './api/company-types-query';
import { useUpdateCompany } from './api/use-update-company';
import { CompanyLogoCard } from './company-logo-card';
import { ResellerBrandCard } from './reseller-brand-card';

type ProfileValues = Required<Omit<UpdateCustomerRequest, 'type'>> & { type: CurrentCustomer['type'] };

const FIELDS = [
  'name',
  'type',
  'email',
  'phone',
  'website',
  'address1',
  'address2',
  'city',
  'state',
  'postal',
  'country',
];

function valuesOf(customer: CurrentCustomer): ProfileValues {
  const { name, type, email, phone, website, address1, address2, city, state, postal, country } = customer;
  return { name, type, email, phone, website, address1, address2, city, state, postal, country };
}

function CompanyForm({ customer, canEdit }: { customer: CurrentCustomer; canEdit: boolean }) {
  const update = useUpdateCompany();
  const types = useCompanyTypes();
  const [refusal, setRefusal] = useState<string | null>(null);
  const saved = valuesOf(customer);
  const form = useForm<ProfileValues>({
    initialValues: saved,
    validate: zodFormResolver<ProfileValues>(updateCustomerRequestSchema.omit({ type: true })),
  });
  useUnsavedChanges(() => form.isDirty());
  const typeOptions = (types.data ?? [{ value: customer.type, label: customer.type, selectable: false }]).map(
    (type) => ({ value: type.value, label: type.label, disabled: !type.selectable }),
  );
  const isTypeLocked = !types.data?.some((type) => type.value === customer.type && type.selectable);

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    const changes = changedFields(saved, values) as UpdateCustomerRequest & { type?: CurrentCustomer['type'] };
    if (Object.keys(changes).length === 0) return;
    update.mutate(changes as UpdateCustomerRequest, {
      onSuccess: (updated) => {
        const fresh = valuesOf(updated);
        form.setInitialValues(fresh);
        form.setValues(fresh);
        form.resetDirty(fresh);
        notifications.show({ color: 'green', message: 'The company profile is saved.' });
      },
      onError: (error) => setRefusal(applyServerErrors(form, error, FIELDS)),
    });
  });

  const field = (name: keyof ProfileValues) => ({ readOnly: !canEdit, ...form.getInputProps(name) });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={refusal} title="The profile was not saved" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LimitedTextInput
            label="Company name"
            withAsterisk
            autoComplete="organization"
            limit={maxLengthOf(updateCustomerRequestSchema, 'name')}
            {...field('name')}
          />
          <Select
            label="Company type"
            data={typeOptions}
            allowDeselect={false}
            disabled={!canEdit || isTypeLocked}
            description={isTypeLocked ? 'Set by the provider.' : undefined}
            {...form.getInputProps('type')}
          />
          <LimitedTextInput
            label="E-mail address"
            type="email"
            limit={maxLengthOf(updateCustomerRequestSchema, 'email')}
            {...field('email')}
          />
          <LimitedTextInput
            label="Phone"
            type="tel"
            limit={maxLengthOf(updateCustomerRequestSchema, 'phone')}
            {...field('phone')}
          />
          <LimitedTextInput
            label="Website"
            placeholder="https://example.com"
            limit={maxLengthOf(updateCustomerRequestSchema, 'website')}
            {...field('website')}
          />
        </SimpleGrid>
        <Title order={3} size="h5" mt="sm">
          Address
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LimitedTextInput
            label="Address line 1"
            autoComplete="address-line1"
            limit={maxLengthOf(updateCustomerRequestSchema, 'address1')}
            {...field('address1')}
          />
          <LimitedTextInput
            label="Address line 2"
            autoComplete="address-line2"
            limit={maxLengthOf(updateCustomerRequestSchema, 'address2')}
            {...field('address2')}
          />
          <LimitedTextInput
            label="City"
            autoComplete="address-level2"
            limit={maxLengthOf(updateCustomerRequestSchema, 'city')}
            {...field('city')}
          />
          <LimitedTextInput
            label="State or region"
            autoComplete="address-level1"
            limit={maxLengthOf(updateCustomerRequestSchema, 'state')}
            {...field('state')}
          />
          <LimitedTextInput
            label="Postal code"
            autoComplete="postal-code"
            limit={maxLengthOf(updateCustomerRequestSchema, 'postal')}
            {...field('postal')}
          />
          <LimitedTextInput
            label="Country"
            autoComplete="country-name"
            limit={maxLengthOf(updateCustomerRequestSchema, 'country')}
            {...field('country')}
          />
        </SimpleGrid>
        {canEdit && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || update.isPending}>
              Discard changes
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** /admin/profile, "Company Profile" (spec 2): the company's name, type, contact details and logo; a reseller's brand. */
export function CompanyProfilePage() {
  const customer = useCurrentCustomer();
  const canEdit = useCan(PERMISSIONS.COMPANY_UPDATE);
  if (customer.isPending) return <CenteredLoader />;
  if (customer.isError) return <ErrorState error={customer.error} onRetry={() => void customer.refetch()} />;
  return (
    <Stack gap="md">
      <PageHeader
        title="Company profile"
        description={
          canEdit
            ? 'How your company appears in the portal and on invoices.'
            : 'Only an administrator can change these details.'
        }
      />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="lg">
            <CompanyForm key={customer.data.customer_uuid} customer={customer.data} canEdit={canEdit} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CompanyLogoCard logo={customer.data.logo} canEdit={canEdit} />
        </Grid.Col>
        {customer.data.type === 'reseller' && (
          <Grid.Col span={12}>
            <ResellerBrandCard canEdit={canEdit} />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
