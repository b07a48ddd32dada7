import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, bgpSessions } from '../../../db/schema/index.js';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { ipsecOrderBody } from '../../../testing/ipsec-order.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';

/**
 * A BGP session's MD5 key is answered in clear only to a caller who may change the session (cloud-router.create,
 * what its PUT needs: the Go client reads it back into Terraform's state, the portal's dialog sends it again); a
 * reader (bgp-settings.read, the read-only group) gets the mask hosted answers use, and the mask sent back keeps
 * the key.
 */

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;
let router: string;
let ipsec: string;
let keyed: string;
let unkeyed: string;

const KEY = 'session-md5-key-1';
const MASK = '********';
const MD5_DIFFERS = 'TCP MD5 authentication failed: the MD5 keys of the two sides differ';

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session | null, payload?: unknown) =>
  harness.app.inject({
    method,
    url,
    headers: session?.bearer ?? {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

const sessions = () => `/v2/services/cloud-routers/${router}/connections/${ipsec}/bgp`;

const sessionBody = (extra: Record<string, unknown>) => ({
  address_family: 'v4',
  remote_asn: 65010,
  prefixes: [
    { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'in' },
    { prefix: '0.0.0.0/0', match_type: 'orlonger', type: 'out' },
  ],
  ...extra,
});

type Answered = {
  bgp_settings_uuid: string;
  address_family: string;
  remote_asn: number;
  remote_address: string;
  l3_address: string;
  md5: string;
  orlonger: boolean;
  disabled: boolean;
  prefixes: { prefix: string; match_type: string; type: string }[];
  bgp_state: string;
  state_reason: string | null;
};

/** The PUT the portal's dialog sends: the session as it was answered, `md5` included when it is not blank. */
const putOf = (answered: Answered, change: Record<string, unknown> = {}) => ({
  bgp_settings_uuid: answered.bgp_settings_uuid,
  address_family: answered.address_family,
  remote_asn: answered.remote_asn,
  remote_address: answered.remote_address,
  l3_address: answered.l3_address,
  orlonger: answered.orlonger,
  disabled: answered.disabled,
  md5: answered.md5,
  prefixes: answered.prefixes.map(({ prefix, match_type, type }) => ({ prefix, match_type, type })),
  ...change,
});

const readAs = async (session: Session, uuid = keyed) =>
  (await inject('GET', `${sessions()}/${uuid}`, session)).json() as Answered;

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'cr-bgp-md5-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
  router = (
    await inject('POST', '/v2/services/cloud-routers', demo, { name: 'md5-cr', regions: ['US'], capacity: '1Gbps' })
  ).json().circuit_id;
  await runner.drain();
  const connection = await inject(
    'POST',
    `/v2/services/cloud-routers/${router}/connections/ipsec`,
    demo,
    ipsecOrderBody('38.104.40.10', { description: 'Keyed VPN', shared_key: 'md5-test-shared-key' }),
  );
  expect(connection.statusCode, connection.body).toBe(201);
  ipsec = connection.json().cloud_circuit_id;
  await runner.drain();
  const withKey = await inject(
    'POST',
    sessions(),
    demo,
    sessionBody({ l3_address: '169.254.50.1/30', remote_address: '169.254.50.2', md5: KEY }),
  );
  expect(withKey.statusCode, withKey.body).toBe(200);
  // Whoever makes the session reads its key back (the Go client keeps it in Terraform's state).
  expect(withKey.json().md5).toBe(KEY);
  keyed = withKey.json().bgp_settings_uuid;
  const withoutKey = await inject(
    'POST',
    sessions(),
    demo,
    sessionBody({ l3_address: '169.254.51.1/30', remote_address: '169.254.51.2', remote_asn: 65011 }),
  );
  expect(withoutKey.statusCode, withoutKey.body).toBe(200);
  unkeyed = withoutKey.json().bgp_settings_uuid;
  await runner.drain();
});

afterAll(async () => {
  await harness?.close();
});

describe('the MD5 key of a BGP session in the answers', () => {
  it('answers 401 without a session, 404 for another customer, 403 to a reader’s PUT, 400 naming a short key', async () => {
    expect((await inject('GET', `${sessions()}/${keyed}`, null)).statusCode).toBe(401);
    expect((await inject('GET', `/v2/bgp-settings/${keyed}`, null)).statusCode).toBe(401);
    for (const url of [`${sessions()}/${keyed}`, sessions(), `/v2/bgp-settings/${keyed}`]) {
      const foreign = await inject('GET', url, other);
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.body).not.toContain(KEY);
    }
    const answered = await readAs(demo);
    expect((await inject('PUT', sessions(), readonly, putOf(answered))).statusCode).toBe(403);
    const short = await inject('PUT', sessions(), demo, putOf(answered, { md5: 'short' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ md5: 'The min length is 6' });
  });

  it('refuses the mask as the key of a new session (and of its what-if): it stands for a key already set', async () => {
    const body = sessionBody({ l3_address: '169.254.52.1/30', remote_address: '169.254.52.2', md5: MASK });
    expect((await inject('POST', sessions(), readonly, body)).statusCode).toBe(403);
    for (const url of [sessions(), `${sessions()}/dry-run`]) {
      expect((await inject('POST', url, null, body)).statusCode, url).toBe(401);
      const refused = await inject('POST', url, demo, body);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().fields, url).toEqual({
        md5: 'Enter the MD5 key itself: ******** stands for a key already set.',
      });
      expect(refused.json().message).toBe('md5: Enter the MD5 key itself: ******** stands for a key already set.');
    }
    // Another customer's connection is not found, whatever key the body names.
    expect((await inject('POST', sessions(), other, { ...body, md5: 'a-real-md5-key' })).statusCode).toBe(404);
    const listed = (await inject('GET', sessions(), demo)).json() as Answered[];
    expect(listed.map((item) => item.l3_address)).not.toContain('169.254.52.1/30');
    // A hosted order's cloud settings are new too: the mask is no key for them either.
    const order = await inject('POST', `/v2/services/cloud-routers/${router}/connections/aws`, demo, {
      description: 'masked',
      aws_account_id: '123456789012',
      pop: 'SEA1',
      zone: 'B',
      speed: '1Gbps',
      cloud_settings: {
        credentials_uuid: '7c0b8a5e-3f1e-4d0e-9d5f-1b2c3d4e5f60',
        aws_vif_type: 'private',
        bgp_settings: { customer_asn: 4556, md5: MASK },
      },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().fields).toEqual({
      'cloud_settings.bgp_settings.md5': 'Enter the MD5 key itself: ******** stands for a key already set.',
    });
  });

  it('is in clear for a caller who may change the session, masked for a reader, empty when there is none', async () => {
    const reads = (uuid: string) => [
      { url: `${sessions()}/${uuid}`, pick: (body: Answered) => body },
      { url: sessions(), pick: (body: Answered[]) => body.find((item) => item.bgp_settings_uuid === uuid) },
      { url: `/v2/bgp-settings/${uuid}`, pick: (body: Answered) => body },
      { url: '/v2/bgp-settings', pick: (body: Answered[]) => body.find((item) => item.bgp_settings_uuid === uuid) },
    ];
    for (const { url, pick } of reads(keyed)) {
      const asAdmin = await inject('GET', url, demo);
      expect(asAdmin.statusCode, url).toBe(200);
      expect(pick(asAdmin.json())?.md5, url).toBe(KEY);
      const asReader = await inject('GET', url, readonly);
      expect(asReader.statusCode, url).toBe(200);
      expect(pick(asReader.json())?.md5, url).toBe(MASK);
      expect(asReader.body, url).not.toContain(KEY);
    }
    for (const { url, pick } of reads(unkeyed)) {
      for (const session of [demo, readonly]) {
        expect(pick((await inject('GET', url, session)).json())?.md5, url).toBe('');
      }
    }
  });

  it('a PUT that sends the mask back keeps the key: the session is established again after a toggle', async () => {
    // What a reader was answered, sent back by someone who may change it (a Terraform state read with a reader's
    // key, or the dialog's form filled from such an answer).
    const masked = await readAs(readonly);
    expect(masked).toMatchObject({ md5: MASK, bgp_state: 'established' });
    const off = await inject('PUT', sessions(), demo, putOf(masked, { disabled: true }));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().md5).toBe(KEY);
    await runner.drain();
    expect(await readAs(demo)).toMatchObject({ disabled: true, bgp_state: 'idle', md5: KEY });
    const on = await inject('PUT', sessions(), demo, putOf(masked, { disabled: false }));
    expect(on.statusCode, on.body).toBe(200);
    await runner.drain();
    // The peer still has the first key: had the mask become the key, the session would stay down.
    expect(await readAs(demo)).toMatchObject({
      disabled: false,
      bgp_state: 'established',
      state_reason: null,
      md5: KEY,
    });

    const [stored] = await harness.database.db.select().from(bgpSessions).where(eq(bgpSessions.id, keyed));
    expect(stored?.md5).toMatch(/^enc:v1:/);
    const entries = await harness.database.db.select().from(activityLog).where(eq(activityLog.objectId, keyed));
    const updates = entries.filter((entry) => entry.action === 'bgp_session.update');
    expect(updates.length).toBe(2);
    for (const entry of updates) expect(entry.after).toMatchObject({ md5: 'kept' });
    expect(JSON.stringify(entries)).not.toContain(KEY);
  });

  it('a PUT with another key changes it (the peer keeps the first, so the session goes down), and back', async () => {
    const answered = await readAs(demo);
    expect((await inject('PUT', sessions(), demo, putOf(answered, { md5: 'another-md5-key' }))).statusCode).toBe(200);
    await runner.drain();
    expect(await readAs(demo)).toMatchObject({ md5: 'another-md5-key', state_reason: MD5_DIFFERS });
    expect((await readAs(readonly)).md5).toBe(MASK);
    expect((await inject('PUT', sessions(), demo, putOf(answered, { md5: KEY }))).statusCode).toBe(200);
    await runner.drain();
    expect(await readAs(demo)).toMatchObject({ md5: KEY, bgp_state: 'established' });
  });

  it('the what-if keeps the saved key for the mask, and for a reader whatever key it tries', async () => {
    const url = `${sessions()}/${keyed}/dry-run`;
    const draft = async (session: Session, md5: string) => {
      const response = await inject('POST', url, session, { md5 });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { bgp_state: string; state_reason: string | null };
    };
    expect(await draft(demo, 'guessed-md5-key')).toMatchObject({ state_reason: MD5_DIFFERS });
    expect(await draft(demo, MASK)).toMatchObject({ bgp_state: 'established', state_reason: null });
    expect(await draft(readonly, MASK)).toMatchObject({ bgp_state: 'established', state_reason: null });
    // A reader cannot learn whether a guess is the key: its draft keeps the saved one.
    expect(await draft(readonly, 'guessed-md5-key')).toMatchObject({ bgp_state: 'established', state_reason: null });
    expect(await draft(readonly, KEY)).toMatchObject({ bgp_state: 'established', state_reason: null });
  });
});
