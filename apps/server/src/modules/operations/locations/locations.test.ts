import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { createTestApp, login, type Session, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
let demo: Session;

beforeAll(async () => {
  harness = await createTestApp();
  demo = await login(harness.app, 'demo');
});
afterAll(async () => {
  await harness?.close();
});

const get = (url: string, headers: Record<string, string> = demo.bearer) =>
  harness.app.inject({ method: 'GET', url, headers });

describe('catalogue routes need a session', () => {
  it.each([
    '/v2/locations',
    '/v2.1/locations',
    '/v2/locations/cloud',
    '/v2/locations/regions',
    '/v2/locations/markets',
    '/v2/locations/NYC1/port-availability',
    '/v2/locations/NYC1/zones',
    '/v2/customers/current/locations',
    `/v2/customers/${DEMO_CUSTOMER_IDS.acme}/locations`,
  ])('GET %s answers 401 without one', async (url) => {
    const response = await harness.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
  });

  it('answers a read-only user too (the catalogue is not a product)', async () => {
    const readonly = await login(harness.app, 'readonly');
    expect((await get('/v2/locations', readonly.bearer)).statusCode).toBe(200);
  });
});

describe('GET /v2/locations and /v2.1/locations', () => {
  it('lists the 27 PoPs in the wire shape', async () => {
    const response = await get('/v2/locations');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toHaveLength(27);
    expect(body.find((location: { pop: string }) => location.pop === 'NYC1')).toMatchObject({
      region: 'US',
      region_name: 'North America',
      market: 'NYC',
      market_description: 'New York',
      city: 'New York',
      lead_time: 'Instant Provisioning',
      backhauled: false,
      enni_supported: true,
      notes: null,
      single_armed: false,
    });
  });

  it('marks the backhauled PoPs of spec 9 with their hub', async () => {
    const body = (await get('/v2/locations')).json();
    const backhauled = body.filter((location: { backhauled: boolean }) => location.backhauled);
    expect(backhauled.map((location: { pop: string }) => location.pop).sort()).toEqual(
      ['AMS1', 'GRR1', 'IND1', 'RIC1', 'RNO1', 'SAC1'].sort(),
    );
    expect(backhauled.find((location: { pop: string }) => location.pop === 'IND1').notes).toContain('CHI1');
  });

  it('answers Up to two weeks at a PoP whose only zone is sold out', async () => {
    const body = (await get('/v2.1/locations?pop=GRR1')).json();
    expect(body).toHaveLength(1);
    expect(body[0].lead_time).toBe('Up to two weeks');
  });

  it('filters by region, market, city and state, ignoring case; an empty value is no filter', async () => {
    const emea = (await get('/v2.1/locations?region=uk')).json();
    expect(emea.map((location: { pop: string }) => location.pop).sort()).toEqual(['AMS1', 'FRA1', 'LON1', 'PAR1']);
    expect(emea.every((location: { region_name: string }) => location.region_name === 'EMEA')).toBe(true);
    const newYork = (await get('/v2.1/locations?market=NYC&city=&state=&pop=&region=')).json();
    expect(newYork.map((location: { pop: string }) => location.pop)).toEqual(['NYC1', 'NYC5']);
    expect((await get('/v2.1/locations?city=new%20york&state=ny')).json()).toHaveLength(1);
    expect((await get('/v2.1/locations?pop=NOPE1')).json()).toEqual([]);
  });

  it('keeps only the IPsec-capable PoPs with ipsec_capable=true', async () => {
    const body = (await get('/v2/locations?ipsec_capable=true')).json();
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((location: { ipsec_capable: boolean }) => location.ipsec_capable)).toBe(true);
    expect(body.length).toBeLessThan(27);
  });

  it('answers 400 naming the field for a flag that is not true or false', async () => {
    const response = await get('/v2/locations?ipsec_capable=maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ ipsec_capable: 'Invalid value, must be one of "true, false".' });
  });

  it('answers 400 naming the field for a filter that is too long', async () => {
    const response = await get(`/v2.1/locations?city=${'x'.repeat(65)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ city: 'The max length is 64' });
  });
});

describe('GET /v2/locations/cloud', () => {
  it('lists on-ramps of the five providers with their regions', async () => {
    const body = (await get('/v2/locations/cloud')).json();
    expect(new Set(body.map((entry: { cloud_provider: string }) => entry.cloud_provider))).toEqual(
      new Set(['aws', 'azure', 'google', 'oracle', 'ibm']),
    );
    const awsAshburn = body.find(
      (entry: { pop: string; cloud_provider: string; cloud_connection_type: string }) =>
        entry.pop === 'WDC1' && entry.cloud_provider === 'aws' && entry.cloud_connection_type === 'hosted',
    );
    expect(awsAshburn).toMatchObject({
      zones: ['A', 'B', 'C', 'D'],
      cloud_connection_details: {
        region: 'us-east-1',
        hosted_type: 'hosted-connection',
        region_description: 'US East (N. Virginia)',
      },
      lead_time: 'Instant Provisioning',
      lead_time_note: null,
    });
  });

  it('filters by provider and connection type, the way API clients send every parameter', async () => {
    const url =
      '/v2/locations/cloud?cloud_provider=google&cloud_connection_type=dedicated&nat_capable=&has_cloud_router=&any_type=&pop=&city=&state=&market=&region=';
    const body = (await get(url)).json();
    expect(body.length).toBeGreaterThan(0);
    expect(
      body.every(
        (entry: { cloud_provider: string; cloud_connection_type: string }) =>
          entry.cloud_provider === 'google' && entry.cloud_connection_type === 'dedicated',
      ),
    ).toBe(true);
    const anyType = (
      await get('/v2/locations/cloud?cloud_provider=google&cloud_connection_type=dedicated&any_type=true')
    ).json();
    expect(anyType.length).toBeGreaterThan(body.length);
    expect((await get('/v2/locations/cloud?cloud_provider=oracle&cloud_connection_type=dedicated')).json()).toEqual([]);
    expect((await get('/v2/locations/cloud?cloud_provider=webex')).json()).toEqual([]);
  });

  it('filters by NAT capability and cloud-router presence', async () => {
    const body = (await get('/v2/locations/cloud?nat_capable=true&has_cloud_router=true')).json();
    expect(body.length).toBeGreaterThan(0);
    expect(
      body.every(
        (entry: { nat_capable: boolean; has_cloud_router: boolean }) => entry.nat_capable && entry.has_cloud_router,
      ),
    ).toBe(true);
  });

  it('gives the spec 9 lead time for the zone asked for, naming the zones with capacity', async () => {
    const soldOut = (
      await get('/v2/locations/cloud?cloud_provider=aws&cloud_connection_type=hosted&pop=SEA1&zone=A')
    ).json();
    expect(soldOut).toHaveLength(1);
    expect(soldOut[0]).toMatchObject({
      lead_time: 'Up to two weeks',
      lead_time_note: 'Zone B of this location has capacity for instant provisioning.',
      zones_with_capacity: ['B'],
    });
    const available = (
      await get('/v2/locations/cloud?cloud_provider=aws&cloud_connection_type=hosted&pop=SEA1&zone=b')
    ).json();
    expect(available[0]).toMatchObject({ lead_time: 'Instant Provisioning', lead_time_note: null });
    const dedicated = (
      await get('/v2/locations/cloud?cloud_provider=aws&cloud_connection_type=dedicated&pop=SEA1')
    ).json();
    expect(dedicated[0]).toMatchObject({
      zones: ['A'],
      zones_with_capacity: [],
      lead_time: 'Up to two weeks',
      lead_time_note: null,
    });
  });

  it('answers 400 naming the field for an unknown provider or connection type', async () => {
    const provider = await get('/v2/locations/cloud?cloud_provider=alibaba');
    expect(provider.statusCode).toBe(400);
    expect(provider.json().fields.cloud_provider).toBe(
      'Invalid value, must be one of "aws, azure, google, oracle, ibm, packet, salesforce, webex".',
    );
    const type = await get('/v2/locations/cloud?cloud_connection_type=shared');
    expect(type.json().fields).toEqual({ cloud_connection_type: 'Invalid value, must be one of "hosted, dedicated".' });
  });
});

describe('regions, markets and zones', () => {
  it('names the regions: US is North America, UK is EMEA', async () => {
    const body = (await get('/v2/locations/regions')).json();
    expect(body).toEqual([
      { code: 'AP', name: 'Asia-Pacific' },
      { code: 'UK', name: 'EMEA' },
      { code: 'US', name: 'North America' },
    ]);
  });

  it('lists every market once with its country', async () => {
    const body = (await get('/v2/locations/markets')).json();
    expect(body.filter((market: { code: string }) => market.code === 'NYC')).toEqual([
      { code: 'NYC', name: 'New York', country: 'US' },
    ]);
    expect(body.find((market: { code: string }) => market.code === 'LON')).toMatchObject({ country: 'GB' });
  });

  it('lists the zones of a PoP, whatever the case of its code', async () => {
    expect((await get('/v2/locations/WDC1/zones')).json()).toEqual(['A', 'B', 'C', 'D']);
    expect((await get('/v2/locations/wdc1/zones')).json()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('answers 404 for an unknown PoP', async () => {
    const response = await get('/v2/locations/NOPE9/zones');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Location not found.');
  });
});
