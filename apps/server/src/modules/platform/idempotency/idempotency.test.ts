import { createHash } from 'node:crypto';
import { createIpsecConnectionRequestSchema } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudRouters, idempotencyKeys } from '../../../db/schema/index.js';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { ipsecOrderBody } from '../../../testing/ipsec-order.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';
import {
  FORGOTTEN_REQUEST_HASH,
  forgetUnkeyedRequestHashes,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
} from './idempotency.repo.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let router: string;

const ROUTERS = '/v2/services/cloud-routers';
const SHARED_KEY = 'short-psk-1';

const post = (url: string, key: string, payload: unknown) =>
  harness.app.inject({
    method: 'POST',
    url,
    headers: { ...demo.bearer, 'idempotency-key': key },
    payload: payload as never,
  });

const claimOf = async (key: string) => {
  const [claim] = await harness.database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, DEMO_CUSTOMER_IDS.acme), eq(idempotencyKeys.key, key)));
  return claim;
};

const ipsecOrder = ipsecOrderBody('38.104.60.10', { description: 'Keyed claim VPN', shared_key: SHARED_KEY });

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'idempotency-test' });
  ({ demo } = await loginDemoSessions(harness.app));
  const created = await post(ROUTERS, 'idempotency-router', { name: 'claims-cr', regions: ['US'], capacity: '1Gbps' });
  expect(created.statusCode, created.body).toBe(201);
  router = created.json().circuit_id;
  await runner.drain();
});

afterAll(async () => {
  await harness?.close();
});

describe('Idempotency-Key claims keep a keyed fingerprint of the body', () => {
  it('an IPsec order carrying its pre-shared key: the claim cannot be tried against guesses without SECRETS_KEY', async () => {
    const url = `${ROUTERS}/${router}/connections/ipsec`;
    const first = await post(url, 'ipsec-keyed-claim', ipsecOrder);
    expect(first.statusCode, first.body).toBe(201);
    const claim = await claimOf('ipsec-keyed-claim');
    const body = JSON.stringify(createIpsecConnectionRequestSchema.parse(ipsecOrder));
    expect(body).toContain(SHARED_KEY);
    // What an older version stored: a plain SHA-256 of the body, which anyone reading the table could recompute
    // for each guess of the key. Now an HMAC under a key derived from SECRETS_KEY.
    expect(claim?.requestHash).not.toBe(createHash('sha256').update(body).digest('hex'));
    expect(claim?.requestHash).toBe(
      `hmac-sha256:${harness.app.platform.fingerprints.fingerprint(body, 'idempotency-request')}`,
    );
    // A retry still answers the connection the first order made; another body is still refused.
    const retry = await post(url, 'ipsec-keyed-claim', ipsecOrder);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().cloud_circuit_id).toBe(first.json().cloud_circuit_id);
    const other = await post(url, 'ipsec-keyed-claim', { ...ipsecOrder, shared_key: 'short-psk-2' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(IDEMPOTENCY_KEY_REUSED_MESSAGE);
  });

  it('forgets the plain hashes an older version stored; a retry of such an order is refused, never placed twice', async () => {
    const order = { name: 'old-claim-cr', regions: ['US'], capacity: '1Gbps' };
    await harness.database.db.insert(idempotencyKeys).values({
      customerId: DEMO_CUSTOMER_IDS.acme,
      scope: 'cloud_router.create',
      key: 'before-the-upgrade',
      requestHash: createHash('sha256').update(JSON.stringify(order)).digest('hex'),
      objectId: router,
    });
    const keyed = (await claimOf('idempotency-router'))?.requestHash;
    expect(await forgetUnkeyedRequestHashes(harness.database.db)).toBe(1);
    expect((await claimOf('before-the-upgrade'))?.requestHash).toBe(FORGOTTEN_REQUEST_HASH);
    expect((await claimOf('idempotency-router'))?.requestHash).toBe(keyed);
    expect(await forgetUnkeyedRequestHashes(harness.database.db)).toBe(0);

    const routers = async () =>
      (await harness.database.db.select().from(cloudRouters).where(eq(cloudRouters.name, 'old-claim-cr'))).length;
    const retry = await post(ROUTERS, 'before-the-upgrade', order);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ code: 'conflict', message: IDEMPOTENCY_KEY_REUSED_MESSAGE });
    expect(await routers()).toBe(0);
  });
});
