import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

describe('GET /v2/customers/current', () => {
  it('answers 401 without a session', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/v2/customers/current' });
    expect(response.statusCode).toBe(401);
  });

  it("answers the signed-in user's company with its features", async () => {
    const session = await login(harness.app, 'demo');
    const response = await harness.app.inject({ method: 'GET', url: '/v2/customers/current', headers: session.bearer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Acme Networks',
      type: 'others',
      customer_of_reseller: false,
      has_quota: false,
    });
    expect(response.json().additional_features).toContain('hpi');
  });

  it('answers each customer only their own company', async () => {
    const other = await login(harness.app, 'other');
    const response = await harness.app.inject({ method: 'GET', url: '/v2/customers/current', headers: other.bearer });
    expect(response.json()).toMatchObject({ name: 'Initech', has_quota: true });
    expect(response.body).not.toContain('Acme');
  });

  it('marks a reseller and the customers of a reseller', async () => {
    const reseller = await login(harness.app, 'reseller');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/customers/current',
      headers: reseller.bearer,
    });
    expect(response.json()).toMatchObject({ name: 'Globex Telecom', type: 'reseller', customer_of_reseller: false });
  });
});
