import { randomBytes } from 'node:crypto';
import { priceFor } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedClouds } from '../../../db/schema/index.js';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { DEMO_HOSTED_CLOUDS } from '../../../seed/demo-hosted-clouds.js';
import { DEMO_PORTS } from '../../../seed/demo-ports.js';
import { awsHostedOrder, orderInitechHosted } from '../../../testing/hosted-fixture.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';
import { createSecretBox } from '../../platform/secrets/secret-box.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;
let foreignHosted: string;
/** An active AWS connection of Acme from its 1 Gbps Singapore port. */
let singapore: string;

const GOOGLE = DEMO_HOSTED_CLOUDS.google;

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'hosted-speed-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
  foreignHosted = await orderInitechHosted(harness.app, other.bearer);
  const ordered = await harness.app.inject({
    method: 'POST',
    url: '/v2/services/cloud/hosted/aws',
    headers: demo.bearer,
    payload: { ...awsHostedOrder(DEMO_PORTS.singapore, { vlan: 740, pop: 'NYC1' }), speed: '500Mbps' },
  });
  if (ordered.statusCode !== 201) throw new Error(ordered.body);
  singapore = ordered.json().cloud_circuit_id;
  await runner.drain();
});
afterAll(async () => {
  await harness?.close();
});

const inject = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: unknown) =>
  harness.app.inject({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
const options = (id: string, headers?: Record<string, string>) =>
  inject('GET', `/v2/services/${id}/upgrade/options`, headers);
const preview = (id: string, body: unknown, headers?: Record<string, string>) =>
  inject('POST', `/v2/billing/services/${id}/modify/preview`, headers, body);
const modify = (id: string, body: unknown, headers?: Record<string, string>) =>
  inject('POST', `/v2/billing/services/${id}/modify`, headers, body);
const mrcOf = (speed: string, serviceClass: 'metro' | 'longhaul') =>
  priceFor({ productType: 'cloud_hosted', speed, term: 1, serviceClass })?.mrc;

describe("a hosted connection's speed through upgrade options and billing modify", () => {
  it('answers 401 without a session, 403 for the read-only group and 404 for another company', async () => {
    expect((await options(GOOGLE)).statusCode).toBe(401);
    expect((await preview(GOOGLE, { speed: '1Gbps' })).statusCode).toBe(401);
    expect((await modify(GOOGLE, { speed: '1Gbps' })).statusCode).toBe(401);
    for (const response of [
      await preview(GOOGLE, { speed: '1Gbps' }, readonly.bearer),
      await modify(GOOGLE, { speed: '1Gbps' }, readonly.bearer),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("You don't have permissions for that operation.");
    }
    for (const response of [
      await options(foreignHosted, demo.bearer),
      await preview(foreignHosted, { speed: '1Gbps' }, demo.bearer),
      await modify(foreignHosted, { speed: '1Gbps' }, demo.bearer),
    ]) {
      expect(response.statusCode).toBe(404);
    }
  });

  it("lists the provider's speeds the port carries, each priced, and the single term", async () => {
    const google = (await options(GOOGLE, demo.bearer)).json();
    expect(google).toMatchObject({
      vc_circuit_id: GOOGLE,
      current_speed: '500Mbps',
      current_subscription_term: 1,
      subscription_terms: [{ subscription_term: 1, mrc: mrcOf('500Mbps', 'metro') }],
      can_upgrade: true,
      can_burst: false,
      max_burst_mbps: 0,
    });
    expect(google.speeds.map((item: { speed: string }) => item.speed)).toContain('10Gbps');
    expect(google.speeds.find((item: { is_current: boolean }) => item.is_current)).toEqual({
      speed: '500Mbps',
      mrc: mrcOf('500Mbps', 'metro'),
      is_current: true,
    });
    // The 1 Gbps port carries no more than 1 Gbps.
    const small = (await options(singapore, demo.bearer)).json();
    expect(small.speeds.map((item: { speed: string }) => item.speed).at(-1)).toBe('1Gbps');
  });

  it('refuses a bad change naming the field with its message', async () => {
    const refusals: [string, unknown, Record<string, string>][] = [
      [GOOGLE, { speed: '500Mbps' }, { speed: 'This is already the speed and term of the circuit.' }],
      [
        GOOGLE,
        { speed: '1Gbps', subscription_term: 12 },
        { subscription_term: 'A hosted cloud connection is month to month: its term cannot change.' },
      ],
      [GOOGLE, { speed: '20Gbps' }, { speed: expect.stringMatching(/^Invalid value, must be one of "50Mbps, /) }],
      [singapore, { speed: '2Gbps' }, { speed: `The speed is above what ${DEMO_PORTS.singapore} carries (1Gbps).` }],
    ];
    for (const [id, body, fields] of refusals) {
      for (const response of [await preview(id, body, demo.bearer), await modify(id, body, demo.bearer)]) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().fields).toEqual(fields);
      }
    }
  });

  it('previews the price difference, then changes the speed: provisioning, then active at the new speed', async () => {
    const previewed = await preview(GOOGLE, { speed: '2Gbps' }, demo.bearer);
    expect(previewed.statusCode).toBe(200);
    const before = mrcOf('500Mbps', 'metro') ?? 0;
    const after = mrcOf('2Gbps', 'metro') ?? 0;
    expect(previewed.json()).toEqual({
      circuit_id: GOOGLE,
      current: { speed: '500Mbps', subscription_term: 1, service_class: 'metro', mrc: before, nrc: 0 },
      proposed: { speed: '2Gbps', subscription_term: 1, service_class: 'metro', mrc: after, nrc: 0 },
      mrc_delta: after - before,
      currency: 'USD',
    });
    const changed = await modify(GOOGLE, { speed: '2Gbps' }, demo.browser);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: `${GOOGLE} is changing to 2Gbps.` });
    const url = `/v2/services/cloud/connections/${GOOGLE}`;
    expect((await inject('GET', url, demo.bearer)).json()).toMatchObject({ speed: '2Gbps', state: 'vc_provisioning' });
    // While it changes, it cannot change again.
    const busy = await preview(GOOGLE, { speed: '5Gbps' }, demo.bearer);
    expect(busy.json()).toMatchObject({
      code: 'state_conflict',
      fields: { id: 'The connection is provisioning. Its speed can change once it is active.' },
    });
    expect((await options(GOOGLE, demo.bearer)).json()).toMatchObject({ can_upgrade: false, current_speed: '2Gbps' });
    await runner.drain();
    expect((await inject('GET', url, demo.bearer)).json()).toMatchObject({
      speed: '2Gbps',
      state: 'active',
      provider_state: 'available',
    });
    const activity = await inject('GET', `/v2/activity-logs?object_id=${GOOGLE}`, demo.bearer);
    expect(JSON.stringify(activity.json())).toContain('hosted-cloud.modify');
  });

  it('refuses an Azure speed its ExpressRoute circuit has no room for, with what the key has left', async () => {
    const candidates = ['1a2b3c4d', '2b3c4d5e', '3c4d5e6f', '4d5e6f70', '5e6f7081', '6f708192'].map(
      (head) => `${head}-1111-4222-8333-444444444444`,
    );
    let key = '';
    let bandwidthMbps = 0;
    for (const candidate of candidates) {
      const info = await harness.app.platform.clouds.azureServiceKey(harness.database.db, candidate);
      if (info.bandwidthMbps < 10_000) {
        key = candidate;
        bandwidthMbps = info.bandwidthMbps;
        break;
      }
    }
    expect(key).not.toBe('');
    const ordered = await inject('POST', '/v2/services/cloud/hosted/azure', demo.bearer, {
      description: 'ExpressRoute to grow',
      port: DEMO_PORTS.nyc,
      azure_service_key: key,
      vlan_private: 750,
      speed: '500Mbps',
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const id = ordered.json().cloud_circuit_id;
    await runner.drain();
    // Its own 500 Mbps counts as room for itself.
    const fits = await preview(id, { speed: bandwidthMbps >= 2000 ? '2Gbps' : '1Gbps' }, demo.bearer);
    expect(fits.statusCode, fits.body).toBe(200);
    const tooFast = await preview(id, { speed: '10Gbps' }, demo.bearer);
    expect(tooFast.json().fields).toEqual({
      speed: `This key has ${bandwidthMbps / 1000}Gbps of capacity left`,
    });
  });
});

describe("a hosted connection whose cloud settings' MD5 key is sealed under another SECRETS_KEY", () => {
  it('asks for the key again before its speed changes, instead of failing: the cloud is told the key with the speed', async () => {
    const AWS = DEMO_HOSTED_CLOUDS.aws;
    const foreign = createSecretBox(randomBytes(32).toString('hex'));
    const [row] = await harness.database.db.select().from(hostedClouds).where(eq(hostedClouds.circuitId, AWS));
    const settings = (row?.cloudSettings ?? {}) as Record<string, unknown>;
    const bgp = settings.bgp_settings as Record<string, unknown>;
    await harness.database.db
      .update(hostedClouds)
      .set({ cloudSettings: { ...settings, bgp_settings: { ...bgp, md5: foreign.seal('lost-md5-key', 'bgp-md5') } } })
      .where(eq(hostedClouds.circuitId, AWS));

    const message =
      "The BGP MD5 key of the connection's cloud settings cannot be read with the current SECRETS_KEY: enter the " +
      'key again in its cloud settings, then change its speed.';
    expect((await options(AWS, demo.bearer)).json()).toMatchObject({ can_upgrade: false, current_speed: '1Gbps' });
    for (const response of [
      await preview(AWS, { speed: '2Gbps' }, demo.bearer),
      await modify(AWS, { speed: '2Gbps' }, demo.bearer),
    ]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'state_conflict', fields: { id: message } });
    }
    expect((await inject('GET', `/v2/services/cloud/connections/${AWS}`, demo.bearer)).json().speed).toBe('1Gbps');

    // The key entered again (a change of that field alone), the speed changes.
    const rekeyed = await harness.app.inject({
      method: 'PATCH',
      url: `/v2/services/cloud/hosted/${AWS}`,
      headers: demo.bearer,
      payload: { cloud_settings: { bgp_settings: { md5: 'entered-again-md5' } } },
    });
    expect(rekeyed.statusCode, rekeyed.body).toBe(200);
    await runner.drain();
    expect((await options(AWS, demo.bearer)).json().can_upgrade).toBe(true);
    const changed = await modify(AWS, { speed: '2Gbps' }, demo.bearer);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ message: `${AWS} is changing to 2Gbps.` });
  });
});
