import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type Session, type TestApp } from '../../../testing/test-app.js';
import { backfillFixtureTelemetry, FIXTURE } from './metrics-fixture.js';

let harness: TestApp;
let demo: Session;
let other: Session;
let end: number;

beforeAll(async () => {
  harness = await createTestApp();
  const lastHour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  end = lastHour.getTime() / 1000;
  await backfillFixtureTelemetry(harness.database.db, lastHour);
  demo = await login(harness.app, 'demo');
  other = await login(harness.app, 'other');
}, 120_000);
afterAll(async () => {
  await harness?.close();
});

const get = (url: string, session: Session = demo) =>
  harness.app.inject({ method: 'GET', url, headers: session.bearer });
type Row = { timestamp: number; rx_avg: number; rx_min: number; rx_max: number; tx_avg: number };

/** percentile_cont(0.95): linear interpolation between the ranks around 95 %. */
function percentile95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = 0.95 * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (rank - low);
}

describe('metric endpoints: guards', () => {
  it.each([
    `/v2/metrics/ifd/rate/bps/${FIXTURE.acmePort}`,
    '/v2/metrics/customer/ifd/rate/bps',
    `/v2/metrics/ifd/whatcast/${FIXTURE.acmePort}`,
    `/v2/metrics/ifd/errors/${FIXTURE.acmePort}`,
    `/v2/metrics/ifd/optic-data/${FIXTURE.acmePort}`,
    `/v2/metrics/virtual-circuits/${FIXTURE.acmeVc}/interfaces/${FIXTURE.vcEnds[0]}/rate/bps`,
    '/v2/metrics/customer/longhaul-usage',
    `/v2/metrics/cloud-router-connections/${FIXTURE.acmeConnection}/rate/bps`,
    `/v2/metrics/cloud-router-connections/${FIXTURE.acmeConnection}/rate/bps/ipsec`,
    `/v2/metrics/cloud-router-connections/${FIXTURE.acmeConnection}/rate/bps/nat`,
  ])('GET %s answers 401 without a session', async (url) => {
    expect((await harness.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it.each([
    [`/v2/metrics/ifd/rate/tbps/${FIXTURE.acmePort}`, 'unit', 'Invalid value, must be one of "bps, kbps, mbps, gbps".'],
    [`/v2/metrics/ifd/rate/bps/${FIXTURE.acmePort}?start=yesterday`, 'start', 'Not a valid number'],
    [
      `/v2/metrics/ifd/rate/bps/${FIXTURE.acmePort}?start=2000&end=1000`,
      'start',
      'Invalid value, must be less than 1000.',
    ],
    [`/v2/metrics/ifd/rate/bps/${FIXTURE.acmePort}?step=30`, 'step', 'Value must be between 60 and 86400, inclusive.'],
    // A time past what a timestamp can hold (the year 13670) answered 500 before it was refused here.
    [`/v2/metrics/customer/ifd/rate/bps?start=1&end=369243803845`, 'end', 'Not a valid number'],
    [`/v2/metrics/customer/longhaul-usage?start=1&end=369243803845`, 'end', 'Not a valid number'],
    [
      `/v2/metrics/ifd/rate/bps/${FIXTURE.acmePort}?start=0&end=2592000&step=60`,
      'step',
      'Invalid value, must be greater than 259.',
    ],
  ])('GET %s answers 400 naming %s', async (url, field, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
  });

  it("answers 404 for another customer's circuit, exactly like an unknown one", async () => {
    const foreign = await get(`/v2/metrics/ifd/rate/bps/${FIXTURE.initechPort}`);
    const unknown = await get('/v2/metrics/ifd/rate/bps/PF-AP-NOPE-0000000');
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json().message).toBe(unknown.json().message);
    expect((await get(`/v2/metrics/ifd/optic-data/${FIXTURE.acmePort}`, other)).statusCode).toBe(404);
    expect(
      (await get(`/v2/metrics/cloud-router-connections/${FIXTURE.acmeConnection}/rate/bps`, other)).statusCode,
    ).toBe(404);
  });

  it('lets a read-only user read metrics', async () => {
    const readonly = await login(harness.app, 'readonly');
    expect((await get(`/v2/metrics/ifd/rate/mbps/${FIXTURE.acmePort}`, readonly)).statusCode).toBe(200);
  });
});

describe('interface rate', () => {
  it('answers the last 24 hours in 5-minute buckets with timestamps in seconds and the 95th percentile', async () => {
    const response = await get(`/v2/metrics/ifd/rate/mbps/${FIXTURE.acmePort}?end=${end}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      circuit_id: FIXTURE.acmePort,
      unit: 'mbps',
      step: 300,
      resolution: '5m',
      start: end - 86_400,
      end,
    });
    expect(body.series).toHaveLength(288);
    for (const row of body.series as Row[]) {
      expect(row.timestamp % 300).toBe(0);
      expect(row.rx_min).toBeLessThanOrEqual(row.rx_avg);
      expect(row.rx_avg).toBeLessThanOrEqual(row.rx_max);
      expect(row.rx_max).toBeLessThanOrEqual(10_000);
    }
    expect(body.percentile_95.rx).toBeCloseTo(percentile95(body.series.map((row: Row) => row.rx_avg)), 2);
  });

  it('reads 1-minute samples for a fine step, and their average is the 5-minute rollup', async () => {
    const start = end - 3600;
    const fine = (await get(`/v2/metrics/ifd/rate/bps/${FIXTURE.acmePort}?start=${start}&end=${end}&step=60`)).json();
    expect(fine).toMatchObject({ resolution: '1m', step: 60 });
    expect(fine.series).toHaveLength(60);
    const coarse = (
      await get(`/v2/metrics/ifd/rate/bps/${FIXTURE.acmePort}?start=${start}&end=${end}&step=300`)
    ).json();
    const firstFive = (fine.series as Row[]).slice(0, 5);
    expect(coarse.series[0].rx_avg).toBeCloseTo(firstFive.reduce((sum, row) => sum + row.rx_avg, 0) / 5, 0);
    expect(coarse.series[0].rx_max).toBe(Math.max(...firstFive.map((row) => row.rx_max)));
  });

  it('reads hourly rollups for an hourly step', async () => {
    const body = (
      await get(`/v2/metrics/ifd/rate/gbps/${FIXTURE.acmePort}?start=${end - 2 * 86_400}&end=${end}&step=3600`)
    ).json();
    expect(body).toMatchObject({ resolution: '1h', step: 3600 });
    expect(body.series).toHaveLength(48);
    expect(body.series[0].rx_avg).toBeLessThan(10);
  });

  it("sums the customer's ports and LAGs, never another customer's", async () => {
    const range = `start=${end - 3600}&end=${end}&step=300`;
    const customer = (await get(`/v2/metrics/customer/ifd/rate/bps?${range}`)).json();
    expect(customer.circuit_ids).toEqual(expect.arrayContaining([FIXTURE.acmePort, FIXTURE.acmeLag]));
    expect(customer.circuit_ids).not.toContain(FIXTURE.initechPort);
    const port = (await get(`/v2/metrics/ifd/rate/bps/${FIXTURE.acmePort}?${range}`)).json();
    const lag = (await get(`/v2/metrics/ifd/rate/bps/${FIXTURE.acmeLag}?${range}`)).json();
    expect(customer.series[0].rx_avg).toBeCloseTo(port.series[0].rx_avg + lag.series[0].rx_avg, 0);
    const initech = (await get(`/v2/metrics/customer/ifd/rate/bps?${range}`, other)).json();
    expect(initech.circuit_ids).toEqual([FIXTURE.initechPort]);
  });
});

describe('interface counters and optics', () => {
  it('answers unicast, multicast and broadcast packets per bucket', async () => {
    const body = (
      await get(`/v2/metrics/ifd/whatcast/${FIXTURE.acmePort}?start=${end - 3600}&end=${end}&step=900`)
    ).json();
    expect(body.series).toHaveLength(4);
    const row = body.series[0];
    expect(row.rx_unicast).toBeGreaterThan(row.rx_multicast);
    expect(row.rx_multicast).toBeGreaterThan(row.rx_broadcast);
    expect(Object.keys(row).sort()).toEqual(
      ['rx_broadcast', 'rx_multicast', 'rx_unicast', 'timestamp', 'tx_broadcast', 'tx_multicast', 'tx_unicast'].sort(),
    );
  });

  it('answers error counters per bucket', async () => {
    const body = (await get(`/v2/metrics/ifd/errors/${FIXTURE.acmePort}?end=${end}&step=3600`)).json();
    expect(body.series).toHaveLength(24);
    expect(Object.keys(body.series[0]).sort()).toEqual(
      ['rx_crc', 'rx_discards', 'rx_errors', 'timestamp', 'tx_discards', 'tx_errors'].sort(),
    );
    expect(body.series.every((row: { rx_errors: number }) => row.rx_errors >= 0)).toBe(true);
  });

  it('answers module temperature and voltage, and four lanes for LR4 optics', async () => {
    const body = (await get(`/v2/metrics/ifd/optic-data/${FIXTURE.acmePort}?start=${end - 3600}&end=${end}`)).json();
    const row = body.series[0];
    expect(row.module_temperature).toBeGreaterThan(25);
    expect(row.module_voltage).toBeGreaterThan(3.1);
    expect(row.lanes.map((lane: { lane: number }) => lane.lane)).toEqual([0, 1, 2, 3]);
    expect(row.lanes[0].receive_power).toBeLessThan(0);
  });
});

describe('virtual circuits and cloud-router connections', () => {
  it("answers a VC's traffic at one of its interfaces, and 404 for an interface it does not have", async () => {
    const url = `/v2/metrics/virtual-circuits/${FIXTURE.acmeVc}/interfaces/${FIXTURE.vcEnds[0]}/rate/mbps?end=${end}`;
    const body = (await get(url)).json();
    expect(body.circuit_id).toBe(FIXTURE.acmeVc);
    expect(body.series.length).toBeGreaterThan(0);
    expect(Math.max(...body.series.map((row: Row) => row.rx_max))).toBeLessThanOrEqual(1000);
    const wrong = await get(`/v2/metrics/virtual-circuits/${FIXTURE.acmeVc}/interfaces/PF-AP-NOPE-1/rate/mbps`);
    expect(wrong.statusCode).toBe(404);
  });

  it('answers the bytes of each longhaul usage circuit per day', async () => {
    const body = (await get(`/v2/metrics/customer/longhaul-usage?start=${end - 86_400}&end=${end}`)).json();
    expect(body).toMatchObject({ step: 86_400, resolution: '1h' });
    expect(body.circuits).toHaveLength(1);
    const [circuit] = body.circuits;
    expect(circuit.circuit_id).toBe(FIXTURE.acmeVc);
    expect(circuit.rx_bytes).toBe(
      circuit.series.reduce((sum: number, row: { rx_bytes: number }) => sum + row.rx_bytes, 0),
    );
    // At most the whole day at line rate: 1 Gbps × 86400 s ÷ 8.
    expect(circuit.rx_bytes).toBeLessThan((1e9 * 86_400) / 8);
    expect((await get('/v2/metrics/customer/longhaul-usage', other)).json().circuits).toEqual([]);
  });

  it.each([
    ['', 500],
    ['/ipsec', 200],
    ['/nat', 300],
  ])('answers a cloud-router connection rate%s', async (variant, speedMbps) => {
    const url = `/v2/metrics/cloud-router-connections/${FIXTURE.acmeConnection}/rate/mbps${variant}?end=${end}`;
    const body = (await get(url)).json();
    expect(body.circuit_id).toBe(FIXTURE.acmeConnection);
    expect(body.series.length).toBe(288);
    expect(Math.max(...body.series.map((row: Row) => row.rx_max))).toBeLessThanOrEqual(speedMbps);
  });
});
