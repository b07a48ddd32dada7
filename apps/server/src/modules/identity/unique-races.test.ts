import { errorBodySchema } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUp } from '../../testing/identity.js';
import { createTestApp, type DemoSessions, loginDemoSessions, type TestApp } from '../../testing/test-app.js';

/**
 * What must be unique stays unique when many requests race for it (on PostgreSQL these really run at once): one
 * wins, every other answers 409 naming the field. PGlite runs them one after another, so there it shows the
 * answers, and PostgreSQL shows the race.
 */
/**
 * Each new user and sign-up checks its password's strength and hashes it with argon2 before the race for the name:
 * ten at once took over 70 s on a loaded machine (several seconds on a quiet one), past the default 30 s.
 */
const ARGON2_RACE_TIMEOUT_MS = 120_000;

let harness: TestApp;
let sessions: DemoSessions;
beforeAll(async () => {
  harness = await createTestApp();
  sessions = await loginDemoSessions(harness.app);
});
afterAll(async () => {
  await harness?.close();
});

function expectOneWinner(responses: LightMyRequestResponse[], field: string): void {
  const statuses = responses.map((response) => response.statusCode);
  expect(
    statuses.filter((status) => status === 201 || status === 200),
    statuses.join(','),
  ).toHaveLength(1);
  for (const response of responses.filter((candidate) => candidate.statusCode >= 300)) {
    expect(response.statusCode, response.body).toBe(409);
    const body = errorBodySchema.parse(response.json());
    expect(Object.keys(body.fields ?? {})).toContain(field);
  }
}

describe('parallel requests for one unique name or address', () => {
  it('30 parallel invites of one address (in any case) create exactly one invite', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        harness.app.inject({
          method: 'POST',
          url: '/v2/team-invites',
          headers: sessions.demo.bearer,
          payload: { email: index % 2 === 0 ? 'race@example.org' : 'Race@Example.org', group: 'regular' },
        }),
      ),
    );
    expectOneWinner(responses, 'email');
    const list = await harness.app.inject({ method: 'GET', url: '/v2/team-invites', headers: sessions.demo.bearer });
    const invites = list.json<{ email: string; status: string }[]>();
    expect(invites.filter((invite) => invite.email.toLowerCase() === 'race@example.org')).toHaveLength(1);
  });

  it(
    '10 parallel new users with one login in different cases create exactly one user',
    async () => {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          harness.app.inject({
            method: 'POST',
            url: '/v2/users',
            headers: sessions.demo.bearer,
            payload: {
              first_name: 'Racer',
              email: `racer${index}@example.org`,
              login: index % 2 === 0 ? 'racer' : 'Racer',
              password: STRONG_PASSWORD,
              timezone: 'UTC',
              group: 'regular',
            },
          }),
        ),
      );
      expectOneWinner(responses, 'login');
    },
    ARGON2_RACE_TIMEOUT_MS,
  );

  it(
    '10 parallel sign-ups with one e-mail address in different cases create exactly one account',
    async () => {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          signUp(
            harness.app,
            `racingco${index}`,
            { email: index % 2 === 0 ? 'founder@racing.example' : 'Founder@Racing.example' },
            `192.0.2.${index + 1}`,
          ),
        ),
      );
      expectOneWinner(responses, 'email');
    },
    ARGON2_RACE_TIMEOUT_MS,
  );
});
