import {
  type FieldErrors,
  GOOGLE_KEEPALIVE,
  GOOGLE_NAME_MAX_LENGTH,
  hostedCloudAlternateSummary,
  MTU_OPTIONS,
  messages,
  PERMISSIONS,
  SPEEDS_BY_CONNECTION_TYPE,
  VIF_TYPES,
  validateCloudSettings,
  validateGoogleName,
  validateHostedCloudParameters,
  validateIbmBgpAddress,
  validateIpv4,
  validateIpv6,
  validatePrefix,
  validatePublicIp,
  validateUniquePrefix,
} from '@portal/domain';
import { z } from 'zod';
import { cloudConnectionSchema, cloudConnectionSettingsSchema } from './cloud-connections.js';
import { newMd5KeyField } from './fields.js';
import { descriptionField, poNumberField } from './port-fields.js';
import { PORTS_MAX_PAGE_SIZE } from './ports.js';
import { defineRoute } from './route.js';
import { VLAN_MAX, VLAN_MIN } from './virtual-circuits.js';

// ---------------------------------------------------------------------------------------------------------------
// Fields (wire reference 3.7; spec 5 validations; spec 6 permissions; spec 9 speeds and MTUs)
// ---------------------------------------------------------------------------------------------------------------

/** spec 6: reading hosted clouds and ordering them; their status needs cloud/status.read. */
export const HOSTED_CLOUD_ACCESS = {
  read: { permission: PERMISSIONS.HOSTED_CLOUD_READ },
  create: { permission: PERMISSIONS.HOSTED_CLOUD_CREATE },
  status: { permission: PERMISSIONS.CLOUD_STATUS_READ },
} as const;

/** Wire reference 3.7: the providers a hosted connection reaches. */
export const HOSTED_PROVIDERS = ['aws', 'azure', 'google', 'oracle', 'ibm'] as const;
export type HostedProvider = (typeof HOSTED_PROVIDERS)[number];

/** spec 9 "Speeds by connection type": IBM and Oracle have their own lists, the others the default one. */
export const HOSTED_SPEEDS: Readonly<Record<HostedProvider, readonly string[]>> = {
  aws: SPEEDS_BY_CONNECTION_TYPE.default,
  azure: SPEEDS_BY_CONNECTION_TYPE.default,
  google: SPEEDS_BY_CONNECTION_TYPE.default,
  oracle: SPEEDS_BY_CONNECTION_TYPE.oracle,
  ibm: SPEEDS_BY_CONNECTION_TYPE.ibm,
};

/**
 * The states of a hosted connection: `vc_provisioning` while the network builds it (and, for AWS, until the
 * customer accepts it in the AWS console), `active`, `deleting`, `error` (spec 4 "Hosted cloud summary").
 */
export const HOSTED_STATES = ['vc_provisioning', 'active', 'deleting', 'error'] as const;

/** Wire reference 3.7 "Router config": the vendor strings a router configuration is generated for. */
export const ROUTER_TYPES = [
  'CiscoSystemsInc-2900SeriesRouters-IOS124',
  'CiscoSystemsInc-3700SeriesRouters-IOS124',
  'CiscoSystemsInc-7200SeriesRouters-IOS124',
  'CiscoSystemsInc-Nexus7000SeriesSwitches-NXOS51',
  'CiscoSystemsInc-Nexus9KSeriesSwitches-NXOS93',
  'JuniperNetworksInc-MMXSeriesRouters-JunOS95',
  'JuniperNetworksInc-SRXSeriesRouters-JunOS95',
  'JuniperNetworksInc-TSeriesRouters-JunOS95',
  'PaloAltoNetworks-PA3000and5000series-PANOS803',
] as const;
export type RouterType = (typeof ROUTER_TYPES)[number];

/** spec 9 MTU options by connection: AWS by VIF type (a public VIF carries 1500 only), Google 1440 and 1500. */
export const AWS_MTUS = {
  private: MTU_OPTIONS.aws.private.map((option) => option.value),
  transit: MTU_OPTIONS.aws.transit.map((option) => option.value),
  public: [1500],
} as const;
export const GOOGLE_MTUS = MTU_OPTIONS.google.map((option) => option.value);

export const HOSTED_MESSAGES = {
  changeNothing: 'Send at least one of description, po_number or cloud_settings.',
} as const;

const vlanField = z
  .number({ error: messages.between(VLAN_MIN, VLAN_MAX) })
  .int(messages.between(VLAN_MIN, VLAN_MAX))
  .min(VLAN_MIN, messages.between(VLAN_MIN, VLAN_MAX))
  .max(VLAN_MAX, messages.between(VLAN_MIN, VLAN_MAX));
const requiredString = (max: number) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.maxLength(max));
/** A text field checked by a spec 5 rule of the domain (the rule's message names what is wrong). */
const ruledString = (max: number, rule: (value: string) => string | undefined) =>
  requiredString(max).superRefine((value, context) => {
    const message = rule(value);
    if (message) context.addIssue({ code: 'custom', message });
  });
const numberField = z.number({ error: messages.required });
/**
 * spec 5: a Google VLAN attachment or cloud router name, at most 63 characters of the name's shape: one message
 * (required, else the length, else the shape), so the domain's object rules leave these fields out. Cloud routers'
 * Google connections take it too.
 */
export const googleNameField = requiredString(GOOGLE_NAME_MAX_LENGTH).superRefine((value, context) => {
  if (value === '' || value.length > GOOGLE_NAME_MAX_LENGTH) return;
  const message = validateGoogleName(value);
  if (message) context.addIssue({ code: 'custom', message });
});
/**
 * The fields of an order whose own schema checks them fully (the Google names, a VLAN that is given), left out of the
 * domain's object rules so that each refusal is said once.
 */
const CHECKED_BY_FIELD = new Set([
  'google_vlan_attachment_name',
  'cloud_settings.google_vlan_attachment_name',
  'cloud_settings.google_cloud_router_name',
  'vlan',
  'vlan_private',
  'vlan_microsoft',
]);
function withoutFieldChecks(errors: FieldErrors, body: Record<string, unknown> = {}): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => {
      if (!CHECKED_BY_FIELD.has(field)) return true;
      // Azure's VLANs are optional one by one: the domain says one of them is required.
      return (field === 'vlan_private' || field === 'vlan_microsoft') && body[field] === undefined;
    }),
  );
}
/** The domain's field errors (`a.b.c` → message) as issues of a refinement, below `base`. */
function addFieldErrors(errors: FieldErrors, context: z.RefinementCtx, base: readonly string[] = []) {
  for (const [field, message] of Object.entries(errors) as [string, string][]) {
    const path = field.split('.').slice(base.length);
    context.addIssue({ code: 'custom', path: path.map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message });
  }
}
const speedOf = (provider: HostedProvider) =>
  z.enum(HOSTED_SPEEDS[provider] as [string, ...string[]], { error: messages.oneOf(HOSTED_SPEEDS[provider]) });
const portField = requiredString(64);
const popField = requiredString(16).transform((value) => value.toUpperCase());
const zoneField = requiredString(4).transform((value) => value.toUpperCase());
const prefixField = ruledString(64, validatePrefix);
/**
 * spec 5: `ibm_bgp_cer_cidr` or `ibm_bgp_ibm_cidr`, a router's host address with its mask as Terraform sends it
 * (`10.254.30.78/30`); the domain's rules put the two in one subnet. Cloud routers' IBM connections take it too.
 */
export const ibmBgpAddressField = ruledString(43, validateIbmBgpAddress);
/** An address with its mask (`169.254.10.1/30`, or IPv6 with a prefix length). */
const addressWithMask = ruledString(64, (value) =>
  value.includes(':') ? validateIpv6(value, { requireMask: true }) : validateIpv4(value, { requireMask: true }),
);

/** spec 5: prefixes of a list are unique ('This prefix is already added...'), each naming its index. */
function checkUniquePrefixes(prefixes: readonly string[] | undefined, path: string[], context: z.RefinementCtx) {
  for (const [index, prefix] of (prefixes ?? []).entries()) {
    const message = validateUniquePrefix(prefix, (prefixes ?? []).slice(0, index));
    if (message) context.addIssue({ code: 'custom', path: [...path, index], message });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// cloud_settings (wire reference 3.7): PacketFabric provisions the cloud side too
// ---------------------------------------------------------------------------------------------------------------

export const awsGatewaySchema = z.object({
  type: z.enum(['directconnect', 'private', 'transit'], {
    error: messages.oneOf(['directconnect', 'private', 'transit']),
  }),
  name: z.string().trim().max(100, messages.maxLength(100)).optional(),
  id: z.string().trim().max(100, messages.maxLength(100)).optional(),
  asn: numberField.int().optional(),
  vpc_id: z.string().trim().max(100, messages.maxLength(100)).optional(),
  subnet_ids: z
    .array(z.string().trim().max(100, messages.maxLength(100)))
    .max(16)
    .optional(),
  allowed_prefixes: z.array(prefixField).max(100).optional(),
});

export const awsBgpSettingsSchema = z.object({
  customer_asn: numberField,
  l3_address: addressWithMask.optional(),
  remote_address: addressWithMask.optional(),
  address_family: z.enum(['ipv4', 'ipv6'], { error: messages.oneOf(['ipv4', 'ipv6']) }).optional(),
  md5: newMd5KeyField().optional(),
  advertised_prefixes: z.array(prefixField).max(1000).optional(),
});

/** AWS `cloud_settings` with spec 5's VIF rules (the domain's), and each advertised prefix public on a public VIF. */
export const awsCloudSettingsSchema = z
  .object({
    credentials_uuid: z.uuid({ error: messages.pattern('credential') }),
    aws_region: requiredString(32).optional(),
    mtu: z.number({ error: messages.oneOf([1500, 9001, 8500]) }).optional(),
    aws_vif_type: z.enum(VIF_TYPES, { error: messages.oneOf(VIF_TYPES) }),
    bgp_settings: awsBgpSettingsSchema,
    aws_gateways: z.array(awsGatewaySchema).max(4).optional(),
  })
  .superRefine((settings, context) => {
    addFieldErrors(validateCloudSettings('aws', settings), context, ['cloud_settings']);
    const bgp = settings.bgp_settings;
    if (settings.aws_vif_type === 'public') {
      for (const [index, prefix] of (bgp.advertised_prefixes ?? []).entries()) {
        const message = validatePublicIp(prefix);
        if (message)
          context.addIssue({ code: 'custom', path: ['bgp_settings', 'advertised_prefixes', index], message });
      }
    }
    checkUniquePrefixes(bgp.advertised_prefixes, ['bgp_settings', 'advertised_prefixes'], context);
  });
export type AwsCloudSettings = z.output<typeof awsCloudSettingsSchema>;

export const googleBgpSettingsSchema = z.object({
  customer_asn: numberField,
  remote_asn: numberField.optional(),
  md5: newMd5KeyField().optional(),
  google_keepalive_interval: z
    .number({ error: messages.between(GOOGLE_KEEPALIVE.min, GOOGLE_KEEPALIVE.max) })
    .int(messages.between(GOOGLE_KEEPALIVE.min, GOOGLE_KEEPALIVE.max))
    .min(GOOGLE_KEEPALIVE.min, messages.between(GOOGLE_KEEPALIVE.min, GOOGLE_KEEPALIVE.max))
    .max(GOOGLE_KEEPALIVE.max, messages.between(GOOGLE_KEEPALIVE.min, GOOGLE_KEEPALIVE.max))
    .optional(),
  google_advertised_ip_ranges: z.array(prefixField).max(1000).optional(),
});

/** Google `cloud_settings`: region, router and attachment names of spec 5's shape, MTU, BGP with its keepalive. */
export const googleCloudSettingsSchema = z
  .object({
    credentials_uuid: z.uuid({ error: messages.pattern('credential') }).optional(),
    mtu: z.union(
      GOOGLE_MTUS.map((value) => z.literal(value)),
      { error: messages.oneOf(GOOGLE_MTUS) },
    ),
    google_region: requiredString(32),
    google_project_id: z.string().trim().max(64, messages.maxLength(64)).optional(),
    google_vlan_attachment_name: googleNameField,
    google_cloud_router_name: googleNameField,
    google_vpc_name: z.string().trim().max(64, messages.maxLength(64)).optional(),
    google_edge_availability_domain: z
      .union([z.literal(1), z.literal(2)], { error: messages.oneOf([1, 2]) })
      .optional(),
    bgp_settings: googleBgpSettingsSchema,
  })
  .partial({ mtu: true })
  .superRefine((settings, context) => {
    addFieldErrors(withoutFieldChecks(validateCloudSettings('google', settings)), context, ['cloud_settings']);
    checkUniquePrefixes(
      settings.bgp_settings.google_advertised_ip_ranges,
      ['bgp_settings', 'google_advertised_ip_ranges'],
      context,
    );
  });
export type GoogleCloudSettings = z.output<typeof googleCloudSettingsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Orders: `POST /v2/services/cloud/hosted/{aws|azure|google|oracle|ibm}` (wire reference 3.7)
// ---------------------------------------------------------------------------------------------------------------

const common = {
  account_uuid: z.uuid({ error: messages.pattern('account') }).optional(),
  description: descriptionField,
  port: portField,
  src_svlan: vlanField.optional(),
  po_number: poNumberField.optional(),
  published_quote_line_uuid: z.string().max(64, messages.maxLength(64)).optional(),
};

/** spec 3 parameters of a provider with spec 5's rules, as the domain checks them (each refusal names its field). */
const providerRules = (provider: HostedProvider) => (body: Record<string, unknown>, context: z.RefinementCtx) =>
  addFieldErrors(withoutFieldChecks(validateHostedCloudParameters(provider, body), body), context);

export const createAwsHostedRequestSchema = z
  .object({
    ...common,
    aws_account_id: requiredString(32),
    pop: popField,
    zone: zoneField,
    vlan: vlanField,
    speed: speedOf('aws'),
    cloud_settings: awsCloudSettingsSchema.optional(),
  })
  .superRefine(providerRules('aws'));

export const createAzureHostedRequestSchema = z
  .object({
    ...common,
    azure_service_key: requiredString(64),
    vlan_private: vlanField.optional(),
    vlan_microsoft: vlanField.optional(),
    speed: speedOf('azure'),
    pop: popField.optional(),
    zone: zoneField.optional(),
  })
  .superRefine((body, context) => {
    providerRules('azure')(body, context);
    if (body.vlan_private !== undefined && body.vlan_private === body.vlan_microsoft) {
      context.addIssue({ code: 'custom', path: ['vlan_microsoft'], message: messages.notEqual('vlan_private') });
    }
  });

export const createGoogleHostedRequestSchema = z
  .object({
    ...common,
    google_pairing_key: requiredString(128),
    google_vlan_attachment_name: googleNameField,
    pop: popField,
    zone: zoneField.optional(),
    vlan: vlanField,
    speed: speedOf('google'),
    cloud_settings: googleCloudSettingsSchema.optional(),
  })
  .superRefine(providerRules('google'));

export const createOracleHostedRequestSchema = z
  .object({
    ...common,
    vc_ocid: requiredString(255),
    region: requiredString(32),
    pop: popField,
    zone: zoneField,
    vlan: vlanField,
    speed: speedOf('oracle').optional(),
  })
  .superRefine(providerRules('oracle'));

export const createIbmHostedRequestSchema = z
  .object({
    ...common,
    ibm_account_id: requiredString(64),
    ibm_bgp_asn: numberField,
    ibm_bgp_cer_cidr: ibmBgpAddressField.optional(),
    ibm_bgp_ibm_cidr: ibmBgpAddressField.optional(),
    pop: popField,
    zone: zoneField,
    vlan: vlanField,
    speed: speedOf('ibm'),
  })
  .superRefine(providerRules('ibm'));

export const HOSTED_ORDER_SCHEMAS = {
  aws: createAwsHostedRequestSchema,
  azure: createAzureHostedRequestSchema,
  google: createGoogleHostedRequestSchema,
  oracle: createOracleHostedRequestSchema,
  ibm: createIbmHostedRequestSchema,
} as const;
export type CreateHostedRequest<P extends HostedProvider = HostedProvider> = z.output<(typeof HOSTED_ORDER_SCHEMAS)[P]>;
/** Any provider's order, with the provider it was sent for. */
export type HostedOrder = { [P in HostedProvider]: { provider: P; body: CreateHostedRequest<P> } }[HostedProvider];

/**
 * `PATCH /v2/services/cloud/hosted/{id}`: description, PO number and the provider-side settings. The settings are a
 * partial change, as PacketFabric's Go client sends them (`UpdateServiceConn`: the fields Terraform holds, each left
 * out when empty): each field sent replaces the stored one, `null` removes it, `bgp_settings` field by field, `{}`
 * changes nothing; the result is checked with the rules of an order by the server, which alone knows the cloud.
 */
export const updateHostedRequestSchema = z
  .object({
    description: descriptionField.optional(),
    po_number: poNumberField.optional(),
    cloud_settings: z.record(z.string(), z.unknown()).optional(),
  })
  .refine(
    (body) =>
      body.description !== undefined ||
      body.po_number !== undefined ||
      Object.keys(body.cloud_settings ?? {}).length > 0,
    { message: HOSTED_MESSAGES.changeNothing },
  );
export type UpdateHostedRequest = z.output<typeof updateHostedRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Shapes (wire reference 3.7 CloudServiceConn / CloudConnInfo; spec 4 summary)
// ---------------------------------------------------------------------------------------------------------------

/** The customer's end of a hosted connection: the port and the VLAN it takes (the list's `interfaces[]`). */
export const hostedInterfaceSchema = z.object({
  port_circuit_id: z.string(),
  pop: z.string(),
  site: z.string(),
  site_name: z.string(),
  region: z.string(),
  speed: z.string(),
  media: z.string(),
  zone: z.string(),
  description: z.string(),
  vlan: z.number().int().nullable(),
  svlan: z.number().int().nullable(),
  untagged: z.boolean(),
  provisioning_status: z.string(),
  admin_status: z.enum(['up', 'down']),
  operational_status: z.enum(['up', 'down']),
  customer_uuid: z.string(),
  customer_name: z.string(),
  is_cloud: z.boolean(),
  is_ptp: z.boolean(),
  time_created: z.string(),
  time_updated: z.string(),
});
export type HostedInterface = z.infer<typeof hostedInterfaceSchema>;

/** Wire reference 3.7 `settings` of a hosted connection (the keys the provider has; the shared shape's). */
export const hostedSettingsSchema = cloudConnectionSettingsSchema;
export type HostedSettings = z.infer<typeof hostedSettingsSchema>;

/** Wire reference 3.7 `cloud_state`: the provider side's own states. */
export const cloudStateSchema = z.object({
  aws_dx_connection_state: z.string().nullable(),
  aws_vif_state: z.string().nullable(),
  bgp_state: z.string().nullable(),
  google_interconnect_state: z.string().nullable(),
  google_interconnect_admin_enabled: z.boolean().nullable(),
});

export const HOSTED_SUMMARIES = ['active', 'provisioning', 'deleting', 'error'] as const;

/**
 * Wire reference 3.7 CloudServiceConn / CloudConnInfo of a hosted connection: the shape hosted and dedicated
 * connections share, with what a hosted one always has (its port, its provider side and its cloud settings).
 */
export const hostedCloudSchema = cloudConnectionSchema.extend({
  service_provider: z.enum(HOSTED_PROVIDERS),
  port_type: z.literal('hosted'),
  /** spec 4 "Hosted cloud summary": deleting, provisioning (vc_provisioning), error, else active. */
  summary: z.enum(HOSTED_SUMMARIES),
  /** spec 4 alternate summary: warning unless active, vc_provisioning, requested or deleting. */
  alternate_summary: z.enum(['active', 'provisioning', 'deleting', 'warning', 'error']),
  /** An AWS connection waiting for the customer to accept it in the AWS console. */
  is_awaiting_acceptance: z.boolean(),
  /** The provider side's state (awaiting_acceptance, pending, available, deleting, deleted, rejected), null before. */
  provider_state: z.string().nullable(),
  /** What to show for the provider side ("awaiting acceptance in your AWS console"), or null. */
  provider_message: z.string().nullable(),
  settings: hostedSettingsSchema,
  components: z.object({ ifd_port_circuit_id_cust: z.string() }),
  /** The provider-side settings the order asked for (the MD5 key masked), null when none. */
  cloud_settings: z.record(z.string(), z.unknown()).nullable(),
  cloud_state: cloudStateSchema,
  interfaces: z.array(hostedInterfaceSchema),
});
export type HostedCloud = z.infer<typeof hostedCloudSchema>;

/** spec 4 alternate hosted summary, with error kept as error. */
export function hostedAlternateSummaryOf(state: string): HostedCloud['alternate_summary'] {
  return state === 'error' ? 'error' : hostedCloudAlternateSummary(state);
}

export const routerConfigSchema = z.object({
  cloud_circuit_id: z.string(),
  router_type: z.enum(ROUTER_TYPES),
  router_config: z.string(),
});
export type RouterConfig = z.infer<typeof routerConfigSchema>;

export const routerConfigQuerySchema = z.object({
  router_type: z.enum(ROUTER_TYPES, { error: messages.oneOf(ROUTER_TYPES) }),
});

const HOSTED_SORT_FIELDS = ['time_created', 'cloud_circuit_id', 'description', 'speed', 'state', 'service_provider'];
const HOSTED_SORTS = HOSTED_SORT_FIELDS.flatMap((field) => [field, `-${field}`]);

function pageNumber(defaultValue: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, messages.pattern('number'))
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, messages.between(1, max))
    .optional()
    .transform((value) => value ?? defaultValue);
}

const optionalChoice = <const T extends readonly string[]>(values: T) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || values.includes(value), messages.oneOf(values))
    .transform((value) => (value === '' ? undefined : (value as T[number])))
    .optional();

/** `GET /v2/services/cloud/connections/hosted`: filters, search, sort and page (total in `x-total-item-count`). */
export const listHostedQuerySchema = z.object({
  service_provider: optionalChoice(HOSTED_PROVIDERS),
  summary: optionalChoice(HOSTED_SUMMARIES),
  port_circuit_id: z
    .string()
    .trim()
    .max(64, messages.maxLength(64))
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  q: z
    .string()
    .trim()
    .max(64, messages.maxLength(64))
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  sort: optionalChoice(HOSTED_SORTS).transform((value) => value ?? '-time_created'),
  page: pageNumber(1, 100_000),
  page_size: pageNumber(PORTS_MAX_PAGE_SIZE, PORTS_MAX_PAGE_SIZE),
});
export type ListHostedQuery = z.output<typeof listHostedQuerySchema>;

export const hostedIdParamsSchema = z.object({ id: z.string().trim().min(1, messages.required).max(64) });

/**
 * Oracle's state of a hosted connection's FastConnect virtual circuit (its OCID), as `vc-ocid-status` answers it:
 * Oracle's lifecycle, provider and BGP session states (wire reference 3.7 `cloud_provider_provisioning_response`),
 * the peering addresses on the VLAN, and whether the portal's view of the connection is in step with Oracle's.
 */
export const oracleVcStatusSchema = z.object({
  cloud_circuit_id: z.string(),
  vc_ocid: z.string(),
  region: z.string(),
  lifecycle_state: z.string(),
  provider_state: z.enum(['ACTIVE', 'INACTIVE']),
  bgp_session_state: z.enum(['UP', 'DOWN']),
  bandwidth: z.string(),
  oracle_bgp_asn: z.number().int(),
  cross_connect_mappings: z.array(
    z.object({ vlan: z.number().int(), customer_bgp_peering_ip: z.string(), oracle_bgp_peering_ip: z.string() }),
  ),
  /** False when Oracle's side moved on without the portal hearing of it: a sync brings the connection in line. */
  is_in_sync: z.boolean(),
});
export type OracleVcStatus = z.infer<typeof oracleVcStatusSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------------------

const orderRoute = <P extends HostedProvider>(provider: P, label: string) =>
  defineRoute({
    method: 'POST',
    base: 'v2',
    path: `/services/cloud/hosted/${provider}` as const,
    access: HOSTED_CLOUD_ACCESS.create,
    verified: true,
    tag: 'Hosted cloud',
    summary:
      `Orders a hosted connection from a port of the customer to ${label} (wire reference 3.7). The VLAN is taken ` +
      'at once (a VLAN in use is refused naming the field); the network builds it and the provider side follows. ' +
      'An `Idempotency-Key` makes it safe to retry.',
    body: HOSTED_ORDER_SCHEMAS[provider],
    response: hostedCloudSchema,
    successStatus: 201,
    idempotent: true,
    errors: [404, 409],
  });

export const hostedCloudRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/cloud/connections/hosted',
    access: HOSTED_CLOUD_ACCESS.read,
    tag: 'Hosted cloud',
    summary:
      "The current customer's hosted cloud connections (a bare array; the total is in `x-total-item-count`), " +
      'filtered by provider, summary, port and text.',
    query: listHostedQuerySchema,
    response: z.array(hostedCloudSchema),
    paged: true,
  }),
  createAws: orderRoute('aws', 'AWS Direct Connect'),
  createAzure: orderRoute('azure', 'Azure ExpressRoute'),
  createGoogle: orderRoute('google', 'Google Cloud Interconnect'),
  createOracle: orderRoute('oracle', 'Oracle FastConnect'),
  createIbm: orderRoute('ibm', 'IBM Cloud Direct Link'),
  update: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: '/services/cloud/hosted/:id',
    access: HOSTED_CLOUD_ACCESS.create,
    verified: true,
    tag: 'Hosted cloud',
    summary:
      'Changes the description and PO number, or the provider-side `cloud_settings` (checked with the rules of the ' +
      'order). Speed changes go through billing modify.',
    params: hostedIdParamsSchema,
    body: updateHostedRequestSchema,
    response: hostedCloudSchema,
  }),
  routerConfig: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/cloud/connections/:id/router-config',
    access: { permission: PERMISSIONS.CLOUD_VIRTUAL_CIRCUIT_READ },
    tag: 'Hosted cloud',
    summary:
      "A configuration for the customer's router (one of the 9 vendor strings) with the connection's VLAN, " +
      'addresses and ASNs.',
    params: hostedIdParamsSchema,
    query: routerConfigQuerySchema,
    response: routerConfigSchema,
  }),
  oracleVcStatus: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/cloud/hosted/:id/vc-ocid-status',
    access: HOSTED_CLOUD_ACCESS.read,
    tag: 'Hosted cloud',
    summary:
      "Oracle's state of an Oracle connection's virtual circuit OCID: lifecycle, provider and BGP session states, the " +
      'peering addresses, and whether the connection is in step with it.',
    params: hostedIdParamsSchema,
    response: oracleVcStatusSchema,
  }),
  oracleSync: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/services/cloud/hosted/:id/sync',
    access: HOSTED_CLOUD_ACCESS.create,
    verified: true,
    tag: 'Hosted cloud',
    summary:
      "Reads an Oracle connection's side at Oracle again and brings the connection's provider state in line with it " +
      '(active once both sides are up).',
    params: hostedIdParamsSchema,
    response: hostedCloudSchema,
  }),
};
