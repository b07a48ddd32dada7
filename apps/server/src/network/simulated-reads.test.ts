import { LOG_SEVERITY_RANKS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../seed/demo.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { LINK_DISABLED, LINK_UP } from './link-state.js';
import type { NetworkDriver, NetworkObjectRef } from './network-driver.js';
import { trafficAt } from './traffic-model.js';

let harness: TestApp;
let network: NetworkDriver;
beforeAll(async () => {
  harness = await createTestApp({ seed: true });
  network = harness.app.platform.network;
});
afterAll(async () => {
  await harness?.close();
});

const port: NetworkObjectRef = {
  objectType: 'port',
  objectId: 'PF-AP-LAX1-1800001',
  customerId: DEMO_CUSTOMER_IDS.acme,
};
const DAY_MS = 86_400_000;

describe('router logs', () => {
  it('lists what the workflows did, with the reason of a failed step, newest first', async () => {
    const from = new Date(Date.now() - 60_000);
    await network.provision(harness.database.db, port, {
      details: { pop: 'LAX1', speed: '10Gbps' },
      failure: { step: 2, reason: 'No free switch port in zone A' },
    });
    await harness.app.platform.createJobRunner().drain();
    const logs = await network.routerLogs(harness.database.db, port, { from, to: new Date(Date.now() + 60_000) });
    const messages = logs.map((entry) => entry.message);
    expect(messages).toContain('Workflow port/workflow/provision/master started');
    expect(messages).toContain('RESERVE_INTERFACE failed: No free switch port in zone A');
    expect(messages).toContain('Workflow port/workflow/provision/master ended FAILED');
    const failure = logs.find((entry) => entry.message.startsWith('RESERVE_INTERFACE'));
    expect(failure).toMatchObject({ severity: 4, severity_name: 'error' });
    expect(failure?.device_name).toMatch(/^lax1-sw[1-4]$/);
    expect(failure?.iface_name).toMatch(/^et-0\/[01]\/\d+$/);
    const times = logs.map((entry) => entry.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('adds a believable background of spec 4 severities, the same on every read', async () => {
    const range = { from: new Date('2025-03-01T00:00:00Z'), to: new Date('2025-03-08T00:00:00Z') };
    const first = await network.routerLogs(harness.database.db, port, range);
    const second = await network.routerLogs(harness.database.db, port, range);
    expect(first.length).toBeGreaterThan(50);
    expect(second).toEqual(first);
    for (const entry of first) {
      expect(LOG_SEVERITY_RANKS[entry.severity_name as keyof typeof LOG_SEVERITY_RANKS]).toBe(entry.severity);
      expect(entry.timestamp >= range.from.toISOString() && entry.timestamp <= range.to.toISOString()).toBe(true);
    }
    expect(new Set(first.map((entry) => entry.severity_name)).size).toBeGreaterThan(3);
    expect(await network.routerLogs(harness.database.db, port, range, 5)).toHaveLength(5);
  });

  it("shows nothing of another customer's workflows", async () => {
    const foreign = { ...port, customerId: DEMO_CUSTOMER_IDS.initech };
    const logs = await network.routerLogs(harness.database.db, foreign, {
      from: new Date(Date.now() - DAY_MS),
      to: new Date(Date.now() + 60_000),
    });
    expect(logs.some((entry) => entry.message.startsWith('Workflow'))).toBe(false);
  });
});

describe('routing', () => {
  it('runs a cloud router through the routing simulation', () => {
    const peer = {
      kind: 'ipsec' as const,
      asn: 65010,
      address: '169.254.0.2',
      neighbourAddress: '169.254.0.1',
      neighbourAsn: 4556,
      routes: [{ prefix: '192.168.10.0/24', asPath: [65010], origin: 'igp' as const, med: 0 }],
    };
    const config = {
      id: 'bgp-1',
      addressFamily: 4 as const,
      disabled: false,
      l3Address: '169.254.0.1/30',
      remoteAddress: '169.254.0.2',
      remoteAsn: 65010,
      prefixes: [{ prefix: '0.0.0.0/0', matchType: 'orlonger' as const, direction: 'in' as const }],
    };
    const result = network.routing({ asn: 4556, sessions: [{ config, peer }] });
    expect(result.sessions[0]?.establishment.state).toBe('established');
    expect(result.rib.map((entry) => `${entry.prefix.text} via ${entry.best.nextHop}`)).toEqual([
      '192.168.10.0/24 via 169.254.0.2',
    ]);
  });
});

describe('device info', () => {
  const facts = { objectId: 'PF-AP-NYC1-1000001', pop: 'NYC1', speed: '100Gbps', media: 'LR4', link: LINK_UP };

  it('reports four optical lanes for a 100G LR4 port and traffic below its speed', async () => {
    const info = await network.deviceInfo(facts, new Date('2025-03-01T15:00:00Z'));
    expect(info).toMatchObject({ admin_status: 'up', oper_status: 'up', speed: '100Gbps', media: 'LR4' });
    expect(info.device_name).toMatch(/^nyc1-sw/);
    expect(info.optics_lanes.map((lane) => lane.lane)).toEqual([0, 1, 2, 3]);
    expect(info.optics_module_temperature_c).toBeGreaterThan(25);
    expect(info.optics_module_voltage_v).toBeGreaterThan(3.1);
    expect(info.traffic_rx_bps).toBeGreaterThan(0);
    expect(info.traffic_rx_bps).toBeLessThan(100e9);
  });

  it('wraps its byte and packet counters before they stop being exact JSON numbers on a long-lived 100G link', async () => {
    const at = new Date('2025-03-01T15:00:00Z');
    const linkChangedAt = new Date(at.getTime() - 365 * 86_400_000);
    const info = await network.deviceInfo({ ...facts, linkChangedAt }, at);
    const counters = [info.traffic_rx_bytes, info.traffic_tx_bytes, info.traffic_rx_packets, info.traffic_tx_packets];
    expect(counters.every((value) => Number.isSafeInteger(value) && value > 0)).toBe(true);
  });

  it('reports one lane for a 10G LR port, and a disabled port down and dark both ways', async () => {
    const info = await network.deviceInfo({ ...facts, speed: '10Gbps', media: 'LR', link: LINK_DISABLED });
    expect(info).toMatchObject({ admin_status: 'down', oper_status: 'down', traffic_rx_bps: 0, traffic_tx_bps: 0 });
    expect(info.optics_lanes).toHaveLength(1);
    expect(info.optics_lanes[0]).toMatchObject({ receive_power_dbm: -40, output_power_dbm: -40, bias_current_ma: 0 });
  });

  it('reports a port that is enabled but operationally down with no traffic and no light received', async () => {
    const link = { adminStatus: 'up', operationalStatus: 'down' } as const;
    const info = await network.deviceInfo({ ...facts, link }, new Date('2025-03-01T15:00:00Z'));
    expect(info).toMatchObject({ admin_status: 'up', oper_status: 'down', traffic_rx_bps: 0, traffic_tx_packets: 0 });
    expect(info.optics_lanes.every((lane) => lane.receive_power_dbm === -40 && lane.output_power_dbm > -8)).toBe(true);
  });
});

describe('traffic model', () => {
  it('follows a daily pattern, stays below the speed and bursts now and then', () => {
    const id = 'PF-AP-SEA1-1500001';
    const day = Array.from({ length: 1440 }, (_, minute) =>
      trafficAt(id, 10_000, new Date(Date.UTC(2025, 2, 3, 0, minute))),
    );
    const hourly = Array.from(
      { length: 24 },
      (_, hour) => day.slice(hour * 60, hour * 60 + 60).reduce((sum, sample) => sum + sample.rxBps, 0) / 60,
    );
    expect(Math.max(...hourly)).toBeGreaterThan(Math.min(...hourly) * 2);
    expect(day.every((sample) => sample.rxBps <= 10e9 && sample.txBps <= 10e9 && sample.rxBps > 0)).toBe(true);
    const week = Array.from({ length: 7 * 1440 }, (_, minute) => {
      const at = new Date(Date.UTC(2025, 2, 3, 0, minute));
      return {
        burst: trafficAt(id, 10_000, at).rxBps,
        before: trafficAt(id, 10_000, new Date(at.getTime() - 600_000)).rxBps,
      };
    });
    expect(week.filter((sample) => sample.burst > sample.before * 1.5).length).toBeGreaterThan(0);
    expect(trafficAt(id, 10_000, new Date(Date.UTC(2025, 2, 3, 12)))).toEqual(
      trafficAt(id, 10_000, new Date(Date.UTC(2025, 2, 3, 12))),
    );
  });
});
