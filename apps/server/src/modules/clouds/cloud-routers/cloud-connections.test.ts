import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  bgpSessions,
  cloudProviderConnections,
  cloudRouterConnections,
} from '../../../db/schema/index.js';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { DEMO_NETWORK } from '../../../seed/demo-network.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;
let router: string;

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  session: Session,
  payload?: unknown,
) =>
  harness.app.inject({
    method,
    url,
    headers: session.bearer,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'cr-cloud-connections-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
  const created = await inject('POST', '/v2/services/cloud-routers', demo, {
    name: 'clouds-cr',
    regions: ['US'],
    capacity: '10Gbps',
  });
  router = created.json().circuit_id;
  await runner.drain();
});
afterAll(async () => {
  await harness?.close();
});

const base = (version: 'v2' | 'v2.1', id = router) => `/${version}/services/cloud-routers/${id}/connections`;
const ORDERS = {
  aws: {
    version: 'v2',
    body: { description: 'VPC', aws_account_id: '123456789012', pop: 'SEA1', zone: 'B', speed: '1Gbps' },
  },
  azure: {
    version: 'v2.1',
    body: { description: 'VNet', azure_service_key: '5d1c0a8e-2b3f-4c6d-8e9f-0a1b2c3d4e5f', speed: '500Mbps' },
  },
  google: {
    version: 'v2.1',
    body: {
      description: 'VPC',
      google_pairing_key: 'acme-key/us-west1/1',
      google_vlan_attachment_name: 'cr-attach',
      pop: 'SEA1',
      speed: '1Gbps',
    },
  },
  oracle: {
    version: 'v2.1',
    body: {
      description: 'VCN',
      vc_ocid: 'ocid1.virtualcircuit.oc1.us-ashburn-1.aaaaaaaabbbbbbbbcccc',
      region: 'us-ashburn-1',
      pop: 'WDC1',
      zone: 'A',
    },
  },
  ibm: {
    version: 'v2.1',
    body: {
      description: 'IBM',
      ibm_account_id: '0123456789abcdef0123456789abcdef',
      ibm_bgp_asn: 64999,
      // Each router's host address with its mask, as Terraform sends them (wire reference 3.7).
      ibm_bgp_cer_cidr: '10.254.30.78/30',
      ibm_bgp_ibm_cidr: '10.254.30.77/30',
      pop: 'WDC1',
      zone: 'A',
      speed: '200Mbps',
    },
  },
} as const;

const order = (provider: keyof typeof ORDERS, session = demo, extra: Record<string, unknown> = {}, id = router) =>
  inject('POST', `${base(ORDERS[provider].version, id)}/${provider}`, session, { ...ORDERS[provider].body, ...extra });

describe("a cloud router's connections to clouds", () => {
  it('refuses without a session (401), to the read-only group (403), with the exact messages (400), on a foreign router (404)', async () => {
    const anonymous = await harness.app.inject({ method: 'POST', url: `${base('v2')}/aws`, payload: ORDERS.aws.body });
    expect(anonymous.statusCode).toBe(401);
    expect((await order('aws', readonly)).statusCode).toBe(403);
    const account = await order('aws', demo, { aws_account_id: '12' });
    expect(account.statusCode).toBe(400);
    expect(account.json().fields).toEqual({ aws_account_id: 'Not a valid AWS account Id' });
    const key = await order('azure', demo, { azure_service_key: '5D1C0A8E-2B3F-4C6D-8E9F-0A1B2C3D4E5F' });
    expect(key.json().fields).toEqual({ azure_service_key: 'This key is not valid' });
    const unknownKey = await order('azure', demo, { azure_service_key: '00000000-2b3f-4c6d-8e9f-0a1b2c3d4e5f' });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().fields).toEqual({ azure_service_key: 'This key is not valid' });
    const pairing = await order('google', demo, { google_pairing_key: 'acme-key/us-west1' });
    expect(pairing.json().fields).toEqual({ google_pairing_key: 'Not a valid pairing key' });
    const ocid = await order('oracle', demo, { region: 'uk-london-1' });
    expect(ocid.json().fields).toEqual({ vc_ocid: 'This OCID is not valid or the region is incorrect.' });
    const ibm = await order('ibm', demo, { ibm_account_id: 'xyz' });
    expect(ibm.json().fields).toEqual({ ibm_account_id: 'Not a valid IBM account Id' });
    const longName = await order('google', demo, { google_vlan_attachment_name: `a${'b'.repeat(63)}` });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().fields).toEqual({ google_vlan_attachment_name: 'The max length is 63' });
    const network = await order('ibm', demo, { ibm_bgp_cer_cidr: '10.254.30.76/30', ibm_bgp_ibm_cidr: undefined });
    expect(network.statusCode).toBe(400);
    expect(network.json().fields).toEqual({ ibm_bgp_cer_cidr: 'Must be a valid IP in range of 10.254.30.76/30.' });
    const apart = { ibm_bgp_ibm_cidr: '10.254.31.77/30' };
    expect((await order('ibm', demo, apart)).json().fields).toEqual({
      ibm_bgp_ibm_cidr: 'Must be a valid IP in range of 10.254.30.76/30.',
    });
    expect((await order('ibm', demo, { ibm_bgp_ibm_cidr: '10.254.30.78/30' })).json().fields).toEqual({
      ibm_bgp_ibm_cidr: 'Must not match the "ibm_bgp_cer_cidr" field',
    });
    // The pair is the cloud's rule, checked once the router is found: another customer's router is not found.
    expect((await order('ibm', other, apart, router)).statusCode).toBe(404);
    const onRamp = await order('aws', demo, { pop: 'AMS1' });
    expect(onRamp.json().fields).toEqual({ pop: 'AWS has no hosted on-ramp at AMS1.' });
    const speed = await order('ibm', demo, { speed: '10Gbps' });
    expect(speed.json().fields.speed).toMatch(/^Invalid value, must be one of "50Mbps/);
    const region = await order('aws', demo, {
      cloud_settings: {
        credentials_uuid: '7c0b8a5e-3f1e-4d0e-9d5f-1b2c3d4e5f60',
        aws_region: 'us-east-1',
        aws_vif_type: 'private',
        bgp_settings: { customer_asn: 4556 },
      },
    });
    expect(region.json().fields).toEqual({ 'cloud_settings.aws_region': 'The on-ramp at SEA1 reaches us-west-2.' });
    const credential = await order('aws', demo, {
      cloud_settings: {
        credentials_uuid: '7c0b8a5e-3f1e-4d0e-9d5f-1b2c3d4e5f60',
        aws_vif_type: 'private',
        bgp_settings: { customer_asn: 4556 },
      },
    });
    expect(credential.json().fields).toEqual({
      'cloud_settings.credentials_uuid': 'Not a cloud credential of your company.',
    });
    const foreign = await order('aws', other, {}, router);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Cloud router not found');
    expect((await order('aws', demo, {}, DEMO_NETWORK.cloudRouter.replace('1000014', '1000099'))).statusCode).toBe(404);
  });

  it.each(['azure', 'google', 'oracle', 'ibm'] as const)(
    'connects %s: the network builds it, the cloud brings its side up, a BGP session to its peer establishes',
    async (provider) => {
      const created = await order(provider);
      expect(created.statusCode).toBe(201);
      const connection = created.json();
      expect(connection).toMatchObject({
        connection_type: 'cloud_hosted',
        port_type: 'hosted',
        service_provider: provider,
        service_type: 'cr_connection',
        cloud_router_circuit_id: router,
      });
      await runner.drain();
      const cid = connection.cloud_circuit_id;
      const read = (await inject('GET', `${base('v2')}/${cid}`, demo)).json();
      expect(read.state).toBe('active');
      expect(read.cloud_provider_connection_id).toEqual(expect.any(String));
      if (provider === 'ibm') {
        expect(connection.settings).toMatchObject({ bgp_cer_cidr: '10.254.30.78/30', bgp_ibm_cidr: '10.254.30.77/30' });
        // The cloud knows the connection by its IBM account, which takes more connections.
        const [told] = await harness.database.db
          .select({ key: cloudProviderConnections.providerKey })
          .from(cloudProviderConnections)
          .where(eq(cloudProviderConnections.connectionId, cid));
        expect(told?.key).toBe(ORDERS.ibm.body.ibm_account_id);
        const again = await order('ibm', demo, {
          description: 'IBM again',
          ibm_bgp_cer_cidr: '10.254.40.78/30',
          ibm_bgp_ibm_cidr: '10.254.40.77/30',
        });
        expect(again.statusCode, again.body).toBe(201);
        expect((await inject('DELETE', `${base('v2')}/${again.json().cloud_circuit_id}`, demo)).statusCode).toBe(200);
      }
      // The cloud speaks as itself: a session naming another ASN stays down with the reason.
      const peerAsn = { azure: 12076, google: 16550, oracle: 31898, ibm: 13884 }[provider];
      const session = (asn: number, third: number) => ({
        remote_asn: asn,
        l3_address: `169.254.${third}.1/30`,
        remote_address: `169.254.${third}.2`,
        // Azure's side is set from the primary subnet (spec 4 "BGP toggle").
        ...(provider === 'azure' ? { primary_subnet: `169.254.${third}.1/30` } : {}),
        prefixes: [
          { prefix: '10.0.0.0/8', match_type: 'orlonger', type: 'in' },
          { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'out' },
        ],
      });
      const wrong = await inject('POST', `${base('v2')}/${cid}/bgp`, demo, session(65001, 90));
      expect(wrong.statusCode).toBe(200);
      const right = await inject('POST', `${base('v2')}/${cid}/bgp`, demo, session(peerAsn, 91));
      await runner.drain();
      const down = (await inject('GET', `${base('v2')}/${cid}/bgp/${wrong.json().bgp_settings_uuid}`, demo)).json();
      expect(down.bgp_state).not.toBe('established');
      expect(down.state_reason).toBe(`Bad peer AS: the peer's OPEN names AS ${peerAsn}, the session expects AS 65001`);
      const up = (await inject('GET', `${base('v2')}/${cid}/bgp/${right.json().bgp_settings_uuid}`, demo)).json();
      expect(up.bgp_state).toBe('established');
      const received = (await inject('GET', `${base('v2')}/${cid}/bgp-routes?route_type=received`, demo)).json();
      expect(received.length).toBeGreaterThan(0);
      expect(received.every((route: { prefix: string }) => route.prefix.startsWith('10.'))).toBe(true);
      expect((await inject('GET', `${base('v2')}/${cid}`, other)).statusCode).toBe(404);
      expect((await inject('DELETE', `${base('v2')}/${cid}`, demo)).statusCode).toBe(200);
      await runner.drain();
      expect((await inject('GET', `${base('v2')}/${cid}`, demo)).statusCode).toBe(404);
    },
  );

  it('a retried cloud order with its Idempotency-Key answers the connection the first made; another body is a 409', async () => {
    const keyed = (session: Session) => ({ ...session.bearer, 'idempotency-key': 'cr-google-retry-1' });
    const url = `${base('v2.1')}/google`;
    const body = { ...ORDERS.google.body, description: 'retried', google_pairing_key: 'retry-key/us-west1/2' };
    const post = (session: Session, payload: unknown) =>
      harness.app.inject({ method: 'POST', url, headers: keyed(session), payload: payload as never });
    expect((await harness.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    expect((await post(readonly, body)).statusCode).toBe(403);
    const first = await post(demo, body);
    expect(first.statusCode).toBe(201);
    // The retry is answered before the cloud's checks of the pairing key run again.
    const retry = await post(demo, body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().cloud_circuit_id).toBe(first.json().cloud_circuit_id);
    const changed = await post(demo, { ...body, description: 'another' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('This Idempotency-Key was already used for a different request.');
    const foreign = await harness.app.inject({
      method: 'POST',
      url: `${base('v2.1', DEMO_NETWORK.cloudRouter)}/google`,
      headers: keyed(other),
      payload: body as never,
    });
    expect(foreign.statusCode).toBe(404);
    await runner.drain();
    expect((await inject('DELETE', `${base('v2')}/${first.json().cloud_circuit_id}`, demo)).statusCode).toBe(200);
    await runner.drain();
  });

  it("a Google session takes Google's peer ASN rule, an Azure one its primary subnet (spec 5), as the form does", async () => {
    const google = (await order('google', demo, { description: 'asn rule' })).json().cloud_circuit_id;
    const azure = (await order('azure', demo, { description: 'subnet rule' })).json().cloud_circuit_id;
    await runner.drain();
    const body = (extra: Record<string, unknown>) => ({
      remote_asn: 16550,
      l3_address: '169.254.95.1/30',
      remote_address: '169.254.95.2',
      prefixes: [
        { prefix: '10.0.0.0/8', match_type: 'orlonger', type: 'in' },
        { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'out' },
      ],
      ...extra,
    });
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [
        google,
        { remote_asn: 1234 },
        { remote_asn: 'ASN value must be 16550 or in the range 64512-65534 or 4200000000-4294967294 inclusive' },
      ],
      [azure, { remote_asn: 12076 }, { primary_subnet: 'This field is required' }],
      [azure, { remote_asn: 12076, primary_subnet: '169.254.95.1/33' }, { primary_subnet: 'Not a valid mask' }],
      [
        azure,
        { remote_asn: 12076, primary_subnet: '169.254.95.1/30', secondary_subnet: '169.254.96.1' },
        { secondary_subnet: 'Not a valid mask' },
      ],
    ];
    for (const [cid, extra, fields] of cases) {
      for (const path of ['bgp', 'bgp/dry-run']) {
        const refused = await inject('POST', `${base('v2')}/${cid}/${path}`, demo, body(extra));
        expect(refused.statusCode, `${path} ${JSON.stringify(extra)}`).toBe(400);
        expect(refused.json().fields).toEqual(fields);
      }
    }
    const privateAsn = await inject('POST', `${base('v2')}/${google}/bgp`, demo, body({ remote_asn: 64600 }));
    expect(privateAsn.statusCode).toBe(200);
    // Another address than the Google session's: a session's address is unique on its router.
    const subnet = {
      remote_asn: 12076,
      l3_address: '169.254.97.1/30',
      remote_address: '169.254.97.2',
      primary_subnet: '169.254.97.1/30',
      secondary_subnet: '169.254.96.1/30',
    };
    const taken = await inject(
      'POST',
      `${base('v2')}/${azure}/bgp`,
      demo,
      body({ ...subnet, l3_address: '169.254.95.1/30', remote_address: '169.254.95.2' }),
    );
    expect(taken.json().fields).toEqual({ l3_address: 'This address is not unique.' });
    expect((await inject('POST', `${base('v2')}/${azure}/bgp`, demo, body(subnet))).statusCode).toBe(200);
    for (const cid of [google, azure])
      expect((await inject('DELETE', `${base('v2')}/${cid}`, demo)).statusCode).toBe(200);
    await runner.drain();
  });

  it('waits for the AWS acceptance without a credential; with one it is accepted at once, its session comes with it and the credential stays in use', async () => {
    const waiting = await order('aws', demo, { description: 'awaiting' });
    expect(waiting.statusCode).toBe(201);
    expect(waiting.json()).toMatchObject({
      settings: { aws_account_id: '123456789012', aws_region: 'us-west-2', aws_hosted_type: 'hosted-connection' },
      cloud_settings: { cloud_state: { aws_dx_connection_state: 'ordering' } },
    });
    expect(waiting.json().settings.aws_connection_id).toMatch(/^dxcon-/);

    const credential = await inject('POST', '/v2/services/cloud/credentials', demo, {
      cloud_provider: 'aws',
      description: 'router account',
      cloud_credentials: {
        aws_access_key: 'AKIAIOSFODNN7EXAMPLE',
        aws_secret_key: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
    });
    const credentialId = credential.json().cloud_provider_credential_uuid;
    const withCredential = await order('aws', demo, {
      description: 'accepted',
      maybe_nat: true,
      cloud_settings: {
        credentials_uuid: credentialId,
        aws_region: 'us-west-2',
        aws_vif_type: 'private',
        bgp_settings: { customer_asn: 4556, md5: 'secret-md5-key', advertised_prefixes: ['192.168.0.0/16'] },
      },
    });
    expect(withCredential.statusCode).toBe(201);
    const created = withCredential.json();
    expect(created.public_ip).toMatch(/^23\.159\./);
    expect(created.cloud_settings.cloud_state.aws_dx_connection_state).toBe('pending');
    expect(JSON.stringify(created)).not.toContain('secret-md5-key');
    expect(created.bgp_state_list).toHaveLength(1);
    const inUse = await inject('DELETE', `/v2/services/cloud/credentials/${credentialId}`, demo);
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().message).toBe(
      'This cloud credential is used by a cloud connection and cannot be deleted. Remove it from the connection first.',
    );

    await runner.drain();
    const cid = created.cloud_circuit_id;
    const read = (await inject('GET', `${base('v2')}/${cid}`, demo)).json();
    expect(read).toMatchObject({ state: 'active', nat_capable: true, bgp_state_list: [{ bgp_state: 'established' }] });
    const advertised = (await inject('GET', `${base('v2')}/${cid}/bgp-routes?route_type=received`, demo)).json();
    expect(advertised.length).toBeGreaterThan(0);
    const accepted = (await inject('GET', `${base('v2')}/${waiting.json().cloud_circuit_id}`, demo)).json();
    expect(accepted.state).toBe('active');
    for (const id of [cid, waiting.json().cloud_circuit_id]) {
      expect((await inject('DELETE', `${base('v2')}/${id}`, demo)).statusCode).toBe(200);
    }
    await runner.drain();
    expect((await inject('DELETE', `/v2/services/cloud/credentials/${credentialId}`, demo)).statusCode).toBe(200);
  });

  it('keeps the BGP MD5 key sealed at rest (cloud settings, session, simulated peer, activity); the session still establishes, and a mismatching key keeps it down', async () => {
    const credential = await inject('POST', '/v2/services/cloud/credentials', demo, {
      cloud_provider: 'aws',
      description: 'sealed md5',
      cloud_credentials: {
        aws_access_key: 'AKIAIOSFODNN7EXAMPLE',
        aws_secret_key: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
    });
    const credentialId = credential.json().cloud_provider_credential_uuid;
    const created = await order('aws', demo, {
      description: 'sealed md5',
      cloud_settings: {
        credentials_uuid: credentialId,
        aws_region: 'us-west-2',
        aws_vif_type: 'private',
        bgp_settings: { customer_asn: 4556, md5: 'sealed-md5-key' },
      },
    });
    expect(created.statusCode).toBe(201);
    const cid = created.json().cloud_circuit_id;
    await runner.drain();

    const db = harness.database.db;
    const [row] = await db.select().from(cloudRouterConnections).where(eq(cloudRouterConnections.circuitId, cid));
    const [session] = await db
      .select()
      .from(bgpSessions)
      .where(eq(bgpSessions.connectionId, row?.id ?? ''));
    const activity = await db.select().from(activityLog).where(eq(activityLog.objectId, cid));
    expect(activity.length).toBeGreaterThan(0);
    for (const stored of [row?.cloudSettings, session?.md5, session?.peer, activity]) {
      expect(JSON.stringify(stored)).not.toContain('sealed-md5-key');
    }
    expect((row?.cloudSettings as { bgp_settings?: { md5?: string } } | undefined)?.bgp_settings?.md5).toMatch(
      /^enc:v1:/,
    );
    expect(session?.peer.md5).toMatch(/^enc:v1:/);
    expect(harness.app.platform.cloudSettingsSecrets.md5Of(row?.cloudSettings)).toBe('sealed-md5-key');
    // The answers mask the key as before.
    const read = (await inject('GET', `${base('v2')}/${cid}`, demo)).json();
    expect(read.cloud_settings.bgp_settings.md5).toBe('********');
    expect(read.bgp_state_list).toEqual([expect.objectContaining({ bgp_state: 'established' })]);

    // The session's key changed on the router's side only: the cloud's peer still has the first, so it stays down.
    const url = `${base('v2')}/${cid}/bgp`;
    const [current] = (await inject('GET', url, demo)).json();
    const replace = (md5: string) =>
      inject('PUT', url, demo, {
        bgp_settings_uuid: current.bgp_settings_uuid,
        address_family: current.address_family,
        remote_asn: current.remote_asn,
        remote_address: current.remote_address,
        l3_address: current.l3_address,
        orlonger: current.orlonger,
        md5,
        prefixes: current.prefixes.map((item: { prefix: string; match_type: string; type: string }) => ({
          prefix: item.prefix,
          match_type: item.match_type,
          type: item.type,
        })),
      });
    expect((await replace('another-md5-key')).statusCode).toBe(200);
    await runner.drain();
    const down = (await inject('GET', `${url}/${current.bgp_settings_uuid}`, demo)).json();
    expect(down.bgp_state).not.toBe('established');
    expect(down.state_reason).toBe('TCP MD5 authentication failed: the MD5 keys of the two sides differ');
    expect((await replace('sealed-md5-key')).statusCode).toBe(200);
    await runner.drain();
    expect((await inject('GET', `${url}/${current.bgp_settings_uuid}`, demo)).json()).toMatchObject({
      bgp_state: 'established',
      state_reason: null,
    });

    expect((await inject('DELETE', `${base('v2')}/${cid}`, demo)).statusCode).toBe(200);
    await runner.drain();
    expect((await inject('DELETE', `/v2/services/cloud/credentials/${credentialId}`, demo)).statusCode).toBe(200);
  });
});

describe("PATCH …/connections/{cid} with cloud_settings: the provider side changes, the cloud's session follows", () => {
  const credentialOf = async (description: string) =>
    (
      await inject('POST', '/v2/services/cloud/credentials', demo, {
        cloud_provider: 'aws',
        description,
        cloud_credentials: {
          aws_access_key: 'AKIAIOSFODNN7EXAMPLE',
          aws_secret_key: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        },
      })
    ).json().cloud_provider_credential_uuid as string;
  const sessionsOf = async (cid: string) =>
    (await inject('GET', `${base('v2')}/${cid}/bgp`, demo)).json() as {
      bgp_settings_uuid: string;
      address_family: string;
      l3_address: string;
      remote_address: string;
      remote_asn: number;
      md5: string;
      bgp_state: string;
      state_reason: string | null;
      prefixes: { prefix: string; type: string; match_type: string }[];
    }[];
  const storedOf = async (cid: string) => {
    const db = harness.database.db;
    const [row] = await db.select().from(cloudRouterConnections).where(eq(cloudRouterConnections.circuitId, cid));
    const [told] = await db
      .select()
      .from(cloudProviderConnections)
      .where(eq(cloudProviderConnections.connectionId, cid));
    return { row, told };
  };

  it("401, 403, a foreign 404 and the order's refusals on their field; the Go client's partial change applies, the key kept", async () => {
    const credentialId = await credentialOf('patched settings');
    const created = await order('aws', demo, {
      description: 'patched',
      cloud_settings: {
        credentials_uuid: credentialId,
        aws_region: 'us-west-2',
        mtu: 1500,
        aws_vif_type: 'private',
        bgp_settings: { customer_asn: 4556, md5: 'first-md5-key', advertised_prefixes: ['192.168.0.0/16'] },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const cid = created.json().cloud_circuit_id;
    await runner.drain();
    const url = `${base('v2')}/${cid}`;
    const patch = (session: Session, body: unknown) => inject('PATCH', url, session, body);
    const mtu = { description: 'patched', cloud_settings: { credentials_uuid: credentialId, mtu: 9001 } };

    expect((await harness.app.inject({ method: 'PATCH', url, payload: mtu })).statusCode).toBe(401);
    expect((await patch(readonly, mtu)).statusCode).toBe(403);
    const foreign = await inject('PATCH', `${base('v2', DEMO_NETWORK.cloudRouter)}/${cid}`, other, mtu);
    expect(foreign.statusCode).toBe(404);
    expect((await patch(other, mtu)).statusCode).toBe(404);
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ aws_region: 'us-east-1' }, { 'cloud_settings.aws_region': 'The on-ramp at SEA1 reaches us-west-2.' }],
      [
        { credentials_uuid: '7c0b8a5e-3f1e-4d0e-9d5f-1b2c3d4e5f60' },
        { 'cloud_settings.credentials_uuid': 'Not a cloud credential of your company.' },
      ],
      [{ bgp_settings: { md5: 'short' } }, { 'cloud_settings.bgp_settings.md5': 'The min length is 6' }],
      [
        { aws_vif_type: 'hosted' },
        { 'cloud_settings.aws_vif_type': 'Invalid value, must be one of "public, private, transit".' },
      ],
    ];
    for (const [settings, fields] of refusals) {
      const refused = await patch(demo, { description: 'patched', cloud_settings: settings });
      expect(refused.statusCode, JSON.stringify(settings)).toBe(400);
      expect(refused.json().fields, JSON.stringify(settings)).toEqual(fields);
    }

    // CloudRouterUpdateData as resourceCloudRouterConnUpdate fills it when the MTU changes.
    const changed = await patch(demo, { ...mtu, cloud_settings: { ...mtu.cloud_settings, aws_region: 'us-west-2' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().cloud_settings).toMatchObject({
      mtu: 9001,
      aws_vif_type: 'private',
      credentials_uuid: credentialId,
      bgp_settings: { customer_asn: 4556, md5: '********', advertised_prefixes: ['192.168.0.0/16'] },
    });
    const { row, told } = await storedOf(cid);
    // Kept sealed, the same key; the cloud was told the new settings (and keeps its copy sealed too).
    expect(harness.app.platform.cloudSettingsSecrets.md5Of(row?.cloudSettings)).toBe('first-md5-key');
    const toldSettings = (told?.facts ?? {}) as { cloud_settings?: { mtu?: number } };
    expect(toldSettings.cloud_settings?.mtu).toBe(9001);
    expect(JSON.stringify([row?.cloudSettings, told?.facts])).not.toContain('first-md5-key');
    expect(row?.cloudSettings).toMatchObject({ bgp_settings: { md5: expect.stringMatching(/^enc:v1:/) } });
    await runner.drain();
    const [kept] = await sessionsOf(cid);
    expect(kept).toMatchObject({ md5: 'first-md5-key', bgp_state: 'established' });
    const activity = await harness.database.db.select().from(activityLog).where(eq(activityLog.objectId, cid));
    expect(activity.map((entry) => entry.action)).toContain('cr_connection.update');
    expect(JSON.stringify(activity)).not.toContain('first-md5-key');

    // A new key, new advertised prefixes and another Direct Connect gateway ASN: both sides follow, and it comes up.
    const followed = await patch(demo, {
      description: 'patched',
      cloud_settings: {
        aws_gateways: [{ type: 'directconnect', name: 'dxgw', asn: 64999 }],
        bgp_settings: { md5: 'second-md5-key', advertised_prefixes: ['10.20.0.0/16'] },
      },
    });
    expect(followed.statusCode, followed.body).toBe(200);
    await runner.drain();
    const [session] = await sessionsOf(cid);
    expect(session).toMatchObject({ remote_asn: 64999, md5: 'second-md5-key', bgp_state: 'established' });
    expect(session?.prefixes.filter((item) => item.type === 'out').map((item) => item.prefix)).toEqual([
      '10.20.0.0/16',
    ]);
    expect(session?.prefixes.filter((item) => item.type === 'in').map((item) => item.prefix)).toEqual(['0.0.0.0/0']);
    // The mask sent back keeps the key; the session is not touched by a change that does not reach it.
    const masked = await patch(demo, { description: 'masked', cloud_settings: { bgp_settings: { md5: '********' } } });
    expect(masked.statusCode).toBe(200);
    expect(harness.app.platform.cloudSettingsSecrets.md5Of((await storedOf(cid)).row?.cloudSettings)).toBe(
      'second-md5-key',
    );
    expect((await sessionsOf(cid))[0]).toMatchObject({ md5: 'second-md5-key', bgp_state: 'established' });

    expect((await inject('DELETE', url, demo)).statusCode).toBe(200);
    await runner.drain();
    expect((await inject('DELETE', `/v2/services/cloud/credentials/${credentialId}`, demo)).statusCode).toBe(200);
  });

  it('settings given later to a waiting AWS connection: the credential accepts it and the session with the cloud comes', async () => {
    const waiting = await order('aws', demo, { description: 'settings later' });
    const cid = waiting.json().cloud_circuit_id;
    expect(waiting.json().bgp_state_list).toEqual([]);
    const credentialId = await credentialOf('settings later');
    const partial = await inject('PATCH', `${base('v2')}/${cid}`, demo, {
      description: 'settings later',
      cloud_settings: { credentials_uuid: credentialId },
    });
    // Partial settings of a connection that had none are checked whole: the VIF type is missing.
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fields).toEqual({
      'cloud_settings.aws_vif_type': 'Invalid value, must be one of "public, private, transit".',
    });
    const given = await inject('PATCH', `${base('v2')}/${cid}`, demo, {
      description: 'settings later',
      cloud_settings: {
        credentials_uuid: credentialId,
        aws_vif_type: 'private',
        bgp_settings: { customer_asn: 4556, md5: 'later-md5-key' },
      },
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().bgp_state_list).toHaveLength(1);
    await runner.drain();
    const read = (await inject('GET', `${base('v2')}/${cid}`, demo)).json();
    expect(read).toMatchObject({ state: 'active', bgp_state_list: [{ bgp_state: 'established' }] });
    expect(read.cloud_settings.cloud_state.aws_dx_connection_state).not.toBe('ordering');
    expect((await sessionsOf(cid))[0]).toMatchObject({ md5: 'later-md5-key', remote_asn: 64512 });
    expect((await inject('DELETE', `${base('v2')}/${cid}`, demo)).statusCode).toBe(200);
    await runner.drain();
    expect((await inject('DELETE', `/v2/services/cloud/credentials/${credentialId}`, demo)).statusCode).toBe(200);
  });

  it("a Google connection's keepalive changes alone (as the Go client sends it); Azure's settings are refused", async () => {
    const google = await order('google', demo, {
      description: 'keepalive',
      google_pairing_key: 'keepalive-key/us-west1/1',
      cloud_settings: {
        google_region: 'us-west1',
        google_vlan_attachment_name: 'cr-attach',
        google_cloud_router_name: 'cr-router',
        bgp_settings: { customer_asn: 64620, google_keepalive_interval: 20 },
      },
    });
    expect(google.statusCode, google.body).toBe(201);
    const cid = google.json().cloud_circuit_id;
    await runner.drain();
    const keepalive = await inject('PATCH', `${base('v2')}/${cid}`, demo, {
      description: 'keepalive',
      cloud_settings: { bgp_settings: { google_keepalive_interval: 30 } },
    });
    expect(keepalive.statusCode, keepalive.body).toBe(200);
    expect(keepalive.json().cloud_settings).toMatchObject({
      google_region: 'us-west1',
      google_cloud_router_name: 'cr-router',
      bgp_settings: { customer_asn: 64620, google_keepalive_interval: 30 },
    });
    const tooLong = await inject('PATCH', `${base('v2')}/${cid}`, demo, {
      description: 'keepalive',
      cloud_settings: { bgp_settings: { google_keepalive_interval: 61 } },
    });
    expect(tooLong.json().fields).toEqual({
      'cloud_settings.bgp_settings.google_keepalive_interval': 'Value must be between 20 and 60, inclusive.',
    });
    const azure = (await order('azure', demo, { description: 'no settings' })).json().cloud_circuit_id;
    const refused = await inject('PATCH', `${base('v2')}/${azure}`, demo, {
      description: 'no settings',
      cloud_settings: { mtu: 1500 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      cloud_settings: 'Only AWS and Google connections are configured on the provider side.',
    });
    // `{}` is what the Go client sends with every rename: nothing of the settings changes.
    const renamed = await inject('PATCH', `${base('v2')}/${azure}`, demo, {
      description: 'renamed',
      cloud_settings: {},
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().description).toBe('renamed');
    await runner.drain();
    for (const id of [cid, azure]) expect((await inject('DELETE', `${base('v2')}/${id}`, demo)).statusCode).toBe(200);
    await runner.drain();
  });

  it("an IPv6 AWS connection's session with the cloud speaks IPv6: its addresses, its filters, the cloud's routes", async () => {
    const credentialId = await credentialOf('ipv6 session');
    const created = await order('aws', demo, {
      description: 'ipv6 session',
      cloud_settings: {
        credentials_uuid: credentialId,
        aws_vif_type: 'private',
        bgp_settings: { customer_asn: 4556, address_family: 'ipv6' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const cid = created.json().cloud_circuit_id;
    await runner.drain();
    const sessionOf = async () => {
      const [session] = await sessionsOf(cid);
      if (!session) throw new Error('no session');
      return session;
    };
    const filterOf = (session: { prefixes: { prefix: string; type: string; match_type: string }[] }) =>
      session.prefixes.map(({ prefix, type, match_type }) => ({ prefix, type, match_type }));
    const v6 = await sessionOf();
    expect(v6).toMatchObject({ address_family: 'v6', bgp_state: 'established' });
    expect(v6.l3_address).toMatch(/^fd[0-9a-f]{2}:[0-9a-f:]+::1\/64$/);
    expect(v6.remote_address).toBe(v6.l3_address.replace('::1/64', '::2'));
    expect(filterOf(v6)).toEqual([
      { prefix: '::/0', type: 'in', match_type: 'orlonger' },
      { prefix: '::/0', type: 'out', match_type: 'orlonger' },
    ]);
    type Route = { prefix: string; next_hop: string; type: string };
    const routesOf = async () =>
      (await inject('GET', `${base('v2')}/${cid}/bgp-routes?route_type=received`, demo)).json() as Route[];
    // AWS's VPC answers its IPv6 /56 on the v6 session (its IPv4 CIDRs are for a v4 one), accepted, from the peer.
    const received = await routesOf();
    expect(received).toEqual([
      expect.objectContaining({ prefix: expect.stringMatching(/^2600:1f18:.*\/56$/), next_hop: v6.remote_address }),
    ]);

    // Back to IPv4: the session moves to link-local addresses and IPv4 filters, and takes the VPC's IPv4 CIDRs.
    const changed = await inject('PATCH', `${base('v2')}/${cid}`, demo, {
      cloud_settings: { bgp_settings: { address_family: 'ipv4' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await runner.drain();
    const v4 = await sessionOf();
    expect(v4).toMatchObject({ address_family: 'v4', bgp_state: 'established' });
    expect(v4.l3_address).toMatch(/^169\.254\.\d+\.\d+\/30$/);
    expect(filterOf(v4)).toEqual([
      { prefix: '0.0.0.0/0', type: 'in', match_type: 'orlonger' },
      { prefix: '0.0.0.0/0', type: 'out', match_type: 'orlonger' },
    ]);
    const prefixes = (await routesOf()).map((route) => route.prefix);
    expect(prefixes).toHaveLength(2);
    for (const prefix of prefixes) expect(prefix).toMatch(/^(10|172)\.\d+\.0\.0\/16$/);
    expect((await inject('DELETE', `${base('v2')}/${cid}`, demo)).statusCode).toBe(200);
    await runner.drain();
    expect((await inject('DELETE', `/v2/services/cloud/credentials/${credentialId}`, demo)).statusCode).toBe(200);
  });

  it("the prefixes a connection's settings advertise are of its session's family, on order and on change", async () => {
    const v4 = 'This is an IPv6 prefix: a v4 session takes IPv4 prefixes.';
    const credentialId = await credentialOf('families');
    const settings = (bgp: Record<string, unknown>) => ({
      credentials_uuid: credentialId,
      aws_vif_type: 'private',
      bgp_settings: { customer_asn: 4556, ...bgp },
    });
    const refused = await order('aws', demo, {
      description: 'families',
      cloud_settings: settings({ advertised_prefixes: ['192.168.0.0/16', '2001:db8::/32'] }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'cloud_settings.bgp_settings.advertised_prefixes.1': v4 });
    const google = await order('google', demo, {
      description: 'families',
      google_pairing_key: 'families-key/us-west1/1',
      cloud_settings: {
        google_region: 'us-west1',
        google_vlan_attachment_name: 'cr-attach',
        google_cloud_router_name: 'cr-router',
        bgp_settings: { customer_asn: 64620, google_advertised_ip_ranges: ['2001:db8::/48'] },
      },
    });
    expect(google.statusCode).toBe(400);
    expect(google.json().fields).toEqual({ 'cloud_settings.bgp_settings.google_advertised_ip_ranges.0': v4 });

    const created = await order('aws', demo, {
      description: 'families',
      cloud_settings: settings({ advertised_prefixes: ['192.168.0.0/16'] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const cid = created.json().cloud_circuit_id;
    await runner.drain();
    // The family changed alone: the stored IPv4 prefixes no longer fit the session.
    const changed = await inject('PATCH', `${base('v2')}/${cid}`, demo, {
      cloud_settings: { bgp_settings: { address_family: 'ipv6' } },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fields).toEqual({
      'cloud_settings.bgp_settings.advertised_prefixes.0': 'This is an IPv4 prefix: a v6 session takes IPv6 prefixes.',
    });
    const added = await inject('PATCH', `${base('v2')}/${cid}`, demo, {
      cloud_settings: { bgp_settings: { advertised_prefixes: ['192.168.0.0/16', '2001:db8:1::/48'] } },
    });
    expect(added.json().fields).toEqual({ 'cloud_settings.bgp_settings.advertised_prefixes.1': v4 });
    expect((await inject('DELETE', `${base('v2')}/${cid}`, demo)).statusCode).toBe(200);
    await runner.drain();
  });

  it("a connection's settings name the session's addresses in its family, on order and on change", async () => {
    const credentialId = await credentialOf('address families');
    const settings = (bgp: Record<string, unknown>) => ({
      credentials_uuid: credentialId,
      aws_vif_type: 'private',
      bgp_settings: { customer_asn: 4556, ...bgp },
    });
    const refused = await order('aws', demo, {
      description: 'address families',
      cloud_settings: settings({ address_family: 'ipv6', l3_address: '169.254.40.1/30', remote_address: 'fd40::2/64' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'cloud_settings.bgp_settings.l3_address': 'This is an IPv4 address: a v6 session takes IPv6 addresses.',
    });

    const created = await order('aws', demo, {
      description: 'address families',
      cloud_settings: settings({ l3_address: '169.254.40.1/30', remote_address: '169.254.40.2/30' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const cid = created.json().cloud_circuit_id;
    await runner.drain();
    // The family changed alone: the stored IPv4 addresses no longer fit the session (a change names its first refusal).
    const changed = await inject('PATCH', `${base('v2')}/${cid}`, demo, {
      cloud_settings: { bgp_settings: { address_family: 'ipv6' } },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fields).toEqual({
      'cloud_settings.bgp_settings.l3_address': 'This is an IPv4 address: a v6 session takes IPv6 addresses.',
    });
    const halfway = await inject('PATCH', `${base('v2')}/${cid}`, demo, {
      cloud_settings: { bgp_settings: { address_family: 'ipv6', l3_address: 'fd40::1/64' } },
    });
    expect(halfway.json().fields).toEqual({
      'cloud_settings.bgp_settings.remote_address': 'This is an IPv4 address: a v6 session takes IPv6 addresses.',
    });
    const moved = await inject('PATCH', `${base('v2')}/${cid}`, demo, {
      cloud_settings: {
        bgp_settings: { address_family: 'ipv6', l3_address: 'fd40::1/64', remote_address: 'fd40::2/64' },
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await runner.drain();
    expect((await sessionsOf(cid))[0]).toMatchObject({
      address_family: 'v6',
      l3_address: 'fd40::1/64',
      remote_address: 'fd40::2',
      bgp_state: 'established',
    });
    expect((await inject('DELETE', `${base('v2')}/${cid}`, demo)).statusCode).toBe(200);
    await runner.drain();
    expect((await inject('DELETE', `/v2/services/cloud/credentials/${credentialId}`, demo)).statusCode).toBe(200);
  });
});
