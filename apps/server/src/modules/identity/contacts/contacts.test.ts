import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

const CONTACT = {
  first_name: 'Ada',
  last_name: 'Quinn',
  email: 'ada@example.org',
  phone: '+44 20 7946 0018',
  billing: true,
};

describe('contacts', () => {
  it('answers 401 without a session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/contacts' })).statusCode).toBe(401);
    expect((await harness.app.inject({ method: 'POST', url: '/v2/contacts', payload: CONTACT })).statusCode).toBe(401);
  });

  it('answers 400 naming the fields', async () => {
    const admin = await login(harness.app, 'demo');
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/contacts',
      headers: admin.bearer,
      payload: { first_name: '', last_name: 'Q', email: 'bad', phone: 'x' },
    });
    expect(response.json().fields).toEqual({
      first_name: 'This field is required',
      email: 'This is not a valid email',
      phone: 'Not a valid phone number',
    });
    const query = await harness.app.inject({ method: 'GET', url: '/v2/contacts?billing=maybe', headers: admin.bearer });
    expect(query.statusCode).toBe(400);
  });

  it('answers 403 to read-only for changes (reading is allowed)', async () => {
    const readonly = await login(harness.app, 'readonly');
    expect(
      (await harness.app.inject({ method: 'GET', url: '/v2/contacts', headers: readonly.bearer })).statusCode,
    ).toBe(200);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/contacts',
      headers: readonly.bearer,
      payload: CONTACT,
    });
    expect(response.statusCode).toBe(403);
  });

  it('creates, filters by billing, updates and removes; another company sees none and gets 404', async () => {
    const admin = await login(harness.app, 'demo');
    const created = await harness.app.inject({
      method: 'POST',
      url: '/v2/contacts',
      headers: admin.browser,
      payload: CONTACT,
    });
    expect(created.statusCode).toBe(201);
    const contact = created.json();
    expect(contact).toMatchObject({ first_name: 'Ada', billing: true, title: '' });

    const billing = await harness.app.inject({
      method: 'GET',
      url: '/v2/contacts?billing=true',
      headers: admin.bearer,
    });
    expect(billing.json().every((entry: { billing: boolean }) => entry.billing)).toBe(true);
    expect(billing.json().map((entry: { uuid: string }) => entry.uuid)).toContain(contact.uuid);
    const others = await harness.app.inject({
      method: 'GET',
      url: '/v2/contacts?billing=false',
      headers: admin.bearer,
    });
    expect(others.json().map((entry: { uuid: string }) => entry.uuid)).not.toContain(contact.uuid);

    const stranger = await login(harness.app, 'other');
    const theirs = await harness.app.inject({ method: 'GET', url: '/v2/contacts', headers: stranger.bearer });
    expect(theirs.json()).toEqual([]);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const foreign = await harness.app.inject({
        method,
        url: `/v2/contacts/${contact.uuid}`,
        headers: stranger.bearer,
        ...(method === 'PATCH' ? { payload: { title: 'x' } } : {}),
      });
      expect(foreign.statusCode).toBe(404);
    }

    const updated = await harness.app.inject({
      method: 'PATCH',
      url: `/v2/contacts/${contact.uuid}`,
      headers: admin.bearer,
      payload: { title: 'Finance', billing: false },
    });
    expect(updated.json()).toMatchObject({ title: 'Finance', billing: false, first_name: 'Ada' });
    const removed = await harness.app.inject({
      method: 'DELETE',
      url: `/v2/contacts/${contact.uuid}`,
      headers: admin.bearer,
    });
    expect(removed.statusCode).toBe(200);
    const gone = await harness.app.inject({
      method: 'DELETE',
      url: `/v2/contacts/${contact.uuid}`,
      headers: admin.bearer,
    });
    expect(gone.statusCode).toBe(404);
  });
});
