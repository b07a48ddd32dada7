import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvent } from '../../../events/publish-event.js';
import { connectSse, type SseClient } from '../../../events/sse-client.js';
import { waitUntil } from '../../../jobs/testing-jobs.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';
import { BUSY_INTERFACE, collectMinuteWithAlerts, firstMinute } from './alerts-testing.js';

let harness: TestApp;
let baseUrl: string;
const clients: SseClient[] = [];
beforeAll(async () => {
  harness = await createTestApp();
  baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await harness?.close();
});

async function streamOf(loginName: string): Promise<SseClient> {
  const session = await login(harness.app, loginName);
  const client = await connectSse(`${baseUrl}/v2/events`, session.bearer);
  clients.push(client);
  await waitUntil(() => client.comments.includes('subscribed'), `the stream of ${loginName} is subscribed`);
  return client;
}

describe('alert events', () => {
  it("reach the customer's connected clients when the collector raises an alert, and never another customer's", async () => {
    const acme = await streamOf('demo');
    const initech = await streamOf('other');
    const alarmMinute = firstMinute(Date.UTC(2026, 1, 2), (utilisation) => utilisation >= 0.9);
    await harness.database.db.transaction((tx) => collectMinuteWithAlerts(tx, alarmMinute));
    await waitUntil(() => acme.events.some((event) => event.type === 'alert'), 'the alert event reaches Acme');
    expect(acme.events.find((event) => event.type === 'alert')).toMatchObject({
      customer_id: DEMO_CUSTOMER_IDS.acme,
      object_type: 'alert',
      data: {
        change: 'raised',
        kind: 'utilisation',
        severity: 'alarm',
        circuit_object_type: 'vc',
        circuit_id: BUSY_INTERFACE.objectId,
        subject_id: BUSY_INTERFACE.telemetryId,
      },
    });

    // Events arrive in order: once Initech's own marker is in, an alert meant for it would have arrived before.
    await publishEvent(harness.database.db, {
      type: 'network.workflow.step',
      customerId: DEMO_CUSTOMER_IDS.initech,
      objectType: 'port',
      objectId: 'PF-AP-SIN1-2000001',
    });
    // Other news of Initech's own (its login's activity entry, late on PostgreSQL's NOTIFY) may come too.
    await waitUntil(
      () => initech.events.some((event) => event.type === 'network.workflow.step'),
      "Initech's marker arrives",
    );
    expect(initech.events.filter((event) => event.type === 'alert')).toEqual([]);
    expect(initech.events.every((event) => event.customer_id === DEMO_CUSTOMER_IDS.initech)).toBe(true);
  });
});
