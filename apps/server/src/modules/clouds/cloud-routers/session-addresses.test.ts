import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NETWORK } from '../../../seed/demo-network.js';
import { createTestApp, loginDemoSessions, type Session, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
let demo: Session;
let readonly: Session;
let other: Session;

beforeAll(async () => {
  harness = await createTestApp();
  ({ demo, readonly, other } = await loginDemoSessions(harness.app));
});
afterAll(async () => {
  await harness?.close();
});

const NOT_UNIQUE = 'This address is not unique.';
const ROUTER = `/v2/services/cloud-routers/${DEMO_NETWORK.cloudRouter}`;
const UNIQUE = `${ROUTER}/address_is_unique`;
const AWS_BGP = `${ROUTER}/connections/${DEMO_NETWORK.awsConnection}/bgp`;
const BRANCH_BGP = `${ROUTER}/connections/${DEMO_NETWORK.ipsecConnection}/bgp`;

const send = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session | null, payload?: unknown) =>
  harness.app.inject({
    method,
    url,
    headers: session?.bearer ?? {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

/** A second session on the demo's AWS connection (the demo's sessions use 169.254.20.1/30 and 169.254.41.1/30). */
const awsSession = (l3: string, remote: string) => ({
  remote_asn: 64512,
  l3_address: l3,
  remote_address: remote,
  prefixes: [
    { prefix: '10.0.0.0/8', match_type: 'orlonger', type: 'in' },
    { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'out' },
  ],
});

describe('POST …/address_is_unique (issue 18)', () => {
  it('answers 401 without a session, 404 for another customer’s router, 400 naming the address', async () => {
    expect((await send('POST', UNIQUE, null, { address: '169.254.99.1' })).statusCode).toBe(401);
    const foreign = await send('POST', UNIQUE, other, { address: '169.254.99.1' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Cloud router not found');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { address: 'This field is required' }],
      [{ address: '  ' }, { address: 'This field is required' }],
      [{ address: 'router-one' }, { address: 'Not a valid IPv4.' }],
      [{ address: '169.254.300.1/30' }, { address: 'Not a valid IPv4.' }],
      [{ address: 'fd00::zz' }, { address: 'Not a valid IPv6' }],
      [{ address: '169.254.99.1', bgp_settings_uuid: 'branch' }, { bgp_settings_uuid: 'Not a valid uuid' }],
    ];
    for (const [body, fields] of cases) {
      const response = await send('POST', UNIQUE, demo, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
  });

  it('answers whether the address is free: either side of any session of the router is taken', async () => {
    const cases: [string, boolean][] = [
      ['169.254.20.1/30', false],
      ['169.254.20.1', false],
      ['169.254.41.2', false],
      ['169.254.99.1/30', true],
      ['fd00::1/126', true],
    ];
    for (const [address, isUnique] of cases) {
      const response = await send('POST', UNIQUE, readonly, { address });
      expect(response.statusCode, address).toBe(200);
      expect(response.json()).toEqual({ address, is_unique: isUnique });
    }
  });

  it('does not count the addresses of the session being edited', async () => {
    const [branch] = (await send('GET', BRANCH_BGP, demo)).json();
    const own = await send('POST', UNIQUE, demo, {
      address: '169.254.20.1/30',
      bgp_settings_uuid: branch.bgp_settings_uuid,
    });
    expect(own.json()).toEqual({ address: '169.254.20.1/30', is_unique: true });
    const [aws] = (await send('GET', AWS_BGP, demo)).json();
    const another = await send('POST', UNIQUE, demo, {
      address: '169.254.20.1/30',
      bgp_settings_uuid: aws.bgp_settings_uuid,
    });
    expect(another.json().is_unique).toBe(false);
  });
});

describe('a session’s l3_address is unique on its router (create, PUT and the what-if of a new session)', () => {
  it('refuses a new session on an address another session of the router uses, either side', async () => {
    const taken: [string, string][] = [
      ['169.254.20.1/30', '169.254.20.2'],
      ['169.254.41.2/30', '169.254.41.1'],
    ];
    for (const [l3, remote] of taken) {
      const created = await send('POST', AWS_BGP, demo, awsSession(l3, remote));
      expect(created.statusCode, l3).toBe(400);
      expect(created.json().fields).toEqual({ l3_address: NOT_UNIQUE });
      const preview = await send('POST', `${AWS_BGP}/dry-run`, demo, awsSession(l3, remote));
      expect(preview.statusCode, l3).toBe(400);
      expect(preview.json().fields).toEqual({ l3_address: NOT_UNIQUE });
    }
    expect((await send('GET', AWS_BGP, demo)).json()).toHaveLength(1);
  });

  it('creates a session on a free address, which is then taken', async () => {
    const created = await send('POST', AWS_BGP, demo, awsSession('169.254.42.1/30', '169.254.42.2'));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ l3_address: '169.254.42.1/30', subnet: '169.254.42.0/30' });
    const taken = await send('POST', UNIQUE, demo, { address: '169.254.42.1' });
    expect(taken.json().is_unique).toBe(false);
    const again = await send('POST', AWS_BGP, demo, awsSession('169.254.42.1/30', '169.254.42.2'));
    expect(again.json().fields).toEqual({ l3_address: NOT_UNIQUE });
  });

  it('refuses a PUT moving a session onto another’s address, and keeps a session on its own', async () => {
    const [aws] = (await send('GET', AWS_BGP, demo)).json();
    const moved = await send('PUT', AWS_BGP, demo, {
      ...awsSession('169.254.20.2/30', '169.254.20.1'),
      bgp_settings_uuid: aws.bgp_settings_uuid,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toEqual({ l3_address: NOT_UNIQUE });
    const kept = await send('PUT', AWS_BGP, demo, {
      ...awsSession(aws.l3_address, aws.remote_address),
      bgp_settings_uuid: aws.bgp_settings_uuid,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().l3_address).toBe('169.254.41.1/30');
  });

  it('answers another customer 404 and changes nothing', async () => {
    const foreign = await send('POST', AWS_BGP, other, awsSession('169.254.43.1/30', '169.254.43.2'));
    expect(foreign.statusCode).toBe(404);
    expect((await send('GET', AWS_BGP, demo)).json()).toHaveLength(2);
  });
});
