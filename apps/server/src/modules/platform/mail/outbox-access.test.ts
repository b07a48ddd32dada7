import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';
import { OUTBOX_REFUSED_MESSAGE } from './outbox.routes.js';

const REMOTE = '203.0.113.7';
const PAGES = ['/dev/outbox.json', '/dev/outbox'];

let harness: TestApp;
beforeAll(async () => {
  // Behind a proxy: request.ip follows X-Forwarded-For, which must not make a visitor look local.
  harness = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  // Something worth stealing: a password-reset link of Initech's admin.
  const reset = await harness.app.inject({
    method: 'POST',
    url: '/v2/users/request-password-reset',
    payload: { user_login: 'other' },
  });
  expect(reset.statusCode).toBe(200);
});
afterAll(async () => {
  await harness?.close();
});

describe('the development outbox', () => {
  it('is readable from the loopback address without a session (the developer, the browser tests)', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().some((message: { to: string }) => message.to === 'other@example.com')).toBe(true);
    const v6 = await harness.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '::1' });
    expect(v6.statusCode).toBe(200);
  });

  it('answers 403 to anyone else without a session, and shows no message', async () => {
    for (const url of PAGES) {
      const response = await harness.app.inject({ method: 'GET', url, remoteAddress: REMOTE });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden', message: OUTBOX_REFUSED_MESSAGE });
      expect(response.body).not.toContain('reset-password');
    }
  });

  it('does not take a request forwarded by a proxy on this machine for a local one', async () => {
    const spoofed = [
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': REMOTE },
      { forwarded: `for=${REMOTE}` },
      { 'x-real-ip': REMOTE },
    ];
    for (const headers of spoofed) {
      const response = await harness.app.inject({
        method: 'GET',
        url: '/dev/outbox.json',
        remoteAddress: '127.0.0.1',
        headers,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it("refuses a customer's administrator (the outbox holds every company's mail)", async () => {
    const acmeAdmin = await login(harness.app, 'demo');
    for (const url of PAGES) {
      const response = await harness.app.inject({
        method: 'GET',
        url,
        remoteAddress: REMOTE,
        headers: acmeAdmin.bearer,
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("lets an administrator of the provider read it from anywhere, but not the provider's support staff", async () => {
    const support = await login(harness.app, 'staff');
    const refused = await harness.app.inject({
      method: 'GET',
      url: '/dev/outbox.json',
      remoteAddress: REMOTE,
      headers: support.browser,
    });
    expect(refused.statusCode).toBe(403);

    await harness.database.db.execute(sql`update users set group_name = 'admin' where login = 'staff'`);
    const admin = await login(harness.app, 'staff');
    for (const headers of [admin.browser, admin.bearer]) {
      const response = await harness.app.inject({
        method: 'GET',
        url: '/dev/outbox.json',
        remoteAddress: REMOTE,
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().length).toBeGreaterThan(0);
    }
  });

  it('guards the attachments the same way', async () => {
    const url = '/dev/outbox/attachments/00000000-0000-4000-8000-000000000000';
    const remote = await harness.app.inject({ method: 'GET', url, remoteAddress: REMOTE });
    expect(remote.statusCode).toBe(403);
    const local = await harness.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(404);
  });
});
