import { FileInput, Select, Stack, Switch, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type Location, PTP_MESSAGES } from '@portal/contract';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { usePortAvailability, useZones } from '@/api/locations';
import { LimitedTextInput } from '@/components/limited-input';
import { readPdf } from '@/lib/read-pdf';
import { PopPicker } from '../ports/pop-picker';
import { zoneOptions } from '../ports/port-order-options';
import type { PtpOrderValues } from './ptp-order-form';

interface PtpEndFieldsProps {
  side: 'a' | 'z';
  form: UseFormReturnType<PtpOrderValues>;
  locations: readonly Location[] | undefined;
  isLoading: boolean;
}

/**
 * One endpoint of the order: the PoP, the zone (each saying how many ports of the chosen speed and optics are
 * left), autonegotiation (1 Gbps only), the customer site code and an optional Letter of Authorization (PDF).
 */
export function PtpEndFields({ side, form, locations, isLoading }: PtpEndFieldsProps) {
  const values = form.getValues();
  const end = values[side];
  const availability = usePortAvailability(end.pop);
  const zones = useZones(end.pop);
  const [loaFile, setLoaFile] = useState<File | null>(null);
  const label = side.toUpperCase();

  const chooseLoa = async (file: File | null) => {
    setLoaFile(file);
    form.setFieldError(`${side}.loa`, null);
    if (!file) return form.setFieldValue(`${side}.loa`, null);
    const read = await readPdf(file, PTP_MESSAGES.loa);
    if ('error' in read) {
      form.setFieldValue(`${side}.loa`, null);
      form.setFieldError(`${side}.loa`, read.error);
    } else form.setFieldValue(`${side}.loa`, read.base64);
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {label} end
      </Title>
      <PopPicker
        label={`${label} end location (PoP)`}
        locations={locations}
        isLoading={isLoading}
        value={end.pop}
        onChange={(pop) => {
          form.setFieldValue(`${side}.pop`, pop);
          form.setFieldValue(`${side}.zone`, null);
        }}
        error={form.errors[`${side}.pop`] as string | undefined}
      />
      <Select
        label={`${label} end zone`}
        withAsterisk
        placeholder={end.pop ? 'Choose a zone' : 'Choose the PoP first'}
        disabled={!end.pop}
        data={zoneOptions(zones.data ?? [], availability.data ?? [], { speed: values.speed, media: values.media })}
        {...form.getInputProps(`${side}.zone`)}
      />
      <Switch
        label="Autonegotiation"
        description={values.speed === '1Gbps' ? undefined : 'Only on 1Gbps ports.'}
        disabled={values.speed !== '1Gbps'}
        {...form.getInputProps(`${side}.autoneg`, { type: 'checkbox' })}
      />
      <LimitedTextInput
        limit={64}
        label="Customer site code"
        description="Optional"
        {...form.getInputProps(`${side}.customer_site_code`)}
      />
      <FileInput
        label="Letter of Authorization"
        description="Optional: a PDF of at most 1 MB for the cross connect at this end."
        placeholder="Choose the file"
        accept="application/pdf"
        leftSection={<IconFileUpload size={16} />}
        clearable
        value={loaFile}
        onChange={(file) => void chooseLoa(file)}
        error={form.errors[`${side}.loa`]}
      />
      {end.loa && (
        <Text size="xs" c="dimmed">
          The LOA is attached to the order.
        </Text>
      )}
    </Stack>
  );
}
