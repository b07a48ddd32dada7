import { and, count, eq, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, jobs, telemetry1h, telemetry1m, telemetry5m, telemetryInterfaces } from '../../db/schema/index.js';
import { jobsOfType } from '../../jobs/testing-jobs.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { BACKFILL_CHUNK_DAYS, enqueueTelemetryBackfill, nextGap } from './backfill-job.js';
import { trackInterface } from './collector.js';

const DAY = 86_400_000;
const CUSTOMER_ID = '00000000-0000-4000-8000-0000000b0f11';

describe('nextGap', () => {
  const now = new Date(Date.UTC(2026, 2, 10, 12, 3));
  const historyFrom = new Date(now.getTime() - 15 * DAY);

  it('starts from now (on a 5-minute boundary) and goes back at most a chunk', () => {
    expect(nextGap({ historyFrom, earliest: null }, now)).toEqual({
      from: new Date(Date.UTC(2026, 2, 10 - BACKFILL_CHUNK_DAYS, 12, 0)),
      to: new Date(Date.UTC(2026, 2, 10, 12, 0)),
    });
  });

  it('continues from the oldest row stored, and stops within one bucket of the start', () => {
    const earliest = new Date(historyFrom.getTime() + DAY);
    expect(nextGap({ historyFrom, earliest }, now)).toEqual({ from: historyFrom, to: earliest });
    expect(nextGap({ historyFrom, earliest: new Date(historyFrom.getTime() + 4 * 60_000) }, now)).toBeNull();
  });
});

describe('telemetry.backfill', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("fills the days asked for, a chunk per run, for the customer's interfaces that lack it; again, it adds nothing", async () => {
    const db = harness.database.db;
    // A customer of its own, so the demo seed's interfaces of other customers do not join the chain.
    await db.insert(customers).values({ id: CUSTOMER_ID, name: 'Backfill Test Networks', type: 'others' });
    const interfaces = ['PF-AP-SIN1-2000009', 'PF-AP-SIN1-2000010'].map((telemetryId) => ({
      telemetryId,
      speedMbps: 10_000,
      media: 'LR',
      hasOptics: false,
    }));
    for (const iface of interfaces) {
      await trackInterface(db, { ...iface, customerId: CUSTOMER_ID, objectId: iface.telemetryId });
      await db
        .update(telemetryInterfaces)
        .set({ startedAt: new Date(Date.now() - 30 * DAY) })
        .where(eq(telemetryInterfaces.telemetryId, iface.telemetryId));
    }
    const request = { customer_ids: [CUSTOMER_ID], days: 9, chain: 'test' };
    await enqueueTelemetryBackfill(db, request);
    const runner = harness.app.platform.createJobRunner();
    const drainedFrom = Date.now();
    await runner.drain();
    const drainedTo = Date.now();

    // Per interface a run per chunk of the 9 days; then the run that finds nothing left.
    const runs = await jobsOfType(db, 'telemetry.backfill');
    const expectedRuns = 2 * Math.ceil(9 / BACKFILL_CHUNK_DAYS) + 1;
    expect(runs.map((job) => job.status)).toEqual(Array(expectedRuns).fill('succeeded'));
    const history = async (telemetryId: string) => {
      const [five] = await db
        .select({ rows: count(), oldest: min(telemetry5m.ts) })
        .from(telemetry5m)
        .where(eq(telemetry5m.telemetryId, telemetryId));
      const [minutes] = await db
        .select({ oldest: min(telemetry1m.ts) })
        .from(telemetry1m)
        .where(eq(telemetry1m.telemetryId, telemetryId));
      const [hours] = await db
        .select({ rows: count() })
        .from(telemetry1h)
        .where(eq(telemetry1h.telemetryId, telemetryId));
      return {
        fiveMinuteRows: five?.rows ?? 0,
        oldest: five?.oldest?.getTime() ?? Number.NaN,
        oldestMinute: minutes?.oldest?.getTime() ?? Number.NaN,
        hourRows: hours?.rows ?? 0,
      };
    };
    const before = [];
    for (const iface of interfaces) {
      const filled = await history(iface.telemetryId);
      expect(filled.fiveMinuteRows).toBeGreaterThanOrEqual(9 * 288 - 2);
      // Back to 9 days before the run (the first 5-minute boundary after it), not further.
      expect(filled.oldest).toBeGreaterThanOrEqual(drainedFrom - 9 * DAY);
      expect(filled.oldest).toBeLessThanOrEqual(drainedTo - 9 * DAY + 5 * 60_000);
      // 1-minute samples only for the last two days the series keeps, none for the older days.
      expect(filled.oldestMinute).toBeGreaterThanOrEqual(drainedFrom - 2 * DAY - 5 * 60_000);
      expect(filled.hourRows).toBeGreaterThanOrEqual(9 * 24);
      before.push(filled.fiveMinuteRows);
    }

    await enqueueTelemetryBackfill(db, { ...request, chain: 'again' });
    await runner.drain();
    const after = [];
    for (const iface of interfaces) after.push((await history(iface.telemetryId)).fiveMinuteRows);
    expect(after).toEqual(before);
    const again = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'telemetry.backfill'), eq(jobs.dedupeKey, 'telemetry.backfill:again')));
    expect(again.map((job) => job.status)).toEqual(['succeeded']);
    expect(await jobsOfType(db, 'telemetry.backfill')).toHaveLength(expectedRuns + 1);
  });
});
