import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';
import { earlyTerminationOf } from './port-reads.js';
import { NYC_PORT, orderPortVia, usedCapacity } from './ports-testing.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;
const SLOT = { pop: 'LON1', zone: 'A', speed: '10Gbps', media: 'LR' };

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'bookings-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
});
afterAll(async () => {
  await harness?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  harness.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('/v2/booked/ports', () => {
  it('answers 401, 403 read-only and 400 with the exact message', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/booked/ports' })).statusCode).toBe(401);
    expect((await call('POST', '/v2/booked/ports', readonly.bearer, SLOT)).statusCode).toBe(403);
    const bad = await call('POST', '/v2/booked/ports', demo.bearer, { ...SLOT, zone: '' });
    expect(bad.json().fields).toEqual({ zone: 'This field is required' });
  });

  it('holds capacity, releases it, and a foreign booking is 404', async () => {
    const before = await usedCapacity(harness, SLOT);
    const booked = await call('POST', '/v2/booked/ports', demo.bearer, SLOT);
    expect(booked.statusCode).toBe(201);
    expect(await usedCapacity(harness, SLOT)).toBe(before + 1);
    const { uuid } = booked.json();
    expect(
      (await call('GET', '/v2/booked/ports', readonly.bearer)).json().map((b: { uuid: string }) => b.uuid),
    ).toContain(uuid);
    expect((await call('DELETE', `/v2/booked/ports/${uuid}`, other.bearer)).statusCode).toBe(404);
    expect((await call('DELETE', `/v2/booked/ports/${uuid}`, demo.bearer)).statusCode).toBe(200);
    expect(await usedCapacity(harness, SLOT)).toBe(before);
  });

  it('an order of a booked slot uses the booking instead of new capacity', async () => {
    const before = await usedCapacity(harness, SLOT);
    await call('POST', '/v2/booked/ports', demo.bearer, SLOT);
    const ordered = await orderPortVia(harness.app, demo.bearer, { ...NYC_PORT, ...SLOT });
    expect(ordered.statusCode).toBe(201);
    expect(await usedCapacity(harness, SLOT)).toBe(before + 1);
    expect((await call('GET', '/v2/booked/ports', demo.bearer)).json()).toEqual([]);
    await runner.drain();
  });
});

describe('GET /v2/billing/services/early-termination-liability/{id}', () => {
  it('is 0 within 24 hours, then the MRC times the months left; 404 for another customer', async () => {
    const ordered = await orderPortVia(harness.app, demo.bearer, { ...NYC_PORT, subscription_term: 12 });
    const id = ordered.json().port_circuit_id;
    const url = `/v2/billing/services/early-termination-liability/${id}`;
    expect((await harness.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await call('GET', url, other.bearer)).statusCode).toBe(404);
    expect((await call('GET', url, demo.bearer)).json()).toBe(0);
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    // 10 Gbps at 12 months: 900 x 0.85 = 765 a month, 12 months left.
    expect(await earlyTerminationOf(harness.database.db, DEMO_CUSTOMER_IDS.acme, id, inTwoDays)).toBe(9180);
  });
});
