import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

describe('GET /v2/activity-logs', () => {
  it('answers 401 without a session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/activity-logs' })).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a bad limit', async () => {
    const session = await login(harness.app, 'demo');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/activity-logs?limit=0',
      headers: session.bearer,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['limit']);
  });

  it("lists the customer's entries newest first with the actor's login, paged, with the total in a header", async () => {
    const admin = await login(harness.app, 'demo');
    await harness.app.inject({
      method: 'POST',
      url: '/v2/contacts',
      headers: admin.bearer,
      payload: { first_name: 'Log', last_name: 'Me', email: 'log@example.org' },
    });
    await login(harness.app, 'other');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/activity-logs?limit=2',
      headers: admin.bearer,
    });
    expect(response.statusCode).toBe(200);
    const entries = response.json();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      user: 'demo',
      user_name: 'Dana Reyes',
      event: 'contact.create',
      category: 'contact',
      message: 'Contact Log Me added by Dana Reyes',
      log_level_name: 'informational',
      level: 7,
      on_behalf_of: null,
    });
    expect(entries[0].request_id).toEqual(expect.any(String));
    const total = Number(response.headers['x-total-item-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    const next = await harness.app.inject({
      method: 'GET',
      url: '/v2/activity-logs?limit=2&offset=2',
      headers: admin.bearer,
    });
    expect(next.json()[0].log_uuid).not.toBe(entries[1].log_uuid);
    const all = await harness.app.inject({ method: 'GET', url: '/v2/activity-logs?limit=500', headers: admin.bearer });
    expect(all.json().map((entry: { user: string | null }) => entry.user)).not.toContain('other');
  });

  it('answers 400 naming the field for a blank object id', async () => {
    const session = await login(harness.app, 'demo');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/activity-logs?object_id=%20',
      headers: session.bearer,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ object_id: 'This field is required' });
  });

  it("lists one object's entries with their before and after, and only the customer's own", async () => {
    const admin = await login(harness.app, 'demo');
    const created = await harness.app.inject({
      method: 'POST',
      url: '/v2/contacts',
      headers: admin.bearer,
      payload: { first_name: 'History', last_name: 'Tab', email: 'history@example.org' },
    });
    const uuid = created.json().uuid as string;
    await harness.app.inject({
      method: 'PATCH',
      url: `/v2/contacts/${uuid}`,
      headers: admin.bearer,
      payload: { last_name: 'Changed' },
    });
    const response = await harness.app.inject({
      method: 'GET',
      url: `/v2/activity-logs?object_id=${uuid}&object_type=contact`,
      headers: admin.bearer,
    });
    expect(response.statusCode).toBe(200);
    const entries = response.json();
    expect(entries.map((entry: { event: string }) => entry.event)).toEqual(['contact.update', 'contact.create']);
    expect(entries[0].before).toMatchObject({ last_name: 'Tab' });
    expect(entries[0].after).toMatchObject({ last_name: 'Changed' });
    expect(response.headers['x-total-item-count']).toBe('2');
    const otherType = await harness.app.inject({
      method: 'GET',
      url: `/v2/activity-logs?object_id=${uuid}&object_type=port`,
      headers: admin.bearer,
    });
    expect(otherType.json()).toEqual([]);
    const foreign = await login(harness.app, 'other');
    const fromOther = await harness.app.inject({
      method: 'GET',
      url: `/v2/activity-logs?object_id=${uuid}`,
      headers: foreign.bearer,
    });
    expect(fromOther.json()).toEqual([]);
    expect(fromOther.headers['x-total-item-count']).toBe('0');
  });

  it('keeps secrets out of the before and after values', async () => {
    const admin = await login(harness.app, 'demo');
    const key = await harness.app.inject({
      method: 'POST',
      url: '/v2/users/current/api-keys',
      headers: admin.bearer,
      payload: { name: 'audited' },
    });
    const entries = (
      await harness.app.inject({ method: 'GET', url: '/v2/activity-logs?limit=500', headers: admin.bearer })
    ).json();
    expect(JSON.stringify(entries)).not.toContain(key.json().secret);
    expect(JSON.stringify(entries)).not.toMatch(/argon2|password_hash/);
  });

  it('answers 400 naming the field for a time that is not a date, and for a range that ends before it starts', async () => {
    const session = await login(harness.app, 'demo');
    const bad = await harness.app.inject({
      method: 'GET',
      url: '/v2/activity-logs?from=yesterday',
      headers: session.bearer,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ from: 'Not a valid date and time' });
    const backwards = await harness.app.inject({
      method: 'GET',
      url: '/v2/activity-logs?from=2026-03-02&to=2026-03-01',
      headers: session.bearer,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ to: 'Must be after the start of the range' });
  });

  it('filters by user, event, object and time on the server, paging the filtered entries', async () => {
    const admin = await login(harness.app, 'demo');
    const get = (query: string) =>
      harness.app.inject({ method: 'GET', url: `/v2/activity-logs?${query}`, headers: admin.bearer });
    // From now on, not a second back: the tests before this one add contacts too, and on a busy machine within it.
    const before = new Date().toISOString();
    for (const name of ['Filter One', 'Filter Two', 'Filter Three']) {
      const [first_name, last_name] = name.split(' ');
      await harness.app.inject({
        method: 'POST',
        url: '/v2/contacts',
        headers: admin.bearer,
        payload: { first_name, last_name, email: `${last_name?.toLowerCase()}@example.org` },
      });
    }
    const mine = await get(`user=DEMO&event=contact.create&from=${encodeURIComponent(before)}&limit=2`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-total-item-count']).toBe('3');
    expect(mine.json().map((entry: { message: string }) => entry.message)).toEqual([
      'Contact Filter Three added by Dana Reyes',
      'Contact Filter Two added by Dana Reyes',
    ]);
    const second = await get(`user=demo&event=contact.create&from=${encodeURIComponent(before)}&limit=2&offset=2`);
    expect(second.json().map((entry: { message: string }) => entry.message)).toEqual([
      'Contact Filter One added by Dana Reyes',
    ]);
    // An area (every contact.* code), a time range that ends before the changes, a user who did none of them.
    expect((await get(`event=contact&from=${encodeURIComponent(before)}`)).headers['x-total-item-count']).toBe('3');
    expect((await get(`event=contact&to=${encodeURIComponent(before)}&from=2000-01-01`)).json()).not.toContainEqual(
      expect.objectContaining({ message: 'Contact Filter One added by Dana Reyes' }),
    );
    expect((await get(`user=readonly&event=contact.create&from=${encodeURIComponent(before)}`)).json()).toEqual([]);
    // Part of a port's circuit id, ignoring case; LIKE's wildcards are taken literally.
    const ports = (await get('object=ap-nyc5')).json() as { object_id: string; event: string }[];
    expect(ports.length).toBeGreaterThan(0);
    expect(ports.every((entry) => entry.object_id.includes('AP-NYC5'))).toBe(true);
    expect((await get('object=%25')).json()).toEqual([]);
    // Another customer's user names nothing of Acme's.
    expect((await get('user=other')).headers['x-total-item-count']).toBe('0');
  });

  it("lists who appears in the log by name, for the user filter, only from the customer's own log", async () => {
    const admin = await login(harness.app, 'demo');
    const response = await harness.app.inject({ method: 'GET', url: '/v2/activity-logs/users', headers: admin.bearer });
    expect(response.statusCode).toBe(200);
    const users = response.json() as { login: string; name: string }[];
    expect(users).toContainEqual({ login: 'demo', name: 'Dana Reyes' });
    expect(users.map((user) => user.login)).not.toContain('other');
  });
});
