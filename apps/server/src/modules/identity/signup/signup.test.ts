import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestLinkTo, outbox, STRONG_PASSWORD, signUp } from '../../../testing/identity.js';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

describe('POST /v2/auth/signup', () => {
  it('answers 400 naming each invalid field with the specification messages', async () => {
    const response = await signUp(harness.app, 'x', { company_name: '', email: 'nope', accept_terms: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      company_name: 'This field is required',
      email: 'This is not a valid email',
      login: 'The min length is 3',
      accept_terms: 'You must accept the terms and conditions',
    });
  });

  it("refuses a weak password with 400 and the checker's message on the password field", async () => {
    const response = await signUp(harness.app, 'weakling', { password: 'password1' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.fields.password).toEqual(expect.any(String));
    expect(body.fields.password.length).toBeGreaterThan(5);
  });

  it('answers 409 naming the field for a taken login or e-mail address', async () => {
    const login = await signUp(harness.app, 'demo', { email: 'fresh@example.org' });
    expect(login.statusCode).toBe(409);
    expect(login.json().fields).toEqual({ login: 'This login is already taken.' });
    const email = await signUp(harness.app, 'freshlogin', { email: 'Demo@Example.com' });
    expect(email.statusCode).toBe(409);
    expect(email.json().fields).toEqual({ email: 'An account with this e-mail address already exists.' });
  });

  it('creates the company and its first admin, unverified, and mails the verification link', async () => {
    const response = await signUp(harness.app, 'newco');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ login: 'newco', group: 'admin', is_verified: false });
    const session = await login(harness.app, 'newco', STRONG_PASSWORD);
    const company = await harness.app.inject({ method: 'GET', url: '/v2/customers/current', headers: session.bearer });
    expect(company.json()).toMatchObject({ name: 'newco Industries', type: 'others', customer_of_reseller: false });
    const link = await latestLinkTo(harness.app, 'newco@example.org');
    expect(link.pathname).toBe('/verify-user');
    expect(link.searchParams.get('login')).toBe('newco');
    expect(link.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [message] = await outbox(harness.app);
    expect(message?.status).toBe('stored');
    expect(message?.subject).toBe('Verify your e-mail address');
  });
});

describe('verification', () => {
  it('an unverified user reads but may not change company data: 403 unverified', async () => {
    await signUp(harness.app, 'pending1');
    const session = await login(harness.app, 'pending1', STRONG_PASSWORD);
    const read = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: session.bearer });
    expect(read.statusCode).toBe(200);
    const write = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/customers/current',
      headers: session.bearer,
      payload: { name: 'Renamed' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'unverified', message: 'Only verified users can access this endpoint' });
  });

  it('POST /v2/user-verify answers 400 on the code field for a wrong code', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/user-verify',
      payload: { code: 'not-the-code', login: 'pending1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ code: 'This verification link is not valid or has expired.' });
  });

  it('POST /v2/user-verify answers 400 naming a missing field', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/v2/user-verify', payload: { code: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ login: 'This field is required' });
  });

  it('the link verifies the user once; then the mutation is allowed', async () => {
    await signUp(harness.app, 'verifyme');
    const link = await latestLinkTo(harness.app, 'verifyme@example.org');
    const payload = { code: link.searchParams.get('code'), login: link.searchParams.get('login') };
    const first = await harness.app.inject({ method: 'POST', url: '/v2/user-verify', payload });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Your e-mail address is verified.' });
    const again = await harness.app.inject({ method: 'POST', url: '/v2/user-verify', payload });
    expect(again.statusCode).toBe(400);
    const session = await login(harness.app, 'verifyme', STRONG_PASSWORD);
    const write = await harness.app.inject({
      method: 'PATCH',
      url: '/v2/customers/current',
      headers: session.bearer,
      payload: { name: 'Verified Co' },
    });
    expect(write.statusCode).toBe(200);
    expect(write.json().name).toBe('Verified Co');
  });

  it("a code does not verify another user's login", async () => {
    await signUp(harness.app, 'victim1');
    await signUp(harness.app, 'attacker1');
    const link = await latestLinkTo(harness.app, 'attacker1@example.org');
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/user-verify',
      payload: { code: link.searchParams.get('code'), login: 'victim1' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('POST /v2/user-verify/resend: 401 without a session, 409 when verified, a new link that replaces the old', async () => {
    expect((await harness.app.inject({ method: 'POST', url: '/v2/user-verify/resend' })).statusCode).toBe(401);
    const verified = await login(harness.app, 'demo');
    const conflict = await harness.app.inject({
      method: 'POST',
      url: '/v2/user-verify/resend',
      headers: verified.bearer,
    });
    expect(conflict.statusCode).toBe(409);

    await signUp(harness.app, 'resender');
    const oldLink = await latestLinkTo(harness.app, 'resender@example.org');
    const session = await login(harness.app, 'resender', STRONG_PASSWORD);
    const resent = await harness.app.inject({ method: 'POST', url: '/v2/user-verify/resend', headers: session.bearer });
    expect(resent.statusCode).toBe(200);
    const newLink = await latestLinkTo(harness.app, 'resender@example.org');
    expect(newLink.searchParams.get('code')).not.toBe(oldLink.searchParams.get('code'));
    const old = await harness.app.inject({
      method: 'POST',
      url: '/v2/user-verify',
      payload: { code: oldLink.searchParams.get('code'), login: 'resender' },
    });
    expect(old.statusCode).toBe(400);
  });

  it("never builds links from the Host header: without PUBLIC_URL they point at the server's own address", async () => {
    await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/signup',
      headers: { host: 'attacker.example:8443', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' },
      payload: {
        company_name: 'Origin Co',
        first_name: 'O',
        email: 'origin@example.org',
        login: 'origin',
        password: STRONG_PASSWORD,
        accept_terms: true,
      },
    });
    const link = await latestLinkTo(harness.app, 'origin@example.org');
    // The test app's HOST and PORT are the defaults, 127.0.0.1 and 3000.
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/verify-user');
  });

  it('answers 429 to an address that tries more than twenty sign-ups an hour, and serves other addresses', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await signUp(harness.app, 'demo', {}, '192.0.2.77')).statusCode).toBe(409);
    }
    const refused = await signUp(harness.app, 'demo', {}, '192.0.2.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests. Please wait a moment and try again.');
    expect((await signUp(harness.app, 'demo', {}, '192.0.2.78')).statusCode).toBe(409);
  });
});
