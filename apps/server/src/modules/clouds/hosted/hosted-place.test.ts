import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLOUD_CREDENTIALS, DEMO_HOSTED_CLOUDS } from '../../../seed/demo-hosted-clouds.js';
import { DEMO_PORTS } from '../../../seed/demo-ports.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';

/**
 * Issue 17: what a connection's cloud side names must fit the on-ramp it lands on. A Google pairing key is made for
 * one region and edge availability domain; AWS and Google cloud settings name the region. Orders (hosted and a cloud
 * router's) and changes of cloud settings apply the same rules.
 */
let harness: TestApp;
let demo: Session;
let router: string;

beforeAll(async () => {
  harness = await createTestApp();
  ({ demo } = await loginDemoSessions(harness.app));
  const created = await inject('POST', '/v2/services/cloud-routers', {
    name: 'pairing-cr',
    regions: ['US'],
    capacity: '10Gbps',
  });
  router = created.json().circuit_id;
  await harness.app.platform.createJobRunner({ owner: 'hosted-place-test' }).drain();
});
afterAll(async () => {
  await harness?.close();
});

function inject(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return harness.app.inject({
    method,
    url,
    headers: demo.bearer,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
}

const googleOrder = (key: string, vlan: number, cloudSettings?: Record<string, unknown>) => ({
  description: 'Interconnect',
  port: DEMO_PORTS.nyc,
  google_pairing_key: key,
  google_vlan_attachment_name: 'acme-attachment',
  pop: 'NYC1',
  vlan,
  speed: '1Gbps',
  ...(cloudSettings ? { cloud_settings: cloudSettings } : {}),
});

const googleSettings = (domain: 1 | 2) => ({
  google_region: 'us-east4',
  google_vlan_attachment_name: 'acme-attachment',
  google_cloud_router_name: 'acme-router',
  google_edge_availability_domain: domain,
  bgp_settings: { customer_asn: 16550 },
});

const REGION_REFUSAL = 'This pairing key is for europe-west2, but the on-ramp at NYC1 reaches us-east4.';
const DOMAIN_REFUSAL = 'This pairing key is for edge availability domain 1, but the cloud settings ask for 2.';

describe("a Google pairing key's region and edge availability domain", () => {
  it('a hosted order with a key for another region than the on-ramp reaches is refused naming the key', async () => {
    const refused = await inject('POST', '/v2/services/cloud/hosted/google', googleOrder('k1/europe-west2/1', 901));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ google_pairing_key: REGION_REFUSAL });
  });

  it("a key for domain 1 is refused where the cloud settings ask for domain 2; a key for 'any' fits", async () => {
    const refused = await inject(
      'POST',
      '/v2/services/cloud/hosted/google',
      googleOrder('k2/us-east4/1', 902, googleSettings(2)),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ google_pairing_key: DOMAIN_REFUSAL });
    const accepted = await inject(
      'POST',
      '/v2/services/cloud/hosted/google',
      googleOrder('k3/us-east4/any', 903, googleSettings(2)),
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it("a cloud router's Google connection is refused the same way", async () => {
    const url = `/v2.1/services/cloud-routers/${router}/connections/google`;
    const body = { description: 'VPC', google_vlan_attachment_name: 'cr-attach', pop: 'NYC1', speed: '1Gbps' };
    const region = await inject('POST', url, { ...body, google_pairing_key: 'k4/europe-west2/1' });
    expect(region.statusCode).toBe(400);
    expect(region.json().fields).toEqual({ google_pairing_key: REGION_REFUSAL });
    const domain = await inject('POST', url, {
      ...body,
      google_pairing_key: 'k5/us-east4/1',
      cloud_settings: googleSettings(2),
    });
    expect(domain.statusCode).toBe(400);
    expect(domain.json().fields).toEqual({ google_pairing_key: DOMAIN_REFUSAL });
    const accepted = await inject('POST', url, { ...body, google_pairing_key: 'k6/us-east4/1' });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});

describe('a change of cloud settings follows the rules of an order', () => {
  it("refuses an AWS region the on-ramp does not reach, as the order does (the demo connection lands at WDC1's us-east-1)", async () => {
    const url = `/v2/services/cloud/hosted/${DEMO_HOSTED_CLOUDS.aws}`;
    const settings = (awsRegion: string) => ({
      credentials_uuid: DEMO_CLOUD_CREDENTIALS.aws,
      aws_region: awsRegion,
      aws_vif_type: 'private',
      bgp_settings: { customer_asn: 65010 },
    });
    const refused = await inject('PATCH', url, { cloud_settings: settings('us-west-2') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'cloud_settings.aws_region': 'The on-ramp at WDC1 reaches us-east-1.' });
    const accepted = await inject('PATCH', url, { cloud_settings: settings('us-east-1') });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().cloud_settings.aws_region).toBe('us-east-1');
  });

  it("refuses an edge availability domain the Google connection's pairing key was not made for", async () => {
    const url = `/v2/services/cloud/hosted/${DEMO_HOSTED_CLOUDS.google}`;
    const refused = await inject('PATCH', url, { cloud_settings: googleSettings(2) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'cloud_settings.google_edge_availability_domain': DOMAIN_REFUSAL });
    const region = await inject('PATCH', url, { cloud_settings: { ...googleSettings(1), google_region: 'us-west1' } });
    expect(region.json().fields).toEqual({ 'cloud_settings.google_region': 'The on-ramp at NYC1 reaches us-east4.' });
    const accepted = await inject('PATCH', url, { cloud_settings: googleSettings(1) });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
