import { messages, PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { choiceFilter, textFilter } from './catalogue-fields.js';
import { messageSchema } from './errors.js';
import { optionalText } from './fields.js';
import { networkStatusSchema } from './network-status.js';
import {
  AUTONEG_ONLY_1G_MESSAGE,
  checkSpeedFacts,
  descriptionField,
  poNumberField,
  popField,
  speedField,
  termField,
} from './port-fields.js';
import { PORTS_MAX_PAGE_SIZE } from './ports.js';
import { defineRoute } from './route.js';
import { pageNumber, SERVICE_CLASSES } from './virtual-circuits.js';

/** spec 6: reading point-to-point services, and ordering, changing and deleting them. */
export const PTP_ACCESS = {
  read: { permission: PERMISSIONS.POINT_TO_POINT_READ },
  create: { permission: PERMISSIONS.POINT_TO_POINT_CREATE },
} as const;

export const PTP_MESSAGES = {
  twoEndpoints: 'A point-to-point has two endpoints: the A end, then the Z end.',
  loa: 'The LOA must be a PDF file, base64-encoded, of at most 1 MB.',
  changeNothing: 'Send the description or po_number to change.',
} as const;

/** A base64 PDF of at most 1 MB (wire reference 3.6 `loa`). */
const LOA_MAX_CHARS = Math.ceil((1024 * 1024 * 4) / 3) + 4;
export const loaField = z
  .string({ error: PTP_MESSAGES.loa })
  .trim()
  .max(LOA_MAX_CHARS, PTP_MESSAGES.loa)
  .regex(/^JVBER[A-Za-z0-9+/]*={0,2}$/, PTP_MESSAGES.loa)
  .optional();

/** One endpoint of an order (wire reference 3.6): where the provider builds the port. */
export const ptpEndpointRequestSchema = z.object(
  {
    pop: popField,
    zone: z
      .string({ error: messages.required })
      .trim()
      .regex(/^[A-Za-z]$/, messages.pattern('zone'))
      .transform((value) => value.toUpperCase()),
    autoneg: z.boolean({ error: messages.required }),
    customer_site_code: optionalText({ max: 64 }),
    loa: loaField,
  },
  { error: messages.required },
);

/** `POST /v2/services/point-to-point` (wire reference 3.6). */
export const createPointToPointRequestSchema = z
  .object({
    description: descriptionField,
    speed: speedField,
    media: z.string({ error: messages.required }).trim().min(1, messages.required).max(16, messages.maxLength(16)),
    endpoints: z
      .array(ptpEndpointRequestSchema, { error: PTP_MESSAGES.twoEndpoints })
      .length(2, PTP_MESSAGES.twoEndpoints),
    account_uuid: z.uuid({ error: messages.pattern('account') }).optional(),
    subscription_term: termField,
    published_quote_line_uuid: z.string().max(64, messages.maxLength(64)).optional(),
    po_number: poNumberField.optional(),
  })
  .superRefine((body, context) => {
    checkSpeedFacts({ speed: body.speed, media: body.media }, context);
    for (const [index, end] of body.endpoints.entries()) {
      if (end.autoneg && body.speed !== '1Gbps') {
        context.addIssue({
          code: 'custom',
          path: ['endpoints', index, 'autoneg'],
          message: AUTONEG_ONLY_1G_MESSAGE,
        });
      }
    }
  });
export type CreatePointToPointRequest = z.output<typeof createPointToPointRequestSchema>;

/** `PATCH /v2/services/point-to-point/{ptp_uuid}` (wire reference 3.6): `{description, po_number}`. */
export const updatePointToPointRequestSchema = z
  .object({
    description: descriptionField.optional(),
    po_number: poNumberField.optional(),
  })
  .refine((body) => body.description !== undefined || body.po_number !== undefined, {
    message: PTP_MESSAGES.changeNothing,
    path: ['description'],
  });
export type UpdatePointToPointRequest = z.output<typeof updatePointToPointRequestSchema>;

/** One endpoint of a point-to-point as answered: the backbone interface shape's fields that apply to it. */
export const ptpInterfaceSchema = z.object({
  side: z.enum(['a', 'z']),
  port_circuit_id: z.string(),
  pop: z.string(),
  site: z.string(),
  site_name: z.string(),
  region: z.string(),
  market: z.string(),
  zone: z.string(),
  speed: z.string(),
  media: z.string(),
  autoneg: z.boolean(),
  customer_site_code: z.string().nullable(),
  has_loa: z.boolean(),
  provisioning_status: z.string(),
  admin_status: z.enum(['up', 'down']),
  operational_status: z.enum(['up', 'down']),
  is_ptp: z.literal(true),
  customer_uuid: z.string(),
  time_created: z.string(),
  time_updated: z.string(),
});
export type PtpInterface = z.infer<typeof ptpInterfaceSchema>;

export const pointToPointSchema = z.object({
  ptp_uuid: z.string(),
  ptp_circuit_id: z.string(),
  customer_uuid: z.string(),
  description: z.string(),
  speed: z.string(),
  media: z.string(),
  state: z.string(),
  deleted: z.boolean(),
  service_class: z.enum(['metro', 'longhaul']),
  po_number: z.string().nullable(),
  billing: z.object({
    account_uuid: z.string(),
    subscription_term: z.number().int(),
    speed: z.string(),
    contracted_speed: z.string(),
  }),
  interfaces: z.array(ptpInterfaceSchema),
  /** spec 4 "Point to point": provisioning (requested, provisioning, deleting), warning (an end not up), active. */
  summary: z.enum(['provisioning', 'warning', 'active', 'error']),
  time_created: z.string(),
  time_updated: z.string(),
});
export type PointToPoint = z.infer<typeof pointToPointSchema>;

/** The states a point-to-point passes through (spec 4), the list's state filter. */
export const PTP_STATES = ['requested', 'provisioning', 'active', 'deleting', 'error'] as const;
/** The list's sort fields (`-field` sorts descending). */
export const PTP_SORT_FIELDS = ['time_created', 'ptp_circuit_id', 'description', 'speed', 'state'] as const;
const PTP_SORTS = PTP_SORT_FIELDS.flatMap((field) => [field, `-${field}`]);

/**
 * `GET /v2/services/point-to-point`: filters, sort and page (the total is in `x-total-item-count`). Without a
 * query it answers every point-to-point, newest first, as the official client expects.
 */
export const listPtpsQuerySchema = z.object({
  state: choiceFilter(PTP_STATES),
  service_class: choiceFilter(SERVICE_CLASSES),
  q: textFilter(),
  sort: choiceFilter(PTP_SORTS).transform((value) => value ?? '-time_created'),
  page: pageNumber(1, 100_000),
  page_size: pageNumber(PORTS_MAX_PAGE_SIZE, PORTS_MAX_PAGE_SIZE),
});
export type ListPtpsQuery = z.output<typeof listPtpsQuerySchema>;

/** The circuit id (`PF-PD-…`) or, for PATCH and DELETE as the official client sends it, the `ptp_uuid`. */
export const ptpIdParamsSchema = z.object({ id: z.string().trim().min(1, messages.required).max(64) });

export const pointToPointRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/point-to-point',
    access: PTP_ACCESS.read,
    tag: 'Point-to-point',
    summary:
      "The current customer's point-to-point services (a bare array, newest first unless sorted; the total is in " +
      "`x-total-item-count`), filtered by state, class and text (circuit id, description, PO number, an end's PoP " +
      'or port).',
    query: listPtpsQuerySchema,
    response: z.array(pointToPointSchema),
    paged: true,
  }),
  create: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/services/point-to-point',
    access: PTP_ACCESS.create,
    verified: true,
    tag: 'Point-to-point',
    summary:
      'Orders a point-to-point: the provider builds a port at each endpoint (PoP and zone), taking capacity at ' +
      'both PoPs in the same transaction, and the network provisions the circuit (requested, provisioning, active). ' +
      'An `Idempotency-Key` makes it safe to retry.',
    body: createPointToPointRequestSchema,
    response: pointToPointSchema,
    successStatus: 201,
    idempotent: true,
    errors: [409],
  }),
  get: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/point-to-point/:id',
    access: PTP_ACCESS.read,
    tag: 'Point-to-point',
    summary: 'One point-to-point of the current customer, by `ptp_circuit_id` (or `ptp_uuid`).',
    params: ptpIdParamsSchema,
    response: pointToPointSchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: '/services/point-to-point/:id',
    access: PTP_ACCESS.create,
    verified: true,
    tag: 'Point-to-point',
    summary: 'Changes the description and PO number, by `ptp_uuid` as the wire reference says.',
    params: ptpIdParamsSchema,
    body: updatePointToPointRequestSchema,
    response: pointToPointSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/services/point-to-point/:id',
    access: PTP_ACCESS.create,
    verified: true,
    tag: 'Point-to-point',
    summary:
      'Deletes a point-to-point by `ptp_uuid`: the network deprovisions it and the capacity of its ports returns ' +
      'to the PoPs.',
    params: ptpIdParamsSchema,
    response: messageSchema,
  }),
  status: defineRoute({
    method: 'GET',
    base: 'v2.1',
    path: '/services/point-to-point/:id/status',
    access: PTP_ACCESS.read,
    tag: 'Point-to-point',
    summary: 'The status object of the latest workflow on the point-to-point (wire reference 4).',
    params: ptpIdParamsSchema,
    response: networkStatusSchema,
  }),
};
