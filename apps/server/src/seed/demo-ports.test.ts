import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usedCapacity } from '../modules/network/ports/ports-testing.js';
import { createTestApp, login, type TestApp } from '../testing/test-app.js';
import { seedDemo } from './demo.js';
import { DEMO_NETWORK } from './demo-network.js';
import { DEMO_PORTS } from './demo-ports.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

describe('the demo ports', () => {
  it('gives Acme ports in several states, a LAG of two, and Initech its own port; seeding again changes nothing', async () => {
    const demo = await login(harness.app, 'demo');
    const list = await harness.app.inject({ method: 'GET', url: '/v2/ports', headers: demo.bearer });
    const byId = new Map(list.json().map((port: { port_circuit_id: string }) => [port.port_circuit_id, port]));
    expect(byId.get(DEMO_PORTS.nyc)).toMatchObject({ state: 'active', summary: 'active' });
    expect(byId.get(DEMO_PORTS.secaucus)).toMatchObject({ summary: 'warning' });
    expect(byId.get(DEMO_PORTS.chicagoLab)).toMatchObject({ disabled: true, view_label: 'disabled' });
    expect(byId.get(DEMO_PORTS.ashburn)).toMatchObject({ summary: 'provisioning' });
    expect(byId.get(DEMO_PORTS.lag)).toMatchObject({ is_lag: true, member_count: 2 });
    expect(byId.has(DEMO_PORTS.lagMemberA)).toBe(false);
    expect(byId.has(DEMO_PORTS.initech)).toBe(false);
    const status = await harness.app.inject({
      method: 'GET',
      url: `/v2.1/ports/${DEMO_PORTS.ashburn}/status`,
      headers: demo.bearer,
    });
    expect(status.json().status.last_workflow.state).toBe('RUNNING');
    // Every built demo port has the network's record of its provisioning, so its status never answers 404.
    for (const circuitId of [DEMO_PORTS.nyc, DEMO_PORTS.secaucus, DEMO_PORTS.chicagoLab, DEMO_PORTS.lag]) {
      const built = await harness.app.inject({
        method: 'GET',
        url: `/v2.1/ports/${circuitId}/status`,
        headers: demo.bearer,
      });
      expect(built.statusCode, circuitId).toBe(200);
      expect(built.json().status.last_workflow).toMatchObject({ state: 'COMPLETE', is_final: true });
    }
    for (const circuitId of [DEMO_NETWORK.longhaulVc, DEMO_NETWORK.metroVc]) {
      const built = await harness.app.inject({
        method: 'GET',
        url: `/v2.1/services/${circuitId}/status`,
        headers: demo.bearer,
      });
      expect(built.statusCode, circuitId).toBe(200);
      expect(built.json().status.last_workflow).toMatchObject({ state: 'COMPLETE', is_final: true });
    }

    const slot = { pop: 'NYC1', zone: 'A', speed: '10Gbps', media: 'LR' };
    const used = await usedCapacity(harness, slot);
    await seedDemo(harness.database.db);
    expect(await usedCapacity(harness, slot)).toBe(used);
    const other = await login(harness.app, 'other');
    const initech = await harness.app.inject({
      method: 'GET',
      url: `/v2/ports/${DEMO_PORTS.initech}`,
      headers: other.bearer,
    });
    expect(initech.json()).toMatchObject({ customer_name: 'Initech', state: 'active' });
  });

  it('gives the demo ports a history: the order, a later PO number and the disable, by the admin', async () => {
    const demo = await login(harness.app, 'demo');
    const history = async (circuitId: string) => {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/v2/activity-logs?object_type=port&object_id=${circuitId}`,
        headers: demo.bearer,
      });
      expect(response.statusCode).toBe(200);
      const entries = response.json() as { event: string; message: string; user: string | null }[];
      expect(entries.every((entry) => entry.user === 'demo')).toBe(true);
      return entries.map((entry) => `${entry.event}: ${entry.message}`).sort();
    };
    // The sentences of the activity log: the object, what happened and who did it, with what changed.
    expect(await history(DEMO_PORTS.nyc)).toEqual([
      `port.create: Port ${DEMO_PORTS.nyc} ordered by Dana Reyes`,
      `port.update: Port ${DEMO_PORTS.nyc} changed by Dana Reyes: PO number`,
    ]);
    expect(await history(DEMO_PORTS.chicagoLab)).toEqual([
      `port.create: Port ${DEMO_PORTS.chicagoLab} ordered by Dana Reyes`,
      `port.disable: Port ${DEMO_PORTS.chicagoLab} disabled by Dana Reyes`,
    ]);
    expect(await history(DEMO_PORTS.lag)).toEqual([`lag.create: LAG ${DEMO_PORTS.lag} created by Dana Reyes`]);
    // Another customer's port history is not Acme's to read.
    expect(await history(DEMO_PORTS.initech)).toEqual([]);
  });
});
