import {
  AZURE_ENCAPSULATIONS,
  AZURE_PORT_CATEGORIES,
  DEDICATED_CLOUD_PROVIDERS,
  DEDICATED_CLOUD_SPEEDS,
  type DedicatedCloudProvider,
  messages,
  PERMISSIONS,
  SERVICE_CLASSES,
} from '@portal/domain';
import { z } from 'zod';
import { choiceFilter, textFilter } from './catalogue-fields.js';
import { cloudConnectionIdParamsSchema, cloudConnectionSchema } from './cloud-connections.js';
import { optionalText } from './fields.js';
import { loaField } from './point-to-points.js';
import { AUTONEG_ONLY_1G_MESSAGE, descriptionField, poNumberField, popField, termField } from './port-fields.js';
import { PORTS_MAX_PAGE_SIZE } from './ports.js';
import { defineRoute } from './route.js';
import { pageNumber } from './virtual-circuits.js';

/** spec 6: ordering, changing and deleting dedicated cloud connections; reading them as cloud virtual circuits. */
export const DEDICATED_CLOUD_ACCESS = {
  read: { permission: PERMISSIONS.CLOUD_VIRTUAL_CIRCUIT_READ },
  create: { permission: PERMISSIONS.DEDICATED_CLOUD_CREATE },
} as const;

export const DEDICATED_CLOUD_MESSAGES = {
  changeNothing: 'Send the description or po_number to change.',
} as const;

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: messages.oneOf(values) });

const zoneField = z
  .string({ error: messages.required })
  .trim()
  .regex(/^[A-Za-z]$/, messages.pattern('zone'))
  .transform((value) => value.toUpperCase());

/** Wire reference 3.7 "Dedicated create": the fields every provider takes. */
function dedicatedOrderFields<P extends DedicatedCloudProvider>(provider: P) {
  return {
    account_uuid: z.uuid({ error: messages.pattern('account') }).optional(),
    description: descriptionField,
    pop: popField,
    zone: zoneField,
    subscription_term: termField,
    service_class: oneOf(SERVICE_CLASSES),
    speed: oneOf(DEDICATED_CLOUD_SPEEDS[provider]),
    loa: loaField,
    published_quote_line_uuid: optionalText({ max: 64 }),
    po_number: poNumberField.optional(),
  };
}

/** Autonegotiation exists only on 1 Gbps ports (wire reference 3.3). */
function checkAutoneg(body: { autoneg?: boolean | undefined; speed: string }, context: z.RefinementCtx): void {
  if (body.autoneg === true && body.speed !== '1Gbps') {
    context.addIssue({ code: 'custom', path: ['autoneg'], message: AUTONEG_ONLY_1G_MESSAGE });
  }
}

/** `POST /v2/services/cloud/dedicated/aws`: `aws_region` and `autoneg` (false when the client omits it). */
export const createDedicatedAwsRequestSchema = z
  .object({
    ...dedicatedOrderFields('aws'),
    aws_region: z.string({ error: messages.required }).trim().min(1, messages.required).max(32, messages.maxLength(32)),
    autoneg: z.boolean({ error: messages.oneOf(['true', 'false']) }).optional(),
    should_create_lag: z.boolean({ error: messages.oneOf(['true', 'false']) }).optional(),
  })
  .superRefine(checkAutoneg);
export type CreateDedicatedAwsRequest = z.output<typeof createDedicatedAwsRequestSchema>;

/** `POST /v2/services/cloud/dedicated/azure`: ExpressRoute Direct, `encapsulation` and `port_category`. */
export const createDedicatedAzureRequestSchema = z.object({
  ...dedicatedOrderFields('azure'),
  encapsulation: oneOf(AZURE_ENCAPSULATIONS),
  port_category: oneOf(AZURE_PORT_CATEGORIES),
});
export type CreateDedicatedAzureRequest = z.output<typeof createDedicatedAzureRequestSchema>;

/** `POST /v2/services/cloud/dedicated/google`: Dedicated Interconnect, optional `autoneg`. */
export const createDedicatedGoogleRequestSchema = z
  .object({
    ...dedicatedOrderFields('google'),
    autoneg: z.boolean({ error: messages.oneOf(['true', 'false']) }).optional(),
  })
  .superRefine(checkAutoneg);
export type CreateDedicatedGoogleRequest = z.output<typeof createDedicatedGoogleRequestSchema>;

/** Any dedicated order, with the provider it was sent for. */
export type CreateDedicatedCloudOrder =
  | { provider: 'aws'; body: CreateDedicatedAwsRequest }
  | { provider: 'azure'; body: CreateDedicatedAzureRequest }
  | { provider: 'google'; body: CreateDedicatedGoogleRequest };

/** `PATCH /v2/services/cloud/dedicated/{cloud_circuit_id}` (wire reference 3.7): description and PO number. */
export const updateDedicatedCloudRequestSchema = z
  .object({
    description: descriptionField.optional(),
    po_number: poNumberField.optional(),
  })
  .refine((body) => body.description !== undefined || body.po_number !== undefined, {
    message: DEDICATED_CLOUD_MESSAGES.changeNothing,
    path: ['description'],
  });
export type UpdateDedicatedCloudRequest = z.output<typeof updateDedicatedCloudRequestSchema>;

/** The dedicated list's sort fields (`-field` sorts descending). */
export const DEDICATED_SORT_FIELDS = [
  'time_created',
  'cloud_circuit_id',
  'description',
  'speed',
  'state',
  'service_provider',
] as const;
const DEDICATED_SORTS = DEDICATED_SORT_FIELDS.flatMap((field) => [field, `-${field}`]);

/**
 * `GET /v2/services/cloud/connections/dedicated`: filter, search, sort and page (the total in `x-total-item-count`,
 * spec 7). Without a query it answers every connection up to the largest page, newest first, as the official
 * client reads the bare list (wire reference 5).
 */
export const listDedicatedQuerySchema = z.object({
  service_provider: choiceFilter(DEDICATED_CLOUD_PROVIDERS),
  q: textFilter(),
  sort: choiceFilter(DEDICATED_SORTS).transform((value) => value ?? '-time_created'),
  page: pageNumber(1, 100_000),
  page_size: pageNumber(PORTS_MAX_PAGE_SIZE, PORTS_MAX_PAGE_SIZE),
});
export type ListDedicatedQuery = z.output<typeof listDedicatedQuerySchema>;

/** A dedicated cloud connection as answered (wire reference 3.7 CloudServiceConn, `port_type` dedicated). */
export const dedicatedCloudSchema = cloudConnectionSchema;
export type DedicatedCloud = z.infer<typeof dedicatedCloudSchema>;

const createRoute = <B extends z.ZodType>(provider: DedicatedCloudProvider, name: string, body: B) =>
  defineRoute({
    method: 'POST',
    base: 'v2',
    path: `/services/cloud/dedicated/${provider}`,
    access: DEDICATED_CLOUD_ACCESS.create,
    verified: true,
    tag: 'Dedicated cloud',
    summary:
      `Orders a dedicated ${name} connection: a whole port at the provider's on-ramp (PoP and zone), taking ` +
      'capacity at the PoP in the same transaction; the network provisions it (requested, provisioning, active). ' +
      'An `Idempotency-Key` makes it safe to retry.',
    body,
    response: dedicatedCloudSchema,
    successStatus: 201,
    idempotent: true,
    errors: [409],
  });

export const dedicatedCloudRoutes = {
  createAws: createRoute('aws', 'AWS Direct Connect', createDedicatedAwsRequestSchema),
  createAzure: createRoute('azure', 'Azure ExpressRoute Direct', createDedicatedAzureRequestSchema),
  createGoogle: createRoute('google', 'Google Dedicated Interconnect', createDedicatedGoogleRequestSchema),
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/services/cloud/connections/dedicated',
    access: DEDICATED_CLOUD_ACCESS.read,
    tag: 'Dedicated cloud',
    summary:
      "The current customer's dedicated cloud connections (a bare array, newest first unless sorted; the total is " +
      'in `x-total-item-count`), filtered by provider and text (circuit id, description, PO number, PoP, region).',
    query: listDedicatedQuerySchema,
    response: z.array(dedicatedCloudSchema),
    paged: true,
  }),
  update: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: '/services/cloud/dedicated/:id',
    access: DEDICATED_CLOUD_ACCESS.create,
    verified: true,
    tag: 'Dedicated cloud',
    summary: 'Changes the description and PO number of a dedicated cloud connection, by `cloud_circuit_id`.',
    params: cloudConnectionIdParamsSchema,
    body: updateDedicatedCloudRequestSchema,
    response: dedicatedCloudSchema,
  }),
};
