import { messages, PERMISSIONS, parseSpeedMbps, SPEEDS_BY_CONNECTION_TYPE } from '@portal/domain';
import { z } from 'zod';
import { choiceFilter, textFilter } from './catalogue-fields.js';
import { messageSchema } from './errors.js';
import { networkStatusSchema } from './network-status.js';
import { descriptionField, poNumberField, termField } from './port-fields.js';
import { PORTS_MAX_PAGE_SIZE } from './ports.js';
import { defineRoute } from './route.js';

// ---------------------------------------------------------------------------------------------------------------
// Fields (wire reference 2 and 3.5; spec 5 VLAN rules; spec 6 permissions)
// ---------------------------------------------------------------------------------------------------------------

/** spec 6: reading VCs, ordering backbone EVPL and EPL circuits. Changes need the create key of the mode. */
export const VC_ACCESS = {
  read: { permission: PERMISSIONS.VIRTUAL_CIRCUIT_READ },
  create: { permission: PERMISSIONS.BACKBONE_EVPL_CREATE },
} as const;

/** Wire reference 2: the VC speeds (50 Mbps to 100 Gbps), spec 9's list for the product's own connections. */
export const VC_SPEEDS = SPEEDS_BY_CONNECTION_TYPE.packetfabric;
export const LONGHAUL_TYPES = ['dedicated', 'usage', 'hourly'] as const;
export const SERVICE_CLASSES = ['metro', 'longhaul'] as const;
/** spec 9 "Service types in overview". */
export const VC_SERVICE_TYPES = [
  'backbone',
  'cloud_dedicated',
  'cloud_hosted',
  'ix',
  'marketplace',
  'marketplace_cloud_dedicated',
  'marketplace_cloud_hosted',
  'ptp',
] as const;
export const VC_STATES = ['requested', 'provisioning', 'active', 'deleting', 'error'] as const;
/** spec 5 / wire reference 2: VLANs run from 4 to 4094. */
export const VLAN_MIN = 4;
export const VLAN_MAX = 4094;
/** The largest rate limit (Mbps): the fastest VC. */
export const RATE_LIMIT_MAX = 100_000;

const vlanField = z
  .number({ error: messages.between(VLAN_MIN, VLAN_MAX) })
  .int(messages.between(VLAN_MIN, VLAN_MAX))
  .min(VLAN_MIN, messages.between(VLAN_MIN, VLAN_MAX))
  .max(VLAN_MAX, messages.between(VLAN_MIN, VLAN_MAX));
const rateLimitField = z
  .number({ error: messages.between(1, RATE_LIMIT_MAX) })
  .int(messages.between(1, RATE_LIMIT_MAX))
  .min(1, messages.between(1, RATE_LIMIT_MAX))
  .max(RATE_LIMIT_MAX, messages.between(1, RATE_LIMIT_MAX));
export const vcSpeedField = z.enum(VC_SPEEDS, { error: messages.oneOf(VC_SPEEDS) });
const portIdField = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(64, messages.maxLength(64));

export const VC_MESSAGES = {
  twoEnds: 'A virtual circuit has two interfaces: the A end, then the Z end.',
  vlanOrUntagged: 'Give a VLAN, or mark the end untagged.',
  untaggedWithVlan: 'An untagged end has no VLAN.',
  svlanNeedsVlan: 'An S-VLAN needs the inner VLAN too.',
  eplNoVlan: 'An EPL circuit takes the whole port: no VLAN, S-VLAN or untagged.',
  changeNothing: 'Send at least one of description, po_number, rate_limit_in, rate_limit_out or interfaces.',
} as const;

/** One end of an order or a change: the port (or LAG) and what it takes of it (wire reference 3.5). */
export const vcInterfaceRequestSchema = z.object({
  port_circuit_id: portIdField,
  vlan: vlanField.optional(),
  svlan: vlanField.optional(),
  untagged: z.boolean().optional(),
});
export type VcInterfaceRequest = z.output<typeof vcInterfaceRequestSchema>;

/** spec 5 VLAN rules of each end: EVPL needs a VLAN or untagged (not both); EPL takes the whole port. */
function checkEnds(body: { epl?: boolean | undefined; interfaces?: VcInterfaceRequest[] }, context: z.RefinementCtx) {
  for (const [index, end] of (body.interfaces ?? []).entries()) {
    const at = (field: string) => ['interfaces', index, field];
    if (body.epl) {
      if (end.vlan !== undefined || end.svlan !== undefined || end.untagged) {
        context.addIssue({ code: 'custom', path: at('vlan'), message: VC_MESSAGES.eplNoVlan });
      }
      continue;
    }
    if (end.untagged && (end.vlan !== undefined || end.svlan !== undefined)) {
      context.addIssue({ code: 'custom', path: at('untagged'), message: VC_MESSAGES.untaggedWithVlan });
    } else if (!end.untagged && end.vlan === undefined) {
      const message = end.svlan === undefined ? VC_MESSAGES.vlanOrUntagged : VC_MESSAGES.svlanNeedsVlan;
      context.addIssue({ code: 'custom', path: at('vlan'), message });
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Shapes (wire reference 3.5 "Backbone VC object"; spec 3 "Service"; spec 4 burst and summary)
// ---------------------------------------------------------------------------------------------------------------

export const vcInterfaceSchema = z.object({
  /** `a` or `z`: the order's first and second interface. */
  side: z.enum(['a', 'z']),
  port_circuit_id: z.string(),
  pop: z.string(),
  site: z.string(),
  site_name: z.string(),
  customer_site_code: z.string().nullable(),
  customer_site_name: z.string().nullable(),
  region: z.string(),
  market: z.string(),
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
  disabled: z.boolean(),
  is_lag: z.boolean(),
  customer_uuid: z.string(),
  customer_name: z.string(),
  is_cloud: z.boolean(),
  is_ptp: z.boolean(),
  time_created: z.string(),
  time_updated: z.string(),
});
export type VcInterface = z.infer<typeof vcInterfaceSchema>;

export const vcBandwidthSchema = z.object({
  account_uuid: z.string(),
  longhaul_type: z.enum(LONGHAUL_TYPES),
  subscription_term: z.number().int(),
  /** The contracted speed (`1Gbps`); a burst is on top of it. */
  speed: z.string(),
  /** spec 4 "Burst": Mbps added by a burst, 0 when none. */
  burst_speed: z.number().int(),
  /** The speed now in Mbps: the contracted speed plus any burst (spec 4: base speed is speed minus burst). */
  speed_mbps: z.number().int(),
});

export const virtualCircuitSchema = z.object({
  vc_circuit_id: z.string(),
  customer_uuid: z.string(),
  customer_name: z.string(),
  account_uuid: z.string(),
  state: z.string(),
  description: z.string(),
  po_number: z.string().nullable(),
  service_type: z.string(),
  service_class: z.enum(SERVICE_CLASSES),
  mode: z.enum(['evpl', 'epl']),
  connected: z.boolean(),
  aggregate_capacity_id: z.string().nullable(),
  flex_bandwidth_id: z.string().nullable(),
  bandwidth: vcBandwidthSchema,
  rate_limit_in: z.number().int().nullable(),
  rate_limit_out: z.number().int().nullable(),
  interfaces: z.array(vcInterfaceSchema),
  /** spec 4 summary: provisioning (requested, provisioning, deleting), error, warning (an end down), active. */
  summary: z.enum(['active', 'provisioning', 'warning', 'error']),
  deleted: z.boolean(),
  is_cloud_router_connection: z.boolean(),
  time_created: z.string(),
  time_updated: z.string(),
});
export type VirtualCircuit = z.infer<typeof virtualCircuitSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

/** `POST /v2/services/backbone` (wire reference 3.5). `epl` omitted is false (EVPL). */
export const createBackboneRequestSchema = z
  .object({
    description: descriptionField,
    epl: z.boolean().optional(),
    bandwidth: z.object(
      {
        account_uuid: z.uuid({ error: messages.pattern('account') }).optional(),
        longhaul_type: z.enum(LONGHAUL_TYPES, { error: messages.oneOf(LONGHAUL_TYPES) }).optional(),
        subscription_term: termField.optional(),
        speed: vcSpeedField,
      },
      { error: messages.required },
    ),
    interfaces: z.array(vcInterfaceRequestSchema, { error: VC_MESSAGES.twoEnds }).length(2, VC_MESSAGES.twoEnds),
    rate_limit_in: rateLimitField.optional(),
    rate_limit_out: rateLimitField.optional(),
    flex_bandwidth_id: z.string().trim().max(64, messages.maxLength(64)).optional(),
    po_number: poNumberField.optional(),
    published_quote_line_uuid: z.string().max(64, messages.maxLength(64)).optional(),
  })
  .superRefine(checkEnds);
export type CreateBackboneRequest = z.output<typeof createBackboneRequestSchema>;

/** `PATCH /v2/services/{id}` (wire reference 3.5): settings and the VLANs of the ends (the ports stay). */
export const updateVcRequestSchema = z
  .object({
    description: descriptionField.optional(),
    po_number: poNumberField.optional(),
    rate_limit_in: rateLimitField.optional(),
    rate_limit_out: rateLimitField.optional(),
    interfaces: z.array(vcInterfaceRequestSchema).min(1, VC_MESSAGES.twoEnds).max(2, VC_MESSAGES.twoEnds).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: VC_MESSAGES.changeNothing });
export type UpdateVcRequest = z.output<typeof updateVcRequestSchema>;

/** The fields the VC list sorts by. */
export const VC_SORT_FIELDS = [
  'time_created',
  'vc_circuit_id',
  'description',
  'speed',
  'state',
  'service_class',
] as const;
const VC_SORTS = VC_SORT_FIELDS.flatMap((field) => [field, `-${field}`]);

/** A page number or size of a list query (`?page=2&page_size=25`), within 1 and `max`. */
export function pageNumber(defaultValue: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, messages.pattern('number'))
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, messages.between(1, max))
    .optional()
    .transform((value) => value ?? defaultValue);
}

/** A comma-separated list of spec 9 service types (`?service_type=backbone,ix`); empty means every type. */
const serviceTypeList = z
  .string()
  .trim()
  .max(256, messages.maxLength(256))
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .refine((items) => items.every((item) => (VC_SERVICE_TYPES as readonly string[]).includes(item)), {
    message: messages.oneOf(VC_SERVICE_TYPES),
  })
  .optional();

/** `GET /v2/services`: filters, sort and page (the total is in `x-total-item-count`). */
export const listVcsQuerySchema = z.object({
  service_type: serviceTypeList,
  port_circuit_id: textFilter(),
  state: choiceFilter(VC_STATES),
  service_class: choiceFilter(SERVICE_CLASSES),
  q: textFilter(),
  sort: choiceFilter(VC_SORTS).transform((value) => value ?? '-time_created'),
  page: pageNumber(1, 100_000),
  page_size: pageNumber(PORTS_MAX_PAGE_SIZE, PORTS_MAX_PAGE_SIZE),
});
export type ListVcsQuery = z.output<typeof listVcsQuerySchema>;

/**
 * `POST /v2/services/{id}/burst`: Mbps added on top of the contracted speed, a multiple of 100. The official
 * client sends it as text (`"500"`, `"1Gbps"`), the portal as a number; both are read.
 */
export const BURST_STEP_MBPS = 100;
export const BURST_SPEED_MESSAGE = `The burst must be a multiple of ${BURST_STEP_MBPS} Mbps.`;
export const burstRequestSchema = z.object({
  speed: z
    .union(
      [
        z
          .number(BURST_SPEED_MESSAGE)
          .int(BURST_SPEED_MESSAGE)
          .min(BURST_STEP_MBPS, BURST_SPEED_MESSAGE)
          .max(RATE_LIMIT_MAX, BURST_SPEED_MESSAGE)
          .multipleOf(BURST_STEP_MBPS, BURST_SPEED_MESSAGE),
        z
          .string()
          .trim()
          .regex(/^([1-9]\d{0,2}00(mbps)?|[1-9]\d?gbps|100gbps)$/i, BURST_SPEED_MESSAGE),
      ],
      { error: BURST_SPEED_MESSAGE },
    )
    .transform((value) => (typeof value === 'number' ? value : parseSpeedMbps(value))),
});
export type BurstRequest = z.output<typeof burstRequestSchema>;

/**
 * `POST /v2/billing/services/{id}/modify[/preview]` (wire reference 3.16): a VC's speed and term, or a flex
 * bandwidth pool's capacity (`100Gbps`) and term.
 */
export const billingModifyRequestSchema = z
  .object({
    speed: vcSpeedField.optional(),
    subscription_term: termField.optional(),
    billing_product_type: z.string().max(64, messages.maxLength(64)).optional(),
    service_class: z.enum(SERVICE_CLASSES, { error: messages.oneOf(SERVICE_CLASSES) }).optional(),
    capacity: z.string().max(16, messages.maxLength(16)).optional(),
  })
  .refine((body) => body.speed !== undefined || body.subscription_term !== undefined || body.capacity !== undefined, {
    message: 'Send the new speed, capacity or subscription_term.',
    path: ['speed'],
  });
export type BillingModifyRequest = z.output<typeof billingModifyRequestSchema>;

const chargeSchema = z.object({
  /** The circuit's speed, or a flex bandwidth pool's capacity. */
  speed: z.string(),
  subscription_term: z.number().int(),
  /** Null for a flex bandwidth pool (it has no service class). */
  service_class: z.enum(SERVICE_CLASSES).nullable(),
  mrc: z.number(),
  nrc: z.number(),
});

/** What a modify would change: the charges now and after, and the monthly difference (USD). */
export const billingModifyPreviewSchema = z.object({
  circuit_id: z.string(),
  current: chargeSchema,
  proposed: chargeSchema,
  mrc_delta: z.number(),
  currency: z.literal('USD'),
});
export type BillingModifyPreview = z.infer<typeof billingModifyPreviewSchema>;

/** `GET /v2/services/{id}/upgrade/options`: the speeds and terms the VC may move to, each priced. */
export const upgradeOptionsSchema = z.object({
  vc_circuit_id: z.string(),
  current_speed: z.string(),
  current_subscription_term: z.number().int(),
  speeds: z.array(z.object({ speed: z.string(), mrc: z.number(), is_current: z.boolean() })),
  subscription_terms: z.array(z.object({ subscription_term: z.number().int(), mrc: z.number() })),
  /** The largest burst (Mbps) the ends' ports can carry on top of the current speed; 0 when burst is not offered. */
  max_burst_mbps: z.number().int(),
  can_burst: z.boolean(),
  can_upgrade: z.boolean(),
});
export type UpgradeOptions = z.infer<typeof upgradeOptionsSchema>;

export const vcIdParamsSchema = z.object({ id: z.string().trim().min(1, messages.required).max(64) });

// ---------------------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------------------

export const virtualCircuitRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services',
    access: VC_ACCESS.read,
    tag: 'Virtual circuits',
    summary:
      "The current customer's virtual circuits (a bare array; the total is in `x-total-item-count`), filtered by " +
      '`service_type` (comma-separated), `port_circuit_id` (the circuits riding on a port), state, class and text.',
    query: listVcsQuerySchema,
    response: z.array(virtualCircuitSchema),
    paged: true,
  }),
  createBackbone: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/services/backbone',
    access: VC_ACCESS.create,
    verified: true,
    tag: 'Virtual circuits',
    summary:
      'Orders a backbone virtual circuit between two ports or LAGs of the customer (EVPL with a VLAN or untagged ' +
      'per end, or EPL over the whole ports). The VLANs are taken at once; a VLAN in use is refused naming the end. ' +
      'Provisioning runs on the network (requested, provisioning, active). An `Idempotency-Key` makes it safe to retry.',
    body: createBackboneRequestSchema,
    response: virtualCircuitSchema,
    successStatus: 201,
    idempotent: true,
    errors: [409],
  }),
  get: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/:id',
    access: VC_ACCESS.read,
    tag: 'Virtual circuits',
    summary:
      'One virtual circuit of the current customer; a hosted cloud connection answers in the same shape (its port ' +
      'end, then the cloud end at the on-ramp), as the Go client reads it (with hosted-cloud.read).',
    params: vcIdParamsSchema,
    response: virtualCircuitSchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: '/services/:id',
    access: VC_ACCESS.create,
    verified: true,
    tag: 'Virtual circuits',
    summary:
      'Changes the description and PO number (at once), the rate limits or the VLANs of the ends (the network ' +
      'reconfigures the circuit). Speed and term change through billing modify.',
    params: vcIdParamsSchema,
    body: updateVcRequestSchema,
    response: virtualCircuitSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/services/:id',
    access: VC_ACCESS.create,
    verified: true,
    tag: 'Virtual circuits',
    summary: "Deletes a virtual circuit (spec 5's rules): the network deprovisions it and its VLANs are freed.",
    params: vcIdParamsSchema,
    response: messageSchema,
  }),
  status: defineRoute({
    method: 'GET',
    base: 'v2.1',
    path: '/services/:id/status',
    access: VC_ACCESS.read,
    tag: 'Virtual circuits',
    summary: 'The status object of the latest workflow on the virtual circuit (wire reference 4).',
    params: vcIdParamsSchema,
    response: networkStatusSchema,
  }),
  addBurst: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/services/:id/burst',
    access: VC_ACCESS.create,
    verified: true,
    tag: 'Virtual circuits',
    summary:
      'Adds a burst (Mbps, a multiple of 100) on top of the contracted speed, replacing any burst. Only the owner, ' +
      'only backbone circuits that are not usage, hourly or flex bandwidth (spec 5).',
    params: vcIdParamsSchema,
    body: burstRequestSchema,
    response: messageSchema,
  }),
  removeBurst: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/services/:id/burst',
    access: VC_ACCESS.create,
    verified: true,
    tag: 'Virtual circuits',
    summary: 'Removes the burst: the circuit returns to its contracted speed.',
    params: vcIdParamsSchema,
    response: messageSchema,
  }),
  upgradeOptions: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/:id/upgrade/options',
    access: VC_ACCESS.read,
    tag: 'Virtual circuits',
    summary:
      'The speeds and terms the circuit (a VC, a hosted cloud or a cloud router connection) may move to, each ' +
      'priced, and the largest burst its ports carry.',
    params: vcIdParamsSchema,
    response: upgradeOptionsSchema,
  }),
  modifyPreview: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/billing/services/:id/modify/preview',
    access: VC_ACCESS.create,
    verified: true,
    tag: 'Billing',
    summary:
      'What a speed or term change of a virtual circuit or a cloud router connection (`PF-L3-CON-…`, under spec ' +
      "4's rule), or a capacity or term change of a flex bandwidth pool, would cost: the charges now and after.",
    params: vcIdParamsSchema,
    body: billingModifyRequestSchema,
    response: billingModifyPreviewSchema,
  }),
  modify: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/billing/services/:id/modify',
    access: VC_ACCESS.create,
    verified: true,
    tag: 'Billing',
    summary:
      "Changes a virtual circuit's or a cloud router connection's speed (the network reconfigures it) or term (at " +
      "once; a term can only grow), or a flex bandwidth pool's capacity (never below what its circuits use) or term.",
    params: vcIdParamsSchema,
    body: billingModifyRequestSchema,
    response: messageSchema,
  }),
};
