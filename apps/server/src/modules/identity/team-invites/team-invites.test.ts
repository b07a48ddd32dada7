import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestLinkTo, STRONG_PASSWORD } from '../../../testing/identity.js';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

async function invite(headers: Record<string, string>, email: string, group = 'regular') {
  return harness.app.inject({ method: 'POST', url: '/v2/team-invites', headers, payload: { email, group } });
}

function accept(payload: Record<string, unknown>) {
  return harness.app.inject({ method: 'POST', url: '/v2/team-invites/accept', payload });
}

describe('team invites', () => {
  it('401 without a session; 400 naming the field; 403 for read-only', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/team-invites' })).statusCode).toBe(401);
    const admin = await login(harness.app, 'demo');
    const bad = await invite(admin.bearer, 'not-an-address');
    expect(bad.json().fields).toEqual({ email: 'This is not a valid email' });
    const readonly = await login(harness.app, 'readonly');
    expect((await invite(readonly.bearer, 'someone@example.org')).statusCode).toBe(403);
  });

  it('409 for an address that has an account, or a pending invite', async () => {
    const admin = await login(harness.app, 'demo');
    const existing = await invite(admin.bearer, 'other@example.com');
    expect(existing.statusCode).toBe(409);
    expect(existing.json().fields).toEqual({ email: 'An account with this e-mail address already exists.' });
    expect((await invite(admin.bearer, 'twice@example.org')).statusCode).toBe(201);
    expect((await invite(admin.bearer, 'twice@example.org')).statusCode).toBe(409);
  });

  it('an invitee looks the invite up, accepts it once, and can sign in as a verified user of the company', async () => {
    const admin = await login(harness.app, 'demo');
    const created = await invite(admin.bearer, 'newhire@example.org', 'sales');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'newhire@example.org',
      group: 'sales',
      status: 'pending',
      invited_by: 'demo',
    });
    const link = await latestLinkTo(harness.app, 'newhire@example.org');
    expect(link.pathname).toBe('/accept-invite');
    const token = link.searchParams.get('token') ?? '';

    const lookup = await harness.app.inject({ method: 'GET', url: `/v2/team-invites/lookup?token=${token}` });
    expect(lookup.json()).toMatchObject({
      email: 'newhire@example.org',
      group: 'sales',
      company_name: 'Acme Networks',
      invited_by_name: 'Dana Reyes',
    });

    const weak = await accept({ token, login: 'newhire', first_name: 'New', password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fields)).toEqual(['password']);
    const taken = await accept({ token, login: 'demo', first_name: 'New', password: STRONG_PASSWORD });
    expect(taken.statusCode).toBe(409);

    const accepted = await accept({
      token,
      login: 'newhire',
      first_name: 'New',
      last_name: 'Hire',
      password: STRONG_PASSWORD,
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ login: 'newhire', group: 'sales', is_verified: true });
    expect((await accept({ token, login: 'newhire2', first_name: 'N', password: STRONG_PASSWORD })).statusCode).toBe(
      400,
    );
    expect(
      (await harness.app.inject({ method: 'GET', url: `/v2/team-invites/lookup?token=${token}` })).statusCode,
    ).toBe(404);

    const session = await login(harness.app, 'newhire', STRONG_PASSWORD);
    const company = await harness.app.inject({ method: 'GET', url: '/v2/customers/current', headers: session.bearer });
    expect(company.json().name).toBe('Acme Networks');
    const list = await harness.app.inject({ method: 'GET', url: '/v2/team-invites', headers: admin.bearer });
    expect(list.json().find((entry: { email: string }) => entry.email === 'newhire@example.org').status).toBe(
      'accepted',
    );
  });

  it('lookup: 400 without a token, 404 for an unknown one', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/team-invites/lookup' })).json().fields).toEqual({
      token: 'This field is required',
    });
    const unknown = await harness.app.inject({ method: 'GET', url: '/v2/team-invites/lookup?token=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This invitation is not valid or has expired.');
  });

  it('resend gives a new link (the old one stops working); another company answers 404', async () => {
    const admin = await login(harness.app, 'demo');
    const created = (await invite(admin.bearer, 'resend@example.org')).json();
    const oldToken = (await latestLinkTo(harness.app, 'resend@example.org')).searchParams.get('token');
    const stranger = await login(harness.app, 'other');
    const foreign = await harness.app.inject({
      method: 'POST',
      url: `/v2/team-invites/${created.id}/resend`,
      headers: stranger.bearer,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await harness.app.inject({ method: 'GET', url: '/v2/team-invites', headers: stranger.bearer })).json(),
    ).toEqual([]);
    const resent = await harness.app.inject({
      method: 'POST',
      url: `/v2/team-invites/${created.id}/resend`,
      headers: admin.bearer,
    });
    expect(resent.statusCode).toBe(200);
    const newToken = (await latestLinkTo(harness.app, 'resend@example.org')).searchParams.get('token');
    expect(newToken).not.toBe(oldToken);
    expect(
      (await harness.app.inject({ method: 'GET', url: `/v2/team-invites/lookup?token=${oldToken}` })).statusCode,
    ).toBe(404);
  });

  it('an expired invite cannot be accepted; a cancelled one neither', async () => {
    const admin = await login(harness.app, 'demo');
    const created = (await invite(admin.bearer, 'late@example.org')).json();
    const token = (await latestLinkTo(harness.app, 'late@example.org')).searchParams.get('token');
    await harness.database.db.execute(
      `update team_invites set expires_at = now() - interval '1 minute' where id = '${created.id}'` as never,
    );
    const late = await accept({ token, login: 'late', first_name: 'L', password: STRONG_PASSWORD });
    expect(late.json().fields).toEqual({ token: 'This invitation is not valid or has expired.' });

    const other = (await invite(admin.bearer, 'cancel@example.org')).json();
    const cancelToken = (await latestLinkTo(harness.app, 'cancel@example.org')).searchParams.get('token');
    const cancelled = await harness.app.inject({
      method: 'DELETE',
      url: `/v2/team-invites/${other.id}`,
      headers: admin.bearer,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(
      (await accept({ token: cancelToken, login: 'cancel', first_name: 'C', password: STRONG_PASSWORD })).statusCode,
    ).toBe(400);
  });
});
