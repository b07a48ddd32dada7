import type { BgpRoute } from '@portal/contract';
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

const ROUTER = `/v2/services/cloud-routers/${DEMO_NETWORK.cloudRouter}`;
const BRANCH_ROUTES = `${ROUTER}/connections/${DEMO_NETWORK.ipsecConnection}/bgp-routes`;
const POOL = '23.159.64.21/32';
const get = (url: string, session?: Session) =>
  harness.app.inject({ method: 'GET', url, headers: session?.bearer ?? {} });
const routesOf = async (url: string): Promise<BgpRoute[]> => {
  const response = await get(url, demo);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('routes behind a NAT say so (bgp-routes and all-routes)', () => {
  it('answers 401 without a session, 400 naming a bad route type, 404 for a foreign router; every group may read', async () => {
    expect((await get(`${BRANCH_ROUTES}?route_type=received`)).statusCode).toBe(401);
    const bad = await get(`${BRANCH_ROUTES}?route_type=best`, demo);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      route_type: 'Invalid value, must be one of "received, advertised, rejected".',
    });
    expect((await get(`${BRANCH_ROUTES}?route_type=received`, other)).statusCode).toBe(404);
    expect((await get(`${ROUTER}/all-routes`, other)).statusCode).toBe(404);
    expect((await get(`${BRANCH_ROUTES}?route_type=received`, readonly)).statusCode).toBe(200);
  });

  it("the branch's LAN routes are translated to the pool, not losing routes", async () => {
    const received = await routesOf(`${BRANCH_ROUTES}?route_type=received`);
    expect(received.length).toBeGreaterThan(0);
    for (const route of received) {
      expect(route.prefix).toMatch(/^192\.168\./);
      // Not the best path of its prefix: the prefix is not in the table at all, the pool stands for it.
      expect(route).toMatchObject({
        is_best: false,
        reason: `Matches 192.168.0.0/16 orlonger; source NAT to ${POOL}`,
        nat: {
          side: 'private',
          nat_type: 'overload',
          public_prefixes: [POOL],
          private_prefixes: [route.prefix],
          conditional_prefix: null,
        },
      });
    }
    const glass = (
      await get(`${ROUTER}/looking-glass?address=${received[0]?.prefix.replace(/0\/\d+$/, '9')}`, demo)
    ).json();
    expect(glass.found).toBe(false);

    // The pool is what AWS is sent, standing for the whole LAN; AWS's own routes take part in no NAT.
    const all = await routesOf(`${ROUTER}/all-routes`);
    const toAws = all.filter((route) => route.cloud_circuit_id === DEMO_NETWORK.awsConnection);
    expect(toAws.filter((route) => route.type === 'advertised')).toEqual([
      expect.objectContaining({
        prefix: POOL,
        is_best: true,
        nat: {
          side: 'public',
          nat_type: 'overload',
          public_prefixes: [POOL],
          private_prefixes: received.map((route) => route.prefix),
          conditional_prefix: null,
        },
      }),
    ]);
    const vpc = toAws.filter((route) => route.type === 'received');
    expect(vpc.length).toBeGreaterThan(0);
    expect(vpc.every((route) => route.nat === null && route.is_best)).toBe(true);
    const filtered = await routesOf(`${ROUTER}/all-routes?prefix=192.168&type=received`);
    expect(filtered.map((route) => route.nat?.public_prefixes)).toEqual(received.map(() => [POOL]));
  });
});
