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

describe('terms and conditions', () => {
  it('answers 401 without a session; the latest document is public', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/terms-and-conditions' })).statusCode).toBe(401);
    const latest = await harness.app.inject({ method: 'GET', url: '/v2/terms-and-conditions/latest' });
    expect(latest.json()).toMatchObject({
      document_date: '2025-01-01T00:00:00.000Z',
      title: 'Terms and Conditions of Service',
    });
  });

  it('a demo user has accepted the current document', async () => {
    const session = await login(harness.app, 'demo');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/terms-and-conditions',
      headers: session.bearer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      document_date: '2025-01-01T00:00:00.000Z',
      latest_document_date: '2025-01-01T00:00:00.000Z',
    });
  });

  it('sign-up accepts the terms', async () => {
    await signUp(harness.app, 'termsco');
    const session = await login(harness.app, 'termsco', STRONG_PASSWORD);
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/terms-and-conditions',
      headers: session.bearer,
    });
    expect(response.statusCode).toBe(200);
  });

  it('a newer document answers 404 terms_not_accepted until it is accepted (spec 4)', async () => {
    await harness.database.db.execute(
      `insert into terms_documents (document_date, title, content) values ('2030-06-01T00:00:00Z', 'Terms 2030', 'New terms.')` as never,
    );
    const session = await login(harness.app, 'readonly');
    const before = await harness.app.inject({
      method: 'GET',
      url: '/v2/terms-and-conditions',
      headers: session.bearer,
    });
    expect(before.statusCode).toBe(404);
    expect(before.json().code).toBe('terms_not_accepted');
    const accepted = await harness.app.inject({
      method: 'POST',
      url: '/v2/terms-and-conditions/accept',
      headers: session.browser,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ document_date: '2030-06-01T00:00:00.000Z', title: 'Terms 2030' });
    const after = await harness.app.inject({ method: 'GET', url: '/v2/terms-and-conditions', headers: session.bearer });
    expect(after.statusCode).toBe(200);
  });
});
