import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

describe('GET /v2/customers/current', () => {
  it('answers 401 without a session', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/v2/customers/current' });
    expect(response.statusCode).toBe(401);
  });

  it("answers the signed-in user's company with its features", async () => {
    const session = await login(harness.app, 'demo');
    const response = await harness.app.inject({ method: 'GET', url: '/v2/customers/current', headers: session.bearer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Acme Networks',
      type: 'others',
      customer_of_reseller: false,
      has_quota: false,
    });
    expect(response.json().additional_features).toContain('hpi');
  });

  it('answers each customer only their own company', async () => {
    const other = await login(harness.app, 'other');
    const response = await harness.app.inject({ method: 'GET', url: '/v2/customers/current', headers: other.bearer });
    expect(response.json()).toMatchObject({ name: 'Initech', has_quota: true });
    expect(response.body).not.toContain('Acme');
  });

  it('marks a reseller and the customers of a reseller', async () => {
    const reseller = await login(harness.app, 'reseller');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/customers/current',
      headers: reseller.bearer,
    });
    expect(response.json()).toMatchObject({ name: 'Globex Telecom', type: 'reseller', customer_of_reseller: false });
  });
});

describe('PATCH /v2/customers/current', () => {
  it('401 without a session; 400 naming the field; 403 for read-only', async () => {
    expect(
      (await harness.app.inject({ method: 'PATCH', url: '/v2/customers/current', payload: { name: 'X' } })).statusCode,
    ).toBe(401);
    const admin = await login(harness.app, 'demo');
    const bad = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/customers/current',
      headers: admin.bearer,
      payload: { name: '', website: 'not a site', type: 'reseller' },
    });
    expect(bad.json().fields).toEqual({
      name: 'This field is required',
      website: 'Not a valid website',
      type: expect.any(String),
    });
    const readonly = await login(harness.app, 'readonly');
    const forbidden = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/customers/current',
      headers: readonly.bearer,
      payload: { name: 'X' },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it("changes the caller's own company only, and logs the change", async () => {
    const admin = await login(harness.app, 'other');
    const response = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/customers/current',
      headers: admin.browser,
      payload: { name: 'Initech Global', city: 'Austin', website: 'initech.example.com', type: 'ix' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Initech Global', city: 'Austin', type: 'ix' });
    const acme = await login(harness.app, 'demo');
    const untouched = await harness.app.inject({ method: 'GET', url: '/v2/customers/current', headers: acme.bearer });
    expect(untouched.json().name).toBe('Acme Networks');
  });

  it("refuses to change a reseller's type (409)", async () => {
    const reseller = await login(harness.app, 'reseller');
    const response = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/customers/current',
      headers: reseller.bearer,
      payload: { type: 'others' },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('GET /v2/customers/company-types', () => {
  it('lists the three types with labels', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/customers/company-types' })).statusCode).toBe(401);
    const session = await login(harness.app, 'readonly');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/v2/customers/company-types',
      headers: session.bearer,
    });
    expect(response.json().map((entry: { value: string }) => entry.value)).toEqual(['reseller', 'ix', 'others']);
  });
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  ),
]);

function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = '----portal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(headers: Record<string, string>, file: Buffer, filename = 'logo.png', type = 'image/png') {
  const body = multipart(file, filename, type);
  return harness.app.inject({
    method: 'POST',
    url: '/v2/customers/current/image',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('company logo', () => {
  it('401 without a session; 403 for read-only; 415 for a body that is not multipart', async () => {
    expect((await upload({}, PNG)).statusCode).toBe(401);
    const readonly = await login(harness.app, 'readonly');
    expect((await upload(readonly.bearer, PNG)).statusCode).toBe(403);
    const admin = await login(harness.app, 'demo');
    const json = await harness.app.inject({
      method: 'POST',
      url: '/v2/customers/current/image',
      headers: admin.bearer,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('tells the type by content, not by name or declared type (400 for a disguised file)', async () => {
    const admin = await login(harness.app, 'demo');
    const disguised = await upload(admin.bearer, Buffer.from('#!/bin/sh\necho hi\n'), 'logo.png', 'image/png');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().fields).toEqual({ file: 'The image must be a PNG, JPEG or SVG file.' });
  });

  it('answers 413 past 1 MiB', async () => {
    const admin = await login(harness.app, 'demo');
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]);
    expect((await upload(admin.bearer, big)).statusCode).toBe(413);
  });

  it('stores a PNG, points the logo at it, and serves it to the company only', async () => {
    const admin = await login(harness.app, 'demo');
    const response = await upload(admin.bearer, PNG, 'anything.bin', 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    const { image_id, logo } = response.json();
    expect(logo).toMatch(new RegExp(`^/v2/customers/images/${image_id}\\?v=\\d+$`));
    const company = await harness.app.inject({ method: 'GET', url: '/v2/customers/current', headers: admin.bearer });
    expect(company.json().logo).toBe(logo);
    const image = await harness.app.inject({ method: 'GET', url: logo, headers: admin.bearer });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const stranger = await login(harness.app, 'other');
    expect((await harness.app.inject({ method: 'GET', url: logo, headers: stranger.bearer })).statusCode).toBe(404);
  });

  it('sanitises an SVG and serves it with a restrictive content security policy', async () => {
    const admin = await login(harness.app, 'demo');
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)"><script>alert(2)</script><image href="https://tracker.example/p.png"/><rect width="4" height="4" fill="red" onclick="steal()" style="fill:url(https://tracker.example/x)"/></svg>',
    );
    const response = await upload(admin.bearer, svg, 'logo.svg', 'image/svg+xml');
    expect(response.statusCode).toBe(201);
    const image = await harness.app.inject({ method: 'GET', url: response.json().logo, headers: admin.bearer });
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const text = image.body;
    expect(text).toContain('<rect');
    expect(text).not.toMatch(/script|onload|onclick|tracker\.example/);
  });
});
