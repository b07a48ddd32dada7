import { messages, PORT_SPEEDS } from '@portal/domain';
import { z } from 'zod';
import { choiceFilter, flagFilter, textFilter } from './catalogue-fields.js';
import { messageSchema } from './errors.js';
import { optionalText, requiredText } from './fields.js';
import { networkStatusSchema } from './network-status.js';
import {
  deviceInfoSchema,
  innerVlanSummaryQuerySchema,
  innerVlanSummarySchema,
  routerLogSchema,
  routerLogsQuerySchema,
  vlanSummaryQuerySchema,
  vlanSummarySchema,
} from './port-details.js';
import {
  checkSpeedFacts,
  descriptionField,
  PORT_ACCESS,
  poNumberField,
  popField,
  portIdParamsSchema,
  speedField,
  termField,
} from './port-fields.js';
import { defineRoute } from './route.js';

// ---------------------------------------------------------------------------------------------------------------
// Shapes (wire reference 3.3 "Port response", 3.4 LAGs; spec 3 "Port")
// ---------------------------------------------------------------------------------------------------------------

/** The states a port or LAG moves through (spec 4 product statuses plus the network's error and deleted). */
export const PORT_STATES = ['requested', 'provisioning', 'active', 'deleting', 'error'] as const;
export type PortState = (typeof PORT_STATES)[number];

/** Where the port is handed over in the data centre: the simulator assigns these when the port is ordered. */
export const demarcationSchema = z.object({
  site: z.string(),
  cage: z.string(),
  panel: z.string(),
  module: z.string(),
  position: z.string(),
});
export type Demarcation = z.infer<typeof demarcationSchema>;

/**
 * Wire reference 3.3 "Port response", the same for a LAG (`is_lag`, `lag_interval`, `member_count`) and its
 * members (`is_lag_member`, `parent_lag_circuit_id`). `summary`, `derived_status` and `view_label` are spec 4's
 * port rules computed by the server, so every client shows the same badge.
 */
export const portSchema = z.object({
  port_circuit_id: z.string(),
  state: z.string(),
  status: z.string(),
  provisioning_status: z.string(),
  admin_status: z.enum(['up', 'down']),
  operational_status: z.enum(['up', 'down']),
  disabled: z.boolean(),
  pop: z.string(),
  zone: z.string(),
  region: z.string(),
  market: z.string(),
  market_description: z.string(),
  site: z.string(),
  site_code: z.string(),
  provider: z.string(),
  network_provider: z.string(),
  speed: z.string(),
  media: z.string(),
  mtu: z.number().int(),
  autoneg: z.boolean(),
  vc_mode: z.string().nullable(),
  is_lag: z.boolean(),
  is_lag_member: z.boolean(),
  is_cloud: z.boolean(),
  is_ptp: z.boolean(),
  is_nni: z.boolean(),
  is_cloud_router: z.boolean(),
  is_nat_capable: z.boolean(),
  is_ipsec_capable: z.boolean(),
  lag_interval: z.enum(['fast', 'slow']).nullable(),
  member_count: z.number().int(),
  parent_lag_circuit_id: z.string().nullable(),
  account_uuid: z.string(),
  subscription_term: z.number().int(),
  customer_name: z.string(),
  customer_uuid: z.string(),
  po_number: z.string().nullable(),
  description: z.string(),
  max_cloud_router_speed: z.string().nullable(),
  demarcation: demarcationSchema,
  /** spec 4 "Port summary": active, provisioning, warning or error. */
  summary: z.enum(['active', 'provisioning', 'warning', 'error']),
  /** spec 4 "Port derived status": active, provisioning, deleting or error. */
  derived_status: z.enum(['active', 'provisioning', 'deleting', 'error']),
  /** spec 4 "Port view label": testing mode, disabled, or the status. */
  view_label: z.string(),
  time_created: z.string(),
  time_updated: z.string(),
  _links: z.object({ device_info: z.string(), location: z.string() }),
});
export type Port = z.infer<typeof portSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

/** spec 7 "Ports": the columns the list sorts by; a leading `-` sorts descending. */
export const PORT_SORT_FIELDS = [
  'time_created',
  'port_circuit_id',
  'description',
  'pop',
  'speed',
  'state',
  'time_updated',
] as const;
const PORT_SORTS = PORT_SORT_FIELDS.flatMap((field) => [field, `-${field}`]);

/** Where a list page starts: 1-based `page` and `page_size` (the total is in `x-total-item-count`). */
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

/** The largest page; API clients read the bare list without paging (wire reference 5), so it is also the default. */
export const PORTS_MAX_PAGE_SIZE = 1000;

/**
 * `GET /v2/ports`. Without `is_cloud`, `is_ptp` or `is_lag_member` the spec 9 default filter applies (not cloud,
 * not lag member, not ptp); pass `true` or `false` to choose. `q` searches circuit id, description, PoP and PO.
 */
export const listPortsQuerySchema = z.object({
  state: choiceFilter(PORT_STATES),
  pop: textFilter(),
  speed: choiceFilter(PORT_SPEEDS),
  q: textFilter(),
  is_lag: flagFilter(),
  is_lag_member: flagFilter(),
  is_cloud: flagFilter(),
  is_ptp: flagFilter(),
  sort: choiceFilter(PORT_SORTS).transform((value) => value ?? '-time_created'),
  page: pageNumber(1, 100_000),
  page_size: pageNumber(PORTS_MAX_PAGE_SIZE, PORTS_MAX_PAGE_SIZE),
});
export type ListPortsQuery = z.output<typeof listPortsQuerySchema>;

/**
 * `POST /v2/ports` (wire reference 3.3). `account_uuid` is the billing account (a billing contact of the
 * customer; omitted: the company's own account); `zone` omitted: the first zone with capacity.
 */
export const createPortRequestSchema = z
  .object({
    account_uuid: z.uuid({ error: messages.pattern('account') }).optional(),
    pop: popField,
    zone: optionalText({ max: 4 }),
    speed: speedField,
    media: requiredText({ max: 16 }),
    subscription_term: termField,
    description: descriptionField,
    po_number: poNumberField.optional(),
    autoneg: z.boolean().optional(),
    nni: z.boolean().optional(),
  })
  .superRefine(checkSpeedFacts);
export type CreatePortRequest = z.output<typeof createPortRequestSchema>;

/** The header that makes an order safe to retry: the same key answers the same port (spec issue 7). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** `PATCH /v2/ports/{id}`: description and PO number, or autoneg (1 Gbps only). */
export const updatePortRequestSchema = z
  .object({
    description: descriptionField.optional(),
    po_number: poNumberField.optional(),
    autoneg: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of description, po_number or autoneg.',
  });
export type UpdatePortRequest = z.output<typeof updatePortRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------------------

export const portRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/ports',
    access: PORT_ACCESS.read,
    tag: 'Ports',
    summary:
      "The current customer's ports and LAGs (a bare array; the total is in `x-total-item-count`). Without " +
      'is_cloud, is_ptp or is_lag_member the spec 9 default filter applies: not cloud, not lag member, not ptp.',
    query: listPortsQuerySchema,
    response: z.array(portSchema),
    paged: true,
  }),
  create: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/ports',
    access: PORT_ACCESS.create,
    verified: true,
    tag: 'Ports',
    summary:
      'Orders a port: takes one port of capacity at the PoP, zone, speed and media and starts provisioning ' +
      '(requested, provisioning, active). With an `Idempotency-Key` header a retry answers the same port.',
    body: createPortRequestSchema,
    response: portSchema,
    successStatus: 201,
    idempotent: true,
    errors: [404, 409],
  }),
  get: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/ports/:id',
    access: PORT_ACCESS.read,
    tag: 'Ports',
    summary: 'One port or LAG of the current customer.',
    params: portIdParamsSchema,
    response: portSchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: '/ports/:id',
    access: PORT_ACCESS.create,
    verified: true,
    tag: 'Ports',
    summary: 'Changes the description and PO number, or autoneg (1 Gbps ports only).',
    params: portIdParamsSchema,
    body: updatePortRequestSchema,
    response: portSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/ports/:id',
    access: PORT_ACCESS.create,
    verified: true,
    tag: 'Ports',
    summary:
      'Deletes a port: the network deprovisions it (deleting, then gone) and its capacity is freed. A member of a ' +
      'LAG, a port with a cross connect and a port being deleted are refused with 400 `state_conflict` saying why ' +
      '(not 409, which the official client takes for success).',
    params: portIdParamsSchema,
    response: messageSchema,
  }),
  enable: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/ports/:id/enable',
    access: PORT_ACCESS.create,
    verified: true,
    tag: 'Ports',
    summary: 'Enables a disabled port (admin status up).',
    params: portIdParamsSchema,
    response: messageSchema,
  }),
  disable: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/ports/:id/disable',
    access: PORT_ACCESS.create,
    verified: true,
    tag: 'Ports',
    summary: 'Disables a port: `disabled` true and admin status down.',
    params: portIdParamsSchema,
    response: messageSchema,
  }),
  status: defineRoute({
    method: 'GET',
    base: 'v2.1',
    path: '/ports/:id/status',
    access: PORT_ACCESS.read,
    tag: 'Ports',
    summary: 'The status object of the latest workflow on the port or LAG (wire reference 4).',
    params: portIdParamsSchema,
    response: networkStatusSchema,
  }),
  vlanSummary: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/ports/:id/vlan-summary',
    access: PORT_ACCESS.read,
    tag: 'Ports',
    summary: 'The VLANs used on the port and the lowest free one at or above `min_vlan`.',
    params: portIdParamsSchema,
    query: vlanSummaryQuerySchema,
    response: vlanSummarySchema,
  }),
  innerVlanSummary: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/ports/:id/inner-vlan-summary',
    access: PORT_ACCESS.read,
    tag: 'Ports',
    summary: 'The inner VLANs used under `outer_vlan` and the lowest free one at or above `min_vlan`.',
    params: portIdParamsSchema,
    query: innerVlanSummaryQuerySchema,
    response: innerVlanSummarySchema,
  }),
  routerLogs: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/ports/:id/router-logs',
    access: PORT_ACCESS.read,
    tag: 'Ports',
    summary: "The router's log lines about the port in the time range, optionally at a severity or worse.",
    params: portIdParamsSchema,
    query: routerLogsQuerySchema,
    response: z.array(routerLogSchema),
  }),
  deviceInfo: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/ports/:id/device-info',
    access: PORT_ACCESS.read,
    tag: 'Ports',
    summary: "The device's view of the port: statuses, optics, traffic counters and wiring.",
    params: portIdParamsSchema,
    response: deviceInfoSchema,
  }),
};

/** A circuit of any product (the billing endpoints take every kind). */
export const circuitIdParamsSchema = z.object({ id: requiredText({ max: 64 }) });

export const earlyTerminationRoutes = {
  liability: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/billing/services/early-termination-liability/:id',
    access: PORT_ACCESS.read,
    tag: 'Billing',
    summary:
      'What deleting the service now costs (a bare number, USD): the MRC times the months left of the term; 0 ' +
      'within 24 hours of the order (spec 2 cancellation terms).',
    params: circuitIdParamsSchema,
    response: z.number(),
  }),
};
