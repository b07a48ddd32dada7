import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../testing/test-app.js';
import { describeDevice } from './device.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ env: { SESSION_TRACK_INTERVAL_MS: '100' } });
});
afterAll(async () => {
  await harness?.close();
});

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

async function userUuid(loginName: string): Promise<string> {
  const session = await login(harness.app, loginName);
  return (await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: session.bearer })).json().uuid;
}

describe('device names', () => {
  it.each([
    [CHROME_ON_WINDOWS, 'Chrome on Windows'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
      'Safari on macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox on Linux'],
    ['curl/8.5.0', 'curl'],
    ['', 'Unknown device'],
  ])('%j -> %j', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });
});

describe('GET /v2/auth/sessions', () => {
  it('answers 401 without a session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/v2/auth/sessions' })).statusCode).toBe(401);
  });

  it("lists the caller's live sessions with device, IP and which one is current", async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      headers: { 'user-agent': CHROME_ON_WINDOWS },
      payload: { login: 'readonly', password: 'Switch-Meadow-41' },
    });
    const token = response.json().token;
    const list = await harness.app.inject({
      method: 'GET',
      url: '/v2/auth/sessions',
      headers: { authorization: token },
    });
    expect(list.statusCode).toBe(200);
    const current = list.json().find((session: { is_current: boolean }) => session.is_current);
    expect(current).toMatchObject({ device: 'Chrome on Windows', ip_address: '127.0.0.1' });
    expect(list.json().every((session: { id: string }) => typeof session.id === 'string')).toBe(true);
  });

  it('400 for a malformed user_uuid; 403 for another user without user.update; 404 for a foreign user', async () => {
    const readonly = await login(harness.app, 'readonly');
    const demo = await login(harness.app, 'demo');
    const bad = await harness.app.inject({
      method: 'GET',
      url: '/v2/auth/sessions?user_uuid=nope',
      headers: demo.bearer,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['user_uuid']);
    const demoId = await userUuid('demo');
    const forbidden = await harness.app.inject({
      method: 'GET',
      url: `/v2/auth/sessions?user_uuid=${demoId}`,
      headers: readonly.bearer,
    });
    expect(forbidden.statusCode).toBe(403);
    const foreign = await harness.app.inject({
      method: 'GET',
      url: `/v2/auth/sessions?user_uuid=${await userUuid('other')}`,
      headers: demo.bearer,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('POST /v2/auth/sessions', () => {
  it('401, 400 naming the field, 403 for read-only, 404 for another company', async () => {
    expect((await harness.app.inject({ method: 'POST', url: '/v2/auth/sessions', payload: {} })).statusCode).toBe(401);
    const demo = await login(harness.app, 'demo');
    const bad = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/sessions',
      headers: demo.bearer,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['user_uuid']);
    const readonly = await login(harness.app, 'readonly');
    const forbidden = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/sessions',
      headers: readonly.bearer,
      payload: { user_uuid: await userUuid('demo') },
    });
    expect(forbidden.statusCode).toBe(403);
    const foreignId = await userUuid('other');
    const foreign = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/sessions',
      headers: demo.bearer,
      payload: { user_uuid: foreignId },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("signs every session of a user of the company out at once; the admin's own current session stays", async () => {
    const victim = await login(harness.app, 'readonly');
    const demo = await login(harness.app, 'demo');
    const response = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/sessions',
      headers: demo.browser,
      payload: { user_uuid: await userUuid('readonly') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/^\d+ sessions? ended\.$/);
    const after = await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: victim.bearer });
    expect(after.statusCode).toBe(401);
    const self = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/sessions',
      headers: demo.bearer,
      payload: { user_uuid: await userUuid('demo') },
    });
    expect(self.statusCode).toBe(200);
    expect(
      (await harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: demo.bearer })).statusCode,
    ).toBe(200);
  });
});

describe('DELETE /v2/auth/sessions/:id', () => {
  it("ends one of the caller's sessions; another user's session answers 404", async () => {
    const first = await login(harness.app, 'staff');
    const second = await login(harness.app, 'staff');
    const sessions = (
      await harness.app.inject({ method: 'GET', url: '/v2/auth/sessions', headers: second.bearer })
    ).json<{ id: string; is_current: boolean }[]>();
    const target = sessions.find((session) => !session.is_current);
    if (!target) throw new Error('expected two sessions');
    const stranger = await login(harness.app, 'other');
    const foreign = await harness.app.inject({
      method: 'DELETE',
      url: `/v2/auth/sessions/${target.id}`,
      headers: stranger.bearer,
    });
    expect(foreign.statusCode).toBe(404);
    const ended = await harness.app.inject({
      method: 'DELETE',
      url: `/v2/auth/sessions/${target.id}`,
      headers: second.bearer,
    });
    expect(ended.statusCode).toBe(200);
    const results = await Promise.all(
      [first, second].map((session) =>
        harness.app.inject({ method: 'GET', url: '/v2/users/current', headers: session.bearer }),
      ),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 401]);
  });
});

describe('WebSocket /v2/auth/track', () => {
  function nextClose(socket: { on(event: 'close', listener: (code: number) => void): void }) {
    return new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
  }

  it('closes with 4401 without a session', async () => {
    const socket = await harness.app.injectWS('/v2/auth/track');
    expect(await nextClose(socket)).toBe(4401);
  });

  it('tells the browser its session ended when it is revoked elsewhere, then closes', async () => {
    const session = await login(harness.app, 'reseller');
    const socket = await harness.app.injectWS('/v2/auth/track', { headers: { cookie: session.browser.cookie ?? '' } });
    const message = new Promise<string>((resolve) => socket.on('message', (data: Buffer) => resolve(data.toString())));
    const closed = nextClose(socket);
    await harness.app.inject({ method: 'POST', url: '/v2/auth/logout', headers: session.bearer });
    expect(JSON.parse(await message)).toEqual({ type: 'session_ended', reason: 'revoked' });
    expect(await closed).toBe(4000);
  });

  it('refuses a cookie from a page of another origin', async () => {
    const session = await login(harness.app, 'reseller');
    const socket = await harness.app.injectWS('/v2/auth/track', {
      headers: { cookie: session.browser.cookie ?? '', origin: 'https://evil.example' },
    });
    expect(await nextClose(socket)).toBe(4403);
  });
});
