import {
  type AzureServiceKeyCheck,
  awsCloudSettingsSchema,
  type CloudLocation,
  googleCloudSettingsSchema,
  HOSTED_ORDER_SCHEMAS,
  HOSTED_SPEEDS,
  type HostedOrder,
  type HostedProvider,
  type OracleOcidCheck,
  type Port,
  type VlanSummary,
} from '@portal/contract';
import {
  CLOUD_IDENTIFIER_MESSAGES,
  DEFAULT_GOOGLE_BGP_ASN,
  GOOGLE_KEEPALIVE,
  mtuOptions,
  type Price,
  parseOracleOcid,
  parseSpeedMbps,
  priceFor,
  VIF_TYPES,
  type VifType,
  validateAzureServiceKey,
  vlanRefusal,
} from '@portal/domain';
import { vlanUsesOf } from '@/api/port-vlan-summary';
import { issueErrors } from '@/lib/issue-errors';
import { type AwsGatewayValue, awsGatewaysBody, awsGatewaysOf } from './cloud-resources';

/** The BGP part of the provider-side settings, as the form holds it (prefixes typed one a line, or with commas). */
export interface BgpValues {
  customer_asn: number | '';
  remote_asn: number | '';
  address_family: 'ipv4' | 'ipv6';
  l3_address: string;
  remote_address: string;
  md5: string;
  prefixes: string;
  google_keepalive_interval: number | '';
}

/**
 * wire reference 3.7 `cloud_settings` of AWS and Google, in one shape: each provider sends its own fields. The AWS
 * gateways and the Google VPC network are chosen from what the credential sees in the region.
 */
export interface CloudSettingsValues {
  credentials_uuid: string;
  aws_region: string;
  aws_vif_type: VifType;
  aws_gateways: AwsGatewayValue[];
  google_region: string;
  google_cloud_router_name: string;
  google_vpc_name: string;
  mtu: string;
  bgp_settings: BgpValues;
}

/**
 * The cloud's side of a connection as a form holds it (spec 3 provider parameters, the on-ramp, the speed and the
 * provider-side settings): every provider's fields, so switching provider keeps what was typed for another. A hosted
 * order adds the source port and VLAN; a cloud router's cloud connection starts from the router instead.
 */
export interface ProviderParameterValues {
  provider: HostedProvider;
  description: string;
  po_number: string;
  speed: string;
  pop: string;
  zone: string;
  aws_account_id: string;
  azure_service_key: string;
  google_pairing_key: string;
  google_vlan_attachment_name: string;
  vc_ocid: string;
  region: string;
  ibm_account_id: string;
  ibm_bgp_asn: number | '';
  ibm_bgp_cer_cidr: string;
  ibm_bgp_ibm_cidr: string;
  has_cloud_settings: boolean;
  cloud_settings: CloudSettingsValues;
}

/** What the hosted order form holds: the cloud's side and the source port with its VLAN (or Azure's two). */
export interface HostedOrderValues extends ProviderParameterValues {
  port: string;
  vlan: number | '';
  vlan_private: number | '';
  vlan_microsoft: number | '';
}

export const initialBgp: BgpValues = {
  customer_asn: '',
  remote_asn: '',
  address_family: 'ipv4',
  l3_address: '',
  remote_address: '',
  md5: '',
  prefixes: '',
  google_keepalive_interval: GOOGLE_KEEPALIVE.default,
};

export const initialCloudSettings: CloudSettingsValues = {
  credentials_uuid: '',
  aws_region: '',
  aws_vif_type: 'private',
  aws_gateways: [],
  google_region: '',
  google_cloud_router_name: '',
  google_vpc_name: '',
  mtu: '1500',
  bgp_settings: initialBgp,
};

export const initialProviderParameters: ProviderParameterValues = {
  provider: 'aws',
  description: '',
  po_number: '',
  speed: '1Gbps',
  pop: '',
  zone: '',
  aws_account_id: '',
  azure_service_key: '',
  google_pairing_key: '',
  google_vlan_attachment_name: '',
  vc_ocid: '',
  region: '',
  ibm_account_id: '',
  ibm_bgp_asn: '',
  ibm_bgp_cer_cidr: '',
  ibm_bgp_ibm_cidr: '',
  has_cloud_settings: false,
  cloud_settings: initialCloudSettings,
};

export const initialHostedOrder: HostedOrderValues = {
  ...initialProviderParameters,
  port: '',
  vlan: '',
  vlan_private: '',
  vlan_microsoft: '',
};

/** Only AWS and Google connections are configured on the provider side (wire reference 3.7 `cloud_settings`). */
export function hasCloudSettings(provider: HostedProvider): provider is 'aws' | 'google' {
  return provider === 'aws' || provider === 'google';
}

/** spec 9: the speeds sold for the provider's connection type (IBM and Oracle have their own lists). */
export function speedsFor(provider: HostedProvider): readonly string[] {
  return HOSTED_SPEEDS[provider];
}

/** spec 9 MTU options: AWS by VIF type (a public VIF carries 1500 only), Google 1440 and 1500. */
export function mtuChoices(provider: 'aws' | 'google', vifType: VifType): string[] {
  return (provider === 'aws' && vifType === 'public' ? [1500] : mtuOptions(provider, vifType)).map(String);
}

export const VIF_TYPE_OPTIONS = VIF_TYPES.map((value) => ({
  value,
  label: value === 'private' ? 'Private (a VPC)' : value === 'transit' ? 'Transit (a transit gateway)' : 'Public',
}));

/**
 * What changes with the provider: its speeds (the speed stays when still sold), a fresh PoP and zone, and the
 * provider-side settings' defaults (Google's MTU 1440 and BGP ASN 16550, AWS's 1500 on a private VIF), without the
 * other cloud's credential and gateways.
 */
export function providerChange(
  values: ProviderParameterValues,
  provider: HostedProvider,
): Partial<ProviderParameterValues> {
  const speeds = speedsFor(provider);
  const bgp = values.cloud_settings.bgp_settings;
  return {
    provider,
    pop: '',
    zone: '',
    region: '',
    speed: speeds.includes(values.speed)
      ? values.speed
      : (speeds.find((speed) => speed === '1Gbps') ?? speeds[0] ?? ''),
    has_cloud_settings: hasCloudSettings(provider) && values.has_cloud_settings,
    cloud_settings: {
      ...values.cloud_settings,
      // A credential is one cloud's: another cloud's is not sent (nor asked what it sees there).
      credentials_uuid: provider === values.provider ? values.cloud_settings.credentials_uuid : '',
      aws_region: '',
      aws_gateways: [],
      google_region: '',
      google_vpc_name: '',
      mtu: provider === 'google' ? '1440' : '1500',
      bgp_settings: {
        ...bgp,
        customer_asn:
          provider === 'google' && bgp.customer_asn === ''
            ? DEFAULT_GOOGLE_BGP_ASN
            : provider !== 'google' && bgp.customer_asn === DEFAULT_GOOGLE_BGP_ASN
              ? ''
              : bgp.customer_asn,
      },
    },
  };
}

/**
 * What choosing an on-ramp fills in: its only zone, and its region for Oracle and the provider-side settings (the
 * AWS gateways chosen in another region are let go: a credential sees other ones there).
 */
export function onRampChange(
  values: ProviderParameterValues,
  onRamp: CloudLocation | undefined,
): Partial<ProviderParameterValues> {
  const region = onRamp?.cloud_connection_details.region ?? '';
  const settings = values.cloud_settings;
  return {
    pop: onRamp?.pop ?? '',
    zone: onRamp?.zones.length === 1 ? (onRamp.zones[0] ?? '') : '',
    region,
    cloud_settings: {
      ...settings,
      aws_region: region,
      aws_gateways: settings.aws_region === region ? settings.aws_gateways : [],
      google_region: region,
    },
  };
}

/** The prefixes typed in one field, one a line or separated by commas, blanks dropped. */
export function prefixList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((prefix) => prefix.trim())
    .filter((prefix) => prefix !== '');
}

const present = (value: string) => value.trim() !== '';

/** The provider-side settings of the order, AWS's or Google's, empty optional fields left out. */
export function cloudSettingsBody(
  provider: 'aws' | 'google',
  settings: CloudSettingsValues,
  attachmentName: string,
): Record<string, unknown> {
  const bgp = settings.bgp_settings;
  const prefixes = prefixList(bgp.prefixes);
  const mtu = settings.mtu === '' ? undefined : Number(settings.mtu);
  if (provider === 'aws') {
    return {
      credentials_uuid: settings.credentials_uuid,
      ...(present(settings.aws_region) ? { aws_region: settings.aws_region } : {}),
      ...(mtu === undefined ? {} : { mtu }),
      aws_vif_type: settings.aws_vif_type,
      ...(settings.aws_gateways.length > 0 ? { aws_gateways: awsGatewaysBody(settings.aws_gateways) } : {}),
      bgp_settings: {
        customer_asn: bgp.customer_asn,
        address_family: bgp.address_family,
        ...(present(bgp.l3_address) ? { l3_address: bgp.l3_address.trim() } : {}),
        ...(present(bgp.remote_address) ? { remote_address: bgp.remote_address.trim() } : {}),
        ...(present(bgp.md5) ? { md5: bgp.md5 } : {}),
        ...(prefixes.length > 0 ? { advertised_prefixes: prefixes } : {}),
      },
    };
  }
  return {
    ...(present(settings.credentials_uuid) ? { credentials_uuid: settings.credentials_uuid } : {}),
    ...(mtu === undefined ? {} : { mtu }),
    google_region: settings.google_region,
    google_vlan_attachment_name: attachmentName,
    google_cloud_router_name: settings.google_cloud_router_name,
    ...(present(settings.google_vpc_name) ? { google_vpc_name: settings.google_vpc_name.trim() } : {}),
    bgp_settings: {
      customer_asn: bgp.customer_asn,
      ...(bgp.remote_asn === '' ? {} : { remote_asn: bgp.remote_asn }),
      ...(present(bgp.md5) ? { md5: bgp.md5 } : {}),
      ...(bgp.google_keepalive_interval === '' ? {} : { google_keepalive_interval: bgp.google_keepalive_interval }),
      ...(prefixes.length > 0 ? { google_advertised_ip_ranges: prefixes } : {}),
    },
  };
}

const optionalNumber = (value: number | '') => (value === '' ? undefined : value);

/**
 * The cloud's side of an order for the chosen provider: its parameters, on-ramp, speed, provider-side settings,
 * description and PO number; only that provider's fields, empty optional ones left out.
 */
export function providerParameterBody(values: ProviderParameterValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    description: values.description,
    speed: values.speed,
  };
  if (present(values.po_number)) body.po_number = values.po_number;
  if (present(values.pop)) body.pop = values.pop;
  if (present(values.zone)) body.zone = values.zone;
  const { provider } = values;
  if (provider === 'azure') body.azure_service_key = values.azure_service_key.trim();
  if (provider === 'aws') body.aws_account_id = values.aws_account_id.trim();
  if (provider === 'google') {
    Object.assign(body, {
      google_pairing_key: values.google_pairing_key.trim(),
      google_vlan_attachment_name: values.google_vlan_attachment_name,
    });
  }
  if (provider === 'oracle') Object.assign(body, { vc_ocid: values.vc_ocid.trim(), region: values.region });
  if (provider === 'ibm') {
    Object.assign(body, {
      ibm_account_id: values.ibm_account_id.trim(),
      ibm_bgp_asn: optionalNumber(values.ibm_bgp_asn),
      ...(present(values.ibm_bgp_cer_cidr) ? { ibm_bgp_cer_cidr: values.ibm_bgp_cer_cidr.trim() } : {}),
      ...(present(values.ibm_bgp_ibm_cidr) ? { ibm_bgp_ibm_cidr: values.ibm_bgp_ibm_cidr.trim() } : {}),
    });
  }
  if (hasCloudSettings(provider) && values.has_cloud_settings) {
    body.cloud_settings = cloudSettingsBody(provider, values.cloud_settings, values.google_vlan_attachment_name);
  }
  return withoutUndefined(body);
}

const withoutUndefined = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));

/** The body of the hosted order: the cloud's side, and the source port with its VLAN (Azure's two peerings). */
export function hostedOrderBody(values: HostedOrderValues): Record<string, unknown> {
  const vlans =
    values.provider === 'azure'
      ? { vlan_private: optionalNumber(values.vlan_private), vlan_microsoft: optionalNumber(values.vlan_microsoft) }
      : { vlan: optionalNumber(values.vlan) };
  return withoutUndefined({ ...providerParameterBody(values), port: values.port, ...vlans });
}

/**
 * The form field a server (or schema) field name lands on: list items land on their list's text field (an AWS
 * gateway's on the gateway pickers), the Google attachment name of the settings on the order's own, everything else
 * on the field of the same name.
 */
export function formFieldOf(field: string): string {
  const bgp = 'cloud_settings.bgp_settings.';
  if (field.startsWith(`${bgp}advertised_prefixes`) || field.startsWith(`${bgp}google_advertised_ip_ranges`)) {
    return `${bgp}prefixes`;
  }
  if (field.startsWith('cloud_settings.aws_gateways')) return 'cloud_settings.aws_gateways';
  if (field === 'cloud_settings.google_vlan_attachment_name') return 'google_vlan_attachment_name';
  if (field === 'src_svlan') return 'vlan';
  return field;
}

/** The form field a schema issue's path lands on (`formFieldOf`); an issue about the whole body, on the description. */
export const formFieldOfPath = (path: readonly PropertyKey[]) =>
  formFieldOf(path.map(String).join('.') || 'description');

/** The fields the form shows, so a refusal naming any of them lands on it (the rest shows above the form). */
export const HOSTED_FORM_FIELDS = [
  'description',
  'po_number',
  'port',
  'vlan',
  'vlan_private',
  'vlan_microsoft',
  'speed',
  'pop',
  'zone',
  'aws_account_id',
  'azure_service_key',
  'google_pairing_key',
  'google_vlan_attachment_name',
  'vc_ocid',
  'region',
  'ibm_account_id',
  'ibm_bgp_asn',
  'ibm_bgp_cer_cidr',
  'ibm_bgp_ibm_cidr',
  'cloud_settings.credentials_uuid',
  'cloud_settings.aws_region',
  'cloud_settings.aws_vif_type',
  'cloud_settings.google_region',
  'cloud_settings.google_cloud_router_name',
  'cloud_settings.google_vpc_name',
  'cloud_settings.aws_gateways',
  'cloud_settings.mtu',
  'cloud_settings.bgp_settings.customer_asn',
  'cloud_settings.bgp_settings.remote_asn',
  'cloud_settings.bgp_settings.address_family',
  'cloud_settings.bgp_settings.l3_address',
  'cloud_settings.bgp_settings.remote_address',
  'cloud_settings.bgp_settings.md5',
  'cloud_settings.bgp_settings.prefixes',
  'cloud_settings.bgp_settings.google_keepalive_interval',
] as const;

/**
 * A refusal's field messages split into those the form shows on a field (by form field) and the rest, to show
 * above the form; the first message of a field wins.
 */
export function placeFieldErrors(fields: Record<string, string>): {
  onFields: Record<string, string>;
  elsewhere: string[];
} {
  const onFields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    const target = formFieldOf(field);
    if ((HOSTED_FORM_FIELDS as readonly string[]).includes(target)) onFields[target] ??= message;
    else elsewhere.push(message);
  }
  return { onFields, elsewhere };
}

/** What a form of the cloud's side knows besides the values: the on-ramp and the clouds' remote answers. */
export interface ProviderContext {
  onRamp?: Pick<CloudLocation, 'pop' | 'cloud_connection_details'> | undefined;
  azureCheck?: Pick<AzureServiceKeyCheck, 'is_valid' | 'message'> | undefined;
  oracleCheck?: Pick<OracleOcidCheck, 'is_valid' | 'message'> | undefined;
}

/** What the hosted form knows besides: the chosen port and its VLANs too. */
export interface HostedOrderContext extends ProviderContext {
  port?: Pick<Port, 'port_circuit_id' | 'speed' | 'is_lag'> | undefined;
  vlanSummary?: Pick<VlanSummary, 'used_vlans'> | undefined;
}

/** spec 5 VLAN rule for a port: a VLAN another service uses is refused on the spot, in the server's words. */
function vlanInUse(vlan: number | '', context: HostedOrderContext): string | undefined {
  if (vlan === '' || !context.port || !context.vlanSummary) return undefined;
  const claim = { vlan, svlan: null, untagged: false, isWholePort: false };
  const where = { portCircuitId: context.port.port_circuit_id, index: 0, isSingleEnd: true };
  return vlanRefusal(claim, vlanUsesOf(context.vlanSummary), where)?.message;
}

/**
 * What a form of the cloud's side knows that the schema does not: the on-ramp's region for the provider-side
 * settings, and the clouds' remote checks (Azure key, Oracle OCID).
 */
export function providerContextErrors(
  values: ProviderParameterValues,
  context: ProviderContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const { onRamp } = context;
  if (onRamp && values.has_cloud_settings && hasCloudSettings(values.provider)) {
    const field = values.provider === 'aws' ? 'aws_region' : 'google_region';
    const chosen = values.cloud_settings[field];
    const region = onRamp.cloud_connection_details.region;
    if (chosen !== '' && chosen !== region) {
      errors[`cloud_settings.${field}`] = `The on-ramp at ${onRamp.pop} reaches ${region}.`;
    }
  }
  if (values.provider === 'azure' && context.azureCheck && !context.azureCheck.is_valid) {
    errors.azure_service_key = context.azureCheck.message ?? CLOUD_IDENTIFIER_MESSAGES.azureServiceKey;
  }
  if (values.provider === 'oracle' && context.oracleCheck && !context.oracleCheck.is_valid) {
    errors.vc_ocid = context.oracleCheck.message;
  }
  return errors;
}

/**
 * What the hosted form knows that the schema does not: VLANs in use on the port, a speed above the port's, and the
 * cloud's side's own (`providerContextErrors`).
 */
export function contextErrors(values: HostedOrderValues, context: HostedOrderContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const vlanFields = values.provider === 'azure' ? (['vlan_private', 'vlan_microsoft'] as const) : (['vlan'] as const);
  for (const field of vlanFields) {
    const message = vlanInUse(values[field], context);
    if (message) errors[field] = message;
  }
  const { port } = context;
  if (port && !port.is_lag && parseSpeedMbps(values.speed) > parseSpeedMbps(port.speed)) {
    errors.speed = `The speed is above what ${port.port_circuit_id} carries (${port.speed}).`;
  }
  return { ...errors, ...providerContextErrors(values, context) };
}

/**
 * Checks the order with the contract's schema of its provider (the one the server validates with, which holds
 * spec 5's rules) and with what the form knows: answers the order to send, or the messages by form field.
 */
export function checkHostedOrder(
  values: HostedOrderValues,
  context: HostedOrderContext = {},
): { order: HostedOrder; errors: null } | { order: null; errors: Record<string, string> } {
  const result = HOSTED_ORDER_SCHEMAS[values.provider].safeParse(hostedOrderBody(values));
  const errors = result.success ? {} : issueErrors(result.error.issues, formFieldOfPath);
  for (const [field, message] of Object.entries(contextErrors(values, context))) errors[field] ??= message;
  if (!result.success || Object.keys(errors).length > 0) return { order: null, errors };
  return { order: { provider: values.provider, body: result.data } as HostedOrder, errors: null };
}

/** Whether the Azure key has the form the remote check needs (a lowercase UUID): the check is asked only then. */
export function isAzureKeyWellFormed(key: string): boolean {
  return validateAzureServiceKey(key) === undefined;
}

/** Whether the OCID is well formed for the region: the remote check is asked only then. */
export function isOracleOcidWellFormed(ocid: string, region: string): boolean {
  const parsed = parseOracleOcid(ocid);
  return parsed !== null && region !== '' && parsed.region === region;
}

/** Metro when the port and the on-ramp are in the same market, else longhaul (as the server prices it). */
export function serviceClassOf(
  port: Pick<Port, 'market'> | undefined,
  onRamp: Pick<CloudLocation, 'market'> | undefined,
): 'metro' | 'longhaul' | undefined {
  if (!port || !onRamp) return undefined;
  return port.market === onRamp.market ? 'metro' : 'longhaul';
}

/** The live price (spec 9 price list, `cloud_hosted`, a single-term product); null while the speed is not sold. */
export function hostedOrderPrice(speed: string, serviceClass: 'metro' | 'longhaul' | undefined): Price | null {
  return priceFor({ productType: 'cloud_hosted', speed, term: 1, serviceClass: serviceClass ?? 'metro' }) ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// The cloud-settings tab: the provider-side settings of a connection, changed through `PATCH`
// ---------------------------------------------------------------------------------------------------------------

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const numberOrBlank = (value: unknown): number | '' => (typeof value === 'number' ? value : '');
const listText = (value: unknown) =>
  (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []).join('\n');

/**
 * The form values of a connection's stored settings (the MD5 key never comes back, so its field starts empty); a
 * connection without settings starts from the defaults in the on-ramp's region.
 */
export function cloudSettingsValuesOf(
  provider: 'aws' | 'google',
  stored: Record<string, unknown> | null,
  region: string,
): CloudSettingsValues {
  const settings = stored ?? {};
  const bgp = (
    typeof settings.bgp_settings === 'object' && settings.bgp_settings !== null ? settings.bgp_settings : {}
  ) as Record<string, unknown>;
  const vifType = (VIF_TYPES as readonly string[]).includes(textOf(settings.aws_vif_type))
    ? (settings.aws_vif_type as VifType)
    : 'private';
  return {
    credentials_uuid: textOf(settings.credentials_uuid),
    aws_region: textOf(settings.aws_region) || region,
    aws_vif_type: vifType,
    aws_gateways: awsGatewaysOf(settings.aws_gateways),
    google_region: textOf(settings.google_region) || region,
    google_cloud_router_name: textOf(settings.google_cloud_router_name),
    google_vpc_name: textOf(settings.google_vpc_name),
    mtu: typeof settings.mtu === 'number' ? String(settings.mtu) : provider === 'google' ? '1440' : '1500',
    bgp_settings: {
      customer_asn: numberOrBlank(bgp.customer_asn) || (provider === 'google' && !stored ? DEFAULT_GOOGLE_BGP_ASN : ''),
      remote_asn: numberOrBlank(bgp.remote_asn),
      address_family: bgp.address_family === 'ipv6' ? 'ipv6' : 'ipv4',
      l3_address: textOf(bgp.l3_address),
      remote_address: textOf(bgp.remote_address),
      md5: '',
      prefixes: listText(provider === 'aws' ? bgp.advertised_prefixes : bgp.google_advertised_ip_ranges),
      google_keepalive_interval: numberOrBlank(bgp.google_keepalive_interval) || GOOGLE_KEEPALIVE.default,
    },
  };
}

/** Whether the stored settings carry an MD5 key (shown masked). */
export function hasStoredMd5(stored: Record<string, unknown> | null): boolean {
  const bgp = stored?.bgp_settings;
  return typeof bgp === 'object' && bgp !== null && textOf((bgp as Record<string, unknown>).md5) !== '';
}

/**
 * The optional fields of the settings form. The server takes `cloud_settings` as a partial change over the stored
 * settings, so a field the form leaves empty is sent as null, which clears it (an MD5 key left empty is kept instead).
 */
const CLEARABLE_FIELDS = {
  aws: {
    settings: ['aws_region', 'mtu', 'aws_gateways'],
    bgp: ['l3_address', 'remote_address', 'advertised_prefixes'],
  },
  google: {
    settings: ['credentials_uuid', 'mtu', 'google_vpc_name'],
    bgp: ['remote_asn', 'google_keepalive_interval', 'google_advertised_ip_ranges'],
  },
} as const;

function withClearedFields(provider: 'aws' | 'google', body: Record<string, unknown>): Record<string, unknown> {
  const cleared = (fields: readonly string[], values: Record<string, unknown>) =>
    Object.fromEntries(fields.filter((field) => values[field] === undefined).map((field) => [field, null]));
  const { settings, bgp } = CLEARABLE_FIELDS[provider];
  const bgpBody = (body.bgp_settings ?? {}) as Record<string, unknown>;
  return { ...cleared(settings, body), ...body, bgp_settings: { ...cleared(bgp, bgpBody), ...bgpBody } };
}

/**
 * Checks changed provider-side settings with the order's rules (the contract's schema of the provider, which the
 * server's `PATCH` applies too) and the on-ramp's region: answers the `cloud_settings` to send (the form's empty
 * optional fields as null, cleared), or the messages by form field (`cloud_settings.…`).
 */
export function checkCloudSettingsEdit(
  provider: 'aws' | 'google',
  settings: CloudSettingsValues,
  context: { attachmentName: string; pop: string; region: string },
): { body: Record<string, unknown>; errors: null } | { body: null; errors: Record<string, string> } {
  const body = cloudSettingsBody(provider, settings, context.attachmentName);
  const schema = provider === 'aws' ? awsCloudSettingsSchema : googleCloudSettingsSchema;
  const result = schema.safeParse(body);
  const errors = result.success
    ? {}
    : issueErrors(result.error.issues, (path) => formFieldOfPath(['cloud_settings', ...path]));
  const field = provider === 'aws' ? 'aws_region' : 'google_region';
  if (settings[field] !== '' && settings[field] !== context.region) {
    errors[`cloud_settings.${field}`] ??= `The on-ramp at ${context.pop} reaches ${context.region}.`;
  }
  return Object.keys(errors).length > 0
    ? { body: null, errors }
    : { body: withClearedFields(provider, body), errors: null };
}
