import { ROUTER_TYPES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudProviderConnections, hostedClouds } from '../../../db/schema/index.js';
import type { JobRunner } from '../../../jobs/job-runner.js';
import { DEMO_DEDICATED_CLOUDS } from '../../../seed/demo-dedicated-clouds.js';
import { DEMO_CLOUD_CREDENTIALS, DEMO_HOSTED_CLOUDS } from '../../../seed/demo-hosted-clouds.js';
import { DEMO_PORTS } from '../../../seed/demo-ports.js';
import { awsHostedOrder, orderInitechHosted } from '../../../testing/hosted-fixture.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';
import { inventoryRow } from '../../network/ports/ports-testing.js';

let harness: TestApp;
let runner: JobRunner;
let demo: Session;
let readonly: Session;
let other: Session;
let foreignHosted: string;
/** Acme's AWS and Google cloud credentials, and Initech's AWS one. */
let awsCredential: string;
let googleCredential: string;
let foreignCredential: string;

async function createCredential(headers: Record<string, string>, cloudProvider: 'aws' | 'google', description: string) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/v2/services/cloud/credentials',
    headers,
    payload: {
      cloud_provider: cloudProvider,
      description,
      cloud_credentials:
        cloudProvider === 'aws'
          ? { aws_access_key: 'AKIAIOSFODNN7EXAMPLE', aws_secret_key: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' }
          : {
              google_service_account: JSON.stringify({
                type: 'service_account',
                project_id: 'demo-project',
                client_email: 'portal@demo-project.iam.gserviceaccount.com',
                private_key: '-----BEGIN PRIVATE KEY-----\nKEY\n-----END PRIVATE KEY-----\n',
              }),
            },
    },
  });
  if (response.statusCode !== 201) throw new Error(`could not create a credential: ${response.body}`);
  return response.json<{ cloud_provider_credential_uuid: string }>().cloud_provider_credential_uuid;
}

beforeAll(async () => {
  harness = await createTestApp();
  runner = harness.app.platform.createJobRunner({ owner: 'hosted-test' });
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
  foreignHosted = await orderInitechHosted(harness.app, other.bearer);
  awsCredential = await createCredential(demo.bearer, 'aws', 'Acme AWS');
  googleCredential = await createCredential(demo.bearer, 'google', 'Acme Google');
  foreignCredential = await createCredential(other.bearer, 'aws', 'Initech AWS');
});
afterAll(async () => {
  await harness?.close();
});

const NYC = DEMO_PORTS.nyc;
const NYC5 = DEMO_PORTS.secaucus;

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => harness.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as never }) });
const order = (
  provider: string,
  headers: Record<string, string>,
  payload: unknown,
  extra: Record<string, string> = {},
) => inject('POST', `/v2/services/cloud/hosted/${provider}`, { ...headers, ...extra }, payload);

const awsSettings = (overrides: Record<string, unknown> = {}, bgp: Record<string, unknown> = {}) => ({
  credentials_uuid: '7c0b8a5e-3f1e-4d0e-9d5f-1b2c3d4e5f60',
  aws_vif_type: 'private',
  mtu: 9001,
  bgp_settings: { customer_asn: 65010, md5: 'secret-key-1', advertised_prefixes: ['10.20.0.0/16'], ...bgp },
  ...overrides,
});

describe('POST /v2/services/cloud/hosted/{provider}', () => {
  it('answers 401 without a session and 403 for the read-only group', async () => {
    const payload = awsHostedOrder(NYC);
    const anonymous = await harness.app.inject({ method: 'POST', url: '/v2/services/cloud/hosted/aws', payload });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await order('aws', readonly.bearer, payload);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("You don't have permissions for that operation.");
  });

  it.each([
    ['aws', awsHostedOrder(NYC, { vlan: 3 }), { vlan: 'Value must be between 4 and 4094, inclusive.' }],
    ['aws', { ...awsHostedOrder(NYC), aws_account_id: '12345' }, { aws_account_id: 'Not a valid AWS account Id' }],
    [
      'aws',
      { ...awsHostedOrder(NYC), speed: '20Gbps' },
      {
        speed:
          'Invalid value, must be one of "50Mbps, 100Mbps, 200Mbps, 300Mbps, 400Mbps, 500Mbps, 1Gbps, 2Gbps, 5Gbps, 10Gbps".',
      },
    ],
    [
      'aws',
      awsHostedOrder(NYC, { cloudSettings: awsSettings({ aws_vif_type: 'transit', mtu: 9001 }) }),
      { 'cloud_settings.mtu': 'Invalid value, must be one of "1500, 8500".' },
    ],
    [
      'aws',
      awsHostedOrder(NYC, {
        cloudSettings: awsSettings(
          { aws_vif_type: 'public', mtu: 1500 },
          { l3_address: '10.0.0.1/30', remote_address: '198.51.100.2/30', advertised_prefixes: [] },
        ),
      }),
      { 'cloud_settings.bgp_settings.l3_address': 'This IP falls within a private range. Please add a public IP.' },
    ],
    [
      'aws',
      awsHostedOrder(NYC, {
        cloudSettings: awsSettings(
          {},
          {
            address_family: 'ipv6',
            l3_address: '2001:db8:5::1/64',
            remote_address: '169.254.5.2/30',
            advertised_prefixes: ['2001:db8:6::/48'],
          },
        ),
      }),
      {
        'cloud_settings.bgp_settings.remote_address': 'This is an IPv4 address: a v6 session takes IPv6 addresses.',
      },
    ],
    [
      'aws',
      awsHostedOrder(NYC, { cloudSettings: awsSettings({}, { md5: 'abc' }) }),
      { 'cloud_settings.bgp_settings.md5': 'The min length is 6' },
    ],
    [
      'google',
      {
        description: 'x',
        port: NYC,
        google_pairing_key: 'a1b2c3d4-e5f6/us-east4/1',
        google_vlan_attachment_name: 'acme-attachment',
        pop: 'NYC1',
        vlan: 890,
        speed: '1Gbps',
        cloud_settings: {
          google_region: 'us-east4',
          google_vlan_attachment_name: 'acme-attachment',
          google_cloud_router_name: 'acme-router',
          bgp_settings: { customer_asn: 16550, md5: 'k'.repeat(81) },
        },
      },
      { 'cloud_settings.bgp_settings.md5': 'The max length is 80' },
    ],
    [
      'aws',
      awsHostedOrder(NYC, { cloudSettings: awsSettings({}, { customer_asn: 0 }) }),
      { 'cloud_settings.bgp_settings.customer_asn': 'ASN value must be in the range 1-2147483647 inclusive' },
    ],
    [
      'azure',
      {
        description: 'x',
        port: NYC,
        azure_service_key: 'ABCDEF00-1111-2222-3333-444444444444',
        vlan_private: 8,
        speed: '1Gbps',
      },
      { azure_service_key: 'This key is not valid' },
    ],
    [
      'azure',
      { description: 'x', port: NYC, azure_service_key: 'abcdef00-1111-2222-3333-444444444444', speed: '1Gbps' },
      { vlan_private: 'This field is required' },
    ],
    [
      'google',
      {
        description: 'x',
        port: NYC,
        google_pairing_key: 'not a key',
        google_vlan_attachment_name: 'Bad_Name',
        pop: 'NYC1',
        vlan: 8,
        speed: '1Gbps',
      },
      {
        google_pairing_key: 'Not a valid pairing key',
        google_vlan_attachment_name:
          'Name must start with a lowercase letter followed by up to 62 lowercase letters, numbers, or hyphens, and cannot end with a hyphen',
      },
    ],
    [
      'google',
      {
        description: 'x',
        port: NYC,
        google_pairing_key: 'a1b2c3d4-e5f6/us-east4/1',
        google_vlan_attachment_name: `a${'b'.repeat(64)}`,
        pop: 'NYC1',
        vlan: 8,
        speed: '1Gbps',
      },
      { google_vlan_attachment_name: 'The max length is 63' },
    ],
    [
      'ibm',
      {
        description: 'x',
        port: NYC,
        ibm_account_id: 'xyz',
        ibm_bgp_asn: 64999,
        pop: 'WDC1',
        zone: 'A',
        vlan: 8,
        speed: '1Gbps',
      },
      { ibm_account_id: 'Not a valid IBM account Id' },
    ],
    [
      'oracle',
      {
        description: 'x',
        port: NYC,
        vc_ocid: 'ocid1.virtualcircuit.oc1.iad.abc',
        region: 'us-ashburn-1',
        pop: 'WDC1',
        zone: 'A',
        vlan: 8,
        speed: '3Gbps',
      },
      { speed: 'Invalid value, must be one of "1Gbps, 2Gbps, 5Gbps, 10Gbps".' },
    ],
  ])('answers 400 naming the field with the rules of spec 5 (%s)', async (provider, payload, fields) => {
    const response = await order(provider, demo.bearer, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(fields);
  });

  it("refuses another customer's port, a PoP without an on-ramp, a wrong zone and a used VLAN, each naming the field", async () => {
    const foreign = await order('aws', demo.bearer, awsHostedOrder(DEMO_PORTS.initech));
    expect(foreign.json().fields).toEqual({ port: 'Not a port or LAG of your company.' });
    const noRamp = await order('aws', demo.bearer, awsHostedOrder(NYC, { pop: 'NYC5' }));
    expect(noRamp.json().fields).toEqual({ pop: 'AWS has no hosted on-ramp at NYC5.' });
    const zone = await order('aws', demo.bearer, { ...awsHostedOrder(NYC), zone: 'Q' });
    expect(zone.json().fields).toEqual({ zone: 'Invalid value, must be one of "A, B, C".' });
    const region = await order('oracle', demo.bearer, {
      description: 'x',
      port: NYC,
      vc_ocid: 'ocid1.virtualcircuit.oc1.us-phoenix-1.aaaabbbbccccddddeeeeffff',
      region: 'us-phoenix-1',
      pop: 'WDC1',
      zone: 'A',
      vlan: 8,
    });
    expect(region.json().fields).toEqual({ region: 'This OCID is not valid or the region is incorrect.' });
    const noCircuit = await order('azure', demo.bearer, {
      description: 'x',
      port: NYC,
      azure_service_key: '00000000-1111-2222-3333-444444444444',
      vlan_private: 8,
      speed: '1Gbps',
    });
    expect(noCircuit.json().fields).toEqual({ azure_service_key: 'This key is not valid' });
    // The demo's longhaul VC holds VLAN 100 on the NYC1 port.
    const used = await order('aws', demo.bearer, awsHostedOrder(NYC, { vlan: 100 }));
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({
      code: 'state_conflict',
      fields: { vlan: `VLAN 100 is already in use on ${NYC}.` },
    });
  });

  it('orders an AWS connection with cloud settings: vc_provisioning at once, then active; the VLAN shows on the port', async () => {
    const cloudSettings = awsSettings({ credentials_uuid: awsCredential });
    const payload = awsHostedOrder(NYC, { vlan: 720, pop: 'NYC1', cloudSettings });
    const response = await order('aws', demo.browser, payload, { 'idempotency-key': 'hosted-aws-1' });
    expect(response.statusCode).toBe(201);
    const hosted = response.json();
    expect(hosted).toMatchObject({
      state: 'vc_provisioning',
      summary: 'provisioning',
      service_provider: 'aws',
      port_type: 'hosted',
      service_class: 'metro',
      speed: '1Gbps',
      pop: 'NYC1',
      cloud_provider: { pop: 'NYC1', region: 'us-east-1' },
      settings: { vlan_id_cust: 720, aws_account_id: '123456789012', aws_region: 'us-east-1' },
      interfaces: [{ port_circuit_id: NYC, vlan: 720 }],
    });
    expect(hosted.cloud_circuit_id).toMatch(/^PF-CC-NYC-NYC-\d{7}-PF$/);
    expect(hosted.cloud_settings.bgp_settings.md5).toBe('********');
    // Ordered with the customer's credential: the portal accepts it in their AWS account at once.
    expect(hosted).toMatchObject({ is_awaiting_acceptance: false, provider_state: 'pending', provider_message: null });
    expect(hosted.cloud_provider_connection_id).toMatch(/^dxcon-[0-9a-f]{8}$/);
    const again = await order('aws', demo.browser, payload, { 'idempotency-key': 'hosted-aws-1' });
    expect(again.json().cloud_circuit_id).toBe(hosted.cloud_circuit_id);
    expect((await inventoryRow(harness, hosted.cloud_circuit_id))?.summary).toBe('provisioning');

    const taken = await order('aws', demo.bearer, awsHostedOrder(NYC, { vlan: 720, pop: 'NYC1' }));
    expect(taken.json().fields).toEqual({ vlan: `VLAN 720 is already in use on ${NYC}.` });

    await runner.drain();
    const active = (
      await inject('GET', `/v2/services/cloud/connections/${hosted.cloud_circuit_id}`, demo.bearer)
    ).json();
    expect(active).toMatchObject({ state: 'active', provider_state: 'available', is_awaiting_acceptance: false });
    expect(active.cloud_state.aws_dx_connection_state).toBe('available');
    const status = await inject(
      'GET',
      `/v2.1/services/cloud/connections/${hosted.cloud_circuit_id}/status`,
      demo.bearer,
    );
    expect(status.json().status.current.state).toBe('COMPLETE');
  });

  it('orders Azure with two VLANs, Google, Oracle and IBM connections', async () => {
    const azure = await order('azure', demo.bearer, {
      description: 'ExpressRoute',
      port: NYC5,
      azure_service_key: 'abcdef00-1111-2222-3333-444444444444',
      vlan_private: 801,
      vlan_microsoft: 802,
      speed: '500Mbps',
    });
    expect(azure.statusCode).toBe(201);
    expect(azure.json().settings).toMatchObject({ vlan_id_private: 801, vlan_id_microsoft: 802 });
    const google = await order('google', demo.bearer, {
      description: 'Interconnect',
      port: NYC,
      google_pairing_key: 'a1b2c3d4-e5f6/us-east4/1',
      google_vlan_attachment_name: 'acme-attachment',
      pop: 'NYC1',
      vlan: 803,
      speed: '2Gbps',
    });
    expect(google.statusCode).toBe(201);
    const oracle = await order('oracle', demo.bearer, {
      description: 'FastConnect',
      port: NYC,
      vc_ocid: 'ocid1.virtualcircuit.oc1.us-ashburn-1.aaaabbbbccccddddeeeeffff',
      region: 'us-ashburn-1',
      pop: 'WDC1',
      zone: 'A',
      vlan: 804,
    });
    expect(oracle.json()).toMatchObject({ speed: '1Gbps', service_class: 'longhaul' });
    const ibm = await order('ibm', demo.bearer, {
      description: 'Direct Link',
      port: NYC,
      ibm_account_id: '0123456789abcdef0123456789abcdef',
      ibm_bgp_asn: 64999,
      pop: 'WDC1',
      zone: 'A',
      vlan: 805,
      speed: '200Mbps',
    });
    expect(ibm.json().settings).toMatchObject({ account_id: '0123456789abcdef0123456789abcdef', bgp_asn: 64999 });
  });
});

describe('retrying an order with an Idempotency-Key', () => {
  const google = {
    description: 'Google order retried',
    port: NYC,
    google_pairing_key: 'b7c8d9e0-f1a2/us-east4/1',
    google_vlan_attachment_name: 'acme-retried',
    pop: 'NYC1',
    vlan: 811,
    speed: '1Gbps',
  };
  const azure = {
    description: 'Azure order retried',
    port: NYC5,
    azure_service_key: 'abcdef00-1111-2222-3333-555555555555',
    vlan_private: 812,
  };

  /** The Azure order takes the whole ExpressRoute circuit, so a second connection on its key would be refused. */
  async function fullAzureOrder() {
    const check = await inject(
      'GET',
      `/v2/services/cloud/azure/service-key-validation?azure_service_key=${azure.azure_service_key}`,
      demo.bearer,
    );
    return { ...azure, speed: `${check.json().bandwidth / 1000}Gbps` };
  }

  it.each([
    ['google', async () => google],
    ['azure', fullAzureOrder],
  ])(
    'answers a retried %s order with the first connection, though its key is now in use; another body is 409',
    async (provider, orderOf) => {
      const payload = await orderOf();
      const key = { 'idempotency-key': `hosted-${provider}-retry` };
      const first = await order(provider, demo.bearer, payload, key);
      expect(first.statusCode, first.body).toBe(201);
      const again = await order(provider, demo.bearer, payload, key);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toMatchObject({
        cloud_circuit_id: first.json().cloud_circuit_id,
        description: payload.description,
      });
      const listed = await inject('GET', '/v2/services/cloud/connections/hosted?q=retried', demo.bearer);
      expect(
        listed.json().filter((item: { description: string }) => item.description === payload.description),
      ).toHaveLength(1);
      const other = await order(provider, demo.bearer, { ...payload, description: 'Another body' }, key);
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe('This Idempotency-Key was already used for a different request.');
    },
  );
});

describe('a cloud credential on an order (cloud_settings.credentials_uuid)', () => {
  const credentialOrder = (credentialId: string, vlan: number) => ({
    ...awsHostedOrder(NYC, { vlan, pop: 'NYC1', cloudSettings: awsSettings({ credentials_uuid: credentialId }) }),
    description: 'Credential test',
  });

  it("refuses an unknown credential, another company's and another cloud's, naming the field", async () => {
    for (const [credentialId, message] of [
      ['7c0b8a5e-3f1e-4d0e-9d5f-1b2c3d4e5f60', 'Not a cloud credential of your company.'],
      [foreignCredential, 'Not a cloud credential of your company.'],
      [googleCredential, 'This credential is not for AWS. Pick one of your AWS credentials.'],
    ] as const) {
      const refused = await order('aws', demo.bearer, credentialOrder(credentialId, 730));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ 'cloud_settings.credentials_uuid': message });
    }
  });

  it('opens the credential: accepted at once, and the credential is in use until the connection is gone', async () => {
    const credentialId = await createCredential(demo.bearer, 'aws', 'Only this order');
    const created = await order('aws', demo.bearer, credentialOrder(credentialId, 731));
    expect(created.statusCode).toBe(201);
    const hosted = created.json();
    expect(hosted).toMatchObject({ is_awaiting_acceptance: false, provider_state: 'pending' });
    const credentialsUrl = '/v2/services/cloud/credentials';
    const credentialOf = async () =>
      (await inject('GET', credentialsUrl, demo.bearer))
        .json()
        .find(
          (item: { cloud_provider_credential_uuid: string }) => item.cloud_provider_credential_uuid === credentialId,
        );
    expect(await credentialOf()).toMatchObject({ is_unused: false });
    const refused = await inject('DELETE', `${credentialsUrl}/${credentialId}`, demo.bearer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      cloud_provider_credential_uuid:
        'This cloud credential is used by a cloud connection and cannot be deleted. Remove it from the connection first.',
    });
    await runner.drain();
    const url = `/v2/services/cloud/connections/${hosted.cloud_circuit_id}`;
    expect((await inject('GET', url, demo.bearer)).json()).toMatchObject({
      state: 'active',
      provider_state: 'available',
    });

    // Deleting: still in use until the connection is gone, then free.
    expect((await inject('DELETE', `/v2/services/cloud/${hosted.cloud_circuit_id}`, demo.bearer)).statusCode).toBe(200);
    expect(await credentialOf()).toMatchObject({ is_unused: false });
    await runner.drain();
    expect(await credentialOf()).toMatchObject({ is_unused: true });
    expect((await inject('DELETE', `${credentialsUrl}/${credentialId}`, demo.bearer)).statusCode).toBe(200);
  });

  it("the demo's AWS and Google credentials are Acme's alone; the AWS one, the demo connection's, accepts an order at once", async () => {
    const listed = (await inject('GET', '/v2/services/cloud/credentials', demo.bearer)).json();
    const demoOnes = listed.filter((item: { cloud_provider_credential_uuid: string }) =>
      Object.values(DEMO_CLOUD_CREDENTIALS).includes(item.cloud_provider_credential_uuid as never),
    );
    expect(demoOnes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          cloud_provider_credential_uuid: DEMO_CLOUD_CREDENTIALS.aws,
          cloud_provider: 'aws',
          is_unused: false,
        }),
        expect.objectContaining({
          cloud_provider_credential_uuid: DEMO_CLOUD_CREDENTIALS.google,
          cloud_provider: 'google',
          is_unused: true,
        }),
      ]),
    );
    expect(JSON.stringify(demoOnes)).not.toContain('demo/Acme');
    const demoConnection = (
      await inject('GET', `/v2/services/cloud/connections/${DEMO_HOSTED_CLOUDS.aws}`, demo.bearer)
    ).json();
    expect(demoConnection.cloud_settings.credentials_uuid).toBe(DEMO_CLOUD_CREDENTIALS.aws);

    const foreign = await order('aws', other.bearer, {
      ...awsHostedOrder(DEMO_PORTS.initech, {
        vlan: 45,
        cloudSettings: awsSettings({ credentials_uuid: DEMO_CLOUD_CREDENTIALS.aws }),
      }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({
      'cloud_settings.credentials_uuid': 'Not a cloud credential of your company.',
    });
    const accepted = await order('aws', demo.bearer, credentialOrder(DEMO_CLOUD_CREDENTIALS.aws, 733));
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ is_awaiting_acceptance: false, provider_state: 'pending' });
  });

  it('an AWS connection ordered without cloud settings waits for its customer; a credential added later accepts it', async () => {
    const created = await order('aws', demo.bearer, {
      ...awsHostedOrder(NYC, { vlan: 732, pop: 'NYC1' }),
      description: 'Credential test',
    });
    expect(created.json()).toMatchObject({
      is_awaiting_acceptance: true,
      provider_state: 'awaiting_acceptance',
      provider_message: 'awaiting acceptance in your AWS console',
    });
    const url = `/v2/services/cloud/hosted/${created.json().cloud_circuit_id}`;
    const unknown = await inject('PATCH', url, demo.bearer, {
      cloud_settings: awsSettings({ credentials_uuid: foreignCredential }),
    });
    expect(unknown.json().fields).toEqual({
      'cloud_settings.credentials_uuid': 'Not a cloud credential of your company.',
    });
    const accepted = await inject('PATCH', url, demo.bearer, {
      cloud_settings: awsSettings({ credentials_uuid: awsCredential }),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      is_awaiting_acceptance: false,
      provider_state: 'pending',
      provider_message: null,
    });
  });
});

describe('reading hosted connections', () => {
  it('lists them with filters and the total, and hides the other customer', async () => {
    const anonymous = await harness.app.inject({ method: 'GET', url: '/v2/services/cloud/connections/hosted' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await inject('GET', '/v2/services/cloud/connections/hosted?service_provider=alibaba', demo.bearer);
    expect(bad.json().fields).toEqual({
      service_provider: 'Invalid value, must be one of "aws, azure, google, oracle, ibm".',
    });
    const list = await inject('GET', '/v2/services/cloud/connections/hosted?service_provider=azure', demo.bearer);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-item-count']).toBe(String(list.json().length));
    expect(list.json().every((item: { service_provider: string }) => item.service_provider === 'azure')).toBe(true);
    const all = (await inject('GET', '/v2/services/cloud/connections/hosted', demo.bearer)).json();
    expect(all.some((item: { cloud_circuit_id: string }) => item.cloud_circuit_id === foreignHosted)).toBe(false);
    const found = (await inject('GET', '/v2/services/cloud/connections/hosted?q=Interconnect', demo.bearer)).json();
    expect(found.map((item: { description: string }) => item.description)).toEqual([
      'Interconnect',
      'Google Cloud us-east4 interconnect (analytics)',
    ]);
  });

  it("reads Acme's demo AWS connection: active, on VLAN 210 of the NYC1 port, its provisioning finished", async () => {
    const demoAws = (
      await inject('GET', `/v2/services/cloud/connections/${DEMO_HOSTED_CLOUDS.aws}`, demo.bearer)
    ).json();
    expect(demoAws).toMatchObject({
      service_provider: 'aws',
      state: 'active',
      summary: 'active',
      settings: { vlan_id_cust: 210, aws_region: 'us-east-1' },
      cloud_provider_connection_id: 'dxcon-4f2a91c7',
    });
    const status = await inject(
      'GET',
      `/v2.1/services/cloud/connections/${DEMO_HOSTED_CLOUDS.aws}/status`,
      demo.bearer,
    );
    expect(status.json().status.current.state).toBe('COMPLETE');
    // spec 5: the VC delete points to the Hosted Cloud page.
    const asVc = await inject('DELETE', `/v2/services/${DEMO_HOSTED_CLOUDS.aws}`, demo.bearer);
    expect(asVc.statusCode).toBe(400);
    expect(asVc.json().message).toBe('Hosted cloud connections are deleted from the Hosted Cloud page.');
  });

  it('answers GET /v2/services/{id} for a hosted connection in the VC shape: the port end, then the cloud end', async () => {
    const url = `/v2/services/${DEMO_HOSTED_CLOUDS.aws}`;
    expect((await harness.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const bad = await inject('GET', '/v2/services/%20', demo.bearer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ id: 'This field is required' });
    const foreign = await inject('GET', `/v2/services/${foreignHosted}`, demo.bearer);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Virtual circuit not found');
    const read = await inject('GET', url, readonly.bearer);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      vc_circuit_id: DEMO_HOSTED_CLOUDS.aws,
      service_type: 'cloud_hosted',
      state: 'active',
      connected: true,
      mode: 'evpl',
      bandwidth: { speed: '1Gbps', subscription_term: 1 },
      interfaces: [
        { side: 'a', port_circuit_id: NYC, vlan: 210, is_cloud: false },
        { side: 'z', port_circuit_id: 'dxcon-4f2a91c7', pop: 'WDC1', zone: 'A', region: 'us-east-1', is_cloud: true },
      ],
    });
  });

  it('reads one by circuit id in any case or by uuid, as the route says; changes it by uuid; another customer’s uuid is 404', async () => {
    const url = (id: string) => `/v2/services/cloud/connections/${id}`;
    const byCircuit = await inject('GET', url(DEMO_HOSTED_CLOUDS.google), demo.bearer);
    const { uuid } = byCircuit.json();
    for (const id of [DEMO_HOSTED_CLOUDS.google.toLowerCase(), uuid, uuid.toUpperCase()]) {
      const read = await inject('GET', url(id), demo.bearer);
      expect(read.statusCode, id).toBe(200);
      expect(read.json()).toMatchObject({ cloud_circuit_id: DEMO_HOSTED_CLOUDS.google, uuid });
    }
    const changed = await inject('PATCH', `/v2/services/cloud/hosted/${uuid}`, demo.bearer, { po_number: 'PO-UUID' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ cloud_circuit_id: DEMO_HOSTED_CLOUDS.google, po_number: 'PO-UUID' });
    const status = await inject('GET', `/v2.1/services/cloud/connections/${uuid}/status`, demo.bearer);
    expect(status.statusCode).toBe(200);

    const foreignUuid = (await inject('GET', url(foreignHosted), other.bearer)).json().uuid;
    for (const target of [url(foreignUuid), url(foreignHosted.toLowerCase())]) {
      const refused = await inject('GET', target, demo.bearer);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Cloud connection not found');
    }
    expect(
      (await inject('PATCH', `/v2/services/cloud/hosted/${foreignUuid}`, demo.bearer, { description: 'x' })).statusCode,
    ).toBe(404);
  });

  it("answers 404 for another customer's connection", async () => {
    for (const url of [
      `/v2/services/cloud/connections/${foreignHosted}`,
      `/v2.1/services/cloud/connections/${foreignHosted}/status`,
      `/v2/services/cloud/connections/${foreignHosted}/router-config?router_type=${ROUTER_TYPES[0]}`,
    ]) {
      expect((await inject('GET', url, demo.bearer)).statusCode).toBe(404);
    }
  });

  it('generates a router configuration for each of the 9 vendors with the VLAN, addresses and ASNs', async () => {
    const [hosted] = (
      await inject('GET', '/v2/services/cloud/connections/hosted?q=Test AWS hosted', demo.bearer)
    ).json();
    const bad = await inject(
      'GET',
      `/v2/services/cloud/connections/${hosted.cloud_circuit_id}/router-config?router_type=x`,
      demo.bearer,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ router_type: `Invalid value, must be one of "${ROUTER_TYPES.join(', ')}".` });
    for (const routerType of ROUTER_TYPES) {
      const response = await inject(
        'GET',
        `/v2/services/cloud/connections/${hosted.cloud_circuit_id}/router-config?router_type=${routerType}`,
        demo.bearer,
      );
      expect(response.statusCode).toBe(200);
      const { router_config: text, router_type: type } = response.json();
      expect(type).toBe(routerType);
      expect(text).toContain(hosted.cloud_circuit_id);
      expect(text).toContain('720');
      expect(text).toContain('65010');
      expect(text).toContain('64512');
      expect(text).toMatch(/169\.254\.\d+\.\d+/);
      // The caller may change the connection (hosted-cloud.create): the key is in it.
      expect(text).toContain('secret-key-1');
    }
  });

  it('gives a reader who may not change the connection a placeholder for the BGP MD5 key, never the key', async () => {
    const [hosted] = (
      await inject('GET', '/v2/services/cloud/connections/hosted?q=Test AWS hosted', demo.bearer)
    ).json();
    for (const routerType of ROUTER_TYPES) {
      const response = await inject(
        'GET',
        `/v2/services/cloud/connections/${hosted.cloud_circuit_id}/router-config?router_type=${routerType}`,
        readonly.bearer,
      );
      expect(response.statusCode).toBe(200);
      const text: string = response.json().router_config;
      expect(text).not.toContain('secret-key-1');
      expect(text).toContain('REPLACE-WITH-BGP-MD5-KEY');
      expect(text).toMatch(/^[!#] The BGP MD5 key is not shown to you: replace REPLACE-WITH-BGP-MD5-KEY/m);
    }
  });

  it("keeps the BGP MD5 key sealed at rest, in the connection's settings and in the simulated cloud's copy", async () => {
    const [hosted] = (
      await inject('GET', '/v2/services/cloud/connections/hosted?q=Test AWS hosted', demo.bearer)
    ).json();
    const [row] = await harness.database.db
      .select({ settings: hostedClouds.cloudSettings })
      .from(hostedClouds)
      .where(eq(hostedClouds.circuitId, hosted.cloud_circuit_id));
    const [copy] = await harness.database.db
      .select({ facts: cloudProviderConnections.facts })
      .from(cloudProviderConnections)
      .where(eq(cloudProviderConnections.connectionId, hosted.cloud_circuit_id));
    const copied = (copy?.facts as { cloud_settings?: unknown } | undefined)?.cloud_settings;
    for (const stored of [row?.settings, copied]) {
      expect(JSON.stringify(stored)).not.toContain('secret-key-1');
      expect(harness.app.platform.cloudSettingsSecrets.md5Of(stored as Record<string, unknown>)).toBe('secret-key-1');
    }
  });
});

describe("the router configuration of Azure's two peerings and IBM's own addresses", () => {
  const IOS = 'CiscoSystemsInc-2900SeriesRouters-IOS124';
  const configOf = async (circuitId: string, routerType: string = IOS) =>
    (
      await inject(
        'GET',
        `/v2/services/cloud/connections/${circuitId}/router-config?router_type=${routerType}`,
        demo.bearer,
      )
    ).json().router_config as string;

  it('an Azure connection configures its private and its Microsoft peering, each on its VLAN', async () => {
    const [azure] = (await inject('GET', '/v2/services/cloud/connections/hosted?q=ExpressRoute', demo.bearer)).json();
    const text = await configOf(azure.cloud_circuit_id);
    expect(text).toContain('interface GigabitEthernet0/1.801');
    expect(text).toContain(' encapsulation dot1Q 801');
    expect(text).toContain('interface GigabitEthernet0/1.802');
    expect(text).toContain(' encapsulation dot1Q 802');
    expect(text).toContain('neighbor 192.0.2.2 remote-as 12076');
    expect(text).toContain('Azure Microsoft peering runs on a public /30 registered to you');
  });

  it("an IBM connection's ibm_bgp_cer_cidr and ibm_bgp_ibm_cidr are the session's addresses; one alone gives the other", async () => {
    const ibm = (vlan: number, addresses: Record<string, string>) =>
      order('ibm', demo.bearer, {
        description: 'Direct Link addressed',
        port: NYC,
        ibm_account_id: 'abcdefabcdefabcdefabcdefabcdef01',
        ibm_bgp_asn: 64999,
        pop: 'WDC1',
        zone: 'A',
        vlan,
        speed: '200Mbps',
        ...addresses,
      });
    const refused = await ibm(851, { ibm_bgp_cer_cidr: '10.254.30.76/30' });
    expect(refused.json().fields).toEqual({ ibm_bgp_cer_cidr: 'Must be a valid IP in range of 10.254.30.76/30.' });
    const both = await ibm(852, { ibm_bgp_cer_cidr: '10.254.30.78/30', ibm_bgp_ibm_cidr: '10.254.30.77/30' });
    expect(both.statusCode, both.body).toBe(201);
    const text = await configOf(both.json().cloud_circuit_id);
    expect(text).toContain(' ip address 10.254.30.78 255.255.255.252');
    expect(text).toContain(' neighbor 10.254.30.77 remote-as 13884');
    expect(text).not.toMatch(/169\.254\./);
    const one = await ibm(853, { ibm_bgp_cer_cidr: '10.254.40.1/30' });
    expect(one.statusCode, one.body).toBe(201);
    const junos = await configOf(one.json().cloud_circuit_id, 'JuniperNetworksInc-SRXSeriesRouters-JunOS95');
    expect(junos).toContain('address 10.254.40.1/30;');
    expect(junos).toContain('neighbor 10.254.40.2;');
  });
});

describe('changing and deleting a hosted connection', () => {
  it('changes the description and the cloud settings, refusing bad settings naming the field', async () => {
    const [hosted] = (
      await inject('GET', '/v2/services/cloud/connections/hosted?q=Test AWS hosted', demo.bearer)
    ).json();
    const url = `/v2/services/cloud/hosted/${hosted.cloud_circuit_id}`;
    expect((await inject('PATCH', url, readonly.bearer, { description: 'x' })).statusCode).toBe(403);
    expect(
      (await inject('PATCH', `/v2/services/cloud/hosted/${foreignHosted}`, demo.bearer, { description: 'x' }))
        .statusCode,
    ).toBe(404);
    const bad = await inject('PATCH', url, demo.bearer, { cloud_settings: awsSettings({}, { customer_asn: -5 }) });
    expect(bad.json().fields).toEqual({
      'cloud_settings.bgp_settings.customer_asn': 'ASN value must be in the range 1-2147483647 inclusive',
    });
    const changed = await inject('PATCH', url, demo.bearer, {
      description: 'Prod VPC',
      cloud_settings: awsSettings({ mtu: 1500, credentials_uuid: awsCredential }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ description: 'Prod VPC', cloud_settings: { mtu: 1500 } });
    // The router configuration peers with Amazon's side of the Direct Connect gateway the settings name.
    const config = async () =>
      (
        await inject(
          'GET',
          `/v2/services/cloud/connections/${hosted.cloud_circuit_id}/router-config?router_type=${ROUTER_TYPES[2]}`,
          demo.bearer,
        )
      ).json().router_config as string;
    expect(await config()).toContain('remote-as 64512');
    const gateway = { type: 'directconnect', id: 'dxgw-0a1b2c3d4e5f60718', name: 'dx-prod', asn: 64700 };
    const withGateway = await inject('PATCH', url, demo.bearer, {
      cloud_settings: awsSettings({ mtu: 1500, credentials_uuid: awsCredential, aws_gateways: [gateway] }),
    });
    expect(withGateway.statusCode, withGateway.body).toBe(200);
    expect(await config()).toContain('remote-as 64700');
  });

  it('keeps the stored BGP MD5 key when a change leaves it out or sends it back masked; a new key of 6-80 replaces it', async () => {
    const [hosted] = (await inject('GET', '/v2/services/cloud/connections/hosted?q=Prod VPC', demo.bearer)).json();
    const url = `/v2/services/cloud/hosted/${hosted.cloud_circuit_id}`;
    const storedMd5 = async () => {
      const [row] = await harness.database.db
        .select({ cloudSettings: hostedClouds.cloudSettings })
        .from(hostedClouds)
        .where(eq(hostedClouds.circuitId, hosted.cloud_circuit_id));
      // Sealed at rest under SECRETS_KEY: the row never holds the key in clear.
      const sealed = (row?.cloudSettings as { bgp_settings?: { md5?: string } } | null)?.bgp_settings?.md5;
      expect(sealed).toMatch(/^enc:v1:/);
      return harness.app.platform.cloudSettingsSecrets.md5Of(row?.cloudSettings);
    };
    expect(await storedMd5()).toBe('secret-key-1');
    const settings = (bgp: Record<string, unknown>) =>
      awsSettings({ credentials_uuid: awsCredential }, { md5: undefined, ...bgp });

    const omitted = await inject('PATCH', url, demo.bearer, { cloud_settings: settings({ customer_asn: 65011 }) });
    expect(omitted.statusCode, omitted.body).toBe(200);
    expect(omitted.json().cloud_settings.bgp_settings).toMatchObject({ customer_asn: 65011, md5: '********' });
    expect(await storedMd5()).toBe('secret-key-1');

    const masked = await inject('PATCH', url, demo.bearer, { cloud_settings: settings({ md5: '********' }) });
    expect(masked.statusCode, masked.body).toBe(200);
    expect(await storedMd5()).toBe('secret-key-1');

    for (const [md5, message] of [
      ['short', 'The min length is 6'],
      ['k'.repeat(81), 'The max length is 80'],
    ]) {
      const refused = await inject('PATCH', url, demo.bearer, { cloud_settings: settings({ md5 }) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ 'cloud_settings.bgp_settings.md5': message });
    }
    const replaced = await inject('PATCH', url, demo.bearer, { cloud_settings: settings({ md5: 'k'.repeat(80) }) });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await storedMd5()).toBe('k'.repeat(80));
  });

  it("takes a partial change as PacketFabric's Go client sends one, over the stored settings, checked whole", async () => {
    const [hosted] = (await inject('GET', '/v2/services/cloud/connections/hosted?q=Prod VPC', demo.bearer)).json();
    const url = `/v2/services/cloud/hosted/${hosted.cloud_circuit_id}`;
    const md5 = async () => {
      const [row] = await harness.database.db
        .select({ cloudSettings: hostedClouds.cloudSettings })
        .from(hostedClouds)
        .where(eq(hostedClouds.circuitId, hosted.cloud_circuit_id));
      return harness.app.platform.cloudSettingsSecrets.md5Of(row?.cloudSettings);
    };
    expect(await md5()).toBe('k'.repeat(80));

    const mtu = await inject('PATCH', url, demo.bearer, { cloud_settings: { mtu: 9001 } });
    expect(mtu.statusCode, mtu.body).toBe(200);
    expect(mtu.json().cloud_settings).toMatchObject({
      credentials_uuid: awsCredential,
      aws_vif_type: 'private',
      mtu: 9001,
      bgp_settings: { customer_asn: 65010, advertised_prefixes: ['10.20.0.0/16'], md5: '********' },
    });
    expect(await md5()).toBe('k'.repeat(80));

    // resourceServicesHostedUpdate's UpdateServiceConn: the Terraform block's fields, each left out when empty (no
    // aws_vif_type, aws_gateways or prefixes), a new key.
    const terraform = await inject('PATCH', url, demo.bearer, {
      cloud_settings: {
        credentials_uuid: awsCredential,
        mtu: 1500,
        bgp_settings: { customer_asn: 65012, md5: 'terraform-md5' },
      },
    });
    expect(terraform.statusCode, terraform.body).toBe(200);
    expect(terraform.json().cloud_settings).toMatchObject({
      aws_vif_type: 'private',
      mtu: 1500,
      bgp_settings: { customer_asn: 65012, advertised_prefixes: ['10.20.0.0/16'] },
    });
    expect(await md5()).toBe('terraform-md5');

    // Each change alone is a value an order takes; merged with what is stored, it is refused naming the field.
    for (const [sent, fields] of [
      // A public VIF peers from the customer's public address, which this private one never needed.
      [{ aws_vif_type: 'public' }, { 'cloud_settings.bgp_settings.l3_address': 'This field is required' }],
      [{ mtu: 1234 }, { 'cloud_settings.mtu': 'Invalid value, must be one of "1500, 9001".' }],
      [
        { bgp_settings: { customer_asn: null } },
        { 'cloud_settings.bgp_settings.customer_asn': 'This field is required' },
      ],
    ] as const) {
      const refused = await inject('PATCH', url, demo.bearer, { cloud_settings: sent });
      expect(refused.statusCode, JSON.stringify(sent)).toBe(400);
      expect(refused.json().fields).toEqual(fields);
    }
    // `null` removes an optional field; `{}` alone changes nothing.
    const removed = await inject('PATCH', url, demo.bearer, {
      cloud_settings: { bgp_settings: { advertised_prefixes: null } },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().cloud_settings.bgp_settings).not.toHaveProperty('advertised_prefixes');
    expect(removed.json().cloud_settings).toMatchObject({ mtu: 1500, bgp_settings: { customer_asn: 65012 } });
    const nothing = await inject('PATCH', url, demo.bearer, { cloud_settings: {} });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().fields).toEqual({ body: 'Send at least one of description, po_number or cloud_settings.' });
    expect(await md5()).toBe('terraform-md5');
  });

  it('deletes it: deleting at once, then gone and its VLAN free again', async () => {
    const [hosted] = (await inject('GET', '/v2/services/cloud/connections/hosted?q=Prod VPC', demo.bearer)).json();
    const url = `/v2/services/cloud/${hosted.cloud_circuit_id}`;
    expect((await inject('DELETE', `/v2/services/cloud/${foreignHosted}`, demo.bearer)).statusCode).toBe(404);
    const deleted = await inject('DELETE', url, demo.browser);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(
      'Your service has been successfully deleted. Please allow several minutes for this process to complete.',
    );
    const again = await inject('DELETE', url, demo.bearer);
    expect(again.json().message).toBe('Service is currently being deleted. No additional changes can be made.');
    await runner.drain();
    expect(
      (await inject('GET', `/v2/services/cloud/connections/${hosted.cloud_circuit_id}`, demo.bearer)).statusCode,
    ).toBe(404);
    const reorder = await order('aws', demo.bearer, awsHostedOrder(NYC, { vlan: 720, pop: 'NYC1' }));
    expect(reorder.statusCode).toBe(201);
  });
});

describe('hosted and dedicated connections in the quick search, the dashboard and the sidebar (spec 2)', () => {
  it('finds them by circuit id as cloud-hosted and cloud-dedicated, never another company’s', async () => {
    const search = async (q: string) =>
      (await inject('GET', `/v2/search?q=${encodeURIComponent(q)}`, demo.bearer)).json() as {
        circuit_id: string;
        service_type: string;
      }[];
    expect(
      (await search(DEMO_HOSTED_CLOUDS.aws)).map(({ circuit_id, service_type }) => [circuit_id, service_type]),
    ).toContainEqual([DEMO_HOSTED_CLOUDS.aws, 'cloud-hosted']);
    expect((await search(DEMO_HOSTED_CLOUDS.google))[0]).toMatchObject({ service_type: 'cloud-hosted' });
    expect((await search(DEMO_DEDICATED_CLOUDS.azureWdc))[0]).toMatchObject({
      circuit_id: DEMO_DEDICATED_CLOUDS.azureWdc,
      service_type: 'cloud-dedicated',
    });
    expect(await search(foreignHosted)).toEqual([]);
  });

  it('counts them as the hosted and dedicated lists do, on the dashboard and in the sidebar', async () => {
    const total = async (url: string) =>
      Number((await inject('GET', url, demo.bearer)).headers['x-total-item-count'] ?? -1);
    const hosted = await total('/v2/services/cloud/connections/hosted');
    const dedicated = (await inject('GET', '/v2/services/cloud/connections/dedicated', demo.bearer)).json().length;
    expect(hosted).toBeGreaterThan(1);
    expect(dedicated).toBeGreaterThan(0);
    const { counts } = (await inject('GET', '/v2/navigation/counts', demo.bearer)).json();
    expect(counts).toMatchObject({ hosted_clouds: hosted, dedicated_clouds: dedicated });
    const { products } = (await inject('GET', '/v2/dashboard', demo.bearer)).json();
    const productOf = (type: string) => products.find((item: { service_type: string }) => item.service_type === type);
    expect(productOf('cloud-hosted')).toMatchObject({ label: 'Cloud Hosted', total: hosted });
    expect(productOf('cloud-dedicated')).toMatchObject({ label: 'Cloud Dedicated', total: dedicated });
  });
});

describe('Oracle: vc-ocid-status and sync', () => {
  it('answers 401, 403, 400 for another cloud, 404 for another company, then Oracle’s state and a sync', async () => {
    const [oracle] = (
      await inject('GET', '/v2/services/cloud/connections/hosted?service_provider=oracle', demo.bearer)
    ).json();
    const statusUrl = (id: string) => `/v2/services/cloud/hosted/${id}/vc-ocid-status`;
    const syncUrl = (id: string) => `/v2/services/cloud/hosted/${id}/sync`;
    expect((await harness.app.inject({ method: 'GET', url: statusUrl(oracle.cloud_circuit_id) })).statusCode).toBe(401);
    expect((await harness.app.inject({ method: 'POST', url: syncUrl(oracle.cloud_circuit_id) })).statusCode).toBe(401);
    expect((await inject('POST', syncUrl(oracle.cloud_circuit_id), readonly.bearer)).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', statusUrl(DEMO_HOSTED_CLOUDS.aws)],
      ['POST', syncUrl(DEMO_HOSTED_CLOUDS.aws)],
    ] as const) {
      const refused = await inject(method, url, demo.bearer);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ id: 'Only Oracle connections have a virtual circuit OCID.' });
    }
    expect((await inject('GET', statusUrl(foreignHosted), demo.bearer)).statusCode).toBe(404);
    expect((await inject('POST', syncUrl(foreignHosted), demo.bearer)).statusCode).toBe(404);

    await runner.drain();
    const status = await inject('GET', statusUrl(oracle.cloud_circuit_id), demo.bearer);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      cloud_circuit_id: oracle.cloud_circuit_id,
      vc_ocid: 'ocid1.virtualcircuit.oc1.us-ashburn-1.aaaabbbbccccddddeeeeffff',
      region: 'us-ashburn-1',
      lifecycle_state: 'PROVISIONED',
      provider_state: 'ACTIVE',
      bgp_session_state: 'UP',
      cross_connect_mappings: [{ vlan: 804 }],
      is_in_sync: true,
    });
    // The portal missed Oracle's last change: the status says so, and a sync brings the connection in line.
    await harness.database.db
      .update(hostedClouds)
      .set({ providerState: 'pending', state: 'vc_provisioning' })
      .where(eq(hostedClouds.circuitId, oracle.cloud_circuit_id));
    expect((await inject('GET', statusUrl(oracle.cloud_circuit_id), demo.bearer)).json().is_in_sync).toBe(false);
    const synced = await inject('POST', syncUrl(oracle.cloud_circuit_id), demo.browser);
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toMatchObject({ state: 'active', provider_state: 'available' });
    expect((await inject('GET', statusUrl(oracle.cloud_circuit_id), demo.bearer)).json().is_in_sync).toBe(true);
  });
});
