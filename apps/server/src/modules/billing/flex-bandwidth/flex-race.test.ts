import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { virtualCircuits } from '../../../db/schema/index.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { insertTestPort } from '../../../testing/port-fixture.js';
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

const ORDERS = 12;
/** Test ports of Acme at WDC1: one pair fills the pool, then each racing order has a pair of its own. */
const portId = (index: number) => `PF-AP-WDC1-${9_200_000 + index}`;

const order = (payload: unknown) =>
  harness.app.inject({ method: 'POST', url: '/v2/services/backbone', headers: demo.bearer, payload: payload as never });

describe('flex bandwidth under concurrency (issue 16)', () => {
  it('parallel orders against a nearly full pool create exactly as many circuits as fit; the others are refused naming the pool', async () => {
    for (let index = 0; index < 2 + ORDERS * 2; index += 1) {
      await insertTestPort(harness.database.db, { circuitId: portId(index), customerId: DEMO_CUSTOMER_IDS.acme });
    }
    const created = await harness.app.inject({
      method: 'POST',
      url: '/v2/flex-bandwidth',
      headers: demo.bearer,
      payload: { description: 'Race', account_uuid: DEMO_CUSTOMER_IDS.acme, subscription_term: 1, capacity: '50Gbps' },
    });
    const pool = created.json<{ flex_bandwidth_id: string }>().flex_bandwidth_id;
    // 45 of the 50 Gbps are taken: room for five 1 Gbps circuits.
    for (const [index, speed] of ['10Gbps', '10Gbps', '10Gbps', '10Gbps', '5Gbps'].entries()) {
      const fill = await order({
        ...backboneOrder(portId(0), portId(1), { vlanA: 100 + index, vlanZ: 100 + index, speed }),
        flex_bandwidth_id: pool,
      });
      expect(fill.statusCode, fill.body).toBe(201);
    }

    // Each racing order has its own two ports, so nothing but the pool makes them wait for one another.
    const responses = await Promise.all(
      Array.from({ length: ORDERS }, (_, index) =>
        order({
          ...backboneOrder(portId(2 + index * 2), portId(3 + index * 2), { speed: '1Gbps' }),
          flex_bandwidth_id: pool,
        }),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(ORDERS - 5);
    for (const response of refused) {
      expect(response.json()).toMatchObject({
        code: 'state_conflict',
        message: `Flex bandwidth ${pool} has 0Mbps available: a 1Gbps circuit does not fit.`,
      });
      expect(Object.keys(response.json().fields)).toEqual(['flex_bandwidth_id']);
    }
    const read = await harness.app.inject({ method: 'GET', url: `/v2/flex-bandwidth/${pool}`, headers: demo.bearer });
    expect(read.json()).toMatchObject({ used_capacity_mbps: 50_000, available_capacity_mbps: 0, vc_count: 10 });
    const drawing = await harness.database.db
      .select({ id: virtualCircuits.circuitId })
      .from(virtualCircuits)
      .where(eq(virtualCircuits.flexBandwidthId, pool));
    expect(drawing).toHaveLength(10);
  });
});
