import {
  Anchor,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { AzureServiceKeyCheck, CloudLocation, OracleOcidCheck } from '@portal/contract';
import { ASN_RANGES, GOOGLE_KEEPALIVE, GOOGLE_NAME_MAX_LENGTH, MD5_KEY_LENGTH } from '@portal/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCloudCredentials, useCredentialRegions } from '@/api/cloud-credentials';
import { FieldRow } from '@/components/field-row';
import { AwsGatewayPickers, GoogleResourcePickers } from './cloud-resource-pickers';
import { type AwsGatewayValue, gatewaysForVif } from './cloud-resources';
import {
  type CloudSettingsValues,
  mtuChoices,
  type ProviderParameterValues,
  VIF_TYPE_OPTIONS,
} from './hosted-order-form';

/** The form the sections fill: a hosted order's, or a cloud router's cloud connection's (both hold the cloud's side). */
export type ProviderForm = Pick<
  UseFormReturnType<ProviderParameterValues>,
  'getValues' | 'getInputProps' | 'errors'
> & {
  /** The sections set text fields of the provider-side settings, and the AWS gateways picked for them. */
  setFieldValue: (path: string, value: string | AwsGatewayValue[]) => void;
};
/** The on-ramp the settings must agree with: its PoP and the cloud region it reaches. */
type OnRamp = { pop: string; cloud_connection_details: Pick<CloudLocation['cloud_connection_details'], 'region'> };

/** A remote check's verdict under its field: checking, or the cloud's good answer (a refusal shows as the error). */
function CheckNote({ isChecking, ok }: { isChecking: boolean; ok: ReactNode }) {
  if (isChecking) {
    return (
      <Group gap={6} component="span">
        <Loader size={12} />
        <span>Checking with the cloud…</span>
      </Group>
    );
  }
  if (!ok) return null;
  return (
    <Group gap={4} component="span" c="teal">
      <IconCircleCheck size={14} />
      <span>{ok}</span>
    </Group>
  );
}

/** The error a field shows: the form's own message first, else the cloud's refusal of a remote check. */
const errorOf = (form: ProviderForm, field: string, remote?: string | null) =>
  form.errors[field] ?? remote ?? undefined;

/**
 * spec 3 "Cloud provider parameters" of the chosen provider, with spec 5's rules checked as the user types (the
 * contract's own rules on submit): the AWS account, the Azure service key (a lowercase UUID, then asked of Azure
 * live), the Google pairing key and attachment name, the Oracle OCID in the on-ramp's region (asked of Oracle
 * live) and the IBM account with its BGP.
 */
export function ProviderParameters({
  form,
  azureCheck,
  oracleCheck,
}: {
  form: ProviderForm;
  azureCheck: UseQueryResult<AzureServiceKeyCheck>;
  oracleCheck: UseQueryResult<OracleOcidCheck>;
}) {
  const values = form.getValues();
  switch (values.provider) {
    case 'aws':
      return (
        <TextInput
          label="AWS account ID"
          description="The 12-digit account that accepts the connection in its AWS console"
          withAsterisk
          inputMode="numeric"
          {...form.getInputProps('aws_account_id')}
        />
      );
    case 'azure': {
      const check = azureCheck.data;
      const refusal = check && !check.is_valid ? check.message : null;
      const good =
        check?.is_valid &&
        `Valid key: a ${check.bandwidth ?? '?'} Mbps ExpressRoute circuit at ${check.peering_location ?? 'its peering location'}, ${check.available_bandwidth ?? '?'} Mbps free`;
      return (
        <TextInput
          label="Azure service key"
          description={
            azureCheck.isFetching || good ? (
              <CheckNote isChecking={azureCheck.isFetching} ok={good} />
            ) : (
              'The ExpressRoute circuit’s service key, a lowercase UUID'
            )
          }
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('azure_service_key')}
          error={errorOf(form, 'azure_service_key', refusal)}
        />
      );
    }
    case 'google':
      return (
        <FieldRow cols={2}>
          <TextInput
            label="Google pairing key"
            description="From the VLAN attachment: key/region/edge availability domain"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('google_pairing_key')}
          />
          <TextInput
            label="VLAN attachment name"
            description={`Lowercase letters, digits and hyphens, at most ${GOOGLE_NAME_MAX_LENGTH} characters`}
            withAsterisk
            {...form.getInputProps('google_vlan_attachment_name')}
          />
        </FieldRow>
      );
    case 'oracle': {
      const check = oracleCheck.data;
      const refusal = check && !check.is_valid ? check.message : null;
      return (
        <FieldRow cols={3}>
          <TextInput
            label="Virtual circuit OCID"
            description={
              oracleCheck.isFetching || check?.is_valid ? (
                <CheckNote isChecking={oracleCheck.isFetching} ok={check?.is_valid ? check.message : null} />
              ) : (
                'The FastConnect virtual circuit, in the on-ramp’s region'
              )
            }
            withAsterisk
            autoComplete="off"
            style={{ gridColumn: 'span 2' }}
            {...form.getInputProps('vc_ocid')}
            error={errorOf(form, 'vc_ocid', refusal)}
          />
          <TextInput
            label="Oracle region"
            description="The region of the on-ramp"
            withAsterisk
            readOnly
            {...form.getInputProps('region')}
          />
        </FieldRow>
      );
    }
    case 'ibm':
      return (
        <Stack gap="md">
          <FieldRow cols={2}>
            <TextInput
              label="IBM account ID"
              description="32 hexadecimal characters"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('ibm_account_id')}
            />
            <NumberInput
              label="Your BGP ASN"
              description={`${ASN_RANGES.customer.min} to ${ASN_RANGES.customer.max}`}
              withAsterisk
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('ibm_bgp_asn')}
            />
          </FieldRow>
          <FieldRow cols={2}>
            <TextInput
              label="Your router’s address (CER CIDR)"
              description="Optional, for example 10.254.30.77/30"
              {...form.getInputProps('ibm_bgp_cer_cidr')}
            />
            <TextInput
              label="IBM’s address (IBM CIDR)"
              description="Optional, for example 10.254.30.78/30"
              {...form.getInputProps('ibm_bgp_ibm_cidr')}
            />
          </FieldRow>
        </Stack>
      );
  }
}

const field = (name: string) => `cloud_settings.${name}`;
const bgpField = (name: string) => `cloud_settings.bgp_settings.${name}`;

/** The credential picker of the provider-side settings (required for AWS, optional for Google). */
function CredentialSelect({ form, isRequired }: { form: ProviderForm; isRequired: boolean }) {
  const values = form.getValues();
  const credentials = useCloudCredentials();
  const own = (credentials.data ?? []).filter((credential) => credential.cloud_provider === values.provider);
  return (
    <Select
      label="Cloud credential"
      withAsterisk={isRequired}
      placeholder={credentials.isPending ? 'Loading your credentials…' : 'Choose a credential'}
      data={own.map((credential) => ({
        value: credential.cloud_provider_credential_uuid,
        label: `${credential.description} (${credential.masked_credential})`,
      }))}
      clearable={!isRequired}
      nothingFoundMessage="No credential for this cloud"
      description={
        own.length === 0 && !credentials.isPending ? (
          <>
            No credential for this cloud yet:{' '}
            <Anchor component={Link} to="/admin/cloud-credentials" size="xs">
              add one under Cloud Credentials
            </Anchor>
          </>
        ) : (
          'The portal acts in your cloud account with it'
        )
      }
      {...form.getInputProps(field('credentials_uuid'))}
      onChange={(value) => {
        // Another account sees other gateways: those picked with the previous credential are let go.
        if ((value ?? '') !== values.cloud_settings.credentials_uuid) form.setFieldValue(field('aws_gateways'), []);
        form.setFieldValue(field('credentials_uuid'), value ?? '');
      }}
    />
  );
}

/** The BGP ASN, MD5 key and prefixes both clouds' settings have. */
function BgpCommon({ form, prefixesLabel }: { form: ProviderForm; prefixesLabel: string }) {
  return (
    <>
      <TextInput
        label="BGP MD5 key"
        description={`Optional, ${MD5_KEY_LENGTH.min} to ${MD5_KEY_LENGTH.max} characters`}
        autoComplete="off"
        {...form.getInputProps(bgpField('md5'))}
      />
      <Textarea
        label={prefixesLabel}
        description="Optional: one prefix a line (or separated by commas), for example 10.20.0.0/16"
        autosize
        minRows={2}
        {...form.getInputProps(bgpField('prefixes'))}
      />
    </>
  );
}

/**
 * wire reference 3.7 `cloud_settings` of an AWS connection: the portal provisions the AWS side too, with a cloud
 * credential, in the on-ramp's region, a VIF of the chosen type (spec 5: a public VIF takes public addresses) on the
 * gateways picked from what the credential sees there, spec 9's MTU for that type, and BGP (customer ASN range, MD5
 * length).
 */
export function AwsCloudSettings({ form, onRamp }: { form: ProviderForm; onRamp: OnRamp | undefined }) {
  const settings = form.getValues().cloud_settings;
  const regions = useCredentialRegions(settings.credentials_uuid);
  const onRampRegion = onRamp?.cloud_connection_details.region;
  const regionOptions = [
    ...new Set([...(onRampRegion ? [onRampRegion] : []), ...(regions.data ?? []).map((region) => region.code)]),
  ];
  const mtus = mtuChoices('aws', settings.aws_vif_type);
  const isPublic = settings.aws_vif_type === 'public';
  return (
    <Stack gap="md">
      <FieldRow cols={2}>
        <CredentialSelect form={form} isRequired />
        <Select
          label="AWS region"
          description={
            onRampRegion ? `The on-ramp at ${onRamp?.pop} reaches ${onRampRegion}` : 'Choose the on-ramp first'
          }
          data={regionOptions}
          allowDeselect={false}
          {...form.getInputProps(field('aws_region'))}
          onChange={(value) => {
            if ((value ?? '') !== settings.aws_region) form.setFieldValue(field('aws_gateways'), []);
            form.setFieldValue(field('aws_region'), value ?? '');
          }}
        />
      </FieldRow>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Virtual interface (VIF) type
        </Text>
        <SegmentedControl
          aria-label="Virtual interface type"
          data={VIF_TYPE_OPTIONS}
          value={settings.aws_vif_type}
          onChange={(value) => {
            const vifType = value as CloudSettingsValues['aws_vif_type'];
            form.setFieldValue(field('aws_vif_type'), vifType);
            form.setFieldValue(field('aws_gateways'), gatewaysForVif(settings.aws_gateways, vifType));
            if (!mtuChoices('aws', vifType).includes(settings.mtu)) form.setFieldValue(field('mtu'), '1500');
          }}
        />
        {form.errors[field('aws_vif_type')] && (
          <Text size="xs" c="red">
            {form.errors[field('aws_vif_type')]}
          </Text>
        )}
      </Stack>
      <AwsGatewayPickers form={form} />
      <FieldRow cols={3}>
        <Select
          label="MTU"
          description={isPublic ? 'A public VIF carries 1500' : 'Jumbo frames for the VIF type'}
          data={mtus}
          allowDeselect={false}
          {...form.getInputProps(field('mtu'))}
        />
        <NumberInput
          label="Your BGP ASN"
          description={`${ASN_RANGES.customer.min} to ${ASN_RANGES.customer.max}`}
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps(bgpField('customer_asn'))}
        />
        <Select
          label="Address family"
          data={[
            { value: 'ipv4', label: 'IPv4' },
            { value: 'ipv6', label: 'IPv6' },
          ]}
          allowDeselect={false}
          {...form.getInputProps(bgpField('address_family'))}
        />
      </FieldRow>
      <FieldRow cols={2}>
        <TextInput
          label="Your router’s address"
          description={isPublic ? 'Required on a public VIF: a public IP with its mask' : 'Optional, with its mask'}
          withAsterisk={isPublic}
          {...form.getInputProps(bgpField('l3_address'))}
        />
        <TextInput
          label="Amazon’s address"
          description={isPublic ? 'Required on a public VIF: a public IP with its mask' : 'Optional, with its mask'}
          withAsterisk={isPublic}
          {...form.getInputProps(bgpField('remote_address'))}
        />
      </FieldRow>
      <BgpCommon form={form} prefixesLabel={isPublic ? 'Advertised public prefixes' : 'Advertised prefixes'} />
    </Stack>
  );
}

/**
 * wire reference 3.7 `cloud_settings` of a Google connection: the region of the on-ramp, the Cloud Router to attach
 * to (spec 5's name rule) and its VPC network, picked from what the credential sees or typed, spec 9's MTU (1440 or 1500), BGP with Google's ASN rule and the keepalive (20 to 60 s).
 */
export function GoogleCloudSettings({ form, onRamp }: { form: ProviderForm; onRamp: OnRamp | undefined }) {
  return (
    <Stack gap="md">
      <FieldRow cols={2}>
        <CredentialSelect form={form} isRequired={false} />
        <TextInput
          label="Google region"
          description={
            onRamp
              ? `The on-ramp at ${onRamp.pop} reaches ${onRamp.cloud_connection_details.region}`
              : 'Choose the on-ramp first'
          }
          withAsterisk
          {...form.getInputProps(field('google_region'))}
        />
      </FieldRow>
      <GoogleResourcePickers form={form} />
      <FieldRow cols={3}>
        <Select
          label="MTU"
          data={mtuChoices('google', 'private')}
          allowDeselect={false}
          {...form.getInputProps(field('mtu'))}
        />
      </FieldRow>
      <FieldRow cols={3}>
        <NumberInput
          label="BGP ASN"
          description="Google’s 16550, or a private ASN"
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps(bgpField('customer_asn'))}
        />
        <NumberInput
          label="Peer ASN"
          description="Optional"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps(bgpField('remote_asn'))}
        />
        <NumberInput
          label="Keepalive interval (seconds)"
          description={`${GOOGLE_KEEPALIVE.min} to ${GOOGLE_KEEPALIVE.max}`}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps(bgpField('google_keepalive_interval'))}
        />
      </FieldRow>
      <BgpCommon form={form} prefixesLabel="Advertised IP ranges" />
    </Stack>
  );
}
