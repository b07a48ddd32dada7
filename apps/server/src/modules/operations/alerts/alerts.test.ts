import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, jobs } from '../../../db/schema/index.js';
import { enqueueJob } from '../../../jobs/job-definition.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { createTestApp, login, type Session, type TestApp } from '../../../testing/test-app.js';
import { BUSY_INTERFACE, collectMinuteWithAlerts, firstMinute } from './alerts-testing.js';

let harness: TestApp;
let demo: Session;
let other: Session;
beforeAll(async () => {
  harness = await createTestApp();
  demo = await login(harness.app, 'demo');
  other = await login(harness.app, 'other');
});
afterAll(async () => {
  await harness?.close();
});

const list = (query: string, session: Session) =>
  harness.app.inject({ method: 'GET', url: `/v2/alerts${query}`, headers: session.bearer });
const alertsOf = (subjectId: string) =>
  harness.database.db.select().from(alerts).where(eq(alerts.subjectId, subjectId)).orderBy(alerts.raisedAt);

/** A fixed week of the model, so the minutes the tests collect are the same on every run. */
const WEEK_START = Date.UTC(2026, 0, 5);

describe('GET /v2/alerts: guards', () => {
  it('answers 401 without a session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/alerts' })).statusCode).toBe(401);
  });

  it('answers 400 naming the field for an unknown state', async () => {
    const response = await list('?state=closed', demo);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ state: 'Invalid value, must be one of "open, all".' });
  });
});

describe('utilisation alerts from the collected samples', () => {
  it('raises an alarm at 90 %, keeps one open alert, clears it under 80 %, and lists it only to its customer', async () => {
    const db = harness.database.db;
    const alarmMinute = firstMinute(WEEK_START, (utilisation) => utilisation >= 0.9);
    await collectMinuteWithAlerts(db, alarmMinute);
    await collectMinuteWithAlerts(db, alarmMinute);
    const [raised, ...others] = await alertsOf(BUSY_INTERFACE.telemetryId);
    expect(others).toEqual([]);
    expect(raised).toMatchObject({
      customerId: DEMO_CUSTOMER_IDS.acme,
      objectType: 'vc',
      objectId: BUSY_INTERFACE.objectId,
      kind: 'utilisation',
      severity: 'alarm',
      clearedAt: null,
      raisedAt: new Date(alarmMinute.getTime() + 60_000),
    });
    expect(raised?.message).toMatch(/^PF-BC-NYC-NYC-1000011\/PF-AP-NYC1-1000001 is at 9\d% of its capacity \(alarm/);

    const open = (await list('', demo)).json();
    expect(open).toContainEqual(
      expect.objectContaining({ uuid: raised?.id, object_id: BUSY_INTERFACE.objectId, cleared_at: null }),
    );
    expect((await list('?state=open', other)).json()).toEqual([]);

    const calmMinute = firstMinute(alarmMinute.getTime(), (utilisation) => utilisation < 0.8);
    await collectMinuteWithAlerts(db, calmMinute);
    const [cleared] = await alertsOf(BUSY_INTERFACE.telemetryId);
    expect(cleared?.clearedAt).toEqual(new Date(calmMinute.getTime() + 60_000));
    expect((await list('?state=open', demo)).json().map((alert: { uuid: string }) => alert.uuid)).not.toContain(
      raised?.id,
    );
    const all = (await list('?state=all', demo)).json();
    expect(all).toContainEqual(expect.objectContaining({ uuid: raised?.id, severity: 'alarm' }));
    expect((await list('?state=all', other)).json()).toEqual([]);
  });

  it('raises a warning at 80 % and escalates it to an alarm at 90 %', async () => {
    const db = harness.database.db;
    const warnMinute = firstMinute(WEEK_START + 2 * 86_400_000, (u) => u >= 0.8 && u < 0.9);
    const alarmMinute = firstMinute(warnMinute.getTime(), (u) => u >= 0.9);
    await collectMinuteWithAlerts(db, warnMinute);
    const openNow = () =>
      db
        .select()
        .from(alerts)
        .where(and(eq(alerts.subjectId, BUSY_INTERFACE.telemetryId), isNull(alerts.clearedAt)));
    expect((await openNow()).map((alert) => alert.severity)).toEqual(['warning']);
    await collectMinuteWithAlerts(db, alarmMinute);
    const [escalated, ...more] = await openNow();
    expect(more).toEqual([]);
    expect(escalated?.severity).toBe('alarm');
    expect(escalated?.message).toContain('alarm threshold 90%');
  });

  it("runs in the app's own collection job: the alerts module listens to the platform", async () => {
    const db = harness.database.db;
    const calmMinute = firstMinute(WEEK_START + 4 * 86_400_000, (u) => u < 0.8);
    const alarmMinute = firstMinute(calmMinute.getTime(), (u) => u >= 0.9);
    const collection = harness.app.platform.jobs.get('telemetry.collect');
    if (!collection) throw new Error('the platform registers no telemetry collection');
    const runner = harness.app.platform.createJobRunner({ owner: 'alerts-collection-test' });
    for (const minute of [calmMinute, alarmMinute]) {
      await enqueueJob(db, collection, { minute: minute.toISOString() });
      await runner.runDue();
    }
    // Each run enqueued its next minute; those are not this test's business.
    await db.delete(jobs).where(eq(jobs.type, 'telemetry.collect'));
    const open = await db
      .select()
      .from(alerts)
      .where(and(eq(alerts.subjectId, BUSY_INTERFACE.telemetryId), isNull(alerts.clearedAt)));
    expect(open).toEqual([
      expect.objectContaining({ severity: 'alarm', raisedAt: new Date(alarmMinute.getTime() + 60_000) }),
    ]);
  });
});

describe('workflow failure alerts', () => {
  it('raises an alarm when a workflow fails for good and clears it when the next one completes', async () => {
    const network = harness.app.platform.network;
    const runner = harness.app.platform.createJobRunner();
    const hpi = { objectType: 'hpi' as const, objectId: 'PF-HPI-ALRT-1000090', customerId: DEMO_CUSTOMER_IDS.acme };
    await network.provision(harness.database.db, hpi, {
      failure: { step: 2, reason: 'The BGP session did not establish' },
    });
    await runner.drain();
    const [failed] = await alertsOf(hpi.objectId);
    expect(failed).toMatchObject({
      objectType: 'hpi',
      kind: 'workflow_failed',
      severity: 'alarm',
      clearedAt: null,
    });
    expect(failed?.message).toMatch(/^The provision of PF-HPI-ALRT-1000090 failed at step \S+: The BGP session/);
    expect((await list('', other)).json()).toEqual([]);

    await network.provision(harness.database.db, hpi);
    await runner.drain();
    const [cleared, ...more] = await alertsOf(hpi.objectId);
    expect(more).toEqual([]);
    expect(cleared?.clearedAt).toBeInstanceOf(Date);
  });
});
