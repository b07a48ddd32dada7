import { type BookedPort, type BookPortRequest, PORT_BOOKING_HOURS } from '@portal/contract';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../http/app-error.js';
import { defineJob, enqueueJob } from '../../../jobs/job-definition.js';
import { releasePortCapacity, reservePortCapacity } from '../../operations/locations/capacity.repo.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import {
  deleteBooking,
  deleteBookingById,
  insertBooking,
  listLiveBookings,
  type PortBookingRow,
} from './port-bookings.repo.js';
import type { Caller } from './port-changes.js';
import { assertOrderablePlace } from './port-order-checks.js';

const BOOKING_MS = PORT_BOOKING_HOURS * 3_600_000;

export function presentBooking(row: PortBookingRow): BookedPort {
  return {
    uuid: row.id,
    pop: row.pop,
    zone: row.zone,
    speed: row.speed,
    media: row.media,
    time_created: row.createdAt.toISOString(),
    time_expires: row.expiresAt.toISOString(),
  };
}

/** When a booking runs out, its capacity goes back to the PoP (unless an order or the customer used it first). */
export const expireBookingJob = defineJob<{ booking_id: string }>({
  type: 'ports.booking.expire',
  version: 1,
  schema: z.object({ booking_id: z.string().uuid() }),
  handle: async ({ tx, payload }) => {
    const row = await deleteBookingById(tx, payload.booking_id);
    if (row) await releasePortCapacity(tx, row);
  },
});

const bookingActivity = (caller: Caller, action: string, row: PortBookingRow, isCreate: boolean) => ({
  customerId: caller.actor.customerId,
  actorUserId: caller.actor.userId,
  action,
  objectType: 'booked_port',
  objectId: row.id,
  ...(isCreate ? { after: presentBooking(row) } : { before: presentBooking(row) }),
  ipAddress: caller.meta.ipAddress,
  requestId: caller.meta.requestId,
});

/** `/v2/booked/ports`: capacity held for a customer before ordering, released by the customer or on expiry. */
export function createPortBookingsService(db: Database) {
  return {
    async list(customerId: string): Promise<BookedPort[]> {
      return (await listLiveBookings(db, customerId)).map(presentBooking);
    },

    async book(caller: Caller, body: BookPortRequest): Promise<BookedPort> {
      await assertOrderablePlace(db, body);
      return db.transaction(async (tx) => {
        await reservePortCapacity(tx, body);
        const row = await insertBooking(tx, {
          ...body,
          customerId: caller.actor.customerId,
          expiresAt: new Date(Date.now() + BOOKING_MS),
        });
        await enqueueJob(tx, expireBookingJob, { booking_id: row.id }, { delayMs: BOOKING_MS });
        await recordActivity(tx, bookingActivity(caller, 'booked_port.create', row, true));
        return presentBooking(row);
      });
    },

    async release(caller: Caller, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await deleteBooking(tx, caller.actor.customerId, id);
        if (!row) throw notFound('Booked port not found.');
        await releasePortCapacity(tx, row);
        await recordActivity(tx, bookingActivity(caller, 'booked_port.delete', row, false));
      });
    },
  };
}

export type PortBookingsService = ReturnType<typeof createPortBookingsService>;
