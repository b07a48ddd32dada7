import { Divider, Select, Stack, Switch } from '@mantine/core';
import type { CloudLocation } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { FieldRow } from '@/components/field-row';
import { OnRampLeadTimeNote } from '../connections/on-ramp-lead-time-note';
import { providerLabel } from './hosted-display';
import { hasCloudSettings, speedsFor } from './hosted-order-form';
import { AwsCloudSettings, GoogleCloudSettings, type ProviderForm } from './hosted-parameter-sections';

/**
 * The on-ramp PoP (its region), its zone and spec 9's lead time for that zone (the note naming the on-ramp's zones
 * with capacity when it has none), and a speed of spec 9's list for the provider. Azure needs neither PoP nor zone
 * (its peering location comes with the key).
 */
export function OnRampFields({
  form,
  onRamps,
  onRamp,
  onChoosePop,
  azurePopHint,
}: {
  form: ProviderForm;
  onRamps: UseQueryResult<CloudLocation[]>;
  onRamp: CloudLocation | undefined;
  onChoosePop: (pop: string | null) => void;
  /** What an Azure order without a PoP gets (the source port's PoP, or the first on-ramp for a router). */
  azurePopHint: string;
}) {
  const { provider, zone } = form.getValues();
  const isAzure = provider === 'azure';
  return (
    <Stack gap="xs">
      <FieldRow cols={3}>
        <Select
          label="On-ramp PoP"
          withAsterisk={!isAzure}
          placeholder={onRamps.isPending ? 'Loading the on-ramps…' : 'Choose a PoP'}
          searchable
          clearable={isAzure}
          nothingFoundMessage={onRamps.isError ? 'The on-ramps could not load' : 'No on-ramp matches'}
          data={(onRamps.data ?? []).map((item) => ({
            value: item.pop,
            label: `${item.pop} · ${item.city} · ${item.cloud_connection_details.region}`,
          }))}
          {...form.getInputProps('pop')}
          onChange={onChoosePop}
          description={onRamp ? onRamp.cloud_connection_details.region_description : isAzure ? azurePopHint : undefined}
        />
        <Select
          label="Zone"
          withAsterisk={!isAzure}
          placeholder="Choose a zone"
          data={onRamp?.zones ?? []}
          disabled={!onRamp}
          {...form.getInputProps('zone')}
        />
        <Select
          label="Speed"
          withAsterisk
          data={[...speedsFor(provider)]}
          allowDeselect={false}
          {...form.getInputProps('speed')}
        />
      </FieldRow>
      <OnRampLeadTimeNote onRamp={onRamp} zone={zone} />
    </Stack>
  );
}

/**
 * wire reference 3.7 `cloud_settings`: for AWS and Google, the portal may set up the cloud's side too (AWS accepts
 * the connection with a cloud credential); off, the customer does it in the cloud's console.
 */
export function ProviderSettingsSection({ form, onRamp }: { form: ProviderForm; onRamp: CloudLocation | undefined }) {
  const values = form.getValues();
  if (!hasCloudSettings(values.provider)) return null;
  return (
    <>
      <Divider label="Provider-side settings" labelPosition="left" />
      <Switch
        label={`Let the portal set up the ${providerLabel(values.provider)} side too`}
        description={
          values.provider === 'aws'
            ? 'With a cloud credential: the Direct Connect connection is accepted and its virtual interface and BGP are set up for you.'
            : 'The VLAN attachment is created on your Cloud Router with these BGP settings.'
        }
        {...form.getInputProps('has_cloud_settings', { type: 'checkbox' })}
      />
      {values.has_cloud_settings &&
        (values.provider === 'aws' ? (
          <AwsCloudSettings form={form} onRamp={onRamp} />
        ) : (
          <GoogleCloudSettings form={form} onRamp={onRamp} />
        ))}
    </>
  );
}
