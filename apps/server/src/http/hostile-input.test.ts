import { connect } from 'node:net';
import { errorBodySchema } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../testing/multipart.js';
import { createTestApp, type DemoSessions, loginDemoSessions, type TestApp } from '../testing/test-app.js';
import { NUL_CHARACTER_MESSAGE } from './validation.js';

let harness: TestApp;
let sessions: DemoSessions;
beforeAll(async () => {
  harness = await createTestApp();
  sessions = await loginDemoSessions(harness.app);
});
afterAll(async () => {
  await harness?.close();
});

/** A 400 in the house format naming exactly this field with this message. */
function expectFieldError(response: LightMyRequestResponse, field: string, message = NUL_CHARACTER_MESSAGE): void {
  expect(response.statusCode, response.body).toBe(400);
  const body = errorBodySchema.parse(response.json());
  expect(body.code).toBe('validation_failed');
  expect(body.fields?.[field]).toBe(message);
  expect(body.message).toBe(`${field}: ${message}`);
}

/** Sends raw bytes to a listening server and returns what comes back before it closes the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

function houseBody(raw: string) {
  const [, json = ''] = raw.split('\r\n\r\n');
  return errorBodySchema.parse(JSON.parse(json));
}

describe('a NUL character is refused at the edge, naming the field', () => {
  it('in the bodies of the routes anyone may call: login, password reset, e-mail verification', async () => {
    const { app } = harness;
    expectFieldError(
      await app.inject({ method: 'POST', url: '/v2/auth/login', payload: { login: 'de\u0000mo', password: 'x' } }),
      'login',
    );
    expectFieldError(
      await app.inject({
        method: 'POST',
        url: '/v2/users/request-password-reset',
        payload: { user_login: 'demo\u0000' },
      }),
      'user_login',
    );
    expectFieldError(
      await app.inject({ method: 'POST', url: '/v2/user-verify', payload: { code: '\u0000', login: 'demo' } }),
      'code',
    );
  });

  it('in a path segment, a query value, a nested field and a multipart field', async () => {
    const { app } = harness;
    const headers = sessions.demo.bearer;
    expectFieldError(await app.inject({ method: 'GET', url: '/v2/ports/PF-AP-%00', headers }), 'id');
    expectFieldError(await app.inject({ method: 'GET', url: '/v2/users/a%00b', headers }), 'id');
    expectFieldError(await app.inject({ method: 'GET', url: '/v2/ports?q=a%00', headers }), 'q');
    expectFieldError(
      await app.inject({ method: 'POST', url: '/v2/lags', headers, payload: { members: ['PF-\u0000'] } }),
      'members.0',
    );
    const form = multipartBody({ type: 'loa', description: 'bad\u0000name' });
    expectFieldError(
      await app.inject({
        method: 'POST',
        url: '/v2/documents',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      }),
      'description',
    );
  });

  it('in a field named like a prototype property, which the answer still names', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/billing/pricing?constructor=%00',
      headers: sessions.demo.bearer,
    });
    expectFieldError(response, 'constructor');
  });
});

describe('inputs that answered 500', () => {
  it('PATCH of the own user with {} changes nothing and answers the user', async () => {
    const response = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/users/demo',
      headers: sessions.demo.bearer,
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ login: 'demo', first_name: 'Dana' });
  });

  it('a GELF log with the timestamp 1e308 is kept with its arrival time', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/gelf',
      headers: { 'content-type': 'application/json' },
      payload: '{"version":"1.1","host":"web","short_message":"boom","timestamp":1e308}',
    });
    expect(response.statusCode, response.body).toBe(202);
  });
});

describe("Fastify's and Node's own refusals in the house format", () => {
  it('a body with __proto__ and constructor.prototype keys is accepted with those keys stripped', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/contacts',
      headers: { ...sessions.demo.bearer, 'content-type': 'application/json' },
      payload:
        '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},' +
        '"first_name":"Proto","last_name":"Type","email":"proto@example.org","phone":"+1 415 555 0100"}',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ first_name: 'Proto' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a body that is not JSON names the body', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/contacts',
      headers: { ...sessions.demo.bearer, 'content-type': 'application/json' },
      payload: '{"first_name":',
    });
    expectFieldError(response, 'body', 'The body is not valid JSON.');
  });

  it('a path segment longer than the router allows answers 414, a bad percent-encoding 400 naming the url', async () => {
    const long = await harness.app.inject({
      method: 'GET',
      url: `/v2/ports/${'x'.repeat(300)}`,
      headers: sessions.demo.bearer,
    });
    expect(long.statusCode).toBe(414);
    expect(errorBodySchema.parse(long.json()).code).toBe('uri_too_long');
    const badUrl = await harness.app.inject({
      method: 'GET',
      url: '/v2/ports/%E0%A4%A',
      headers: sessions.demo.bearer,
    });
    expectFieldError(badUrl, 'url', 'Not a valid URL (a bad percent-encoding or character).');
  });

  it("headers past Node's limit answer 431, a malformed request 400, both in the house format", async () => {
    const { app } = harness;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const oversized = await rawExchange(
      port,
      `GET /v2/users/current HTTP/1.1\r\nHost: localhost\r\nx-filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(oversized).toMatch(/^HTTP\/1\.1 431 /);
    expect(houseBody(oversized).code).toBe('headers_too_large');
    const longUrl = await rawExchange(
      port,
      `GET /v2/ports?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(longUrl).toMatch(/^HTTP\/1\.1 431 /);
    const malformed = await rawExchange(port, 'NOT A REQUEST\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    expect(houseBody(malformed)).toMatchObject({ code: 'validation_failed', fields: { request: expect.any(String) } });
  });
});
