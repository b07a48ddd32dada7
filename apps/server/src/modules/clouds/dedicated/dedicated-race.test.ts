import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dedicatedClouds, portCapacity } from '../../../db/schema/index.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { azureDedicatedOrder } from '../../../testing/dedicated-cloud-fixture.js';
import { createTestApp, login, type Session, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
let demo: Session;

beforeAll(async () => {
  harness = await createTestApp();
  demo = await login(harness.app, 'demo');
});
afterAll(async () => {
  await harness?.close();
});

const ORDERS = 10;
const FREE = 3;
/** The 10 Gbps LR ports of WDC1's zone A, where Azure's dedicated on-ramp takes its ports. */
const SLOT = and(
  eq(portCapacity.pop, 'WDC1'),
  eq(portCapacity.zone, 'A'),
  eq(portCapacity.speed, '10Gbps'),
  eq(portCapacity.media, 'LR'),
);

const dedicatedAtWdc1 = async () =>
  (
    await harness.database.db
      .select({ id: dedicatedClouds.circuitId })
      .from(dedicatedClouds)
      .where(and(eq(dedicatedClouds.customerId, DEMO_CUSTOMER_IDS.acme), eq(dedicatedClouds.pop, 'WDC1')))
  ).length;

describe('dedicated cloud capacity under concurrency (issue 17)', () => {
  it('parallel orders at one PoP take exactly the ports left; the others are refused naming the zone', async () => {
    await harness.database.db
      .update(portCapacity)
      .set({ total: sql`${portCapacity.used} + ${FREE}` })
      .where(SLOT);
    const before = await dedicatedAtWdc1();

    const responses = await Promise.all(
      Array.from({ length: ORDERS }, (_, index) =>
        harness.app.inject({
          method: 'POST',
          url: '/v2/services/cloud/dedicated/azure',
          headers: demo.bearer,
          payload: azureDedicatedOrder('WDC1', { description: `Race ${index}` }),
        }),
      ),
    );
    const accepted = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(accepted).toHaveLength(FREE);
    expect(refused).toHaveLength(ORDERS - FREE);
    for (const response of refused) {
      expect(response.json()).toMatchObject({
        code: 'no_capacity',
        fields: { zone: 'No 10Gbps LR port is left in zone A of WDC1. Choose another zone, speed or media.' },
      });
    }
    const [slot] = await harness.database.db
      .select({ used: portCapacity.used, total: portCapacity.total })
      .from(portCapacity)
      .where(SLOT);
    expect(slot?.used).toBe(slot?.total);
    expect(await dedicatedAtWdc1()).toBe(before + FREE);
  });
});
