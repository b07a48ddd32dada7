import { FLEX_CAPACITIES, flexCapacityOf, messages, PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { choiceFilter, textFilter } from './catalogue-fields.js';
import { messageSchema } from './errors.js';
import { requiredText } from './fields.js';
import { descriptionField, poNumberField, termField } from './port-fields.js';
import { defineRoute } from './route.js';

// ---------------------------------------------------------------------------------------------------------------
// Flex bandwidth pools (spec 2 `/billing/flex-bandwidth`, wire reference 3.14)
// ---------------------------------------------------------------------------------------------------------------

/** Reading pools, and ordering, resizing and deleting them (keys the specification implies; spec 6 lists none). */
export const FLEX_ACCESS = {
  read: { permission: PERMISSIONS.FLEX_BANDWIDTH_READ },
  create: { permission: PERMISSIONS.FLEX_BANDWIDTH_CREATE },
} as const;

export const FLEX_MESSAGES = {
  notFound: 'Flex bandwidth not found',
  capacity: messages.oneOf(FLEX_CAPACITIES),
} as const;

/** A capacity as the official client sends it (`100Gbps`, any letter case), read as the catalogue's spelling. */
export const flexCapacityField = z.string({ error: FLEX_MESSAGES.capacity }).transform((value, context) => {
  const capacity = flexCapacityOf(value);
  if (capacity === undefined) {
    context.addIssue({ code: 'custom', message: FLEX_MESSAGES.capacity });
    return z.NEVER;
  }
  return capacity;
});

/** `POST /v2/flex-bandwidth`: every field is required but the PO number (wire reference 3.14). */
export const createFlexBandwidthRequestSchema = z.object({
  description: descriptionField,
  account_uuid: z.uuid({ error: messages.pattern('account') }),
  subscription_term: termField,
  capacity: flexCapacityField,
  po_number: poNumberField.optional(),
});
export type CreateFlexBandwidthRequest = z.output<typeof createFlexBandwidthRequestSchema>;

/** A pool as the API answers it: capacity, what its circuits use and what is left, in Mbps. */
export const flexBandwidthSchema = z.object({
  flex_bandwidth_id: z.string(),
  account_uuid: z.string(),
  customer_uuid: z.string(),
  description: z.string(),
  subscription_term: z.number().int(),
  /** The capacity as ordered (`100Gbps`). */
  capacity: z.string(),
  capacity_mbps: z.number().int(),
  used_capacity_mbps: z.number().int(),
  available_capacity_mbps: z.number().int(),
  /** How many virtual circuits draw from the pool. */
  vc_count: z.number().int(),
  po_number: z.string().nullable(),
  /** The list price of the pool (USD per month, and once). */
  mrc: z.number(),
  nrc: z.number(),
  time_created: z.string(),
  time_updated: z.string(),
});
export type FlexBandwidth = z.infer<typeof flexBandwidthSchema>;

/** The fields the flex bandwidth list sorts by. */
export const FLEX_SORT_FIELDS = [
  'time_created',
  'flex_bandwidth_id',
  'description',
  'capacity_mbps',
  'used_capacity_mbps',
  'available_capacity_mbps',
] as const;
export const FLEX_SORTS = FLEX_SORT_FIELDS.flatMap((field) => [field, `-${field}`]);
export const FLEX_MAX_PAGE_SIZE = 1000;

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

/** `GET /v2/flex-bandwidth`: text filter, sort and page (the total is in `x-total-item-count`). */
export const listFlexBandwidthQuerySchema = z.object({
  q: textFilter(),
  sort: choiceFilter(FLEX_SORTS).transform((value) => value ?? '-time_created'),
  page: pageNumber(1, 100_000),
  page_size: pageNumber(FLEX_MAX_PAGE_SIZE, FLEX_MAX_PAGE_SIZE),
});
export type ListFlexBandwidthQuery = z.output<typeof listFlexBandwidthQuerySchema>;

export const flexIdParamsSchema = z.object({ id: requiredText({ max: 64 }) });

export const flexBandwidthRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/flex-bandwidth',
    access: FLEX_ACCESS.read,
    directCustomersOnly: true,
    tag: 'Flex bandwidth',
    summary:
      "The current customer's flex bandwidth pools with what their circuits use and what is left (a bare array; " +
      'the total is in `x-total-item-count`).',
    query: listFlexBandwidthQuerySchema,
    response: z.array(flexBandwidthSchema),
    paged: true,
  }),
  create: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/flex-bandwidth',
    access: FLEX_ACCESS.create,
    verified: true,
    directCustomersOnly: true,
    tag: 'Flex bandwidth',
    summary:
      'Orders a flex bandwidth pool of 50 to 500 Gbps (steps of 50) on a billing account for a term. Backbone ' +
      'circuits ordered with its `flex_bandwidth_id` draw their speed from it. Resize it through billing modify ' +
      '(`capacity`). An `Idempotency-Key` makes it safe to retry.',
    body: createFlexBandwidthRequestSchema,
    response: flexBandwidthSchema,
    successStatus: 201,
    idempotent: true,
    // 409: the Idempotency-Key was used with another body; 404: a retry of a pool deleted since.
    errors: [404, 409],
  }),
  get: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/flex-bandwidth/:id',
    access: FLEX_ACCESS.read,
    directCustomersOnly: true,
    tag: 'Flex bandwidth',
    summary: 'One flex bandwidth pool of the current customer, with what its circuits use and what is left.',
    params: flexIdParamsSchema,
    response: flexBandwidthSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/flex-bandwidth/:id',
    access: FLEX_ACCESS.create,
    verified: true,
    directCustomersOnly: true,
    tag: 'Flex bandwidth',
    summary: 'Deletes a flex bandwidth pool; refused while virtual circuits draw from it.',
    params: flexIdParamsSchema,
    response: messageSchema,
  }),
};
