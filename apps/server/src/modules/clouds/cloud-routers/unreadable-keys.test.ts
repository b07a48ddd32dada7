import { randomBytes } from 'node:crypto';
import { ROUTER_TYPES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bgpSessions, cloudCredentials, hostedClouds } from '../../../db/schema/index.js';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { DEMO_NETWORK } from '../../../seed/demo-network.js';
import { ipsecOrderBody } from '../../../testing/ipsec-order.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';
import { createSecretBox } from '../../platform/secrets/secret-box.js';
import { MD5_PLACEHOLDER } from '../hosted/router-config.js';

/**
 * A key sealed under a SECRETS_KEY this process does not have (a key changed without the backfill, a restored dump)
 * never costs a 500: a session is answered with its key masked, the routing reads take it as an unknown key the same
 * on both sides, and each read names the session once in the error log, never the key.
 */

const KEY = 'foreign-sealed-md5';
const MASK = '********';
const MD5_DIFFERS = 'TCP MD5 authentication failed: the MD5 keys of the two sides differ';

const logLines: string[] = [];
let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;
let router: string;
let cid: string;
let uuid: string;

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, session: Session | null, payload?: unknown) =>
  harness.app.inject({
    method,
    url,
    headers: session?.bearer ?? {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
const connection = () => `/v2/services/cloud-routers/${router}/connections/${cid}`;

/** The error lines written since the test began that name an object. */
const errorsNaming = (object: string) =>
  logLines
    .map((line) => JSON.parse(line) as { level: number; object?: string; msg: string })
    .filter((line) => line.level >= 50 && line.object === object);

beforeAll(async () => {
  harness = await createTestApp({
    env: { LOG_LEVEL: 'error' },
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  runner = harness.app.platform.createJobRunner({ owner: 'cr-unreadable-keys-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
  router = (
    await inject('POST', '/v2/services/cloud-routers', demo, {
      name: 'foreign-key-cr',
      regions: ['US'],
      capacity: '1Gbps',
    })
  ).json().circuit_id;
  await runner.drain();
  const created = await inject(
    'POST',
    `/v2/services/cloud-routers/${router}/connections/ipsec`,
    demo,
    ipsecOrderBody('38.104.41.10', { description: 'Foreign key VPN', shared_key: 'foreign-key-shared-key' }),
  );
  expect(created.statusCode, created.body).toBe(201);
  cid = created.json().cloud_circuit_id;
  await runner.drain();
  const session = await inject('POST', `${connection()}/bgp`, demo, {
    remote_asn: 65020,
    l3_address: '169.254.60.1/30',
    remote_address: '169.254.60.2',
    md5: KEY,
    prefixes: [
      { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'in' },
      { prefix: '0.0.0.0/0', match_type: 'orlonger', type: 'out' },
    ],
  });
  expect(session.statusCode, session.body).toBe(200);
  uuid = session.json().bgp_settings_uuid;
  await runner.drain();
  // Both sides' keys as another deployment sealed them: the same key, under a SECRETS_KEY this one does not have.
  const foreign = createSecretBox(randomBytes(32).toString('hex'));
  const [row] = await harness.database.db.select().from(bgpSessions).where(eq(bgpSessions.id, uuid));
  if (!row) throw new Error('no session row');
  await harness.database.db
    .update(bgpSessions)
    .set({ md5: foreign.seal(KEY, 'bgp-md5'), peer: { ...row.peer, md5: foreign.seal(KEY, 'bgp-md5') } })
    .where(eq(bgpSessions.id, uuid));
});
beforeEach(() => {
  logLines.length = 0;
});
afterAll(async () => {
  await harness?.close();
});

describe('a BGP session whose key is sealed under another SECRETS_KEY', () => {
  it('is answered with the key masked to an admin and a reader alike; 401 and a foreign 404 as ever', async () => {
    expect((await inject('GET', `${connection()}/bgp/${uuid}`, null)).statusCode).toBe(401);
    expect((await inject('GET', `${connection()}/bgp/${uuid}`, other)).statusCode).toBe(404);
    const reads = [
      { url: `${connection()}/bgp/${uuid}`, pick: (body: unknown) => body },
      { url: `/v2/bgp-settings/${uuid}`, pick: (body: unknown) => body },
      { url: `${connection()}/bgp`, pick: (body: unknown) => (body as { md5: string }[])[0] },
      {
        url: '/v2/bgp-settings',
        pick: (body: unknown) =>
          (body as { bgp_settings_uuid: string }[]).find((item) => item.bgp_settings_uuid === uuid),
      },
    ];
    for (const { url, pick } of reads) {
      for (const session of [demo, readonly]) {
        logLines.length = 0;
        const answer = await inject('GET', url, session);
        expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
        expect((pick(answer.json()) as { md5: string }).md5, url).toBe(MASK);
        // A reader is never answered the key, so nothing is opened for it; an admin's read names the session once.
        expect(errorsNaming(`bgp_session ${uuid}`), url).toHaveLength(session === demo ? 1 : 0);
      }
    }
    expect(JSON.stringify(logLines)).not.toContain(KEY);
    const l3 = await inject('GET', `/v2/bgp-settings/${uuid}/l3`, demo);
    expect(l3.statusCode).toBe(200);
    expect(l3.json().l3_address).toBe('169.254.60.1/30');
  });

  it('takes part in routing as an unknown key, the same on both sides: the routes, the looking glass and the what-if answer', async () => {
    const received = await inject('GET', `${connection()}/bgp-routes?route_type=received`, readonly);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().length).toBeGreaterThan(0);
    // One line for the read, though it met both sides' keys.
    expect(errorsNaming(`bgp_session ${uuid}`)).toHaveLength(1);
    const all = await inject('GET', `/v2/services/cloud-routers/${router}/all-routes`, demo);
    expect(all.statusCode, all.body).toBe(200);
    const [route] = received.json() as { prefix: string }[];
    const address = route?.prefix.split('/')[0] ?? '';
    const glass = await inject('GET', `/v2/services/cloud-routers/${router}/looking-glass?address=${address}`, demo);
    expect(glass.statusCode, glass.body).toBe(200);
    expect(glass.json()).toMatchObject({ found: true, bgp_settings_uuid: uuid });
    const whatIf = async (md5: string) => {
      const response = await inject('POST', `${connection()}/bgp/${uuid}/dry-run`, demo, { md5 });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { bgp_state: string; state_reason: string | null };
    };
    expect(await whatIf(MASK)).toMatchObject({ bgp_state: 'established', state_reason: null });
    // The peer keeps the key the portal cannot read: a key typed now is another.
    expect(await whatIf('typed-again-md5')).toMatchObject({ state_reason: MD5_DIFFERS });
    expect(JSON.stringify(logLines)).not.toContain(KEY);
  });

  it('a PUT sending the mask back keeps the sealed key and the session comes up again; a new key replaces it', async () => {
    const answered = (await inject('GET', `${connection()}/bgp/${uuid}`, demo)).json();
    const body = {
      bgp_settings_uuid: uuid,
      remote_asn: answered.remote_asn,
      remote_address: answered.remote_address,
      l3_address: answered.l3_address,
      orlonger: answered.orlonger,
      md5: answered.md5,
      prefixes: answered.prefixes.map(({ prefix, match_type, type }: Record<string, string>) => ({
        prefix,
        match_type,
        type,
      })),
    };
    const [before] = await harness.database.db.select().from(bgpSessions).where(eq(bgpSessions.id, uuid));
    const kept = await inject('PUT', `${connection()}/bgp`, demo, body);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().md5).toBe(MASK);
    await runner.drain();
    const [after] = await harness.database.db.select().from(bgpSessions).where(eq(bgpSessions.id, uuid));
    expect(after?.md5).toBe(before?.md5);
    expect(after).toMatchObject({ bgpState: 'established', stateReason: null });

    const rekeyed = await inject('PUT', `${connection()}/bgp`, demo, { ...body, md5: 'typed-again-md5' });
    expect(rekeyed.statusCode).toBe(200);
    expect(rekeyed.json().md5).toBe('typed-again-md5');
    await runner.drain();
    expect((await inject('GET', `${connection()}/bgp/${uuid}`, demo)).json()).toMatchObject({
      md5: 'typed-again-md5',
      state_reason: MD5_DIFFERS,
    });
  });
});

describe("a hosted connection whose cloud settings' MD5 key is sealed under another SECRETS_KEY", () => {
  it('downloads its router configuration with the placeholder in place of the key, and logs the connection', async () => {
    const foreign = createSecretBox(randomBytes(32).toString('hex'));
    const hosted = DEMO_NETWORK.hostedCloud;
    const [row] = await harness.database.db.select().from(hostedClouds).where(eq(hostedClouds.circuitId, hosted));
    const settings = (row?.cloudSettings ?? {}) as Record<string, unknown>;
    const bgp = (settings.bgp_settings ?? { customer_asn: 64620 }) as Record<string, unknown>;
    await harness.database.db
      .update(hostedClouds)
      .set({ cloudSettings: { ...settings, bgp_settings: { ...bgp, md5: foreign.seal(KEY, 'bgp-md5') } } })
      .where(eq(hostedClouds.circuitId, hosted));
    const url = `/v2/services/cloud/connections/${hosted}/router-config?router_type=${ROUTER_TYPES[0]}`;
    expect((await inject('GET', url, null)).statusCode).toBe(401);
    expect((await inject('GET', url, other)).statusCode).toBe(404);
    const config = await inject('GET', url, demo);
    expect(config.statusCode, config.body).toBe(200);
    expect(config.json().router_config).toContain(MD5_PLACEHOLDER);
    expect(errorsNaming(`hosted-cloud ${hosted}`)).toHaveLength(1);
    expect(JSON.stringify(logLines)).not.toContain(KEY);
    const read = await inject('GET', `/v2/services/cloud/connections/${hosted}`, demo);
    expect(read.statusCode).toBe(200);
    expect(read.json().cloud_settings.bgp_settings.md5).toBe(MASK);

    // A change of the settings that keeps the key (leaves it out, or sends the mask) cannot tell the cloud a key
    // it cannot read: it asks for the key again, and a change naming one goes through.
    const { cloud_state: _state, ...current } = read.json().cloud_settings;
    const patch = (md5: string | undefined) =>
      inject('PATCH', `/v2/services/cloud/hosted/${hosted}`, demo, {
        cloud_settings: { ...current, bgp_settings: { ...current.bgp_settings, md5 } },
      });
    for (const md5 of [undefined, MASK]) {
      const refused = await patch(md5);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().fields).toEqual({
        'cloud_settings.bgp_settings.md5':
          'The MD5 key set before cannot be read with the current SECRETS_KEY: enter the key again.',
      });
    }
    const rekeyed = await patch('entered-again-md5');
    expect(rekeyed.statusCode, rekeyed.body).toBe(200);
    expect(
      harness.app.platform.cloudSettingsSecrets.md5Of(
        (await harness.database.db.select().from(hostedClouds).where(eq(hostedClouds.circuitId, hosted)))[0]
          ?.cloudSettings,
      ),
    ).toBe('entered-again-md5');
  });
});

describe('a cloud credential sealed under another SECRETS_KEY', () => {
  it('is refused where the cloud must be asked with it (regions, resources, an order), named in the log; a new secret mends it', async () => {
    const created = await inject('POST', '/v2/services/cloud/credentials', demo, {
      cloud_provider: 'aws',
      description: 'foreign sealed',
      cloud_credentials: {
        aws_access_key: 'AKIAIOSFODNN7EXAMPLE',
        aws_secret_key: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().cloud_provider_credential_uuid as string;
    const foreign = createSecretBox(randomBytes(32).toString('hex'));
    const secret = JSON.stringify({ aws_access_key: 'AKIAIOSFODNN7EXAMPLE', aws_secret_key: 'x' });
    await harness.database.db
      .update(cloudCredentials)
      .set({ secret: foreign.seal(secret, 'cloud-credential') })
      .where(eq(cloudCredentials.id, id));
    const message =
      'This credential cannot be read with the current SECRETS_KEY: enter its keys again (cloud_credentials).';
    const regions = `/v2/services/cloud/credentials/${id}/regions`;
    expect((await inject('GET', regions, null)).statusCode).toBe(401);
    expect((await inject('GET', regions, other)).statusCode).toBe(404);
    for (const url of [regions, `/v2/services/cloud/credentials/${id}/resources?region=us-west-2`]) {
      const refused = await inject('GET', url, demo);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().fields, url).toEqual({ id: message });
    }
    expect(errorsNaming(`cloud_credential ${id}`)).toHaveLength(2);
    const order = await inject('POST', `/v2/services/cloud-routers/${router}/connections/aws`, demo, {
      description: 'foreign credential',
      aws_account_id: '123456789012',
      pop: 'SEA1',
      zone: 'B',
      speed: '1Gbps',
      cloud_settings: { credentials_uuid: id, aws_vif_type: 'private', bgp_settings: { customer_asn: 4556 } },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().fields).toEqual({ 'cloud_settings.credentials_uuid': message });
    // A new description alone needs no secret; new keys replace the unreadable ones.
    const renamed = await inject('PATCH', `/v2/services/cloud/credentials/${id}`, demo, { description: 'renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const mended = await inject('PATCH', `/v2/services/cloud/credentials/${id}`, demo, {
      cloud_credentials: {
        aws_access_key: 'AKIAIOSFODNN7EXAMPLE',
        aws_secret_key: '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',
      },
    });
    expect(mended.statusCode, mended.body).toBe(200);
    expect((await inject('GET', regions, demo)).statusCode).toBe(200);
  });
});
