import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryInterfaces } from '../../db/schema/index.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { DEMO_CUSTOMER_IDS } from '../../seed/demo.js';
import { DEMO_DEDICATED_CLOUDS } from '../../seed/demo-dedicated-clouds.js';
import { DEMO_CLOUD_CREDENTIALS, DEMO_HOSTED_CLOUDS } from '../../seed/demo-hosted-clouds.js';
import { DEMO_PORTS } from '../../seed/demo-ports.js';
import { awsHostedOrder, orderInitechHosted } from '../../testing/hosted-fixture.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../testing/test-app.js';
import { enqueueTelemetryBackfill } from './backfill-job.js';
import { collectMinute } from './collector.js';

const MINUTE_MS = 60_000;
const NYC = DEMO_PORTS.nyc;

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;
let initechHosted: string;

beforeAll(async () => {
  // The simulated AWS customer takes an hour to accept a connection ordered without a credential: long enough for
  // the network's part to be done first, as it is in the portal (a minute by default).
  harness = await createTestApp({ env: { CLOUD_AWS_ACCEPT_MS: '3600000' } });
  runner = harness.app.platform.createJobRunner({ owner: 'cloud-telemetry-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
  initechHosted = await orderInitechHosted(harness.app, other.bearer);
}, 120_000);
afterAll(async () => {
  await harness?.close();
});

const get = (url: string, session?: Session) =>
  harness.app.inject({ method: 'GET', url, ...(session ? { headers: session.bearer } : {}) });
/** A hosted connection's stats-vc tab: its traffic at its port. */
const connectionRate = (circuitId: string, port: string = NYC, query = '') =>
  `/v2/metrics/virtual-circuits/${circuitId}/interfaces/${port}/rate/mbps${query}`;

type Row = { timestamp: number; rx_avg: number; rx_max: number; tx_max: number };
const peak = (series: Row[]) => Math.max(...series.map((row) => Math.max(row.rx_max, row.tx_max)));

async function measuredIdsOf(objectId: string) {
  const rows = await harness.database.db
    .select()
    .from(telemetryInterfaces)
    .where(eq(telemetryInterfaces.objectId, objectId));
  return rows.filter((row) => row.stoppedAt === null);
}

/**
 * The next minute collected as the `telemetry.collect` job will (an interface counts from the minute after it
 * started), and its start in Unix seconds.
 */
async function collectNow(): Promise<number> {
  const minute = new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
  await collectMinute(harness.database.db, minute);
  return minute.getTime() / 1000;
}

describe("Acme's demo cloud connections carry traffic from the first start", () => {
  beforeAll(async () => {
    // What the first start asks for (`DEMO_TELEMETRY_DAYS`), a day of it, for Acme.
    await enqueueTelemetryBackfill(harness.database.db, {
      customer_ids: [DEMO_CUSTOMER_IDS.acme],
      days: 1,
      chain: 'cloud-telemetry-test',
    });
    await runner.drain();
  }, 300_000);

  it('answers 401 without a session and 400 naming a bad unit', async () => {
    expect((await get(connectionRate(DEMO_HOSTED_CLOUDS.aws))).statusCode).toBe(401);
    const bad = await get(`/v2/metrics/virtual-circuits/${DEMO_HOSTED_CLOUDS.aws}/interfaces/${NYC}/rate/tbps`, demo);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ unit: 'Invalid value, must be one of "bps, kbps, mbps, gbps".' });
  });

  it.each([
    ['AWS', DEMO_HOSTED_CLOUDS.aws, 1000],
    ['Google', DEMO_HOSTED_CLOUDS.google, 500],
  ])(
    "the %s hosted connection's stats-vc: a day of history at its port, never above its speed",
    async (_, id, speed) => {
      const response = await get(connectionRate(id), demo);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ circuit_id: id, unit: 'mbps', resolution: '5m' });
      expect(body.series.length).toBeGreaterThanOrEqual(280);
      expect(peak(body.series)).toBeGreaterThan(0);
      expect(peak(body.series)).toBeLessThanOrEqual(speed);
      expect(body.percentile_95.rx).toBeGreaterThan(0);
      // A read-only user reads it too (every group may read metrics, so no group is refused).
      expect((await get(connectionRate(id), readonly)).statusCode).toBe(200);
    },
  );

  it('the hosted connections are measured as the network measures one: no optics of their own (their port has them)', async () => {
    for (const id of [DEMO_HOSTED_CLOUDS.aws, DEMO_HOSTED_CLOUDS.google]) {
      const measured = await measuredIdsOf(id);
      expect(measured.map((row) => row.telemetryId).sort()).toEqual([id, `${id}/${NYC}`]);
      expect(measured.every((row) => !row.hasOptics && row.linkIds.includes(NYC))).toBe(true);
    }
  });

  it("the Azure dedicated connection's stats-port: traffic, counters and optics of its own port", async () => {
    const id = DEMO_DEDICATED_CLOUDS.azureWdc;
    const rate = (await get(`/v2/metrics/ifd/rate/gbps/${id}`, demo)).json();
    expect(rate.series.length).toBeGreaterThanOrEqual(280);
    expect(peak(rate.series)).toBeGreaterThan(0);
    expect(peak(rate.series)).toBeLessThanOrEqual(10);
    const errors = (await get(`/v2/metrics/ifd/errors/${id}`, demo)).json();
    expect(errors.series.length).toBeGreaterThanOrEqual(280);
    const casts = (await get(`/v2/metrics/ifd/whatcast/${id}`, demo)).json();
    expect(casts.series.some((row: { rx_unicast: number }) => row.rx_unicast > 0)).toBe(true);
    const optics = (await get(`/v2/metrics/ifd/optic-data/${id}`, demo)).json();
    expect(optics.series[0].lanes).toHaveLength(1);
    expect(optics.series[0].module_temperature).toBeGreaterThan(25);
  });

  it('and live samples every minute, as VCs have', async () => {
    const start = await collectNow();
    const range = `?start=${start}&end=${start + 60}&step=60`;
    for (const [id, speed] of [
      [DEMO_HOSTED_CLOUDS.aws, 1000],
      [DEMO_HOSTED_CLOUDS.google, 500],
    ] as const) {
      const body = (await get(connectionRate(id, NYC, range), demo)).json();
      expect(body.resolution).toBe('1m');
      expect(body.series).toHaveLength(1);
      expect(body.series[0].timestamp).toBe(start);
      expect(peak(body.series)).toBeLessThanOrEqual(speed);
    }
    const dedicated = (await get(`/v2/metrics/ifd/rate/mbps/${DEMO_DEDICATED_CLOUDS.azureWdc}${range}`, demo)).json();
    expect(dedicated.series.map((row: Row) => row.timestamp)).toEqual([start]);
  });

  it("answers 404 for another customer's connection, exactly like an unknown one", async () => {
    const foreign = await get(connectionRate(DEMO_HOSTED_CLOUDS.aws), other);
    const unknown = await get(connectionRate('PF-CC-NYC-NYC-9999999'), other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(unknown.json().message);
    expect((await get(`/v2/metrics/ifd/rate/mbps/${DEMO_DEDICATED_CLOUDS.azureWdc}`, other)).statusCode).toBe(404);
    expect((await get(connectionRate(initechHosted, DEMO_PORTS.initech), demo)).statusCode).toBe(404);
  });
});

describe('a hosted connection ordered later is measured once it is active', () => {
  const order = async (payload: unknown) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/services/cloud/hosted/aws',
      headers: demo.bearer,
      payload: payload as never,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ cloud_circuit_id: string }>().cloud_circuit_id;
  };
  const stateOf = async (id: string) =>
    (await get(`/v2/services/cloud/connections/${id}`, demo)).json<{ state: string; provider_state: string }>();

  it('accepted at once with a credential: measured when the network is done', async () => {
    const id = await order(
      awsHostedOrder(NYC, {
        vlan: 761,
        pop: 'NYC1',
        cloudSettings: {
          credentials_uuid: DEMO_CLOUD_CREDENTIALS.aws,
          aws_vif_type: 'private',
          mtu: 1500,
          bgp_settings: { customer_asn: 65010, advertised_prefixes: ['10.61.0.0/16'] },
        },
      }),
    );
    expect(await measuredIdsOf(id)).toEqual([]);
    await runner.drain();
    expect(await stateOf(id)).toMatchObject({ state: 'active', provider_state: 'available' });
    const measured = await measuredIdsOf(id);
    expect(measured.map((row) => row.telemetryId).sort()).toEqual([id, `${id}/${NYC}`]);
    expect(measured.every((row) => row.speedMbps === 1000 && !row.hasOptics)).toBe(true);
    const start = await collectNow();
    const body = (await get(connectionRate(id, NYC, `?start=${start}&end=${start + 60}&step=60`), demo)).json();
    expect(body.series).toHaveLength(1);
    expect(peak(body.series)).toBeLessThanOrEqual(1000);
  });

  it('waiting for the customer to accept it in AWS: nothing measured until then, measured from then on', async () => {
    const id = await order({ ...awsHostedOrder(NYC, { vlan: 762, pop: 'NYC1' }), description: 'Accepted later' });
    await runner.drain();
    // The network's part is done, the cloud's is not: the connection is not active and carries nothing.
    expect(await stateOf(id)).toMatchObject({ state: 'vc_provisioning', provider_state: 'awaiting_acceptance' });
    expect(await measuredIdsOf(id)).toEqual([]);
    const before = await collectNow();
    const nothing = (await get(connectionRate(id, NYC, `?start=${before}&end=${before + 60}&step=60`), demo)).json();
    expect(nothing.series).toEqual([]);

    // A credential lets the portal accept it in the customer's account; the cloud brings its side up.
    const accepted = await harness.app.inject({
      method: 'PATCH',
      url: `/v2/services/cloud/hosted/${id}`,
      headers: demo.bearer,
      payload: {
        cloud_settings: {
          credentials_uuid: DEMO_CLOUD_CREDENTIALS.aws,
          aws_vif_type: 'private',
          mtu: 1500,
          bgp_settings: { customer_asn: 65010, advertised_prefixes: ['10.62.0.0/16'] },
        },
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await runner.drain();
    expect(await stateOf(id)).toMatchObject({ state: 'active', provider_state: 'available' });
    expect((await measuredIdsOf(id)).map((row) => row.telemetryId).sort()).toEqual([id, `${id}/${NYC}`]);
    const start = await collectNow();
    const body = (await get(connectionRate(id, NYC, `?start=${start}&end=${start + 60}&step=60`), demo)).json();
    expect(body.series).toHaveLength(1);
    expect((await get(connectionRate(id), other)).statusCode).toBe(404);
  });
});

describe("a cloud router's AWS connection is measured once it is active, as a hosted one", () => {
  it('waiting for the customer to accept it in AWS: nothing measured until then, measured from then on', async () => {
    const inject = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
      harness.app.inject({ method, url, headers: demo.bearer, payload: payload as never });
    const routerCreated = await inject('POST', '/v2/services/cloud-routers', {
      name: 'measured-cr',
      regions: ['US'],
      capacity: '10Gbps',
    });
    expect(routerCreated.statusCode, routerCreated.body).toBe(201);
    const router = routerCreated.json().circuit_id;
    await runner.drain();
    const connections = `/v2/services/cloud-routers/${router}/connections`;
    const ordered = await inject('POST', `${connections}/aws`, {
      description: 'Accepted later',
      aws_account_id: '123456789012',
      pop: 'SEA1',
      zone: 'B',
      speed: '1Gbps',
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const id = ordered.json().cloud_circuit_id;
    const read = async () => (await get(`${connections}/${id}`, demo)).json();
    const rate = async () => {
      const start = await collectNow();
      const url = `/v2/metrics/cloud-router-connections/${id}/rate/mbps?start=${start}&end=${start + 60}&step=60`;
      return (await get(url, demo)).json();
    };
    await runner.drain();
    // The network's part is done, the cloud's is not: the connection is not active and carries nothing.
    expect(await read()).toMatchObject({
      state: 'provisioning',
      cloud_settings: { cloud_state: { aws_dx_connection_state: 'ordering' } },
    });
    expect(await measuredIdsOf(id)).toEqual([]);
    expect((await rate()).series).toEqual([]);

    // A credential lets the portal accept it in the customer's account; the cloud brings its side up.
    const accepted = await inject('PATCH', `${connections}/${id}`, {
      cloud_settings: {
        credentials_uuid: DEMO_CLOUD_CREDENTIALS.aws,
        aws_vif_type: 'private',
        bgp_settings: { customer_asn: 65010, advertised_prefixes: ['10.63.0.0/16'] },
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await runner.drain();
    expect(await read()).toMatchObject({ state: 'active' });
    const measured = await measuredIdsOf(id);
    expect(measured.map((row) => [row.telemetryId, row.speedMbps])).toEqual([[id, 1000]]);
    const live = await rate();
    expect(live.series).toHaveLength(1);
    expect(peak(live.series)).toBeLessThanOrEqual(1000);
  });
});
