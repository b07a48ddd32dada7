import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circuits, documents } from '../../../db/schema/index.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { createTestApp, login, type Session, type TestApp } from '../../../testing/test-app.js';
import { type InventoryEntry, upsertCircuit } from '../inventory/inventory.repo.js';

let harness: TestApp;
let demo: Session;
let other: Session;

const acme = DEMO_CUSTOMER_IDS.acme;

type Counts = Record<string, number>;
interface Product {
  service_type: string;
  label: string;
  total: number;
  active: number;
  provisioning: number;
  warning: number;
  error: number;
}
interface Dashboard {
  products: Product[];
  attention: { circuit_id: string; summary: string; state: string; updated_at: string }[];
}

async function get<T>(session: Session, url: string): Promise<T> {
  const response = await harness.app.inject({ method: 'GET', url, headers: session.bearer });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

/**
 * Adds a circuit to the inventory with a given change time (a day ago unless told), so the attention order is
 * exact whatever else the demo world holds.
 */
async function seed(entry: Partial<InventoryEntry> & Pick<InventoryEntry, 'circuitId'>, minutesAgo = 24 * 60) {
  const db = harness.database.db;
  await upsertCircuit(db, { customerId: acme, serviceType: 'port', state: 'active', summary: 'active', ...entry });
  await db
    .update(circuits)
    .set({ updatedAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(circuits.circuitId, entry.circuitId));
}

function delta(after: Counts, before: Counts): Counts {
  return Object.fromEntries(Object.keys(after).map((key) => [key, (after[key] ?? 0) - (before[key] ?? 0)]));
}

function product(dashboard: Dashboard, type: string): Product {
  return (
    dashboard.products.find((entry) => entry.service_type === type) ?? {
      service_type: type,
      label: '',
      total: 0,
      active: 0,
      provisioning: 0,
      warning: 0,
      error: 0,
    }
  );
}

beforeAll(async () => {
  harness = await createTestApp();
  demo = await login(harness.app, 'demo');
  other = await login(harness.app, 'other');
});
afterAll(async () => {
  await harness?.close();
});

describe('GET /v2/navigation/counts and GET /v2/dashboard', () => {
  it('answer 401 without a session', async () => {
    for (const url of ['/v2/navigation/counts', '/v2/dashboard']) {
      expect((await harness.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('counts the demo ports as the ports list does', async () => {
    const list = await harness.app.inject({ method: 'GET', url: '/v2/ports', headers: demo.bearer });
    const total = Number(list.headers['x-total-item-count']);
    expect(total).toBe(7);
    const ports = product(await get<Dashboard>(demo, '/v2/dashboard'), 'port');
    expect(ports).toMatchObject({ total, active: 4, provisioning: 1, warning: 2, error: 0 });
    expect((await get<{ counts: Counts }>(demo, '/v2/navigation/counts')).counts.ports).toBe(total);
  });

  it("count the customer's circuits per sidebar item and per product and summary", async () => {
    const countsBefore = (await get<{ counts: Counts }>(demo, '/v2/navigation/counts')).counts;
    const dashboardBefore = await get<Dashboard>(demo, '/v2/dashboard');
    const otherBefore = (await get<{ counts: Counts }>(other, '/v2/navigation/counts')).counts;

    await seed({ circuitId: 'PF-AP-CNT1-800001' });
    await seed({ circuitId: 'PF-AP-CNT1-800002', state: 'provisioning', summary: 'provisioning' });
    await seed({ circuitId: 'PF-AE-CNT1-800003', serviceType: 'lag', summary: 'warning' });
    // A LAG member is not a port of its own: neither the sidebar nor the dashboard counts it (its LAG stands for it).
    await seed({
      circuitId: 'PF-AP-CNT1-800004',
      parentCircuitId: 'PF-AE-CNT1-800003',
      summary: 'error',
      state: 'error',
    });
    await seed({ circuitId: 'PF-BC-CNT-NYC-800005-PF', serviceType: 'vc' });
    await seed({ circuitId: 'PF-L3-CUST-800006', serviceType: 'l3nf' });
    await seed({ circuitId: 'PF-L3-CON-800007', serviceType: 'cr-connection', parentCircuitId: 'PF-L3-CUST-800006' });
    await seed({ circuitId: 'PF-CC-CNT-NYC-800008-PF', serviceType: 'cloud-hosted' });
    await seed({ circuitId: 'PF-AB-800009', serviceType: 'flex-bandwidth' });
    await harness.database.db.insert(documents).values({
      customerId: acme,
      name: 'msa.pdf',
      type: 'msa',
      mimeType: 'application/pdf',
      byteSize: 4,
      data: Buffer.from('%PDF'),
    });

    const counts = (await get<{ counts: Counts }>(demo, '/v2/navigation/counts')).counts;
    expect(Object.keys(counts).sort()).toEqual(
      [
        'cloud_routers',
        'cross_connects',
        'dedicated_clouds',
        'hosted_clouds',
        'hpi',
        'ixs',
        'point_to_points',
        'ports',
        'vcs',
        'documents',
      ].sort(),
    );
    expect(delta(counts, countsBefore)).toMatchObject({
      ports: 3,
      vcs: 1,
      cloud_routers: 1,
      hosted_clouds: 1,
      dedicated_clouds: 0,
      point_to_points: 0,
      cross_connects: 0,
      ixs: 0,
      hpi: 0,
      documents: 1,
    });
    // Initech's counts do not move.
    expect((await get<{ counts: Counts }>(other, '/v2/navigation/counts')).counts).toEqual(otherBefore);

    const dashboard = await get<Dashboard>(demo, '/v2/dashboard');
    const ports = product(dashboard, 'port');
    const portsBefore = product(dashboardBefore, 'port');
    expect({
      total: ports.total - portsBefore.total,
      active: ports.active - portsBefore.active,
      provisioning: ports.provisioning - portsBefore.provisioning,
      warning: ports.warning - portsBefore.warning,
      error: ports.error - portsBefore.error,
    }).toEqual({ total: 3, active: 1, provisioning: 1, warning: 1, error: 0 });
    expect(ports.label).toBe('Port');
    // One port count: the dashboard's Port row, the sidebar's Ports badge and the ports list's total agree.
    expect(ports.total).toBe(counts.ports);
    expect(dashboard.products.map((entry) => entry.service_type)).not.toContain('lag');
    expect(product(dashboard, 'flex-bandwidth')).toMatchObject({ label: 'Flex Bandwidth' });
    for (const entry of dashboard.products) {
      expect(entry.total).toBe(entry.active + entry.provisioning + entry.warning + entry.error);
      expect(entry.total).toBeGreaterThan(0);
    }
  });

  it('lists circuits that are not active, newest first, at most 20, of the own customer only', async () => {
    for (let index = 0; index < 25; index += 1) {
      await seed(
        { circuitId: `PF-AP-ATT1-${700000 + index}`, state: 'provisioning', summary: 'provisioning' },
        index + 1,
      );
    }
    await seed({ circuitId: 'PF-AP-ATT1-NEWEST', state: 'error', summary: 'error' }, 0);
    await seed({ circuitId: 'PF-AP-ATT1-FINE' }, 0);
    await upsertCircuit(harness.database.db, {
      circuitId: 'PF-AP-INI1-700999',
      customerId: DEMO_CUSTOMER_IDS.initech,
      serviceType: 'port',
      state: 'error',
      summary: 'error',
    });

    const { attention } = await get<Dashboard>(demo, '/v2/dashboard');
    expect(attention).toHaveLength(20);
    expect(attention[0]).toMatchObject({ circuit_id: 'PF-AP-ATT1-NEWEST', state: 'error', summary: 'error' });
    // The demo world may hold circuits of its own in between; the generated ones keep their order.
    const generated = attention.map((item) => item.circuit_id).filter((id) => id.startsWith('PF-AP-ATT1-7'));
    expect(generated.length).toBeGreaterThan(0);
    expect(generated).toEqual(Array.from({ length: generated.length }, (_, index) => `PF-AP-ATT1-${700000 + index}`));
    const times = attention.map((item) => Date.parse(item.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(attention.every((item) => item.summary !== 'active')).toBe(true);
    expect(attention.map((item) => item.circuit_id)).not.toContain('PF-AP-INI1-700999');

    const initech = await get<Dashboard>(other, '/v2/dashboard');
    expect(initech.attention.map((item) => item.circuit_id)).toContain('PF-AP-INI1-700999');
    expect(initech.attention.map((item) => item.circuit_id)).not.toContain('PF-AP-ATT1-NEWEST');
  });
});
