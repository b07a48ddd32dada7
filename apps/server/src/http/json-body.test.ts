import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoSessions, loginDemoSessions, type TestApp } from '../testing/test-app.js';

let harness: TestApp;
let sessions: DemoSessions;
beforeAll(async () => {
  harness = await createTestApp();
  sessions = await loginDemoSessions(harness.app);
});
afterAll(async () => {
  await harness?.close();
});

const JSON_TYPE = { 'content-type': 'application/json' };

describe('an empty body with Content-Type: application/json is an empty body', () => {
  it('on a route that takes no body, with Content-Length: 0 as well as without', async () => {
    const headers = { ...sessions.demo.bearer, ...JSON_TYPE };
    const key = await harness.app.inject({
      method: 'POST',
      url: '/v2/users/current/api-keys',
      headers: sessions.demo.bearer,
      payload: { name: 'empty-body check' },
    });
    expect(key.statusCode, key.body).toBe(201);
    const removed = await harness.app.inject({
      method: 'DELETE',
      url: `/v2/users/current/api-keys/${key.json().id}`,
      headers: { ...headers, 'content-length': '0' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toHaveProperty('message');
  });

  it('on a route that needs a body: 400 naming the body, not a complaint about the content type', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/contacts',
      headers: { ...sessions.demo.bearer, ...JSON_TYPE },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields ?? {})).not.toEqual([]);
    expect(response.body).not.toContain('Body cannot be empty');
  });

  it('a body of only spaces is still not JSON', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/contacts',
      headers: { ...sessions.demo.bearer, ...JSON_TYPE },
      payload: '   ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { body: 'The body is not valid JSON.' } });
  });
});
