import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ seed: false });
});
afterAll(async () => {
  await harness?.close();
});

describe('health', () => {
  it('GET /healthz answers while the process is up', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers when the database does', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: harness.database.kind });
  });
});

describe('request ids', () => {
  it('gives every answer an x-request-id, and the error body the same id', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/v2/users/current' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json().request_id).toBe(id);
  });

  it("keeps a caller's sane request id and replaces an unsafe one", async () => {
    const kept = await harness.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'client-1234-abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('client-1234-abcd');
    const replaced = await harness.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });
});

describe('security headers', () => {
  it('sends a CSP without framing, nosniff and a referrer policy', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('unknown paths', () => {
  it('answer a JSON 404 under /v2', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/no-such-thing',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', message: 'No route GET /v2/no-such-thing' });
  });
});

describe('OpenAPI', () => {
  it('serves the document generated from the contract', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/v2/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/v2/auth/login'].post.requestBody).toBeDefined();
    expect(document.paths['/v2/users/current'].get.responses['401']).toBeDefined();
  });

  it('serves the API reference page', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api-docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
