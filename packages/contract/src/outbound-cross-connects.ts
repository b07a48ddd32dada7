import { CROSS_CONNECT_BOARD_STATUSES, messages, PERMISSIONS } from '@portal/domain';
import { z } from 'zod';
import { circuitIdField } from './documents.js';
import { optionalText, requiredText } from './fields.js';
import { defineRoute } from './route.js';

/** Wire reference 3.13 "Outbound cross connects": one item as every call answers it. */
export const outboundCrossConnectSchema = z.object({
  circuit_id: z.string(),
  /** The port the cross connect leaves from (its circuit id). */
  port: z.string(),
  /** The site code of the port's data center. */
  site: z.string(),
  /** The Letter of Authorization the order was placed with. */
  document_uuid: z.string(),
  outbound_cross_connect_id: z.string(),
  /** spec 4 cross-connect board status ('order closed' is shown as Complete). */
  obcc_status: z.enum(CROSS_CONNECT_BOARD_STATUSES),
  /** spec 4 product state: requested, provisioning, active, deleting, deleted or error. */
  state: z.string(),
  description: z.string(),
  user_description: z.string().nullable(),
  destination_name: z.string().nullable(),
  destination_circuit_id: z.string().nullable(),
  panel: z.string().nullable(),
  module: z.string().nullable(),
  position: z.string().nullable(),
  data_center_cross_connect_id: z.string().nullable(),
  /** Percent done along the board, 0 to 100. */
  progress: z.number().int(),
  deleted: z.boolean(),
  /** The Z-side connecting facility assignment: the destination's panel, module and position. */
  z_loc_cfa: z.string().nullable(),
  time_created: z.string(),
  time_updated: z.string(),
});
export type OutboundCrossConnect = z.infer<typeof outboundCrossConnectSchema>;

const destinationText = (max: number) => optionalText({ max });

/** Wire reference 3.13 `POST /outbound-cross-connects`: port, site, document_uuid and description are required. */
export const createOutboundCrossConnectSchema = z.object({
  port: circuitIdField(),
  site: requiredText({ max: 32 }),
  document_uuid: z.uuid('Not a valid document id'),
  description: requiredText({ max: 255 }),
  destination_name: destinationText(120),
  destination_circuit_id: destinationText(64),
  panel: destinationText(32),
  module: destinationText(32),
  position: destinationText(32),
  data_center_cross_connect_id: destinationText(64),
});
export type CreateOutboundCrossConnect = z.infer<typeof createOutboundCrossConnectSchema>;

/** The most characters of a customer's own description of a cross connect. */
export const USER_DESCRIPTION_MAX = 255;

/** Wire reference 3.13 `PATCH /outbound-cross-connects/{circuit_id}`: only the customer's own description. */
export const updateOutboundCrossConnectSchema = z.object({
  user_description: z.string().trim().max(USER_DESCRIPTION_MAX, messages.maxLength(USER_DESCRIPTION_MAX)),
});

const itemParams = z.object({ circuit_id: circuitIdField() });

export const outboundCrossConnectRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/outbound-cross-connects',
    access: { permission: PERMISSIONS.OUTBOUND_CROSS_CONNECT_READ },
    tag: 'Cross connects',
    summary: "The company's outbound cross connects that are not deleted, newest first (a bare array).",
    response: z.array(outboundCrossConnectSchema),
  }),
  create: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/outbound-cross-connects',
    access: { permission: PERMISSIONS.OUTBOUND_CROSS_CONNECT_CREATE },
    tag: 'Cross connects',
    summary:
      "Orders a cross connect from one of the company's ports with a Letter of Authorization uploaded as a document. Answers only {message}; the order then walks the cross-connect board (spec 4).",
    body: createOutboundCrossConnectSchema,
    response: z.object({ message: z.string() }),
    errors: [404],
  }),
  get: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/outbound-cross-connects/:circuit_id',
    access: { permission: PERMISSIONS.OUTBOUND_CROSS_CONNECT_READ },
    tag: 'Cross connects',
    summary: 'One outbound cross connect, deleted ones included (deleted: true once the removal is done).',
    params: itemParams,
    response: outboundCrossConnectSchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: '/outbound-cross-connects/:circuit_id',
    access: { permission: PERMISSIONS.OUTBOUND_CROSS_CONNECT_CREATE },
    tag: 'Cross connects',
    summary: "Changes the customer's own description of a cross connect.",
    params: itemParams,
    body: updateOutboundCrossConnectSchema,
    response: outboundCrossConnectSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/outbound-cross-connects/:circuit_id',
    access: { permission: PERMISSIONS.OUTBOUND_CROSS_CONNECT_CREATE },
    tag: 'Cross connects',
    summary:
      "Removes a cross connect through the network's deprovision workflow (an order still on the board is canceled).",
    params: itemParams,
    response: z.object({ message: z.string() }),
  }),
};
