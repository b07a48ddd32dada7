import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { DEMO_NETWORK } from '../../../seed/demo-network.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import {
  connectionCounts,
  findRouter,
  findRouterById,
  listConnections,
  listSessions,
  type RouterRow,
} from './cloud-routers.repo.js';

let harness: TestApp;
let acmeRouter: RouterRow;
let acmeConnectionIds: string[];

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  const router = await findRouter(db, DEMO_CUSTOMER_IDS.acme, DEMO_NETWORK.cloudRouter);
  if (!router) throw new Error('the demo router is missing');
  acmeRouter = router;
  acmeConnectionIds = (await listConnections(db, DEMO_CUSTOMER_IDS.acme, router.id)).map((row) => row.id);
});
afterAll(async () => {
  await harness?.close();
});

/**
 * The reads that follow a row id (a connection's router, a router's connection count, the sessions of
 * connections) put the customer in their WHERE clause too: given another customer, Acme's ids find nothing.
 */
describe('cloud router reads by row id are scoped by customer', () => {
  it("finds a connection's router only for its customer", async () => {
    const db = harness.database.db;
    expect((await findRouterById(db, DEMO_CUSTOMER_IDS.acme, acmeRouter.id))?.circuitId).toBe(DEMO_NETWORK.cloudRouter);
    expect(await findRouterById(db, DEMO_CUSTOMER_IDS.initech, acmeRouter.id)).toBeNull();
  });

  it('counts connections and lists sessions only for their customer', async () => {
    const db = harness.database.db;
    expect((await connectionCounts(db, DEMO_CUSTOMER_IDS.acme, [acmeRouter.id])).get(acmeRouter.id)).toBe(2);
    expect((await connectionCounts(db, DEMO_CUSTOMER_IDS.initech, [acmeRouter.id])).size).toBe(0);
    expect((await listSessions(db, DEMO_CUSTOMER_IDS.acme, acmeConnectionIds)).length).toBe(2);
    expect(await listSessions(db, DEMO_CUSTOMER_IDS.initech, acmeConnectionIds)).toEqual([]);
  });
});
