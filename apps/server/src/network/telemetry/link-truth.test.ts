import type { RateSeries } from '@portal/contract';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkLinkChanges, telemetry1m, telemetry5m, telemetryInterfaces } from '../../db/schema/index.js';
import { DEMO_CUSTOMER_IDS } from '../../seed/demo.js';
import { DEMO_NETWORK } from '../../seed/demo-network.js';
import { DEMO_PORTS } from '../../seed/demo-ports.js';
import { createTestApp, login, type Session, type TestApp } from '../../testing/test-app.js';
import { recordLinkChange } from '../link-state.js';
import { enqueueTelemetryBackfill } from './backfill-job.js';
import { backfillTelemetry, collectMinute } from './collector.js';

let harness: TestApp;
let demo: Session;
beforeAll(async () => {
  harness = await createTestApp();
  demo = await login(harness.app, 'demo');
});
afterAll(async () => {
  await harness?.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const acme = DEMO_CUSTOMER_IDS.acme;

async function samplesOf(telemetryId: string, from: Date) {
  return harness.database.db
    .select()
    .from(telemetry1m)
    .where(and(eq(telemetry1m.telemetryId, telemetryId), gte(telemetry1m.ts, from)))
    .orderBy(telemetry1m.ts);
}

describe('telemetry follows the links the network holds', () => {
  it('samples a port that is operationally down, and a VC crossing it, with no traffic and loss of signal', async () => {
    const db = harness.database.db;
    const minute = new Date(Math.floor(Date.now() / MINUTE) * MINUTE - 10 * MINUTE);
    await collectMinute(db, minute);
    const [down] = await samplesOf(DEMO_PORTS.secaucus, minute);
    expect(down).toMatchObject({ rxAvg: 0, txMax: 0, rxUnicast: 0, rxBroadcast: 0, rxErrors: 0, receive0: -40 });
    expect(down?.output0).toBeGreaterThan(-8);
    const [disabled] = await samplesOf(DEMO_PORTS.chicagoLab, minute);
    expect(disabled).toMatchObject({ rxAvg: 0, txAvg: 0, receive0: -40, output0: -40 });
    const [vcEnd] = await samplesOf(`${DEMO_NETWORK.metroVc}/${DEMO_PORTS.nyc}`, minute);
    expect(vcEnd).toMatchObject({ rxAvg: 0, txAvg: 0 });
    const [up] = await samplesOf(DEMO_PORTS.nyc, minute);
    expect(up?.rxAvg).toBeGreaterThan(0);
    expect(up?.receive0).toBeGreaterThan(-14);
  });

  it('writes history that carries traffic until the link went down and none after', async () => {
    const db = harness.database.db;
    const port = 'PF-AP-LAX1-1900001';
    const to = new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR);
    const wentDown = new Date(to.getTime() - 2 * HOUR);
    await recordLinkChange(db, acme, { linkId: port, at: wentDown, adminStatus: 'up', operationalStatus: 'down' });
    const iface = { telemetryId: port, speedMbps: 10_000, media: 'LR', hasOptics: true, linkIds: [port] };
    await backfillTelemetry(db, iface, new Date(to.getTime() - 4 * HOUR), to);
    const rows = await db.select().from(telemetry5m).where(eq(telemetry5m.telemetryId, port));
    const before = rows.filter((row) => row.ts < wentDown);
    const after = rows.filter((row) => row.ts >= wentDown);
    expect(before).toHaveLength(24);
    expect(after).toHaveLength(24);
    expect(before.every((row) => row.rxAvg > 0 && (row.receive0 ?? 0) > -14)).toBe(true);
    expect(after.every((row) => row.rxMax === 0 && row.txMax === 0 && row.receive0 === -40)).toBe(true);
  });

  it("fills the demo's history truthfully: the down and disabled ports carry nothing since they went down", async () => {
    const db = harness.database.db;
    await enqueueTelemetryBackfill(db, { customer_ids: [acme], days: 1, chain: 'link-truth' });
    await harness.app.platform.createJobRunner().drain({ maxRounds: 100 });
    const [outage] = await db
      .select()
      .from(networkLinkChanges)
      .where(eq(networkLinkChanges.linkId, DEMO_PORTS.secaucus));
    expect(outage).toMatchObject({ adminStatus: 'up', operationalStatus: 'down' });
    const end = Math.floor(Date.now() / HOUR) * HOUR;
    const url = (id: string) =>
      `/v2/metrics/ifd/rate/bps/${id}?start=${end / 1000 - 86_400}&end=${end / 1000}&step=3600`;
    for (const id of [DEMO_PORTS.secaucus, DEMO_PORTS.chicagoLab]) {
      const response = await harness.app.inject({ method: 'GET', url: url(id), headers: demo.bearer });
      expect(response.statusCode).toBe(200);
      const { series, percentile_95 } = response.json() as RateSeries;
      expect(series.length).toBeGreaterThan(20);
      expect(series.every((bucket) => bucket.rx_max === 0 && bucket.tx_max === 0)).toBe(true);
      expect(percentile_95).toEqual({ rx: 0, tx: 0 });
    }
    const busy = await harness.app.inject({ method: 'GET', url: url(DEMO_PORTS.nyc), headers: demo.bearer });
    expect((busy.json() as RateSeries).series.every((bucket) => bucket.rx_max > 0)).toBe(true);
    const [measured] = await db
      .select()
      .from(telemetryInterfaces)
      .where(eq(telemetryInterfaces.telemetryId, DEMO_NETWORK.metroVc));
    expect(measured?.linkIds).toEqual([DEMO_PORTS.nyc, DEMO_PORTS.secaucus]);
  }, 60_000);
});

describe('device info and router logs read the same links', () => {
  it("answers the down port's device info as operationally down, dark and idle", async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/v2/ports/${DEMO_PORTS.secaucus}/device-info`,
      headers: demo.bearer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ admin_status: 'up', oper_status: 'down', traffic_rx_bps: 0 });
    expect(response.json().optics_lanes[0].receive_power_dbm).toBe(-40);
  });

  it('logs the outage and then stays quiet while the link is down', async () => {
    const [outage] = await harness.database.db
      .select()
      .from(networkLinkChanges)
      .where(eq(networkLinkChanges.linkId, DEMO_PORTS.secaucus));
    const from = new Date((outage?.changedAt.getTime() ?? 0) - HOUR).toISOString();
    const response = await harness.app.inject({
      method: 'GET',
      url: `/v2/ports/${DEMO_PORTS.secaucus}/router-logs?time_from=${from}&time_to=${new Date().toISOString()}`,
      headers: demo.bearer,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.json() as { message: string; timestamp: string }[];
    const changedAt = outage?.changedAt.toISOString() ?? '';
    expect(lines.filter((line) => line.timestamp === changedAt).map((line) => line.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/changed state to down$/),
        expect.stringMatching(/loss of signal$/),
      ]),
    );
    expect(lines.filter((line) => line.timestamp > changedAt)).toEqual([]);
  });

  it('turns a port dark when it is disabled and lets traffic flow again once it is enabled', async () => {
    const db = harness.database.db;
    const runner = harness.app.platform.createJobRunner();
    const post = (action: string) =>
      harness.app.inject({ method: 'POST', url: `/v2/ports/${DEMO_PORTS.london}/${action}`, headers: demo.bearer });
    expect((await post('disable')).statusCode).toBe(200);
    await runner.drain();
    const afterDisable = new Date(Math.ceil(Date.now() / MINUTE) * MINUTE);
    await collectMinute(db, afterDisable);
    expect((await samplesOf(DEMO_PORTS.london, afterDisable))[0]).toMatchObject({ rxAvg: 0, output0: -40 });
    const longhaulEnd = await samplesOf(`${DEMO_NETWORK.longhaulVc}/${DEMO_PORTS.nyc}`, afterDisable);
    expect(longhaulEnd[0]?.rxAvg).toBe(0);
    expect((await post('enable')).statusCode).toBe(200);
    await runner.drain();
    // The first minute that starts after the enable completed is up again.
    const afterEnable = new Date(Math.max(afterDisable.getTime() + MINUTE, Math.ceil(Date.now() / MINUTE) * MINUTE));
    await collectMinute(db, afterEnable);
    const latest = (await samplesOf(DEMO_PORTS.london, afterEnable)).at(-1);
    expect(latest?.rxAvg).toBeGreaterThan(0);
  });
});
