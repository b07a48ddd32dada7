import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUp } from '../../../testing/identity.js';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

const URL = '/v2/users/current/api-keys';

async function createKey(headers: Record<string, string>, payload: Record<string, unknown> = { name: 'Terraform' }) {
  return harness.app.inject({ method: 'POST', url: URL, headers, payload });
}

describe('API keys', () => {
  it('answers 401 without a session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await harness.app.inject({ method: 'POST', url: URL, payload: { name: 'x' } })).statusCode).toBe(401);
  });

  it('answers 400 naming the field', async () => {
    const session = await login(harness.app, 'demo');
    const empty = await createKey(session.bearer, { name: '' });
    expect(empty.json().fields).toEqual({ name: 'This field is required' });
    const past = await createKey(session.bearer, { name: 'old', time_expires: '2001-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ time_expires: 'The expiry must be a date in the future' });
    const garbage = await createKey(session.bearer, { name: 'x', time_expires: 'soon' });
    expect(garbage.json().fields).toEqual({ time_expires: 'The expiry must be a date in the future' });
  });

  it('answers 403 for a group without api-key.create', async () => {
    const session = await login(harness.app, 'readonly');
    expect((await createKey(session.bearer)).statusCode).toBe(403);
    expect((await harness.app.inject({ method: 'GET', url: URL, headers: session.bearer })).statusCode).toBe(403);
  });

  it('answers 403 unverified for an unverified admin', async () => {
    await signUp(harness.app, 'keyless');
    const session = await login(harness.app, 'keyless', STRONG_PASSWORD);
    const response = await createKey(session.bearer);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('unverified');
  });

  it('shows the secret once, stores only its hash, and the key authenticates like a token', async () => {
    const session = await login(harness.app, 'demo');
    const created = await createKey(session.browser, { name: 'Terraform', time_expires: '2999-01-01T00:00:00Z' });
    expect(created.statusCode).toBe(201);
    const key = created.json();
    expect(key.secret).toMatch(/^api-[0-9a-f-]{36}-[0-9a-f-]{36}$/);
    expect(key.time_expires).toBe('2999-01-01T00:00:00.000Z');

    const listed = (await harness.app.inject({ method: 'GET', url: URL, headers: session.bearer })).json();
    expect(listed.map((entry: { id: string }) => entry.id)).toContain(key.id);
    expect(JSON.stringify(listed)).not.toContain(key.secret);
    const stored = await harness.database.db.execute('select key_hash from api_keys' as never);
    const rows = (Array.isArray(stored) ? stored : (stored as { rows: { key_hash: string }[] }).rows) as {
      key_hash: string;
    }[];
    expect(rows.map((row) => row.key_hash)).not.toContain(key.secret);

    for (const authorization of [key.secret, `Bearer ${key.secret}`]) {
      const me = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: { authorization } });
      expect(me.json().login).toBe('demo');
    }
    // Header clients need no anti-forgery token, with a key as with a session token.
    const mutation = await harness.app.inject({
      method: 'POST',
      url: '/v2/contacts',
      headers: { authorization: key.secret },
      payload: { first_name: 'Key', last_name: 'User', email: 'key@example.org' },
    });
    expect(mutation.statusCode).toBe(201);
    const used = (await harness.app.inject({ method: 'GET', url: URL, headers: session.bearer })).json();
    expect(used.find((entry: { id: string }) => entry.id === key.id).time_last_used).not.toBeNull();
  });

  it("revokes a key (404 for another user's key); a revoked key stops working at once", async () => {
    const session = await login(harness.app, 'demo');
    const key = (await createKey(session.bearer)).json();
    const stranger = await login(harness.app, 'other');
    const foreign = await harness.app.inject({ method: 'DELETE', url: `${URL}/${key.id}`, headers: stranger.bearer });
    expect(foreign.statusCode).toBe(404);
    const revoked = await harness.app.inject({ method: 'DELETE', url: `${URL}/${key.id}`, headers: session.bearer });
    expect(revoked.statusCode).toBe(200);
    const after = await harness.app.inject({
      method: 'GET',
      url: '/v2/users/current',
      headers: { authorization: key.secret },
    });
    expect(after.statusCode).toBe(401);
  });

  it('an expired key stops working', async () => {
    const session = await login(harness.app, 'demo');
    const key = (await createKey(session.bearer)).json();
    await harness.database.db.execute(
      `update api_keys set expires_at = now() - interval '1 minute' where id = '${key.id}'` as never,
    );
    const after = await harness.app.inject({
      method: 'GET',
      url: '/v2/users/current',
      headers: { authorization: key.secret },
    });
    expect(after.statusCode).toBe(401);
  });

  it('a made-up key in the right format answers 401', async () => {
    const fake = 'api-00000000-0000-4000-8000-000000000000-00000000-0000-4000-8000-000000000000';
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/users/current',
      headers: { authorization: fake },
    });
    expect(response.statusCode).toBe(401);
  });
});
