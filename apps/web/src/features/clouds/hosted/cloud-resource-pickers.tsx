import { Autocomplete, MultiSelect, Select, Stack } from '@mantine/core';
import type { CloudResources } from '@portal/contract';
import { GOOGLE_NAME_MAX_LENGTH } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCredentialResources } from '@/api/cloud-credentials';
import { FieldRow } from '@/components/field-row';
import {
  type AwsGatewayType,
  type AwsGatewayValue,
  gatewayLabel,
  gatewayOf,
  gatewayOptions,
  networkOptions,
  subnetOptions,
  vifGatewayType,
  withAttachment,
  withGateway,
} from './cloud-resources';
import type { ProviderForm } from './hosted-parameter-sections';

const field = (name: string) => `cloud_settings.${name}`;

/** What the pickers say while the credential's resources are not there: what to choose first, reading, or refused. */
function resourcesNote(
  credential: string,
  region: string,
  resources: UseQueryResult<CloudResources>,
  cloud: string,
): string | undefined {
  if (credential === '') return `Choose a cloud credential to pick from what your ${cloud} account has`;
  if (region === '') return 'Choose the region first';
  if (resources.isFetching) return `Reading what the credential sees in ${region}…`;
  if (resources.isError) return `What the credential sees in ${region} could not be read`;
  return undefined;
}

/** Picker options with the stored choice kept when the credential's answer does not (or not yet) hold it. */
function withChosen(options: { value: string; label: string }[], value: string, label: string) {
  return value === '' || options.some((option) => option.value === value) ? options : [{ value, label }, ...options];
}

/**
 * wire reference 3.7 `aws_gateways` of an AWS connection's settings, chosen from what the credential sees in the
 * region (`…/credentials/{id}/resources`): the Direct Connect gateway, and the virtual private gateway of a private VIF or the transit gateway of a transit VIF with the VPC it
 * attaches to (and, for a transit gateway, the subnets). A public VIF takes no gateway.
 */
export function AwsGatewayPickers({ form }: { form: ProviderForm }) {
  const settings = form.getValues().cloud_settings;
  const resources = useCredentialResources(settings.credentials_uuid, settings.aws_region);
  const own = vifGatewayType(settings.aws_vif_type);
  if (own === null) return null;
  const gateways = settings.aws_gateways;
  const note = resourcesNote(settings.credentials_uuid, settings.aws_region, resources, 'AWS');
  const setGateways = (next: AwsGatewayValue[]) => form.setFieldValue(field('aws_gateways'), next);
  const choose = (type: AwsGatewayType) => (id: string | null) =>
    setGateways(
      withGateway(
        gateways,
        type,
        resources.data?.gateways.find((gateway) => gateway.type === type && gateway.id === id),
      ),
    );
  const gatewaySelect = (type: AwsGatewayType, description: string) => {
    const chosen = gatewayOf(gateways, type);
    return (
      <Select
        label={gatewayLabel(type)}
        placeholder={resources.data ? 'Choose a gateway' : 'None chosen'}
        description={note ?? description}
        data={withChosen(gatewayOptions(resources.data, type), chosen?.id ?? '', chosen?.name || chosen?.id || '')}
        value={chosen?.id ?? null}
        onChange={choose(type)}
        clearable
        nothingFoundMessage="The credential sees no such gateway in this region"
        error={type === 'directconnect' ? form.errors[field('aws_gateways')] : undefined}
      />
    );
  };
  const attached = gatewayOf(gateways, own);
  return (
    <Stack gap="md">
      <FieldRow cols={2}>
        {gatewaySelect('directconnect', 'Optional: the Direct Connect gateway the VIF attaches to')}
        {gatewaySelect(
          own,
          own === 'private' ? 'Optional: the VPC’s own gateway' : 'Optional: the transit gateway to your VPCs',
        )}
      </FieldRow>
      {attached && (
        <FieldRow cols={2}>
          <Select
            label="VPC"
            description={`The VPC the ${gatewayLabel(own).toLowerCase()} attaches to`}
            placeholder="Choose a VPC"
            data={withChosen(networkOptions(resources.data), attached.vpc_id, attached.vpc_id)}
            value={attached.vpc_id || null}
            onChange={(vpcId) => setGateways(withAttachment(gateways, own, { vpc_id: vpcId ?? '', subnet_ids: [] }))}
            clearable
          />
          {own === 'transit' && (
            <MultiSelect
              label="Subnets"
              description={attached.vpc_id ? 'The VPC’s subnets the attachment uses' : 'Choose the VPC first'}
              data={[
                ...subnetOptions(resources.data, attached.vpc_id),
                ...attached.subnet_ids
                  .filter((id) => !subnetOptions(resources.data, attached.vpc_id).some((option) => option.value === id))
                  .map((id) => ({ value: id, label: id })),
              ]}
              value={attached.subnet_ids}
              onChange={(subnetIds) =>
                setGateways(withAttachment(gateways, own, { vpc_id: attached.vpc_id, subnet_ids: subnetIds }))
              }
              disabled={!attached.vpc_id}
              clearable
            />
          )}
        </FieldRow>
      )}
    </Stack>
  );
}

/**
 * The Cloud Router and VPC network of a Google connection's settings, typed or picked from what the credential sees
 * in the region (spec 5's name rule applies to what is typed).
 */
export function GoogleResourcePickers({ form }: { form: ProviderForm }) {
  const settings = form.getValues().cloud_settings;
  const resources = useCredentialResources(settings.credentials_uuid, settings.google_region);
  const note = resourcesNote(settings.credentials_uuid, settings.google_region, resources, 'Google Cloud');
  const routers = [
    ...new Set(
      (resources.data?.gateways ?? []).filter((gateway) => gateway.type === 'cloud_router').map((item) => item.name),
    ),
  ];
  const networks = [...new Set((resources.data?.networks ?? []).map((network) => network.name))];
  return (
    <FieldRow cols={2}>
      <Autocomplete
        label="Cloud Router name"
        description={`Lowercase letters, digits and hyphens, at most ${GOOGLE_NAME_MAX_LENGTH} characters`}
        withAsterisk
        data={routers}
        {...form.getInputProps(field('google_cloud_router_name'))}
      />
      <Autocomplete
        label="VPC network"
        description={note ?? 'Optional: the VPC network of the Cloud Router'}
        data={networks}
        {...form.getInputProps(field('google_vpc_name'))}
      />
    </FieldRow>
  );
}
