import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundCrossConnects } from '../db/schema/index.js';
import { findCircuit } from '../modules/platform/inventory/inventory.repo.js';
import { createTestApp, login, type TestApp } from '../testing/test-app.js';
import { DEMO_CUSTOMER_IDS, seedDemo } from './demo.js';
import { DEMO_CROSS_CONNECT } from './demo-cross-connects.js';
import { DEMO_PORTS } from './demo-ports.js';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

describe('demo cross connect', () => {
  it('gives Acme a completed cross connect from its NYC1 port, with the LOA it was ordered with', async () => {
    const session = await login(harness.app, 'demo');
    const list = await harness.app.inject({
      method: 'GET',
      url: '/v2/outbound-cross-connects',
      headers: session.bearer,
    });
    expect(list.json()).toEqual([
      expect.objectContaining({
        circuit_id: DEMO_CROSS_CONNECT.circuitId,
        port: DEMO_PORTS.nyc,
        obcc_status: 'order closed',
        progress: 100,
        state: 'active',
        document_uuid: DEMO_CROSS_CONNECT.documentId,
      }),
    ]);
    const pdf = await harness.app.inject({
      method: 'GET',
      url: `/v2/documents/${DEMO_CROSS_CONNECT.documentId}/download`,
      headers: session.bearer,
    });
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await findCircuit(harness.database.db, DEMO_CUSTOMER_IDS.acme, DEMO_CROSS_CONNECT.circuitId)).toMatchObject({
      serviceType: 'cross-connect',
      summary: 'active',
    });
  });

  it('is seeded once however often the demo is seeded', async () => {
    await seedDemo(harness.database.db);
    const rows = await harness.database.db
      .select()
      .from(outboundCrossConnects)
      .where(eq(outboundCrossConnects.portCircuitId, DEMO_PORTS.nyc));
    expect(rows).toHaveLength(1);
  });
});
