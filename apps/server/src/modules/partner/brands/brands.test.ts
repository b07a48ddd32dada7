import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody as multipart } from '../../../testing/multipart.js';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** PATCH /v2/reseller-brands as `headers` (a session's header set) with a multipart body. */
function patchBrand(headers: Record<string, string>, body: ReturnType<typeof multipart>) {
  return harness.app.inject({
    method: 'PATCH',
    url: '/v2/reseller-brands',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

describe('GET /v2/reseller-brands/:brandKey (spec 2, spec 3)', () => {
  it('answers the brand of a reseller host without a session, falling back to the packaged images', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/v2/reseller-brands/globex' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      domain: 'globex',
      public_name: 'Globex Connect',
      main_color: '#7b2cbf',
      favicon_link: '/favicon.svg',
      logo_link: '/logo.svg',
    });
  });

  it('reads the brand key case-insensitively and answers 404 for an unknown key, 400 for a malformed one', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/reseller-brands/GLOBEX' })).statusCode).toBe(200);
    const unknown = await harness.app.inject({ method: 'GET', url: '/v2/reseller-brands/initech' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No brand is set up for this portal address.');
    expect((await harness.app.inject({ method: 'GET', url: '/v2/reseller-brands/a.b' })).statusCode).toBe(400);
  });
});

describe('GET /v2/reseller-brands', () => {
  it('answers 401 without a session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/reseller-brands' })).statusCode).toBe(401);
  });

  it("answers the reseller's own brand, and 404 for a direct customer", async () => {
    const reseller = await login(harness.app, 'reseller');
    const own = await harness.app.inject({ method: 'GET', url: '/v2/reseller-brands', headers: reseller.bearer });
    expect(own.json().domain).toBe('globex');
    const demo = await login(harness.app, 'demo');
    const none = await harness.app.inject({ method: 'GET', url: '/v2/reseller-brands', headers: demo.bearer });
    expect(none.statusCode).toBe(404);
  });
});

describe('PATCH /v2/reseller-brands', () => {
  it('answers 401 without a session', async () => {
    const response = await patchBrand({}, multipart({ main_color: '#112233' }));
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 naming the field for a colour that is not #RRGGBB', async () => {
    const reseller = await login(harness.app, 'reseller');
    const body = multipart({ main_color: 'purple' });
    const response = await patchBrand(reseller.bearer, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ main_color: 'Not a valid colour: use the form #RRGGBB' });
  });

  it('answers 400 naming the field for a colour text on it would be hard to read, and keeps the brand', async () => {
    const reseller = await login(harness.app, 'reseller');
    const response = await patchBrand(reseller.bearer, multipart({ main_color: '#FF8800', public_name: 'Orange' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      main_color:
        'Text on this colour would be hard to read (contrast 2.3:1, at least 4.5:1 is needed in both themes): choose ' +
        'a darker or a lighter colour.',
    });
    const brand = await harness.app.inject({ method: 'GET', url: '/v2/reseller-brands', headers: reseller.bearer });
    expect(brand.json()).toMatchObject({ main_color: '#7b2cbf' });
    expect(brand.json().public_name).not.toBe('Orange');
  });

  it('answers 400 for a file that is not an image, whatever its name', async () => {
    const reseller = await login(harness.app, 'reseller');
    const body = multipart({}, { logo: { name: 'logo.png', data: Buffer.from('not an image at all') } });
    const response = await patchBrand(reseller.bearer, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ logo: 'Use a PNG, JPEG or SVG image.' });
  });

  it('answers 403 to a read-only user and to a company that is not a reseller', async () => {
    for (const user of ['readonly', 'demo']) {
      const session = await login(harness.app, user);
      const body = multipart({ main_color: '#112233' });
      const response = await patchBrand(session.bearer, body);
      expect(response.statusCode).toBe(403);
    }
  });

  it('stores the colour, the public name and a logo, serves the logo publicly, and removes it on request', async () => {
    const reseller = await login(harness.app, 'reseller');
    const update = multipart(
      { main_color: '#0B7285', public_name: 'Globex Fabric' },
      { logo: { name: 'brand', data: PNG } },
    );
    const updated = await patchBrand(reseller.bearer, update);
    expect(updated.statusCode).toBe(200);
    const brand = updated.json();
    expect(brand).toMatchObject({ domain: 'globex', main_color: '#0b7285', public_name: 'Globex Fabric' });
    expect(brand.logo_link).toMatch(/^\/v2\/reseller-brands\/globex\/logo\?v=\d+$/);
    expect(brand.favicon_link).toBe('/favicon.svg');

    const logo = await harness.app.inject({ method: 'GET', url: brand.logo_link });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);

    const removal = multipart({ remove_logo: 'true' });
    const removed = await patchBrand(reseller.bearer, removal);
    expect(removed.json()).toMatchObject({ logo_link: '/logo.svg', public_name: 'Globex Fabric' });
    expect((await harness.app.inject({ method: 'GET', url: '/v2/reseller-brands/globex/logo' })).statusCode).toBe(404);
  });

  it('sanitises an SVG logo: no script survives', async () => {
    const reseller = await login(harness.app, 'reseller');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>',
    );
    const update = multipart({}, { logo: { name: 'logo.svg', data: svg } });
    const updated = await patchBrand(reseller.bearer, update);
    const logo = await harness.app.inject({ method: 'GET', url: updated.json().logo_link });
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('<rect');
    expect(logo.body).not.toMatch(/script|onload/);
    expect(logo.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
