import { ON_BEHALF_HEADER } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../seed/demo.js';
import { DEMO_PORTS } from '../../../seed/demo-ports.js';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

const list = (headers: Record<string, string> | undefined, query = '') =>
  harness.app.inject({ method: 'GET', url: `/v2/reseller-customers${query}`, ...(headers ? { headers } : {}) });

const names = (response: { json: () => unknown }) => (response.json() as { name: string }[]).map((row) => row.name);

describe('GET /v2/reseller-customers (the customer picker)', () => {
  it('answers 401 without a session', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
  });

  it('answers 400 naming the field for an over-long search', async () => {
    const staff = await login(harness.app, 'staff');
    const response = await list(staff.bearer, `?q=${'x'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ q: 'The max length is 200' });
  });

  it('answers 403 to a user whose group may not act on behalf', async () => {
    const readonly = await login(harness.app, 'readonly');
    expect((await list(readonly.bearer)).statusCode).toBe(403);
  });

  it("lists a reseller's own customers only, also while it acts for one of them", async () => {
    const reseller = await login(harness.app, 'reseller');
    const response = await list(reseller.bearer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        customer_uuid: DEMO_CUSTOMER_IDS.hooli,
        name: 'Hooli Cloud',
        type: 'others',
        reseller_name: 'Globex Telecom',
        matched_circuit_id: null,
      },
      expect.objectContaining({ customer_uuid: DEMO_CUSTOMER_IDS.umbrella, name: 'Umbrella Logistics' }),
    ]);
    expect(names(await list(reseller.bearer, '?q=acme'))).toEqual([]);
    const acting = await list({ ...reseller.bearer, [ON_BEHALF_HEADER]: DEMO_CUSTOMER_IDS.hooli }, '?q=umbr');
    expect(names(acting)).toEqual(['Umbrella Logistics']);
  });

  it('finds any customer for provider staff, by name, id or circuit id, never the provider itself', async () => {
    const staff = await login(harness.app, 'staff');
    const all = names(await list(staff.bearer));
    expect(all).toEqual(expect.arrayContaining(['Acme Networks', 'Initech', 'Globex Telecom', 'Hooli Cloud']));
    expect(all).not.toContain('Provider Operations');
    expect(names(await list(staff.bearer, '?q=ACME'))).toEqual(['Acme Networks']);
    expect(names(await list(staff.bearer, `?q=${DEMO_CUSTOMER_IDS.initech.toUpperCase()}`))).toEqual(['Initech']);
    const byCircuit = await list(staff.bearer, `?q=${DEMO_PORTS.nyc.slice(3).toLowerCase()}`);
    expect(byCircuit.json()).toEqual([
      expect.objectContaining({ name: 'Acme Networks', matched_circuit_id: DEMO_PORTS.nyc }),
    ]);
    // LIKE's wildcards are literal.
    expect(names(await list(staff.bearer, '?q=%25%25%25'))).toEqual([]);
  });

  it('answers nobody to a direct customer, which acts for no one', async () => {
    const admin = await login(harness.app, 'demo');
    const response = await list(admin.bearer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
