import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({
    seed: false,
    env: { NODE_ENV: 'production', SECRETS_KEY: Buffer.alloc(32, 1).toString('base64') },
  });
});
afterAll(async () => {
  await harness?.close();
});

describe('the development outbox on a production server', () => {
  it('is not served, even without SMTP_URL: it would show every reset link', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    const attachment = '/dev/outbox/attachments/00000000-0000-4000-8000-000000000000';
    expect((await harness.app.inject({ method: 'GET', url: attachment })).statusCode).toBe(404);
  });
});
