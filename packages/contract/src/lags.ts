import { messages } from '@portal/domain';
import { z } from 'zod';
import { requiredText } from './fields.js';
import { descriptionField, PORT_ACCESS, popField, portIdParamsSchema } from './port-fields.js';
import { portSchema } from './ports.js';
import { defineRoute } from './route.js';

/** LACP interval of a LAG (wire reference 3.4). */
export const LAG_INTERVALS = ['fast', 'slow'] as const;

/** `POST /v2/lags` (wire reference 3.4): the members must share site, zone, speed and media. */
export const createLagRequestSchema = z.object({
  description: descriptionField,
  interval: z.enum(LAG_INTERVALS, { error: messages.oneOf(LAG_INTERVALS) }),
  pop: popField,
  members: z
    .array(requiredText({ max: 64 }), { error: messages.required })
    .min(1, messages.required)
    .max(8, messages.maxLength(8))
    .refine((members) => new Set(members).size === members.length, 'Each member may be listed once.'),
});
export type CreateLagRequest = z.output<typeof createLagRequestSchema>;

/** Wire reference 3.4: what creating a LAG answers. */
export const createdLagSchema = z.object({
  state: z.string(),
  port_circuit_id: z.string(),
  description: z.string(),
  number: z.number().int(),
  time_created: z.string(),
  accepted: z.boolean(),
});
export type CreatedLag = z.infer<typeof createdLagSchema>;

/**
 * What changing a LAG answers: the LAG as a port reads it, with the fields of the LAG's own shape (`number`,
 * `accepted`), which the official client decodes the answer into (wire reference 3.4).
 */
export const changedLagSchema = portSchema.extend({
  number: z.number().int(),
  accepted: z.boolean(),
});
export type ChangedLag = z.infer<typeof changedLagSchema>;

export const updateLagRequestSchema = z
  .object({
    description: descriptionField.optional(),
    interval: z.enum(LAG_INTERVALS, { error: messages.oneOf(LAG_INTERVALS) }).optional(),
  })
  .refine((body) => body.description !== undefined || body.interval !== undefined, {
    message: 'Send at least one of description or interval.',
  });
export type UpdateLagRequest = z.output<typeof updateLagRequestSchema>;

export const addLagMemberRequestSchema = z.object({ member_port_circuit_id: requiredText({ max: 64 }) });
export const lagMemberParamsSchema = z.object({ id: requiredText({ max: 64 }), member: requiredText({ max: 64 }) });

/** Wire reference 3.4: LAG actions answer the name of the workflow that carries them out. */
export const workflowNameSchema = z.object({ workflow_name: z.string() });

export const lagRoutes = {
  create: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/lags',
    access: PORT_ACCESS.create,
    verified: true,
    tag: 'LAGs',
    summary: 'Builds a LAG from eligible ports (spec 5) that share site, zone, speed and media.',
    body: createLagRequestSchema,
    response: createdLagSchema,
    successStatus: 201,
  }),
  update: defineRoute({
    method: 'PATCH',
    base: 'v2',
    path: '/lags/:id',
    access: PORT_ACCESS.create,
    verified: true,
    tag: 'LAGs',
    summary:
      'Changes the description or the LACP interval; answers the LAG (the fields of a port, and `number` and ' +
      '`accepted` of the LAG shape).',
    params: portIdParamsSchema,
    body: updateLagRequestSchema,
    response: changedLagSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/lags/:id',
    access: PORT_ACCESS.create,
    verified: true,
    tag: 'LAGs',
    summary: 'Deletes a LAG; its members become ordinary ports again.',
    params: portIdParamsSchema,
    response: workflowNameSchema,
  }),
  members: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/lags/:id/members',
    access: PORT_ACCESS.lagRead,
    tag: 'LAGs',
    summary: 'The member ports of a LAG.',
    params: portIdParamsSchema,
    response: z.array(portSchema),
  }),
  addMember: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/lags/:id/members',
    access: PORT_ACCESS.create,
    verified: true,
    tag: 'LAGs',
    summary: 'Adds an eligible port that matches the LAG (site, zone, speed, media) as a member.',
    params: portIdParamsSchema,
    body: addLagMemberRequestSchema,
    response: workflowNameSchema,
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/lags/:id/members/:member',
    access: PORT_ACCESS.create,
    verified: true,
    tag: 'LAGs',
    summary: 'Removes a member from a LAG (a LAG keeps at least one member).',
    params: lagMemberParamsSchema,
    response: workflowNameSchema,
  }),
  enable: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/lags/:id/enable',
    access: PORT_ACCESS.create,
    verified: true,
    tag: 'LAGs',
    summary: 'Enables a LAG.',
    params: portIdParamsSchema,
    response: workflowNameSchema,
  }),
  disable: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/lags/:id/disable',
    access: PORT_ACCESS.create,
    verified: true,
    tag: 'LAGs',
    summary: 'Disables a LAG (admin status down).',
    params: portIdParamsSchema,
    response: workflowNameSchema,
  }),
};
