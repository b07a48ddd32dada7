import {
  Button,
  Card,
  Checkbox,
  ColorInput,
  FileInput,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type BrandFormFields, brandFormFieldsSchema, type ResellerBrand } from '@portal/contract';
import { parseHexColour, textColourFor } from '@portal/domain';
import { useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { type BrandChange, useOwnBrand, useUpdateBrand } from './api/reseller-brand-queries';

const IMAGE_TYPES = 'image/png,image/jpeg,image/svg+xml';
const FIELDS = ['main_color', 'public_name', 'favicon', 'logo'] as const;

/** How a button in the colour looks: the colour with the text the theme draws on it (spec 9 "Palette"). */
function ColourSample({ colour }: { colour: string }) {
  if (parseHexColour(colour) === undefined) return null;
  return (
    <Paper radius="sm" px="md" py={6} bg={colour} c={textColourFor(colour)} w="fit-content" aria-hidden>
      <Text size="sm" fw={600} c="inherit">
        Order a port
      </Text>
    </Paper>
  );
}

/** The form's values for a saved brand: its colour and name, no image chosen or removed. */
function formValuesOf(brand: ResellerBrand): BrandChange {
  return {
    main_color: brand.main_color ?? '',
    public_name: brand.public_name,
    favicon: null,
    logo: null,
    remove_favicon: false,
    remove_logo: false,
  };
}

function BrandForm({ brand, canEdit }: { brand: ResellerBrand; canEdit: boolean }) {
  const update = useUpdateBrand();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<BrandChange>({
    initialValues: formValuesOf(brand),
    // The server's own schema, live on the colour: a colour text on it would be hard to read is refused as typed.
    validate: ({ main_color, public_name }) =>
      zodFormResolver<Partial<BrandFormFields>>(brandFormFieldsSchema)({
        ...(main_color ? { main_color } : {}),
        public_name,
      }),
    validateInputOnChange: ['main_color'],
  });
  const values = form.getValues();

  const submit = form.onSubmit((change) => {
    setRefusal(null);
    update.mutate(change, {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: 'The brand has been saved.' });
        const next = formValuesOf(saved);
        form.setInitialValues(next);
        form.setValues(next);
      },
      onError: (error) => setRefusal(applyServerErrors(form, error, FIELDS)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={refusal} title="The brand was not saved" />
        <ColorInput
          label="Main colour"
          description="The primary colour of your portal in both themes; text on it must stay readable."
          format="hex"
          disabled={!canEdit}
          {...form.getInputProps('main_color')}
        />
        <ColourSample colour={values.main_color} />
        <TextInput label="Public name" maxLength={80} disabled={!canEdit} {...form.getInputProps('public_name')} />
        <Group grow align="flex-start">
          <Stack gap={4}>
            <FileInput
              label="Favicon"
              placeholder="PNG, JPEG or SVG"
              accept={IMAGE_TYPES}
              clearable
              disabled={!canEdit || values.remove_favicon}
              {...form.getInputProps('favicon')}
            />
            <Checkbox
              label="Use the default favicon"
              disabled={!canEdit}
              {...form.getInputProps('remove_favicon', { type: 'checkbox' })}
            />
          </Stack>
          <Stack gap={4}>
            <FileInput
              label="Logo"
              placeholder="PNG, JPEG or SVG"
              accept={IMAGE_TYPES}
              clearable
              disabled={!canEdit || values.remove_logo}
              {...form.getInputProps('logo')}
            />
            <Checkbox
              label="Use the default logo"
              disabled={!canEdit}
              {...form.getInputProps('remove_logo', { type: 'checkbox' })}
            />
          </Stack>
        </Group>
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save brand
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** spec 3 "Reseller brand" on the company profile of a reseller: main colour, public name, favicon and logo. */
export function ResellerBrandCard({ canEdit }: { canEdit: boolean }) {
  const brand = useOwnBrand();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Brand
      </Title>
      {brand.data ? (
        <BrandForm key={brand.data.domain} brand={brand.data} canEdit={canEdit} />
      ) : (
        <Text size="sm" c="dimmed">
          {brand.isError ? 'The brand could not load.' : 'Loading the brand…'}
        </Text>
      )}
    </Card>
  );
}
