import {
  AS_PREPEND,
  ASN_RANGES,
  BFD_INTERVAL,
  BFD_MULTIPLIER,
  BGP_METRIC_MAX,
  CONNECTION_SPEEDS,
  IP_MESSAGES,
  IPSEC_DH_GROUPS,
  IPSEC_LIFETIME,
  IPSEC_PHASE1_AUTHENTICATION_ALGOS,
  IPSEC_PHASE1_ENCRYPTION_ALGOS,
  IPSEC_PHASE2_AUTHENTICATION_ALGOS,
  IPSEC_PHASE2_ENCRYPTION_ALGOS,
  isAsnInRanges,
  isGcm,
  MAX_PREFIXES,
  MULTIHOP_TTL,
  messages,
  normalizePrefix,
  PERMISSIONS,
  SPEEDS_BY_CONNECTION_TYPE,
  sessionHostOf,
  VLAN_RANGE,
  validateAsPrepend,
  validateBfdInterval,
  validateBfdMultiplier,
  validateGatewayAddress,
  validateHostBits,
  validateIkeVersion,
  validateIpsecLifetime,
  validateLocalPreference,
  validateMed,
  validateMultihopTtl,
  validatePhase2Authentication,
  validatePrefix,
  validateRemoteAsn,
  validateSessionAddresses,
  validateSessionFamily,
  validateVlan,
} from '@portal/domain';
import { z } from 'zod';
import { messageSchema } from './errors.js';
import { md5KeyField, newMd5KeyField, optionalText, requiredText } from './fields.js';
import { networkStatusSchema } from './network-status.js';
import { routerLogSchema, routerLogsQuerySchema } from './port-details.js';
import { descriptionField, poNumberField, popField, termField } from './port-fields.js';
import { defineRoute } from './route.js';

/** spec 6: cloud-router.read / .create, bgp-settings.read. */
export const CLOUD_ROUTER_ACCESS = {
  read: { permission: PERMISSIONS.CLOUD_ROUTER_READ },
  create: { permission: PERMISSIONS.CLOUD_ROUTER_CREATE },
  bgpRead: { permission: PERMISSIONS.BGP_SETTINGS_READ },
} as const;

/** wire reference 3.8: the default cloud router ASN. */
export const DEFAULT_CLOUD_ROUTER_ASN = 4556;

/** spec 9 "Regions": US is North America, UK is EMEA. */
export const CLOUD_ROUTER_REGIONS = { US: 'North America', UK: 'EMEA' } as const;

export const CLOUD_ROUTER_MESSAGES = {
  maxPrefixes: 'Maximum number of prefixes added.',
  uniquePrefix: 'This prefix is already added. Please enter a unique prefix.',
  inAndOut: 'A BGP session needs at least one "in" and one "out" prefix.',
  changeNothing: 'Send the name, regions or capacity to change.',
  changeNothingOfConnection: 'Send the description, po_number or cloud_settings to change.',
  routerAsn: `ASN value must be ${DEFAULT_CLOUD_ROUTER_ASN} or in the range ${ASN_RANGES.privateTwoByte.min}-${ASN_RANGES.privateTwoByte.max} inclusive`,
  vlanOrUntagged: 'Send a VLAN, or untagged for the whole port.',
} as const;

/** A number field checked by a domain rule, so the refusal carries the spec's exact message. */
function ruledInteger(rule: (value: unknown) => string | undefined, range: { min: number; max: number }) {
  // The bounds are also the JSON Schema's, so generated clients and samples know them; the text is the rule's.
  const error = (issue: { input?: unknown }) => rule(issue.input) ?? messages.between(range.min, range.max);
  return z.number({ error: messages.required }).int({ error }).min(range.min, { error }).max(range.max, { error });
}

function ruledText(rule: (value: string) => string | undefined, max = 256) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.maxLength(max))
    .superRefine((value, context) => {
      const message = rule(value);
      if (message !== undefined) context.addIssue({ code: 'custom', message });
    });
}

const routerAsnField = z.number({ error: CLOUD_ROUTER_MESSAGES.routerAsn }).superRefine((value, context) => {
  const isDefault = value === DEFAULT_CLOUD_ROUTER_ASN;
  if (!isDefault && !isAsnInRanges(value, [ASN_RANGES.privateTwoByte])) {
    context.addIssue({ code: 'custom', message: CLOUD_ROUTER_MESSAGES.routerAsn });
  }
});

const regionCodes = Object.keys(CLOUD_ROUTER_REGIONS) as (keyof typeof CLOUD_ROUTER_REGIONS)[];
const regionsField = z
  .array(z.enum(regionCodes, { error: messages.oneOf(regionCodes) }), { error: messages.required })
  .min(1, messages.required)
  .max(2, messages.oneOf(regionCodes))
  .refine((list) => new Set(list).size === list.length, { message: messages.oneOf(regionCodes) });
const capacityField = z.enum(CONNECTION_SPEEDS, { error: messages.oneOf(CONNECTION_SPEEDS) });
const nameField = requiredText({ max: 128 });

/** `POST /v2/services/cloud-routers` (wire reference 3.8). */
export const createCloudRouterRequestSchema = z.object({
  name: nameField,
  account_uuid: z.uuid({ error: messages.pattern('account') }).optional(),
  asn: routerAsnField.optional(),
  regions: regionsField,
  capacity: capacityField,
  po_number: poNumberField.optional(),
  subscription_term: termField.optional(),
});
export type CreateCloudRouterRequest = z.output<typeof createCloudRouterRequestSchema>;

/** `PATCH /v2/services/cloud-routers/{circuit_id}` (wire reference 3.8): `{name, regions, capacity}`. */
export const updateCloudRouterRequestSchema = z
  .object({ name: nameField.optional(), regions: regionsField.optional(), capacity: capacityField.optional() })
  .refine((body) => body.name !== undefined || body.regions !== undefined || body.capacity !== undefined, {
    message: CLOUD_ROUTER_MESSAGES.changeNothing,
    path: ['name'],
  });
export type UpdateCloudRouterRequest = z.output<typeof updateCloudRouterRequestSchema>;

export const cloudRouterSchema = z.object({
  circuit_id: z.string(),
  account_uuid: z.string(),
  customer_uuid: z.string(),
  asn: z.number().int(),
  name: z.string(),
  capacity: z.string(),
  regions: z.array(z.object({ name: z.string(), code: z.string() })),
  state: z.string(),
  /** spec 4: provisioning unless settled. */
  summary: z.enum(['active', 'provisioning', 'deleting', 'error']),
  connection_count: z.number().int(),
  po_number: z.string().nullable(),
  subscription_term: z.number().int(),
  /** The list price (USD) of the capacity and term; null above 100 Gbps (priced on a quote). */
  price: z.object({ mrc: z.number(), nrc: z.number() }).nullable(),
  time_created: z.string(),
  time_updated: z.string(),
});
export type CloudRouter = z.infer<typeof cloudRouterSchema>;

export const cloudRouterParamsSchema = z.object({ id: requiredText({ max: 64 }) });
export const connectionParamsSchema = z.object({ id: requiredText({ max: 64 }), cid: requiredText({ max: 64 }) });
export const bgpParamsSchema = connectionParamsSchema.extend({ uuid: z.uuid({ error: messages.pattern('uuid') }) });
export const bgpSettingsParamsSchema = z.object({ uuid: z.uuid({ error: messages.pattern('uuid') }) });

const speedOf = (list: readonly string[]) => z.enum(list as [string, ...string[]], { error: messages.oneOf(list) });
const commonConnectionFields = {
  account_uuid: z.uuid({ error: messages.pattern('account') }).optional(),
  description: descriptionField,
  maybe_nat: z.boolean().optional(),
  maybe_dnat: z.boolean().optional(),
  is_public: z.boolean().optional(),
  published_quote_line_uuid: z.string().max(64, messages.maxLength(64)).optional(),
  po_number: poNumberField.optional(),
  subscription_term: termField.optional(),
};

const ipsecFields = {
  ike_version: ruledInteger(validateIkeVersion, { min: 1, max: 2 }),
  phase1_authentication_method: z.enum(['pre-shared-key'], { error: messages.oneOf(['pre-shared-key']) }),
  phase1_group: z.enum(IPSEC_DH_GROUPS, { error: messages.oneOf(IPSEC_DH_GROUPS) }),
  phase1_encryption_algo: z.enum(IPSEC_PHASE1_ENCRYPTION_ALGOS, {
    error: messages.oneOf(IPSEC_PHASE1_ENCRYPTION_ALGOS),
  }),
  phase1_authentication_algo: z.enum(IPSEC_PHASE1_AUTHENTICATION_ALGOS, {
    error: messages.oneOf(IPSEC_PHASE1_AUTHENTICATION_ALGOS),
  }),
  phase1_lifetime: ruledInteger(validateIpsecLifetime, IPSEC_LIFETIME),
  phase2_pfs_group: z.enum(IPSEC_DH_GROUPS, { error: messages.oneOf(IPSEC_DH_GROUPS) }),
  phase2_encryption_algo: z.enum(IPSEC_PHASE2_ENCRYPTION_ALGOS, {
    error: messages.oneOf(IPSEC_PHASE2_ENCRYPTION_ALGOS),
  }),
  phase2_authentication_algo: z
    .enum(IPSEC_PHASE2_AUTHENTICATION_ALGOS, { error: messages.oneOf(IPSEC_PHASE2_AUTHENTICATION_ALGOS) })
    .optional(),
  phase2_lifetime: ruledInteger(validateIpsecLifetime, IPSEC_LIFETIME),
};
/** spec 5: AES-GCM in phase 2 takes no phase 2 authentication, a CBC cipher needs one (when the body names phase 2). */
function checkPhase2Authentication(
  body: { phase2_encryption_algo?: string | undefined; phase2_authentication_algo?: string | null | undefined },
  context: z.RefinementCtx,
) {
  if (body.phase2_encryption_algo === undefined) return;
  const message = validatePhase2Authentication(body.phase2_encryption_algo, body.phase2_authentication_algo);
  if (message !== undefined) context.addIssue({ code: 'custom', path: ['phase2_authentication_algo'], message });
}

const sharedKeyField = z
  .string({ error: messages.required })
  .min(8, messages.minLength(8))
  .max(64, messages.maxLength(64))
  .regex(/^[\x21-\x7e]+$/, messages.pattern('shared key'));

/** `POST /v2/services/cloud-routers/{cr}/connections/ipsec` (wire reference 3.9, spec 5 IPsec values). */
export const createIpsecConnectionRequestSchema = z
  .object({
    ...commonConnectionFields,
    pop: popField,
    speed: speedOf(SPEEDS_BY_CONNECTION_TYPE.ipsec),
    gateway_address: ruledText(validateGatewayAddress, 64),
    shared_key: sharedKeyField,
    ...ipsecFields,
  })
  .superRefine(checkPhase2Authentication);
export type CreateIpsecConnectionRequest = z.output<typeof createIpsecConnectionRequestSchema>;

/** `POST /v2/services/cloud-routers/{cr}/connections/packetfabric`: a VLAN (or the whole port) of the customer's port. */
export const createPortConnectionRequestSchema = z
  .object({
    ...commonConnectionFields,
    port_circuit_id: requiredText({ max: 64 }),
    vlan: ruledInteger(validateVlan, VLAN_RANGE).optional(),
    untagged: z.boolean().optional(),
    speed: speedOf(SPEEDS_BY_CONNECTION_TYPE.packetfabric),
  })
  .superRefine((body, context) => {
    if (!body.untagged && body.vlan === undefined) {
      context.addIssue({ code: 'custom', path: ['vlan'], message: CLOUD_ROUTER_MESSAGES.vlanOrUntagged });
    }
  });
export type CreatePortConnectionRequest = z.output<typeof createPortConnectionRequestSchema>;

/**
 * `PATCH …/connections/{cid}` (wire reference 3.9): description, PO number and the provider-side `cloud_settings` of
 * an AWS or Google connection. The settings are a partial change, as PacketFabric's Go client sends them (the fields
 * it changes, `{}` when none: a struct its JSON never leaves out): each field sent replaces the stored one, `null`
 * removes it, `bgp_settings` field by field; the result is checked with the rules of an order by the server, which
 * alone knows the connection's cloud.
 */
export const updateConnectionRequestSchema = z
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
    { message: CLOUD_ROUTER_MESSAGES.changeNothingOfConnection, path: ['description'] },
  );
export type UpdateConnectionRequest = z.output<typeof updateConnectionRequestSchema>;

/** `PATCH /v2/services/ipsec/{cloud_circuit_id}` (wire reference 3.9). */
export const updateIpsecRequestSchema = z
  .object({
    customer_gateway_address: ruledText(validateGatewayAddress, 64).optional(),
    ike_version: ipsecFields.ike_version.optional(),
    phase1_authentication_method: ipsecFields.phase1_authentication_method.optional(),
    phase1_group: ipsecFields.phase1_group.optional(),
    phase1_encryption_algo: ipsecFields.phase1_encryption_algo.optional(),
    phase1_authentication_algo: ipsecFields.phase1_authentication_algo.optional(),
    phase1_lifetime: ipsecFields.phase1_lifetime.optional(),
    phase2_pfs_group: ipsecFields.phase2_pfs_group.optional(),
    phase2_encryption_algo: ipsecFields.phase2_encryption_algo.optional(),
    /** null clears it (AES-GCM takes none); moving phase 2 to AES-GCM clears it too. */
    phase2_authentication_algo: ipsecFields.phase2_authentication_algo.nullable(),
    phase2_lifetime: ipsecFields.phase2_lifetime.optional(),
    pre_shared_key: sharedKeyField.optional(),
  })
  .superRefine((body, context) => {
    // A CBC cipher sent alone keeps the saved authentication (the server checks what results).
    if (
      body.phase2_encryption_algo !== undefined &&
      (isGcm(body.phase2_encryption_algo) || body.phase2_authentication_algo !== undefined)
    ) {
      checkPhase2Authentication(body, context);
    }
  });
export type UpdateIpsecRequest = z.output<typeof updateIpsecRequestSchema>;

/** The IPsec side of a connection as answered: every phase field, never the pre-shared key. */
export const ipsecSettingsSchema = z.object({
  circuit_id: z.string(),
  vc_circuit_id: z.string(),
  customer_gateway_address: z.string(),
  local_gateway_address: z.string(),
  ike_version: z.number().int(),
  phase1_authentication_method: z.string(),
  phase1_group: z.string(),
  phase1_encryption_algo: z.string(),
  phase1_authentication_algo: z.string(),
  phase1_lifetime: z.number().int(),
  phase2_pfs_group: z.string(),
  phase2_encryption_algo: z.string(),
  phase2_authentication_algo: z.string().nullable(),
  phase2_lifetime: z.number().int(),
  /** Whether a pre-shared key is stored; the key itself is never answered after it is saved. */
  has_shared_key: z.boolean(),
  description: z.string(),
  account_uuid: z.string(),
  pop: z.string(),
  speed: z.string(),
  subscription_term: z.number().int(),
  deleted: z.boolean(),
  time_created: z.string(),
  time_updated: z.string(),
});
export type IpsecSettingsView = z.infer<typeof ipsecSettingsSchema>;

export const cloudRouterConnectionSchema = z.object({
  uuid: z.string(),
  cloud_circuit_id: z.string(),
  port_type: z.string(),
  /** wire reference 3.9: an IPsec tunnel, the customer's own port, or a hosted connection to a cloud. */
  connection_type: z.enum(['ipsec', 'packetfabric', 'cloud_hosted']),
  service_provider: z.string(),
  service_type: z.literal('cr_connection'),
  service_class: z.string(),
  port_circuit_id: z.string().nullable(),
  pending_delete: z.boolean(),
  deleted: z.boolean(),
  state: z.string(),
  /** spec 4: a connection counts as provisioning unless its state is settled. */
  is_provisioning: z.boolean(),
  speed: z.string(),
  account_uuid: z.string(),
  customer_uuid: z.string(),
  user_uuid: z.string().nullable(),
  description: z.string(),
  cloud_provider_connection_id: z.string().nullable(),
  cloud_settings: z.record(z.string(), z.unknown()),
  nat_capable: z.boolean(),
  dnat_capable: z.boolean(),
  bgp_state_list: z.array(z.object({ bgp_settings_uuid: z.string(), bgp_state: z.string() })),
  cloud_router_name: z.string(),
  cloud_router_asn: z.number().int(),
  cloud_router_circuit_id: z.string(),
  cloud_provider: z.object({ pop: z.string(), site: z.string(), region: z.string() }),
  pop: z.string(),
  site: z.string(),
  zone: z.string().nullable(),
  vlan: z.number().int().nullable(),
  untagged: z.boolean(),
  desired_nat: z.string().nullable(),
  po_number: z.string().nullable(),
  subscription_term: z.number().int(),
  ipsec: ipsecSettingsSchema.nullable(),
  time_created: z.string(),
  time_updated: z.string(),
});
export type CloudRouterConnection = z.infer<typeof cloudRouterConnectionSchema>;

/**
 * The answer to an IPsec connection's creation: the connection, and the IPsec fields at the top as the Go client
 * reads them (`IPSecCloudRouterCreateResp`: `circuit_id`, `vc_circuit_id`, gateways and phases; never the key).
 */
export const ipsecConnectionCreatedSchema = cloudRouterConnectionSchema.extend(ipsecSettingsSchema.shape);
export type IpsecConnectionCreated = z.infer<typeof ipsecConnectionCreatedSchema>;

/** wire reference 3.10: a BGP prefix of a session's filter. */
export const bgpPrefixRequestSchema = z.object({
  bgp_prefix_uuid: z.string().max(64).optional(),
  prefix: ruledText((value) => validatePrefix(value) ?? validateHostBits(value), 64),
  match_type: z.enum(['exact', 'orlonger'], { error: messages.oneOf(['exact', 'orlonger']) }).optional(),
  // Unset (left out, or null as answered) keeps the session's and the peer's value; 0 is a value.
  as_prepend: ruledInteger(validateAsPrepend, AS_PREPEND).nullable().optional(),
  med: ruledInteger(validateMed, { min: 0, max: BGP_METRIC_MAX }).nullable().optional(),
  local_preference: ruledInteger((value) => validateLocalPreference(value), { min: 0, max: BGP_METRIC_MAX })
    .nullable()
    .optional(),
  type: z.enum(['in', 'out'], { error: messages.oneOf(['in', 'out']) }),
});
export type BgpPrefixRequest = z.output<typeof bgpPrefixRequestSchema>;

/** At most 1000 prefixes (spec 5), each prefix once per direction. */
function checkPrefixList(prefixes: readonly BgpPrefixRequest[], context: z.RefinementCtx, path: (string | number)[]) {
  if (prefixes.length > MAX_PREFIXES) {
    context.addIssue({ code: 'custom', path, message: CLOUD_ROUTER_MESSAGES.maxPrefixes });
    return;
  }
  const seen = new Set<string>();
  for (const [index, item] of prefixes.entries()) {
    const key = `${item.type}:${normalizePrefix(item.prefix)}`;
    if (seen.has(key)) {
      context.addIssue({
        code: 'custom',
        path: [...path, index, 'prefix'],
        message: CLOUD_ROUTER_MESSAGES.uniquePrefix,
      });
    }
    seen.add(key);
  }
}

export const bgpPrefixListRequestSchema = z
  .array(bgpPrefixRequestSchema, { error: messages.required })
  .superRefine((prefixes, context) => checkPrefixList(prefixes, context, []));

const natSchema = z.object({
  pre_nat_sources: z.array(z.string().max(64)).max(100).optional(),
  pool_prefixes: z.array(z.string().max(64)).max(100).optional(),
  direction: z.enum(['output', 'input'], { error: messages.oneOf(['output', 'input']) }).optional(),
  nat_type: z.enum(['overload', 'inline_dnat'], { error: messages.oneOf(['overload', 'inline_dnat']) }).optional(),
  dnat_mappings: z
    .array(
      z.object({
        private_ip: z.string().max(64).optional(),
        public_ip: z.string().max(64).optional(),
        conditional_prefix: z.string().max(64).optional(),
      }),
    )
    .max(100)
    .optional(),
});

const bgpSessionFields = {
  address_family: z.enum(['v4', 'v6'], { error: messages.oneOf(['v4', 'v6']) }).optional(),
  remote_asn: ruledInteger(validateRemoteAsn, ASN_RANGES.remote),
  remote_address: requiredText({ max: 64 }),
  l3_address: requiredText({ max: 64 }),
  primary_subnet: optionalText({ max: 64 }),
  secondary_subnet: optionalText({ max: 64 }),
  multihop_ttl: ruledInteger(validateMultihopTtl, MULTIHOP_TTL).optional(),
  /** Unset (left out, or null as answered): the router's default 100; a PUT's unset clears a saved one. */
  local_preference: ruledInteger((value) => validateLocalPreference(value), { min: 0, max: BGP_METRIC_MAX })
    .nullable()
    .optional(),
  /** Unset (left out, or null as answered): the peer's MED is kept; 0 sets 0. */
  med: ruledInteger(validateMed, { min: 0, max: BGP_METRIC_MAX }).nullable().optional(),
  as_prepend: ruledInteger(validateAsPrepend, AS_PREPEND).nullable().optional(),
  md5: md5KeyField().optional(),
  orlonger: z.boolean().optional(),
  bfd_interval: ruledInteger(validateBfdInterval, BFD_INTERVAL).optional(),
  bfd_multiplier: ruledInteger(validateBfdMultiplier, BFD_MULTIPLIER).optional(),
  include_sub_defaults: z.boolean().optional(),
  disabled: z.boolean().optional(),
  /** Source or destination NAT; a PUT replaces the session whole, so leaving `nat` out (or `null`) removes it. */
  nat: natSchema.nullable().optional(),
  prefixes: z.array(bgpPrefixRequestSchema, { error: messages.required }),
};

/** The domain's field errors (`prefixes.0.prefix` → message) as issues of a refinement. */
function addFieldIssues(errors: Record<string, string>, context: z.RefinementCtx) {
  for (const [field, message] of Object.entries(errors)) {
    const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    context.addIssue({ code: 'custom', path, message });
  }
}

function checkSession(
  body: {
    prefixes: BgpPrefixRequest[];
    address_family?: 'v4' | 'v6' | undefined;
    l3_address: string;
    remote_address: string;
    multihop_ttl?: number | undefined;
    nat?: z.output<typeof natSchema> | null | undefined;
  },
  context: z.RefinementCtx,
) {
  addFieldIssues(validateSessionAddresses(body), context);
  // Issue 18: the filter and the NAT of a v4 session are IPv4, those of a v6 session IPv6.
  addFieldIssues(validateSessionFamily(body), context);
  checkPrefixList(body.prefixes, context, ['prefixes']);
  const types = new Set(body.prefixes.map((item) => item.type));
  if (!types.has('in') || !types.has('out')) {
    context.addIssue({ code: 'custom', path: ['prefixes'], message: CLOUD_ROUTER_MESSAGES.inAndOut });
  }
}

/**
 * `POST …/connections/{cid}/bgp` (wire reference 3.10). Its MD5 key is the key itself: the mask that answers show
 * in its place stands for a key already set, which a new session has not.
 */
export const createBgpSessionRequestSchema = z
  .object({ ...bgpSessionFields, md5: newMd5KeyField().optional() })
  .superRefine(checkSession);
export type CreateBgpSessionRequest = z.output<typeof createBgpSessionRequestSchema>;

/**
 * `PUT …/connections/{cid}/bgp` (wire reference 3.10): the same body plus `bgp_settings_uuid`. The Go client sends
 * the create body without it: then the connection's session of the body's address family is meant. The body
 * replaces the session whole: the client leaves out a `nat` it has none of (`*BgpNat` with omitempty), so a
 * missing `nat` removes the NAT, as Terraform means when its NAT block is gone. (The what-if of a saved session
 * takes a partial draft instead: what it leaves out stays as saved.)
 */
export const updateBgpSessionRequestSchema = z
  .object({ ...bgpSessionFields, bgp_settings_uuid: z.uuid({ error: messages.pattern('uuid') }).optional() })
  .superRefine(checkSession);
export type UpdateBgpSessionRequest = z.output<typeof updateBgpSessionRequestSchema>;

/** The what-if's draft: any of the session's settings; what is not sent stays as saved. */
export const bgpDryRunRequestSchema = z
  .object({
    remote_asn: bgpSessionFields.remote_asn.optional(),
    remote_address: bgpSessionFields.remote_address.optional(),
    l3_address: bgpSessionFields.l3_address.optional(),
    multihop_ttl: bgpSessionFields.multihop_ttl,
    local_preference: bgpSessionFields.local_preference,
    med: bgpSessionFields.med,
    as_prepend: bgpSessionFields.as_prepend,
    md5: bgpSessionFields.md5,
    orlonger: bgpSessionFields.orlonger,
    disabled: bgpSessionFields.disabled,
    nat: bgpSessionFields.nat,
    prefixes: bgpSessionFields.prefixes.optional(),
  })
  .superRefine((body, context) => {
    if (body.prefixes !== undefined) checkPrefixList(body.prefixes, context, ['prefixes']);
  });
export type BgpDryRunRequest = z.output<typeof bgpDryRunRequestSchema>;

export const bgpPrefixSchema = z.object({
  bgp_prefix_uuid: z.string(),
  prefix: z.string(),
  match_type: z.enum(['exact', 'orlonger']),
  /**
   * null when the line does not set it (the session's or the peer's value holds), so a set 0 stays 0. The Go
   * client reads these as plain ints: null decodes to 0 there, as the old answer was.
   */
  as_prepend: z.number().int().nullable(),
  med: z.number().int().nullable(),
  local_preference: z.number().int().nullable(),
  type: z.enum(['in', 'out']),
  order: z.number().int(),
});
export type BgpPrefix = z.infer<typeof bgpPrefixSchema>;

export const bgpSessionSchema = z.object({
  bgp_settings_uuid: z.string(),
  cloud_circuit_id: z.string(),
  address_family: z.enum(['v4', 'v6']),
  remote_address: z.string(),
  remote_asn: z.number().int(),
  multihop_ttl: z.number().int(),
  /**
   * null when the session does not set it (local preference: the router's default 100; MED: the peer's; prepend:
   * none), so a set 0 stays 0 and a PUT of the answer back keeps the session as it is. The Go client reads these as
   * plain ints (null decodes to 0).
   */
  local_preference: z.number().int().nullable(),
  med: z.number().int().nullable(),
  as_prepend: z.number().int().nullable(),
  md5: z.string(),
  l3_address: z.string(),
  primary_subnet: z.string().nullable(),
  secondary_subnet: z.string().nullable(),
  subnet: z.string(),
  public_ip: z.string().nullable(),
  orlonger: z.boolean(),
  bfd_interval: z.number().int(),
  bfd_multiplier: z.number().int(),
  include_sub_defaults: z.boolean(),
  disabled: z.boolean(),
  nat: natSchema.nullable(),
  prefixes: z.array(bgpPrefixSchema),
  /** idle, connect, active, opensent, openconfirm, established, or configuring while its workflow runs. */
  bgp_state: z.string(),
  /** Why the session is not established, as the routing simulation found it. */
  state_reason: z.string().nullable(),
  time_created: z.string(),
  time_updated: z.string(),
});
export type BgpSession = z.infer<typeof bgpSessionSchema>;

/** How a route takes part in a NAT (wire-compatible addition: the official client never reads routes). */
export const bgpRouteNatSchema = z.object({
  side: z.enum(['private', 'public']),
  nat_type: z.enum(['overload', 'inline_dnat']),
  public_prefixes: z.array(z.string()),
  private_prefixes: z.array(z.string()),
  conditional_prefix: z.string().nullable(),
});

/** A route of a session's or the router's table. */
export const bgpRouteSchema = z.object({
  prefix: z.string(),
  next_hop: z.string(),
  as_path: z.string(),
  local_preference: z.number().int(),
  med: z.number().int(),
  origin: z.enum(['igp', 'egp', 'incomplete']),
  is_best: z.boolean(),
  /** received (accepted after import), advertised (after export) or rejected (received, refused by policy). */
  type: z.enum(['received', 'advertised', 'rejected']),
  cloud_circuit_id: z.string(),
  bgp_settings_uuid: z.string(),
  /** Which prefix entry decided it, or why it was refused. */
  reason: z.string(),
  /**
   * The address translation the route takes part in; null (always sent) when none. `side` `private`: a route
   * received and accepted behind a source NAT, in the router's table only as `public_prefixes` (the pool), so never
   * its best path itself; `public`: a route that is a NAT's public side (a source NAT pool, a destination NAT's
   * public address) standing for `private_prefixes` (a destination NAT's only for traffic from
   * `conditional_prefix`).
   */
  nat: bgpRouteNatSchema.nullable().optional(),
});
export type BgpRoute = z.infer<typeof bgpRouteSchema>;

export const bgpRoutesQuerySchema = z.object({
  route_type: z
    .enum(['received', 'advertised', 'rejected'], { error: messages.oneOf(['received', 'advertised', 'rejected']) })
    .default('received'),
  bgp_settings_uuid: z.uuid({ error: messages.pattern('uuid') }).optional(),
});

export const allRoutesQuerySchema = z.object({
  prefix: optionalText({ max: 64 }),
  cloud_circuit_id: optionalText({ max: 64 }),
  type: z
    .enum(['received', 'advertised', 'rejected'], { error: messages.oneOf(['received', 'advertised', 'rejected']) })
    .optional(),
});

export const bgpLogSchema = z.object({
  cloud_circuit_id: z.string(),
  bgp_settings_uuid: z.string(),
  severity: z.string(),
  message: z.string(),
  timestamp: z.string(),
});
export const bgpLogsQuerySchema = z.object({ cloud_circuit_id: optionalText({ max: 64 }) });

const attributesSchema = z.object({
  as_path: z.string(),
  local_preference: z.number().int(),
  med: z.number().int(),
  next_hop: z.string(),
});
export const bgpDryRunSchema = z.object({
  summary: z.object({
    accepted: z.number().int(),
    rejected: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
  }),
  /** The session's state with the draft (a changed ASN or address may bring it down). */
  bgp_state: z.string(),
  state_reason: z.string().nullable(),
  changes: z.array(
    z.object({
      cloud_circuit_id: z.string(),
      /** null on the rows of a draft session not saved yet (`POST …/bgp/dry-run`). */
      bgp_settings_uuid: z.string().nullable(),
      direction: z.enum(['import', 'export']),
      prefix: z.string(),
      outcome: z.enum(['accepted', 'rejected', 'changed', 'unchanged']),
      before: attributesSchema.nullable(),
      after: attributesSchema.nullable(),
      reason: z.string(),
    }),
  ),
});
export type BgpDryRun = z.infer<typeof bgpDryRunSchema>;

export const lookingGlassQuerySchema = z.object({ address: requiredText({ max: 64 }) });
export const lookingGlassSchema = z.object({
  address: z.string(),
  /** False when no route covers the address. */
  found: z.boolean(),
  prefix: z.string().nullable(),
  next_hop: z.string().nullable(),
  cloud_circuit_id: z.string().nullable(),
  bgp_settings_uuid: z.string().nullable(),
  as_path: z.string().nullable(),
  /** The best-path step that chose this route over the others of its prefix. */
  reason: z.string().nullable(),
  alternatives: z.number().int(),
  /**
   * The NAT the route stands for: `overload`, a source NAT pool with the private prefixes behind it; `inline_dnat`,
   * a public address sent on to a private one (only for traffic from `conditional_prefix` when set). null: no NAT.
   */
  nat: z
    .object({
      nat_type: z.enum(['overload', 'inline_dnat']),
      private_prefixes: z.array(z.string()),
      conditional_prefix: z.string().nullable(),
    })
    .nullable(),
});
export type LookingGlass = z.infer<typeof lookingGlassSchema>;

/**
 * `POST …/cloud-routers/{id}/address_is_unique`: an address (with or without its mask) of the address family it is
 * written in ('Not a valid IPv4.' or 'Not a valid IPv6'); `bgp_settings_uuid` names the session being edited,
 * whose own addresses do not count.
 */
export const addressUniqueRequestSchema = z.object({
  address: requiredText({ max: 64 }).superRefine((value, context) => {
    if (sessionHostOf(value) === undefined) {
      const message = value.includes(':') ? IP_MESSAGES.invalidIpv6 : IP_MESSAGES.invalidIpv4;
      context.addIssue({ code: 'custom', message });
    }
  }),
  bgp_settings_uuid: z.uuid({ error: messages.pattern('uuid') }).optional(),
});
export type AddressUniqueRequest = z.output<typeof addressUniqueRequestSchema>;
export const addressUniqueSchema = z.object({ address: z.string(), is_unique: z.boolean() });

/** A BGP session as `/v2/bgp-settings` lists it: every session of the customer, with its router's circuit id. */
export const bgpSettingsSchema = bgpSessionSchema.extend({ cloud_router_circuit_id: z.string() });
export type BgpSettings = z.infer<typeof bgpSettingsSchema>;

/** `GET /v2/bgp-settings/{uuid}/l3`: the layer-3 side of a session, the addresses on the router's interface. */
export const bgpSettingsL3Schema = z.object({
  bgp_settings_uuid: z.string(),
  cloud_router_circuit_id: z.string(),
  cloud_circuit_id: z.string(),
  address_family: z.enum(['v4', 'v6']),
  /** The router's side with its mask, as configured. */
  l3_address: z.string(),
  /** The network the router's side sits in (`169.254.10.0/30`). */
  subnet: z.string(),
  remote_address: z.string(),
  primary_subnet: z.string().nullable(),
  secondary_subnet: z.string().nullable(),
  /** The provider's public address of an IPsec tunnel the session runs over; null otherwise. */
  public_ip: z.string().nullable(),
});
export type BgpSettingsL3 = z.infer<typeof bgpSettingsL3Schema>;
export const gatewayUniquenessQuerySchema = z.object({ gateway_address: requiredText({ max: 64 }) });
export const gatewayUniquenessSchema = z.object({ gateway_address: z.string(), is_unique: z.boolean() });

const tag = 'Cloud routers';
const router = '/services/cloud-routers/:id';
const connection = `${router}/connections/:cid`;

export const cloudRouterRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/cloud-routers',
    access: CLOUD_ROUTER_ACCESS.read,
    tag,
    summary: "The current customer's cloud routers, newest first (a bare array).",
    response: z.array(cloudRouterSchema),
  }),
  create: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/services/cloud-routers',
    access: CLOUD_ROUTER_ACCESS.create,
    verified: true,
    tag,
    summary:
      'Orders a cloud router: name, ASN (4556 by default, or a private 64512-65534), regions US and/or UK, capacity ' +
      'and term; the network provisions it (requested, provisioning, active). An `Idempotency-Key` makes it safe ' +
      'to retry.',
    body: createCloudRouterRequestSchema,
    response: cloudRouterSchema,
    successStatus: 201,
    idempotent: true,
    errors: [409],
  }),
  allConnections: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/cloud-routers/connections',
    access: CLOUD_ROUTER_ACCESS.read,
    tag,
    summary:
      "Every connection of the current customer's cloud routers (a bare array), each naming its router " +
      "(`cloud_router_circuit_id`), routers newest first and each router's connections oldest first.",
    response: z.array(cloudRouterConnectionSchema),
  }),
  get: defineRoute({
    method: 'GET',
    base: 'v2',
    path: router,
    access: CLOUD_ROUTER_ACCESS.read,
    tag,
    summary: 'One cloud router of the current customer, by `circuit_id`.',
    params: cloudRouterParamsSchema,
    response: cloudRouterSchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: router,
    access: CLOUD_ROUTER_ACCESS.create,
    verified: true,
    tag,
    summary: 'Changes the name, regions or capacity of a cloud router.',
    params: cloudRouterParamsSchema,
    body: updateCloudRouterRequestSchema,
    response: cloudRouterSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: router,
    access: CLOUD_ROUTER_ACCESS.create,
    verified: true,
    tag,
    summary: 'Deletes a cloud router without connections: the network removes it.',
    params: cloudRouterParamsSchema,
    response: messageSchema,
  }),
  routerLogs: defineRoute({
    method: 'GET',
    base: 'v2',
    path: `${router}/router-logs`,
    access: CLOUD_ROUTER_ACCESS.read,
    tag,
    summary: "The router's log lines in the time range, optionally at a severity or worse.",
    params: cloudRouterParamsSchema,
    query: routerLogsQuerySchema,
    response: z.array(routerLogSchema),
  }),
  allRoutes: defineRoute({
    method: 'GET',
    base: 'v2',
    path: `${router}/all-routes`,
    access: CLOUD_ROUTER_ACCESS.read,
    tag,
    summary:
      'Every route of the router: received on each session (accepted or rejected by its import filter, the best ' +
      'path marked) and advertised to each peer after its export filter; filter by prefix, connection and type.',
    params: cloudRouterParamsSchema,
    query: allRoutesQuerySchema,
    response: z.array(bgpRouteSchema),
  }),
  bgpLogs: defineRoute({
    method: 'GET',
    base: 'v2',
    path: `${router}/bgp-logs`,
    access: CLOUD_ROUTER_ACCESS.read,
    tag,
    summary: "The BGP sessions' state changes and updates, newest first, optionally of one connection.",
    params: cloudRouterParamsSchema,
    query: bgpLogsQuerySchema,
    response: z.array(bgpLogSchema),
  }),
  lookingGlass: defineRoute({
    method: 'GET',
    base: 'v2',
    path: `${router}/looking-glass`,
    access: CLOUD_ROUTER_ACCESS.read,
    tag,
    summary:
      'The looking glass: which route and next hop would carry traffic to an address (longest-prefix match over ' +
      "the router's best routes).",
    params: cloudRouterParamsSchema,
    query: lookingGlassQuerySchema,
    response: lookingGlassSchema,
  }),
  addressIsUnique: defineRoute({
    method: 'POST',
    base: 'v2',
    path: `${router}/address_is_unique`,
    access: CLOUD_ROUTER_ACCESS.read,
    tag,
    summary:
      "Whether an address is free on the router: no session's router or peer address uses it (but the session " +
      '`bgp_settings_uuid`, when given). A session is created or changed only with a free `l3_address`.',
    params: cloudRouterParamsSchema,
    body: addressUniqueRequestSchema,
    response: addressUniqueSchema,
  }),
  connections: defineRoute({
    method: 'GET',
    base: 'v2',
    path: `${router}/connections`,
    access: CLOUD_ROUTER_ACCESS.read,
    tag,
    summary: "The router's connections (a bare array).",
    params: cloudRouterParamsSchema,
    response: z.array(cloudRouterConnectionSchema),
  }),
  createIpsec: defineRoute({
    method: 'POST',
    base: 'v2',
    path: `${router}/connections/ipsec`,
    access: CLOUD_ROUTER_ACCESS.create,
    verified: true,
    tag,
    summary:
      "Adds an IPsec connection to the customer's gateway (a public address used by no other connection); the " +
      'pre-shared key is kept encrypted and never answered. An `Idempotency-Key` makes it safe to retry.',
    params: cloudRouterParamsSchema,
    body: createIpsecConnectionRequestSchema,
    response: ipsecConnectionCreatedSchema,
    successStatus: 201,
    idempotent: true,
    errors: [409],
  }),
  createPort: defineRoute({
    method: 'POST',
    base: 'v2',
    path: `${router}/connections/packetfabric`,
    access: CLOUD_ROUTER_ACCESS.create,
    verified: true,
    tag,
    summary:
      "Connects one of the customer's own ports (a VLAN, or untagged) to the router; the VLAN must be free on the " +
      'port. An `Idempotency-Key` makes it safe to retry.',
    params: cloudRouterParamsSchema,
    body: createPortConnectionRequestSchema,
    response: cloudRouterConnectionSchema,
    successStatus: 201,
    idempotent: true,
    errors: [409],
  }),
  getConnection: defineRoute({
    method: 'GET',
    base: 'v2',
    path: connection,
    access: CLOUD_ROUTER_ACCESS.read,
    tag,
    summary: 'One connection of the router, by `cloud_circuit_id`.',
    params: connectionParamsSchema,
    response: cloudRouterConnectionSchema,
  }),
  updateConnection: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: connection,
    access: CLOUD_ROUTER_ACCESS.create,
    verified: true,
    tag,
    summary:
      'Changes the description and PO number of a connection, and the provider-side `cloud_settings` of an AWS or ' +
      'Google one (a partial change, checked with the rules of an order; the cloud applies it and the BGP session ' +
      'with its peer follows). Other BGP changes go through `…/bgp`.',
    params: connectionParamsSchema,
    body: updateConnectionRequestSchema,
    response: cloudRouterConnectionSchema,
  }),
  removeConnection: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: connection,
    access: CLOUD_ROUTER_ACCESS.create,
    verified: true,
    tag,
    summary: 'Deletes a connection with its BGP sessions: the network removes it.',
    params: connectionParamsSchema,
    response: messageSchema,
  }),
  connectionStatus: defineRoute({
    method: 'GET',
    base: 'v2.1',
    path: `${connection}/status`,
    access: CLOUD_ROUTER_ACCESS.read,
    tag,
    summary: 'The status object of the latest workflow on the connection (wire reference 4).',
    params: connectionParamsSchema,
    response: networkStatusSchema,
  }),
  listBgp: defineRoute({
    method: 'GET',
    base: 'v2',
    path: `${connection}/bgp`,
    access: CLOUD_ROUTER_ACCESS.bgpRead,
    tag,
    summary: "The connection's BGP sessions.",
    params: connectionParamsSchema,
    response: z.array(bgpSessionSchema),
  }),
  createBgp: defineRoute({
    method: 'POST',
    base: 'v2',
    path: `${connection}/bgp`,
    access: CLOUD_ROUTER_ACCESS.create,
    verified: true,
    tag,
    summary:
      'Creates a BGP session: the network configures the neighbour and its prefix filters, and the session ' +
      'establishes with its peer (or stays down with the reason). The `l3_address` must be free on the router.',
    params: connectionParamsSchema,
    body: createBgpSessionRequestSchema,
    response: bgpSessionSchema,
  }),
  updateBgp: defineRoute({
    method: 'PUT',
    base: 'v2',
    path: `${connection}/bgp`,
    access: CLOUD_ROUTER_ACCESS.create,
    verified: true,
    tag,
    summary:
      "Replaces a BGP session's settings, prefixes and NAT (`bgp_settings_uuid` in the body), as the wire " +
      'reference says: a body without `nat` removes the NAT. The `l3_address` must be free on the router.',
    params: connectionParamsSchema,
    body: updateBgpSessionRequestSchema,
    response: bgpSessionSchema,
  }),
  getBgp: defineRoute({
    method: 'GET',
    base: 'v2',
    path: `${connection}/bgp/:uuid`,
    access: CLOUD_ROUTER_ACCESS.bgpRead,
    tag,
    summary: 'One BGP session of the connection.',
    params: bgpParamsSchema,
    response: bgpSessionSchema,
  }),
  removeBgp: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: `${connection}/bgp/:uuid`,
    access: CLOUD_ROUTER_ACCESS.create,
    verified: true,
    tag,
    summary: 'Deletes a BGP session.',
    params: bgpParamsSchema,
    response: messageSchema,
  }),
  dryRun: defineRoute({
    method: 'POST',
    base: 'v2',
    path: `${connection}/bgp/:uuid/dry-run`,
    access: CLOUD_ROUTER_ACCESS.bgpRead,
    tag,
    summary:
      'BGP what-if: applies a draft of the session (prefixes, defaults, ASN, addresses, disabled) to the current ' +
      'routes and answers which would be accepted, rejected or changed, in and out of every session. Saves nothing.',
    params: bgpParamsSchema,
    body: bgpDryRunRequestSchema,
    response: bgpDryRunSchema,
  }),
  dryRunNew: defineRoute({
    method: 'POST',
    base: 'v2',
    path: `${connection}/bgp/dry-run`,
    access: CLOUD_ROUTER_ACCESS.bgpRead,
    tag,
    summary:
      'BGP what-if of a new session not saved yet: takes the body of `POST …/bgp` and answers which of the ' +
      "connection's received routes it would accept or reject and what it changes for every other session. " +
      'Saves nothing.',
    params: connectionParamsSchema,
    body: createBgpSessionRequestSchema,
    response: bgpDryRunSchema,
    errors: [409],
  }),
  bgpRoutes: defineRoute({
    method: 'GET',
    base: 'v2',
    path: `${connection}/bgp-routes`,
    access: CLOUD_ROUTER_ACCESS.bgpRead,
    tag,
    summary: "The connection's routes after policy: received (accepted), advertised, or rejected.",
    params: connectionParamsSchema,
    query: bgpRoutesQuerySchema,
    response: z.array(bgpRouteSchema),
  }),
  getIpsec: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/ipsec/:cid',
    access: CLOUD_ROUTER_ACCESS.read,
    tag,
    summary: 'The IPsec settings of a connection (never its pre-shared key).',
    params: z.object({ cid: requiredText({ max: 64 }) }),
    response: ipsecSettingsSchema,
  }),
  updateIpsec: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: '/services/ipsec/:cid',
    access: CLOUD_ROUTER_ACCESS.create,
    verified: true,
    tag,
    summary: 'Changes the gateway address, IKE version, phase fields or pre-shared key of an IPsec connection.',
    params: z.object({ cid: requiredText({ max: 64 }) }),
    body: updateIpsecRequestSchema,
    response: ipsecSettingsSchema,
  }),
  gatewayUniqueness: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/ipsec/gateway_address/uniqueness',
    access: CLOUD_ROUTER_ACCESS.read,
    tag,
    summary: 'Whether a gateway address is free for a new IPsec connection.',
    query: gatewayUniquenessQuerySchema,
    response: gatewayUniquenessSchema,
  }),
  listBgpSettings: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/bgp-settings',
    access: CLOUD_ROUTER_ACCESS.bgpRead,
    tag,
    summary:
      "Every BGP session of the current customer's cloud routers (a bare array), each with its connection and " +
      'router circuit ids.',
    response: z.array(bgpSettingsSchema),
  }),
  getBgpSettings: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/bgp-settings/:uuid',
    access: CLOUD_ROUTER_ACCESS.bgpRead,
    tag,
    summary: 'One BGP session of the current customer by `bgp_settings_uuid`, without naming its router or connection.',
    params: bgpSettingsParamsSchema,
    response: bgpSettingsSchema,
  }),
  getBgpSettingsL3: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/bgp-settings/:uuid/l3',
    access: CLOUD_ROUTER_ACCESS.bgpRead,
    tag,
    summary:
      "A BGP session's layer-3 side: the router's address and its subnet, the peer's address, Azure's subnets and " +
      "an IPsec tunnel's public address.",
    params: bgpSettingsParamsSchema,
    response: bgpSettingsL3Schema,
  }),
  listPrefixes: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/bgp-settings/:uuid/prefixes',
    access: CLOUD_ROUTER_ACCESS.bgpRead,
    tag,
    summary: "A BGP session's prefixes.",
    params: bgpSettingsParamsSchema,
    response: z.array(bgpPrefixSchema),
  }),
  addPrefixes: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/bgp-settings/:uuid/prefixes',
    access: CLOUD_ROUTER_ACCESS.create,
    verified: true,
    tag,
    summary: 'Adds prefixes to a BGP session (at most 1000 in all) and answers the added ones.',
    params: bgpSettingsParamsSchema,
    body: bgpPrefixListRequestSchema,
    response: z.array(bgpPrefixSchema),
  }),
  removePrefixes: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/bgp-settings/:uuid/prefixes',
    access: CLOUD_ROUTER_ACCESS.create,
    verified: true,
    tag,
    summary:
      'Removes prefixes by `bgp_prefix_uuid` (a JSON array) and answers those that remain; the last "in" or the ' +
      'last "out" prefix of a session is not removed (a session keeps at least one of each).',
    params: bgpSettingsParamsSchema,
    body: z
      .array(z.string({ error: messages.pattern('bgp_prefix_uuid') }).max(64, messages.maxLength(64)), {
        error: messages.required,
      })
      .max(MAX_PREFIXES, messages.maxLength(MAX_PREFIXES)),
    response: z.array(bgpPrefixSchema),
  }),
};
