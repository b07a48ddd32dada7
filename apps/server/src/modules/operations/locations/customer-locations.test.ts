import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { createTestApp, login, type Session, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
let demo: Session;
let other: Session;

beforeAll(async () => {
  harness = await createTestApp();
  demo = await login(harness.app, 'demo');
  other = await login(harness.app, 'other');
});
afterAll(async () => {
  await harness?.close();
});

const get = (url: string, session: Session) => harness.app.inject({ method: 'GET', url, headers: session.bearer });
const pops = (body: { pop: string }[]) => body.map((location) => location.pop);
/** Where the demo ports of Acme are (seed/demo-ports.ts), with the Dallas end port of its CHI1–DAL1 point-to-point. */
const ACME_PORT_POPS = ['CHI1', 'DAL1', 'LON1', 'NYC1', 'NYC5', 'SIN1', 'WDC1'];

describe('GET /v2/customers/{id}/locations and /v2/customers/current/locations', () => {
  it('answers 401 without a session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/customers/current/locations' })).statusCode).toBe(401);
  });

  it("answers the PoPs of the customer's ports, sorted, each customer only its own", async () => {
    const response = await get('/v2/customers/current/locations', demo);
    expect(response.statusCode).toBe(200);
    expect(pops(response.json())).toEqual(ACME_PORT_POPS);
    expect(pops((await get(`/v2/customers/${DEMO_CUSTOMER_IDS.acme}/locations`, demo)).json())).toEqual(ACME_PORT_POPS);
    expect(pops((await get('/v2/customers/current/locations', other)).json())).toEqual(['DAL1']);
  });

  it("answers 404 for another customer's id, exactly like an unknown one", async () => {
    const foreign = await get(`/v2/customers/${DEMO_CUSTOMER_IDS.initech}/locations`, demo);
    const unknown = await get('/v2/customers/00000000-0000-4000-8000-00000000ffff/locations', demo);
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json().message).toBe(unknown.json().message);
  });

  it('answers 400 naming the field for an id that is too long', async () => {
    const response = await get(`/v2/customers/${'x'.repeat(65)}/locations`, demo);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['id']);
  });

  it('lists the PoPs of the services product modules report, each customer only its own', async () => {
    // A fixture source, as the ports module will register one: its query is scoped by the customer id it is given.
    const servicesAt: Record<string, string[]> = {
      [DEMO_CUSTOMER_IDS.acme]: ['NYC1', 'LON1', 'NYC1', 'AMS1'],
      [DEMO_CUSTOMER_IDS.initech]: ['SIN1'],
    };
    harness.app.platform.footprint.register(async (_db, customerId) => servicesAt[customerId] ?? []);
    harness.app.platform.footprint.register(async (_db, customerId) =>
      customerId === DEMO_CUSTOMER_IDS.acme ? ['WDC1'] : [],
    );
    const acme = (await get('/v2/customers/current/locations', demo)).json();
    expect(pops(acme)).toEqual(['AMS1', ...ACME_PORT_POPS]);
    expect(acme[0]).toMatchObject({ pop: 'AMS1', region: 'UK', region_name: 'EMEA' });
    expect(pops((await get('/v2/customers/current/locations', other)).json())).toEqual(['DAL1', 'SIN1']);
    expect((await get(`/v2/customers/${DEMO_CUSTOMER_IDS.acme}/locations`, other)).statusCode).toBe(404);
  });
});
