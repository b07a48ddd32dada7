import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { CLIENT_LOG_LIMIT } from './client-logs.routes.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ seed: false });
});
afterAll(async () => {
  await harness?.close();
});

const message = {
  version: '1.1',
  host: 'portal.example.com',
  short_message: "TypeError: Cannot read properties of undefined (reading 'speed')",
  level: 3,
  _app_name: 'portal-web',
  _environment: 'production',
  _user_id: 'b1e7b9a4-1f0e-4a55-9b7b-0c4a1c2d3e4f',
  _uri: '/ports/PF-AP-WDC1-1726464',
  _traceback: 'TypeError: ...\n    at PortDetails (ports.tsx:10:5)',
  _request_id: 'req-12345678',
};

async function rows() {
  const result = await harness.database.db.execute(sql`select * from client_error_logs order by created_at`);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

describe('POST /gelf (spec 7, spec 8 error logging)', () => {
  it('answers 400 naming the field for a message that is not GELF', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/gelf',
      payload: { version: '1.1', host: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain('short_message');
  });

  it('stores the error log record without credentials', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/gelf', payload: message });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    const [stored] = await rows();
    expect(stored).toMatchObject({
      app_name: 'portal-web',
      environment: 'production',
      host: 'portal.example.com',
      level: 3,
      user_id: message._user_id,
      uri: message._uri,
      message: message.short_message,
      traceback: message._traceback,
      request_id: 'req-12345678',
    });
  });

  it('refuses with 429 once an address passes the limit', async () => {
    const sent = await Promise.all(
      Array.from({ length: CLIENT_LOG_LIMIT.limit + 5 }, () =>
        harness.app.inject({
          method: 'POST',
          url: '/gelf',
          payload: message,
          remoteAddress: '198.51.100.7',
        }),
      ),
    );
    const statuses = sent.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 202).length).toBeLessThanOrEqual(CLIENT_LOG_LIMIT.limit);
    expect(statuses).toContain(429);
    expect(sent.find((response) => response.statusCode === 429)?.json().code).toBe('rate_limited');
  });
});
