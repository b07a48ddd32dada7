import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portCapacity } from '../../../db/schema/index.js';
import { AppError } from '../../../http/app-error.js';
import { createTestApp, login, type Session, type TestApp } from '../../../testing/test-app.js';
import { type PortSlot, releasePortCapacity, reservePortCapacity } from './capacity.repo.js';

let harness: TestApp;
let demo: Session;
beforeAll(async () => {
  harness = await createTestApp();
  demo = await login(harness.app, 'demo');
});
afterAll(async () => {
  await harness?.close();
});

const slot: PortSlot = { pop: 'CHI1', zone: 'A', speed: '100Gbps', media: 'LR4' };

async function setCapacity(total: number, used: number): Promise<void> {
  await harness.database.db
    .update(portCapacity)
    .set({ total, used })
    .where(
      and(
        eq(portCapacity.pop, slot.pop),
        eq(portCapacity.zone, slot.zone),
        eq(portCapacity.speed, slot.speed),
        eq(portCapacity.media, slot.media),
      ),
    );
}

async function availability(): Promise<
  { zone: string; speed: string; media: string; count: number; partial: boolean }[]
> {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/v2/locations/${slot.pop}/port-availability`,
    headers: demo.bearer,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const entryOf = (rows: Awaited<ReturnType<typeof availability>>) =>
  rows.find((row) => row.zone === slot.zone && row.speed === slot.speed && row.media === slot.media);

describe('port capacity', () => {
  it('an order consumes a port and a delete frees it, as port-availability shows', async () => {
    await setCapacity(8, 5);
    expect(entryOf(await availability())).toMatchObject({ count: 3, partial: false });
    await harness.database.db.transaction((tx) => reservePortCapacity(tx, slot));
    expect(entryOf(await availability())).toMatchObject({ count: 2, partial: false });
    await reservePortCapacity(harness.database.db, slot);
    expect(entryOf(await availability())).toMatchObject({ count: 1, partial: true });
    expect(await releasePortCapacity(harness.database.db, slot)).toBe(true);
    expect(entryOf(await availability())).toMatchObject({ count: 2 });
  });

  it('refuses when none is left, and a sold-out kind disappears from port-availability', async () => {
    await setCapacity(2, 1);
    await expect(reservePortCapacity(harness.database.db, slot)).resolves.toEqual({ remaining: 0 });
    const refusal = await reservePortCapacity(harness.database.db, slot).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'no_capacity',
      status: 400,
      message: 'No 100Gbps LR4 port is left in zone A of CHI1. Choose another zone, speed or media.',
      fields: { zone: 'No 100Gbps LR4 port is left in zone A of CHI1. Choose another zone, speed or media.' },
    });
    expect(entryOf(await availability())).toBeUndefined();
  });

  it('rolls the reservation back with the order that failed', async () => {
    await setCapacity(4, 0);
    await harness.database.db
      .transaction(async (tx) => {
        await reservePortCapacity(tx, slot);
        throw new Error('the order failed after reserving');
      })
      .catch(() => undefined);
    expect(entryOf(await availability())?.count).toBe(4);
  });

  it('never oversells under concurrent orders', async () => {
    await setCapacity(3, 0);
    const instance = await harness.openInstance();
    const attempts = Array.from({ length: 8 }, (_, index) =>
      (index % 2 === 0 ? harness.database.db : instance.db).transaction((tx) => reservePortCapacity(tx, slot)),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(entryOf(await availability())).toBeUndefined();
  });

  it('frees nothing for a slot with no port taken, or an unknown slot', async () => {
    await setCapacity(4, 0);
    expect(await releasePortCapacity(harness.database.db, slot)).toBe(false);
    expect(await releasePortCapacity(harness.database.db, { ...slot, pop: 'NOPE1' })).toBe(false);
  });

  it('lists the kinds of port left in the wire shape, zone by zone and slowest first', async () => {
    const rows = await availability();
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['count', 'enni', 'media', 'partial', 'speed', 'zone']);
    expect(rows[0]).toMatchObject({ zone: 'A', speed: '1Gbps' });
    const unknown = await harness.app.inject({
      method: 'GET',
      url: '/v2/locations/NOPE1/port-availability',
      headers: demo.bearer,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
