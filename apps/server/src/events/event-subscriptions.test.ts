import { EVENT_SUBSCRIPTION_MESSAGES } from '@portal/contract';
import { ERROR_MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, eventSubscriptions, users } from '../db/schema/index.js';
import { ensureHousekeeping, housekeepingJob } from '../jobs/housekeeping.js';
import { JobRegistry } from '../jobs/job-definition.js';
import { createJobRunner } from '../jobs/job-runner.js';
import { jobsOfType, silentLogger, waitUntil } from '../jobs/testing-jobs.js';
import { recordActivity } from '../modules/platform/activity/activity.repo.js';
import { collectMinute, trackInterface } from '../network/telemetry/collector.js';
import { DEMO_CUSTOMER_IDS } from '../seed/demo.js';
import { DEMO_NETWORK } from '../seed/demo-network.js';
import { DEMO_PORTS } from '../seed/demo-ports.js';
import { createTestApp, login, type Session, type TestApp } from '../testing/test-app.js';
import { publishEvent } from './publish-event.js';
import { connectSse, type SseClient } from './sse-client.js';

let harness: TestApp;
let baseUrl: string;
let demo: Session;
let other: Session;
const clients: SseClient[] = [];

beforeAll(async () => {
  harness = await createTestApp({ env: { EVENTS_HEARTBEAT_MS: '200' } });
  baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
  demo = await login(harness.app, 'demo');
  other = await login(harness.app, 'other');
});
afterAll(async () => {
  for (const client of clients) client.close();
  await harness?.close();
});

/** Moves a demo user to another group (an unknown one has no permission at all, spec 6). */
async function setGroup(loginName: string, group: string) {
  await harness.database.db.update(users).set({ groupName: group }).where(eq(users.login, loginName));
}

const ALL_CUSTOMER_EVENTS = { streams: [{ type: 'customer', events: null }] };

async function subscribe(headers: Record<string, string>, payload: unknown = ALL_CUSTOMER_EVENTS) {
  return harness.app.inject({ method: 'POST', url: '/v2/events', headers, payload: payload as never });
}

async function created(headers: Record<string, string>, payload?: unknown): Promise<string> {
  const response = await subscribe(headers, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ subscription_uuid: string }>().subscription_uuid;
}

async function stream(id: string, headers: Record<string, string>): Promise<SseClient> {
  const client = await connectSse(`${baseUrl}/v2/events/${id}`, headers);
  clients.push(client);
  if (client.status === 200) await waitUntil(() => client.comments.includes('subscribed'), 'the stream is subscribed');
  return client;
}

const portActivity = (customerId: string, objectId: string, actorUserId: string | null = null) =>
  recordActivity(harness.database.db, {
    customerId,
    actorUserId,
    action: 'port.update',
    objectType: 'port',
    objectId,
  });

describe('POST /v2/events and GET /v2/events/{subscription_uuid}', () => {
  it('answers 401 without a session', async () => {
    expect(
      (await harness.app.inject({ method: 'POST', url: '/v2/events', payload: ALL_CUSTOMER_EVENTS })).statusCode,
    ).toBe(401);
    const id = await created(demo.bearer);
    expect((await harness.app.inject({ method: 'GET', url: `/v2/events/${id}` })).statusCode).toBe(401);
  });

  it('answers 400 naming the field', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { streams: 'This field is required' }],
      [{ streams: [] }, { streams: 'Subscribe to at least one stream.' }],
      [{ streams: [{ type: 'lag' }] }, { 'streams.0.type': 'Invalid value, must be one of "customer, port, vc".' }],
      [
        { streams: [{ type: 'vc', events: ['metrics', 'optical'] }] },
        { 'streams.0.events.1': 'Invalid value, must be one of "metrics".' },
      ],
      [
        { streams: [{ type: 'port', events: ['metrics'], ifds: [DEMO_PORTS.nyc, DEMO_PORTS.initech] }] },
        { 'streams.0.ifds.1': EVENT_SUBSCRIPTION_MESSAGES.unknownPort },
      ],
      [
        { streams: [{ type: 'vc', vcs: ['PF-BC-NOPE-1'] }] },
        { 'streams.0.vcs.0': EVENT_SUBSCRIPTION_MESSAGES.unknownVc },
      ],
      [
        { streams: [{ type: 'vc', ifds: [DEMO_PORTS.nyc] }] },
        { 'streams.0.ifds': 'A stream of type vc names VCs, not ports.' },
      ],
      [
        { streams: [{ type: 'port', vcs: [DEMO_NETWORK.longhaulVc] }] },
        { 'streams.0.vcs': 'A stream of type port names ports, not VCs.' },
      ],
      [
        { streams: [{ type: 'vc', vcs: [`${DEMO_NETWORK.longhaulVc}:${DEMO_PORTS.singapore}`] }] },
        { 'streams.0.vcs.0': EVENT_SUBSCRIPTION_MESSAGES.portNotOnVc },
      ],
      [
        { streams: [{ type: 'vc', vcs: [`${DEMO_NETWORK.longhaulVc}:${DEMO_PORTS.initech}`] }] },
        { 'streams.0.vcs.0': EVENT_SUBSCRIPTION_MESSAGES.unknownPort },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await subscribe(demo.bearer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
    expect(
      (await harness.app.inject({ method: 'GET', url: '/v2/events/not-a-uuid', headers: demo.bearer })).json(),
    ).toMatchObject({ fields: { subscription_uuid: 'Not a valid subscription id' } });
  });

  it('takes the streams the Go client sends: a VC and its port, ports by circuit id, null categories', async () => {
    const payload = {
      streams: [
        { type: 'customer', events: ['auth', 'physical_interface'] },
        { type: 'port', events: ['errors', 'etherstats', 'metrics', 'optical'], ifds: [DEMO_PORTS.nyc] },
        { type: 'vc', events: null, vcs: [`${DEMO_NETWORK.longhaulVc}:${DEMO_PORTS.nyc}`] },
      ],
    };
    const id = await created(demo.bearer, payload);
    const [row] = await harness.database.db.select().from(eventSubscriptions).where(eq(eventSubscriptions.id, id));
    expect(row?.streams).toEqual([
      { type: 'customer', events: ['auth', 'physical_interface'], vcs: [], ifds: [] },
      { type: 'port', events: ['errors', 'etherstats', 'metrics', 'optical'], vcs: [], ifds: [DEMO_PORTS.nyc] },
      { type: 'vc', events: [], vcs: [`${DEMO_NETWORK.longhaulVc}:${DEMO_PORTS.nyc}`], ifds: [] },
    ]);
    expect(row?.customerId).toBe(DEMO_CUSTOMER_IDS.acme);
  });

  it('answers 403 to another session of the same user: a subscription is streamed by the session that made it', async () => {
    const id = await created(demo.bearer);
    const second = await login(harness.app, 'demo');
    const response = await harness.app.inject({ method: 'GET', url: `/v2/events/${id}`, headers: second.bearer });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(EVENT_SUBSCRIPTION_MESSAGES.otherSession);
  });

  it('belongs to exactly one session or API key: the database refuses a subscription with neither or both', async () => {
    const id = await created(demo.bearer);
    const [row] = await harness.database.db.select().from(eventSubscriptions).where(eq(eventSubscriptions.id, id));
    if (!row) throw new Error('the subscription was not stored');
    const { id: _id, ...copy } = row;
    await expect(harness.database.db.insert(eventSubscriptions).values({ ...copy, sessionId: null })).rejects.toThrow();
    const made = await harness.app.inject({
      method: 'POST',
      url: '/v2/users/current/api-keys',
      headers: demo.bearer,
      payload: { name: 'one owner', time_expires: null },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [key] = await harness.database.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(eq(apiKeys.name, 'one owner'));
    expect(key).toBeDefined();
    await expect(
      harness.database.db.insert(eventSubscriptions).values({ ...copy, apiKeyId: key?.id ?? null }),
    ).rejects.toThrow();
    await expect(harness.database.db.insert(eventSubscriptions).values(copy)).resolves.toBeDefined();
  });

  it("answers 404 for another customer's subscription, and for an unknown one", async () => {
    const initech = await created(other.bearer);
    for (const id of [initech, '00000000-0000-4000-8000-000000000000']) {
      const response = await harness.app.inject({ method: 'GET', url: `/v2/events/${id}`, headers: demo.bearer });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(EVENT_SUBSCRIPTION_MESSAGES.notFound);
    }
  });

  it('streams the customer events the subscription asks for, in the Go client’s item shape', async () => {
    const id = await created(demo.bearer, { streams: [{ type: 'customer', events: ['physical_interface'] }] });
    const acme = await stream(id, demo.cookieOnly);
    expect(acme.status).toBe(200);
    const [demoUser] = await harness.database.db
      .execute<{ id: string }>("select id from users where login = 'demo'" as never)
      .then((result) => (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows));
    await recordActivity(harness.database.db, {
      customerId: DEMO_CUSTOMER_IDS.acme,
      actorUserId: null,
      action: 'contact.update',
      objectType: 'contact',
      objectId: 'contact-1',
    });
    await portActivity(DEMO_CUSTOMER_IDS.initech, DEMO_PORTS.initech);
    await recordActivity(harness.database.db, {
      customerId: DEMO_CUSTOMER_IDS.acme,
      actorUserId: null,
      action: 'vc.update',
      objectType: 'vc',
      objectId: DEMO_NETWORK.longhaulVc,
    });
    await portActivity(DEMO_CUSTOMER_IDS.acme, DEMO_PORTS.nyc, demoUser?.id ?? null);
    await publishEvent(harness.database.db, {
      type: 'network.workflow.step',
      customerId: DEMO_CUSTOMER_IDS.acme,
      objectType: 'port',
      objectId: DEMO_PORTS.london,
      data: {
        workflow_id: 'wf-1',
        operation: 'provision',
        state: 'failed',
        step: 'Cabling',
        position: 2,
        steps: 5,
        failure_reason: 'No optic',
      },
    });
    await waitUntil(() => acme.events.length === 2, 'the two port events arrive');
    const items = acme.events as unknown as { event: string; data: Record<string, unknown> }[];
    expect(items[0]).toEqual({
      event: 'physical_interface',
      data: {
        user: 'demo',
        log_level: 'info',
        category: 'physical_interface',
        event: 'port.update',
        message: expect.stringContaining(DEMO_PORTS.nyc),
        timestamp: expect.any(String),
        circuit_id: DEMO_PORTS.nyc,
      },
    });
    expect(items[1]?.data).toMatchObject({
      user: 'system',
      log_level: 'error',
      category: 'physical_interface',
      event: 'provision.failed',
      workflow_id: 'wf-1',
      circuit_id: DEMO_PORTS.london,
      message: expect.stringContaining('No optic'),
    });
    acme.close();
  });

  it('is streamed by the API key that made it, and by no session', async () => {
    const key = await harness.app.inject({
      method: 'POST',
      url: '/v2/users/current/api-keys',
      headers: demo.bearer,
      payload: { name: 'events', time_expires: null },
    });
    const secret = key.json<{ secret: string }>().secret;
    const id = await created({ authorization: secret });
    expect(
      (await harness.app.inject({ method: 'GET', url: `/v2/events/${id}`, headers: demo.bearer })).statusCode,
    ).toBe(403);
    const byKey = await stream(id, { authorization: secret });
    expect(byKey.status).toBe(200);
    await portActivity(DEMO_CUSTOMER_IDS.acme, DEMO_PORTS.singapore);
    await waitUntil(() => byKey.events.length === 1, 'the event arrives on the key’s stream');
    byKey.close();
  });

  it('expires when not streamed within 5 minutes; once streamed, it can be streamed again', async () => {
    const stale = await created(demo.bearer);
    const streamedEarly = await created(demo.bearer);
    const first = await stream(streamedEarly, demo.bearer);
    expect(first.status).toBe(200);
    first.close();
    const past = new Date(Date.now() - 1000);
    for (const id of [stale, streamedEarly]) {
      await harness.database.db
        .update(eventSubscriptions)
        .set({ expiresAt: past })
        .where(eq(eventSubscriptions.id, id));
    }
    const expired = await harness.app.inject({ method: 'GET', url: `/v2/events/${stale}`, headers: demo.bearer });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(EVENT_SUBSCRIPTION_MESSAGES.expired);
    const again = await stream(streamedEarly, demo.bearer);
    expect(again.status).toBe(200);
    again.close();
  });

  it("streams the port and VC traffic the subscription names, minute by minute, never the customer's other ports", async () => {
    const db = harness.database.db;
    const vcEnd = `${DEMO_NETWORK.longhaulVc}/${DEMO_PORTS.nyc}`;
    for (const [telemetryId, objectId] of [
      [DEMO_PORTS.nyc, DEMO_PORTS.nyc],
      [DEMO_PORTS.london, DEMO_PORTS.london],
      [vcEnd, DEMO_NETWORK.longhaulVc],
    ] as const) {
      await trackInterface(db, {
        telemetryId,
        objectId,
        customerId: DEMO_CUSTOMER_IDS.acme,
        speedMbps: 1000,
        media: null,
        hasOptics: false,
      });
    }
    const id = await created(demo.bearer, {
      streams: [
        { type: 'port', events: ['metrics'], ifds: [DEMO_PORTS.nyc] },
        { type: 'vc', events: ['metrics'], vcs: [`${DEMO_NETWORK.longhaulVc}:${DEMO_PORTS.nyc}`] },
      ],
    });
    const metrics = await stream(id, demo.bearer);
    await collectMinute(db, new Date(Date.now() + 60_000));
    const items = () => metrics.events as unknown as { event: string; data: Record<string, string> }[];
    await waitUntil(() => items().length >= 2, 'the samples of the port and the VC end arrive');
    expect(
      items()
        .map((item) => item.data.circuit_id)
        .sort(),
    ).toEqual([DEMO_NETWORK.longhaulVc, DEMO_PORTS.nyc].sort());
    expect(items().every((item) => item.event === 'metrics' && item.data.category === 'metrics')).toBe(true);
    expect(items().find((item) => item.data.circuit_id === DEMO_NETWORK.longhaulVc)?.data.message).toMatch(
      new RegExp(`^${DEMO_NETWORK.longhaulVc} on ${DEMO_PORTS.nyc}: received .+, sent .+ \\(1-minute average\\)$`),
    );
    // The next heartbeats write nothing new: each sample once.
    const count = items().length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(items()).toHaveLength(count);
    metrics.close();
  });

  it('answers 403 with the catalogue message to a user who may not read a stream type, per stream', async () => {
    const readonly = await login(harness.app, 'readonly');
    const streams = [
      { type: 'customer', events: null },
      { type: 'port', events: ['metrics'] },
      { type: 'vc', events: ['metrics'] },
    ];
    // The read-only group reads all three.
    for (const stream of streams) await created(readonly.bearer, { streams: [stream] });
    await setGroup('readonly', 'no-such-group');
    try {
      for (const stream of streams) {
        const refused = await subscribe(readonly.bearer, { streams: [stream] });
        expect(refused.statusCode, stream.type).toBe(403);
        expect(refused.json().message).toBe(ERROR_MESSAGES.forbidden);
      }
    } finally {
      await setGroup('readonly', 'read-only');
    }
  });

  it('refuses to stream, and ends a stream, once the user may no longer read it', async () => {
    const readonly = await login(harness.app, 'readonly');
    const id = await created(readonly.bearer, { streams: [{ type: 'vc', events: ['metrics'] }] });
    const streaming = await stream(id, readonly.bearer);
    expect(streaming.status).toBe(200);
    let isEnded = false;
    void streaming.ended.then(() => {
      isEnded = true;
    });
    await setGroup('readonly', 'no-such-group');
    try {
      await waitUntil(() => isEnded, 'the stream ends within a heartbeat of the permission going');
      const refused = await harness.app.inject({ method: 'GET', url: `/v2/events/${id}`, headers: readonly.bearer });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ERROR_MESSAGES.forbidden);
    } finally {
      await setGroup('readonly', 'read-only');
    }
  });

  it('takes a point-to-point, alone or with one of its ends, as a VC, and its ends as ports; not another customer’s', async () => {
    const ptp = DEMO_NETWORK.pointToPoint;
    const end = DEMO_NETWORK.pointToPointPorts.chicago;
    const id = await created(demo.bearer, {
      streams: [
        { type: 'vc', events: ['metrics'], vcs: [ptp.toLowerCase(), `${ptp}/${end}`] },
        { type: 'port', events: ['metrics'], ifds: [end] },
      ],
    });
    const [row] = await harness.database.db.select().from(eventSubscriptions).where(eq(eventSubscriptions.id, id));
    expect(row?.streams[0]?.vcs).toEqual([ptp, `${ptp}:${end}`]);
    expect(row?.streams[1]?.ifds).toEqual([end]);
    const foreign = await subscribe(other.bearer, { streams: [{ type: 'vc', vcs: [ptp] }] });
    expect(foreign.json().fields).toEqual({ 'streams.0.vcs.0': EVENT_SUBSCRIPTION_MESSAGES.unknownVc });
  });

  it('narrows a customer stream to the VCs and ports it names', async () => {
    const ptp = DEMO_NETWORK.pointToPoint;
    const id = await created(demo.bearer, {
      streams: [{ type: 'customer', events: null, vcs: [ptp], ifds: [DEMO_PORTS.london] }],
    });
    const narrowed = await stream(id, demo.bearer);
    const activity = (objectType: string, objectId: string, action: string) =>
      recordActivity(harness.database.db, {
        customerId: DEMO_CUSTOMER_IDS.acme,
        actorUserId: null,
        action,
        objectType,
        objectId,
      });
    await activity('port', DEMO_PORTS.nyc, 'port.update');
    await activity('vc', DEMO_NETWORK.longhaulVc, 'vc.update');
    await activity('ptp', ptp, 'ptp.update');
    await activity('port', DEMO_PORTS.london, 'port.update');
    await waitUntil(() => narrowed.events.length >= 2, 'the events of the named objects arrive');
    // Anything else would have come before the last one written.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const items = narrowed.events as unknown as { data: { circuit_id?: string } }[];
    expect(items.map((item) => item.data.circuit_id)).toEqual([ptp, DEMO_PORTS.london]);
    narrowed.close();
  });

  it('is removed by the hourly housekeeping once no one can stream it: expired unstreamed, revoked session or key', async () => {
    const db = harness.database.db;
    const kept = await created(demo.bearer);
    const stale = await created(demo.bearer);
    await db
      .update(eventSubscriptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(eventSubscriptions.id, stale));
    const leaving = await login(harness.app, 'demo');
    const ofEndedSession = await created(leaving.bearer);
    expect(
      (await harness.app.inject({ method: 'POST', url: '/v2/auth/logout', headers: leaving.bearer })).statusCode,
    ).toBe(200);
    const key = await harness.app.inject({
      method: 'POST',
      url: '/v2/users/current/api-keys',
      headers: demo.bearer,
      payload: { name: 'revoked soon', time_expires: null },
    });
    const { secret, id: keyId } = key.json<{ secret: string; id: string }>();
    const ofRevokedKey = await created({ authorization: secret });
    const revoked = await harness.app.inject({
      method: 'DELETE',
      url: `/v2/users/current/api-keys/${keyId}`,
      headers: demo.bearer,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);

    const registry = new JobRegistry();
    registry.register(housekeepingJob);
    await ensureHousekeeping(db);
    const runner = createJobRunner({ db, registry, logger: silentLogger, pollIntervalMs: 10 });
    await runner.start();
    try {
      await waitUntil(
        async () => (await jobsOfType(db, housekeepingJob.type)).some((job) => job.status === 'succeeded'),
        'the housekeeping job has run',
      );
    } finally {
      await runner.stop();
    }
    const left = new Set(
      (await db.select({ id: eventSubscriptions.id }).from(eventSubscriptions)).map((row) => row.id),
    );
    expect(left.has(kept)).toBe(true);
    for (const gone of [stale, ofEndedSession, ofRevokedKey]) expect(left.has(gone)).toBe(false);
  });
});
