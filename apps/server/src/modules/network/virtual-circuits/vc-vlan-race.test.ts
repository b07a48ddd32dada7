import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vcInterfaces } from '../../../db/schema/index.js';
import { DEMO_PORTS } from '../../../seed/demo-ports.js';
import { createTestApp, login, type Session, type TestApp } from '../../../testing/test-app.js';
import { backboneOrder } from '../../../testing/vc-fixture.js';

let harness: TestApp;
let demo: Session;

beforeAll(async () => {
  harness = await createTestApp();
  demo = await login(harness.app, 'demo');
});
afterAll(async () => {
  await harness?.close();
});

const ORDERS = 50;
const VLAN = 900;

describe('VLAN allocation under concurrency (issue 16)', () => {
  it('50 parallel orders for one VLAN of a port create exactly one VC; the others are refused naming the VLAN', async () => {
    const responses = await Promise.all(
      Array.from({ length: ORDERS }, (_, index) =>
        harness.app.inject({
          method: 'POST',
          url: '/v2/services/backbone',
          headers: demo.bearer,
          // Every order asks for VLAN 900 on the NYC1 port; their Z ends differ, so only the A end can collide.
          payload: backboneOrder(DEMO_PORTS.nyc, DEMO_PORTS.secaucus, { vlanA: VLAN, vlanZ: 1000 + index }),
        }),
      ),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(ORDERS - 1);
    for (const response of refused) {
      expect(response.json().code).toBe('state_conflict');
      expect(response.json().message).toMatch(/VLAN 900/);
      expect(Object.keys(response.json().fields)[0]).toMatch(/^interfaces/);
    }
    const holders = await harness.database.db
      .select({ vc: vcInterfaces.vcCircuitId })
      .from(vcInterfaces)
      .where(and(eq(vcInterfaces.portCircuitId, DEMO_PORTS.nyc), eq(vcInterfaces.outerVlan, VLAN)));
    expect(holders).toEqual([{ vc: created[0]?.json().vc_circuit_id }]);
  });
});
