import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, telemetry1h, telemetry1m, telemetry5m, telemetryInterfaces } from '../../db/schema/index.js';
import { DEMO_CUSTOMER_IDS } from '../../seed/demo.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { backfillTelemetry, collectMinute, ensureCollecting, trackInterface } from './collector.js';
import { foldSamples, sampleAt } from './sample-model.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

const MINUTE = 60_000;
const iface = { telemetryId: 'PF-AP-DAL1-1600001', speedMbps: 10_000, media: 'LR4', hasOptics: true };

describe('collection and rollups', () => {
  it('samples each minute and rolls a closed 5-minute bucket and hour up', async () => {
    const db = harness.database.db;
    await trackInterface(db, { ...iface, customerId: DEMO_CUSTOMER_IDS.acme, objectId: iface.telemetryId });
    const hourStart = Date.UTC(2025, 2, 3, 14);
    await db.update(telemetryInterfaces).set({ startedAt: new Date(hourStart - MINUTE) });
    for (let minute = 0; minute < 60; minute += 1) await collectMinute(db, new Date(hourStart + minute * MINUTE));

    const samples = await db.select().from(telemetry1m).where(eq(telemetry1m.telemetryId, iface.telemetryId));
    expect(samples).toHaveLength(60);
    const buckets = await db.select().from(telemetry5m).where(eq(telemetry5m.telemetryId, iface.telemetryId));
    expect(buckets).toHaveLength(12);
    const first = buckets.find((bucket) => bucket.ts.getTime() === hourStart);
    const expected = foldSamples(
      Array.from({ length: 5 }, (_, index) => sampleAt(iface, new Date(hourStart + index * MINUTE))),
      new Date(hourStart),
    );
    expect(first?.rxAvg).toBeCloseTo(expected.rxAvg, 0);
    expect(first?.rxMin).toBe(expected.rxMin);
    expect(first?.txMax).toBe(expected.txMax);
    expect(first?.rxUnicast).toBe(expected.rxUnicast);
    expect(first?.bias3).toBeCloseTo(expected.bias3 ?? 0, 2);
    const [hour] = await db.select().from(telemetry1h).where(eq(telemetry1h.telemetryId, iface.telemetryId));
    expect(hour?.ts.getTime()).toBe(hourStart);
    expect(hour?.rxMax).toBe(Math.max(...samples.map((sample) => sample.rxMax)));
    expect(hour?.rxErrors).toBe(samples.reduce((sum, sample) => sum + sample.rxErrors, 0));
    expect(hour?.rxAvg).toBeCloseTo(samples.reduce((sum, sample) => sum + sample.rxAvg, 0) / 60, 0);
  });

  it('collects the same minute twice without a second row', async () => {
    const db = harness.database.db;
    const minute = new Date(Date.UTC(2025, 2, 3, 14, 7));
    await collectMinute(db, minute);
    const rows = await db
      .select()
      .from(telemetry1m)
      .where(and(eq(telemetry1m.ts, minute), eq(telemetry1m.telemetryId, iface.telemetryId)));
    expect(rows).toHaveLength(1);
  });

  it('measures nothing before an interface started', async () => {
    expect(await collectMinute(harness.database.db, new Date(Date.UTC(2025, 2, 1)))).toBe(0);
  });

  it('keeps one collection job per minute, whoever asks', async () => {
    const now = new Date();
    await ensureCollecting(harness.database.db, now);
    await ensureCollecting(harness.database.db, now);
    const queued = await harness.database.db.select().from(jobs).where(eq(jobs.type, 'telemetry.collect'));
    expect(queued).toHaveLength(1);
    const runner = harness.app.platform.createJobRunner();
    await runner.drain({ maxRounds: 1 });
    const after = await harness.database.db.select().from(jobs).where(eq(jobs.type, 'telemetry.collect'));
    expect(after.map((job) => job.status).sort()).toEqual(['queued', 'succeeded']);
  });
});

describe('backfill', () => {
  it('writes 5-minute and hourly history, and 1-minute samples only for what that series keeps', async () => {
    const db = harness.database.db;
    const other = { ...iface, telemetryId: 'PF-AP-DAL1-1600002', media: 'LR', hasOptics: false };
    const to = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const from = new Date(to.getTime() - 3 * 86_400_000);
    await backfillTelemetry(db, other, from, to);
    const five = await db.select().from(telemetry5m).where(eq(telemetry5m.telemetryId, other.telemetryId));
    const hours = await db.select().from(telemetry1h).where(eq(telemetry1h.telemetryId, other.telemetryId));
    const minutes = await db.select().from(telemetry1m).where(eq(telemetry1m.telemetryId, other.telemetryId));
    expect(five).toHaveLength(3 * 288);
    expect(hours).toHaveLength(72);
    expect(minutes).toHaveLength(2 * 1440);
    expect(five.every((row) => row.moduleTemperature === null)).toBe(true);
  });
});

describe('the network measures what it provisions', () => {
  it('starts measuring an object when its provisioning completes and stops when it is deleted', async () => {
    const network = harness.app.platform.network;
    const vc = { objectType: 'vc' as const, objectId: 'PF-BC-NYC-LON-1000010', customerId: DEMO_CUSTOMER_IDS.acme };
    await network.provision(harness.database.db, vc, {
      details: { speed: '1Gbps', interfaces: ['PF-AP-NYC1-1000001', 'PF-AP-LON1-1000002'] },
    });
    const runner = harness.app.platform.createJobRunner();
    await runner.drain();
    const measured = await harness.database.db
      .select()
      .from(telemetryInterfaces)
      .where(eq(telemetryInterfaces.objectId, vc.objectId));
    expect(measured.map((row) => row.telemetryId).sort()).toEqual([
      'PF-BC-NYC-LON-1000010',
      'PF-BC-NYC-LON-1000010/PF-AP-LON1-1000002',
      'PF-BC-NYC-LON-1000010/PF-AP-NYC1-1000001',
    ]);
    expect(measured.every((row) => row.speedMbps === 1000 && row.stoppedAt === null && !row.hasOptics)).toBe(true);

    // A burst to 2 Gbps: the next samples are drawn against the new bandwidth, and never above it.
    await network.modify(harness.database.db, vc, {
      details: { speed: '2Gbps', interfaces: ['PF-AP-NYC1-1000001', 'PF-AP-LON1-1000002'] },
    });
    await runner.drain();
    const burst = await harness.database.db
      .select()
      .from(telemetryInterfaces)
      .where(eq(telemetryInterfaces.objectId, vc.objectId));
    expect(burst.map((row) => row.speedMbps)).toEqual([2000, 2000, 2000]);
    // A minute after the change (the current one may already be collected at the old speed).
    const at = new Date(Date.now() + 5 * MINUTE);
    const end = { telemetryId: `${vc.objectId}/PF-AP-NYC1-1000001`, media: null, hasOptics: false };
    await collectMinute(harness.database.db, at);
    const [sample] = await harness.database.db
      .select()
      .from(telemetry1m)
      .where(
        and(
          eq(telemetry1m.telemetryId, end.telemetryId),
          eq(telemetry1m.ts, new Date(Math.floor(at.getTime() / MINUTE) * MINUTE)),
        ),
      );
    const minute = sample?.ts ?? at;
    expect(sample?.rxAvg).toBeCloseTo(sampleAt({ ...end, speedMbps: 2000 }, minute).rxAvg, 0);
    expect(sample?.rxAvg).toBeGreaterThan(sampleAt({ ...end, speedMbps: 1000 }, minute).rxAvg);
    expect(Math.max(sample?.rxMax ?? 0, sample?.txMax ?? 0)).toBeLessThanOrEqual(2000 * 1e6);

    await network.deprovision(harness.database.db, vc);
    await runner.drain();
    const stopped = await harness.database.db
      .select()
      .from(telemetryInterfaces)
      .where(eq(telemetryInterfaces.objectId, vc.objectId));
    expect(stopped.every((row) => row.stoppedAt !== null)).toBe(true);
  });
});
