import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { sessions } from '../db/schema/index.js';
import { waitUntil } from '../jobs/testing-jobs.js';
import { hashSecret } from '../modules/identity/auth/secrets.js';
import { recordActivity } from '../modules/platform/activity/activity.repo.js';
import { DEMO_CUSTOMER_IDS } from '../seed/demo.js';
import { createTestApp, login, type Session, type TestApp } from '../testing/test-app.js';
import { publishEvent } from './publish-event.js';
import { connectSse, type SseClient } from './sse-client.js';

let harness: TestApp;
let baseUrl: string;
let demo: Session;
let other: Session;
const clients: SseClient[] = [];

beforeAll(async () => {
  harness = await createTestApp();
  baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  demo = await login(harness.app, 'demo');
  other = await login(harness.app, 'other');
});
afterAll(async () => {
  for (const client of clients) client.close();
  await harness?.close();
});

async function subscribe(url: string, headers: Record<string, string>): Promise<SseClient> {
  const client = await connectSse(url, headers);
  clients.push(client);
  if (client.status === 200) await waitUntil(() => client.comments.includes('subscribed'), 'the stream is subscribed');
  return client;
}

const workflowEvent = (customerId: string, objectId: string) => ({
  type: 'network.workflow.step',
  customerId,
  objectType: 'port',
  objectId,
  data: { state: 'provisioning' },
});

describe('GET /v2/events', () => {
  it('answers 401 without a session', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/v2/events' });
    expect(response.statusCode).toBe(401);
  });

  it("delivers a customer's events to that customer's streams and never to another customer's", async () => {
    const acmeByHeader = await subscribe(`${baseUrl}/v2/events`, demo.bearer);
    const acmeByCookie = await subscribe(`${baseUrl}/v2/events`, demo.cookieOnly);
    const initech = await subscribe(`${baseUrl}/v2/events`, other.bearer);
    await harness.database.db.transaction(async (tx) => {
      await publishEvent(tx, workflowEvent(DEMO_CUSTOMER_IDS.acme, 'PF-AP-NYC1-1000001'));
      await publishEvent(tx, workflowEvent(DEMO_CUSTOMER_IDS.initech, 'PF-AP-SIN1-2000002'));
    });
    await waitUntil(
      () => acmeByHeader.events.length === 1 && acmeByCookie.events.length === 1 && initech.events.length === 1,
      'each stream has its event',
    );
    expect(acmeByHeader.events[0]).toMatchObject({
      type: 'network.workflow.step',
      customer_id: DEMO_CUSTOMER_IDS.acme,
      object_type: 'port',
      object_id: 'PF-AP-NYC1-1000001',
      data: { state: 'provisioning' },
    });
    expect(acmeByCookie.events[0]?.object_id).toBe('PF-AP-NYC1-1000001');
    expect(initech.events.map((event) => event.object_id)).toEqual(['PF-AP-SIN1-2000002']);
    for (const client of [acmeByHeader, acmeByCookie, initech]) client.close();
  });

  it('follows the customer acted for, named in the query (an EventSource cannot send the header)', async () => {
    const reseller = await login(harness.app, 'reseller');
    const forHooli = await subscribe(`${baseUrl}/v2/events?on_behalf_of=${DEMO_CUSTOMER_IDS.hooli}`, reseller.bearer);
    // Globex may not act for Acme: the parameter is ignored and the stream is Globex's own.
    const notForAcme = await subscribe(`${baseUrl}/v2/events?on_behalf_of=${DEMO_CUSTOMER_IDS.acme}`, reseller.bearer);
    await harness.database.db.transaction(async (tx) => {
      await publishEvent(tx, workflowEvent(DEMO_CUSTOMER_IDS.acme, 'PF-AP-NYC1-1000001'));
      await publishEvent(tx, workflowEvent(DEMO_CUSTOMER_IDS.hooli, 'PF-AP-LON1-3000003'));
      await publishEvent(tx, workflowEvent(DEMO_CUSTOMER_IDS.globex, 'PF-AP-AMS1-4000004'));
    });
    await waitUntil(
      () => forHooli.events.length === 1 && notForAcme.events.length === 1,
      'each stream has the event of its customer',
    );
    expect(forHooli.events.map((event) => event.object_id)).toEqual(['PF-AP-LON1-3000003']);
    expect(notForAcme.events.map((event) => event.object_id)).toEqual(['PF-AP-AMS1-4000004']);
    for (const client of [forHooli, notForAcme]) client.close();
  });

  it('never delivers the event of a transaction that rolled back', async () => {
    const acme = await subscribe(`${baseUrl}/v2/events`, demo.bearer);
    await harness.database.db
      .transaction(async (tx) => {
        await publishEvent(tx, workflowEvent(DEMO_CUSTOMER_IDS.acme, 'PF-AP-ROLLED-BACK'));
        tx.rollback();
      })
      .catch(() => undefined);
    await publishEvent(harness.database.db, workflowEvent(DEMO_CUSTOMER_IDS.acme, 'PF-AP-COMMITTED'));
    await waitUntil(() => acme.events.length > 0, 'the committed event arrives');
    expect(acme.events.map((event) => event.object_id)).toEqual(['PF-AP-COMMITTED']);
    acme.close();
  });

  it('turns every activity-log entry into an event of its customer', async () => {
    const acme = await subscribe(`${baseUrl}/v2/events`, demo.bearer);
    const initech = await subscribe(`${baseUrl}/v2/events`, other.bearer);
    await harness.database.db.transaction((tx) =>
      recordActivity(tx, {
        customerId: DEMO_CUSTOMER_IDS.acme,
        actorUserId: null,
        action: 'contact.update',
        objectType: 'contact',
        objectId: 'contact-1',
        before: { secret: 'never sent' },
      }),
    );
    await waitUntil(() => acme.events.length === 1, 'the activity event arrives');
    expect(acme.events[0]).toMatchObject({
      type: 'activity.recorded',
      object_type: 'contact',
      object_id: 'contact-1',
      data: { action: 'contact.update', log_object_type: 'activity-log' },
    });
    expect(JSON.stringify(acme.events[0])).not.toContain('never sent');
    expect(initech.events).toEqual([]);
    acme.close();
    initech.close();
  });
});

describe('across instances', () => {
  let second: FastifyInstance;
  let secondUrl: string;

  beforeAll(async () => {
    const instance = await harness.openInstance();
    second = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        WEB_DIST: '/nonexistent',
        EVENTS_HEARTBEAT_MS: '100',
      }),
      database: instance,
    });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('reaches a browser connected to another instance through LISTEN/NOTIFY', async () => {
    const acmeOnSecond = await subscribe(`${secondUrl}/v2/events`, demo.bearer);
    const initechOnSecond = await subscribe(`${secondUrl}/v2/events`, other.bearer);
    await publishEvent(harness.database.db, workflowEvent(DEMO_CUSTOMER_IDS.acme, 'PF-AP-LAX1-3000003'));
    await waitUntil(() => acmeOnSecond.events.length === 1, 'the event crosses instances');
    expect(acmeOnSecond.events[0]?.object_id).toBe('PF-AP-LAX1-3000003');
    expect(initechOnSecond.events).toEqual([]);
    acmeOnSecond.close();
    initechOnSecond.close();
  });

  it('ends the stream within a heartbeat once the session is revoked', async () => {
    const session = await login(harness.app, 'demo');
    const stream = await subscribe(`${secondUrl}/v2/events`, session.bearer);
    await waitUntil(() => stream.comments.includes('heartbeat'), 'a heartbeat arrives');
    await harness.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashSecret(session.token)));
    await stream.ended;
    await publishEvent(harness.database.db, workflowEvent(DEMO_CUSTOMER_IDS.acme, 'PF-AP-AFTER-REVOKE'));
    expect(stream.events.map((event) => event.object_id)).not.toContain('PF-AP-AFTER-REVOKE');
  });
});
