import { messages } from '@portal/domain';
import { z } from 'zod';
import { messageSchema } from './errors.js';
import { requiredText } from './fields.js';
import { checkSpeedFacts, PORT_ACCESS, popField, speedField } from './port-fields.js';
import { defineRoute } from './route.js';

// Booked ports: capacity held before ordering.

/** How long a booking holds its port; then the capacity goes back to the PoP. */
export const PORT_BOOKING_HOURS = 24;

export const bookedPortSchema = z.object({
  uuid: z.string(),
  pop: z.string(),
  zone: z.string(),
  speed: z.string(),
  media: z.string(),
  time_created: z.string(),
  time_expires: z.string(),
});
export type BookedPort = z.infer<typeof bookedPortSchema>;

export const bookPortRequestSchema = z
  .object({ pop: popField, zone: requiredText({ max: 4 }), speed: speedField, media: requiredText({ max: 16 }) })
  .superRefine(checkSpeedFacts);
export type BookPortRequest = z.output<typeof bookPortRequestSchema>;

export const bookedPortParamsSchema = z.object({ id: z.uuid({ error: messages.pattern('booking id') }) });

export const bookedPortRoutes = {
  list: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/booked/ports',
    access: PORT_ACCESS.read,
    tag: 'Ports',
    summary: "The current customer's bookings that still hold capacity.",
    response: z.array(bookedPortSchema),
  }),
  create: defineRoute({
    method: 'POST',
    base: 'v2',
    path: '/booked/ports',
    access: PORT_ACCESS.create,
    verified: true,
    tag: 'Ports',
    summary: `Holds one port of capacity for ${PORT_BOOKING_HOURS} hours before ordering.`,
    body: bookPortRequestSchema,
    response: bookedPortSchema,
    successStatus: 201,
  }),
  remove: defineRoute({
    method: 'DELETE',
    base: 'v2',
    path: '/booked/ports/:id',
    access: PORT_ACCESS.create,
    verified: true,
    tag: 'Ports',
    summary: 'Releases a booking; its capacity goes back to the PoP.',
    params: bookedPortParamsSchema,
    response: messageSchema,
  }),
};
