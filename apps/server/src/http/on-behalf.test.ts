import { ON_BEHALF_HEADER } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../seed/demo.js';
import { createTestApp, login, type TestApp } from '../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

async function currentCompany(headers: Record<string, string>, onBehalfOf: string): Promise<string> {
  const response = await harness.app.inject({
    method: 'GET',
    url: '/v2/customers/current',
    headers: { ...headers, [ON_BEHALF_HEADER]: onBehalfOf },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ name: string }>().name;
}

describe('acting on behalf of a customer (x-on-behalf-of)', () => {
  it('lets a reseller act for its own customers and no one else', async () => {
    const reseller = await login(harness.app, 'reseller');
    expect(await currentCompany(reseller.bearer, DEMO_CUSTOMER_IDS.hooli)).toBe('Hooli Cloud');
    expect(await currentCompany(reseller.bearer, DEMO_CUSTOMER_IDS.acme)).toBe('Globex Telecom');
    expect(await currentCompany(reseller.bearer, 'not-a-uuid')).toBe('Globex Telecom');
  });

  it('ignores the header for a customer admin, who cannot act for others', async () => {
    const demo = await login(harness.app, 'demo');
    expect(await currentCompany(demo.bearer, DEMO_CUSTOMER_IDS.initech)).toBe('Acme Networks');
  });

  it('lets provider staff read a customer with their own (support) permissions only', async () => {
    const staff = await login(harness.app, 'staff');
    expect(await currentCompany(staff.bearer, DEMO_CUSTOMER_IDS.acme)).toBe('Acme Networks');
    const write = await harness.app.inject({
      method: 'POST',
      url: '/v2/contacts',
      headers: { ...staff.bearer, [ON_BEHALF_HEADER]: DEMO_CUSTOMER_IDS.acme },
      payload: { first_name: 'Ada', last_name: 'Quinn', email: 'ada@example.org', phone: '+44 20 7946 0018' },
    });
    expect(write.statusCode).toBe(403);
  });

  it('records the reseller as acting on behalf in the customer activity log', async () => {
    const reseller = await login(harness.app, 'reseller');
    const headers = { ...reseller.bearer, [ON_BEHALF_HEADER]: DEMO_CUSTOMER_IDS.hooli };
    const created = await harness.app.inject({
      method: 'POST',
      url: '/v2/contacts',
      headers,
      payload: { first_name: 'Ada', last_name: 'Quinn', email: 'ada@example.org', phone: '+44 20 7946 0018' },
    });
    expect(created.statusCode).toBe(201);
    const log = await harness.app.inject({ method: 'GET', url: '/v2/activity-logs', headers });
    const entries = log.json<{ on_behalf_of: string | null; log_level_action?: string }[]>();
    expect(entries[0]?.on_behalf_of).toBe('reseller');
    const own = await harness.app.inject({ method: 'GET', url: '/v2/contacts', headers: reseller.bearer });
    expect(own.json<unknown[]>()).toHaveLength(0);
  });

  it('takes the customer from the query of a GET only, never of a change', async () => {
    const reseller = await login(harness.app, 'reseller');
    const read = await harness.app.inject({
      method: 'GET',
      url: `/v2/customers/current?on_behalf_of=${DEMO_CUSTOMER_IDS.hooli}`,
      headers: reseller.bearer,
    });
    expect(read.json<{ name: string }>().name).toBe('Hooli Cloud');
    const created = await harness.app.inject({
      method: 'POST',
      url: `/v2/contacts?on_behalf_of=${DEMO_CUSTOMER_IDS.hooli}`,
      headers: reseller.bearer,
      payload: { first_name: 'Lin', last_name: 'Park', email: 'lin@example.org', phone: '+44 20 7946 0019' },
    });
    expect(created.statusCode).toBe(201);
    const hooli = await harness.app.inject({
      method: 'GET',
      url: '/v2/contacts',
      headers: { ...reseller.bearer, [ON_BEHALF_HEADER]: DEMO_CUSTOMER_IDS.hooli },
    });
    expect(hooli.json<{ email: string }[]>().map((contact) => contact.email)).not.toContain('lin@example.org');
  });
});
