import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { CBC_PHASE2, ipsecOrderBody } from '../../../testing/ipsec-order.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;
let router: string;

const GCM_MESSAGE = 'AES-GCM authenticates by itself: leave the phase 2 authentication empty.';
const REQUIRED = 'This field is required';

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: unknown) =>
  harness.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as never }) });

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'cr-ipsec-orders-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
  const created = await inject('POST', '/v2/services/cloud-routers', demo.bearer, {
    name: 'ipsec-cr',
    regions: ['US'],
    capacity: '1Gbps',
  });
  router = created.json().circuit_id;
  await runner.drain();
});
afterAll(async () => {
  await harness?.close();
});

const url = () => `/v2/services/cloud-routers/${router}/connections/ipsec`;
const ipsecOrder = (gateway: string, extra: Record<string, unknown> = {}) =>
  ipsecOrderBody(gateway, { shared_key: 'retry-secret-key-1', ...CBC_PHASE2, ...extra });

describe('IPsec connection orders honour Idempotency-Key', () => {
  it('401 without a session, 403 for the read-only group, 404 on a foreign router', async () => {
    const keyed = (session: Session) => ({ ...session.bearer, 'idempotency-key': 'ipsec-guards' });
    const anonymous = await harness.app.inject({ method: 'POST', url: url(), payload: ipsecOrder('38.104.30.1') });
    expect(anonymous.statusCode).toBe(401);
    expect((await inject('POST', url(), keyed(readonly), ipsecOrder('38.104.30.1'))).statusCode).toBe(403);
    const foreign = await inject('POST', url(), keyed(other), ipsecOrder('38.104.30.1'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Cloud router not found');
    const empty = await inject('POST', url(), { ...demo.bearer, 'idempotency-key': ' ' }, ipsecOrder('38.104.30.1'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ 'Idempotency-Key': 'The min length is 1 and the max length is 255' });
  });

  it('a retry answers the connection the first order made, without the shared key; another body is a 409', async () => {
    const headers = { ...demo.bearer, 'idempotency-key': 'ipsec-retry-1' };
    const first = await inject('POST', url(), headers, ipsecOrder('38.104.30.2'));
    expect(first.statusCode).toBe(201);
    const retry = await inject('POST', url(), headers, ipsecOrder('38.104.30.2'));
    expect(retry.statusCode).toBe(201);
    expect(retry.json().cloud_circuit_id).toBe(first.json().cloud_circuit_id);
    expect(retry.json()).toMatchObject({ customer_gateway_address: '38.104.30.2', has_shared_key: true });
    expect(retry.body).not.toContain('retry-secret-key-1');
    const list = (await inject('GET', `/v2/services/cloud-routers/${router}/connections`, demo.bearer)).json();
    expect(list.filter((item: { description: string }) => item.description === 'Branch VPN')).toHaveLength(1);
    const changed = await inject('POST', url(), headers, ipsecOrder('38.104.30.3'));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('This Idempotency-Key was already used for a different request.');
  });
});

describe('IPsec phase 2: AES-GCM takes no authentication, CBC needs one (spec 5)', () => {
  it.each([
    [{ phase2_encryption_algo: 'aes-256-gcm' }, { phase2_authentication_algo: GCM_MESSAGE }],
    [{ phase2_authentication_algo: undefined }, { phase2_authentication_algo: REQUIRED }],
  ])('refuses an order with %j', async (change, fields) => {
    const refused = await inject('POST', url(), demo.bearer, ipsecOrder('38.104.30.9', change));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual(fields);
  });

  it('moving to AES-GCM clears the authentication; back to CBC needs one again; null clears only with GCM', async () => {
    const created = await inject('POST', url(), demo.bearer, ipsecOrder('38.104.30.4', { description: 'phases' }));
    expect(created.statusCode).toBe(201);
    await runner.drain();
    const patch = `/v2/services/ipsec/${created.json().cloud_circuit_id}`;
    expect((await inject('PATCH', patch, readonly.bearer, { phase2_lifetime: 7200 })).statusCode).toBe(403);
    expect((await inject('PATCH', patch, other.bearer, { phase2_lifetime: 7200 })).statusCode).toBe(404);
    const gcm = await inject('PATCH', patch, demo.bearer, { phase2_encryption_algo: 'aes-128-gcm' });
    expect(gcm.statusCode).toBe(200);
    expect(gcm.json()).toMatchObject({ phase2_encryption_algo: 'aes-128-gcm', phase2_authentication_algo: null });
    const cases: [Record<string, unknown>, string][] = [
      [{ phase2_encryption_algo: 'aes-256-cbc' }, REQUIRED],
      [{ phase2_authentication_algo: 'hmac-sha1-96' }, GCM_MESSAGE],
      [{ phase2_encryption_algo: 'aes-192-gcm', phase2_authentication_algo: 'hmac-sha1-96' }, GCM_MESSAGE],
    ];
    for (const [body, message] of cases) {
      const refused = await inject('PATCH', patch, demo.bearer, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().fields).toEqual({ phase2_authentication_algo: message });
    }
    const cbc = await inject('PATCH', patch, demo.bearer, {
      phase2_encryption_algo: 'aes-256-cbc',
      phase2_authentication_algo: 'hmac-sha1-96',
    });
    expect(cbc.json()).toMatchObject({
      phase2_encryption_algo: 'aes-256-cbc',
      phase2_authentication_algo: 'hmac-sha1-96',
    });
    const cleared = await inject('PATCH', patch, demo.bearer, { phase2_authentication_algo: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().fields).toEqual({ phase2_authentication_algo: REQUIRED });
    const read = await inject('GET', patch, demo.bearer);
    expect(read.json().phase2_authentication_algo).toBe('hmac-sha1-96');
  });
});
