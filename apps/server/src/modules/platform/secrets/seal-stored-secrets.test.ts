import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOSTED_CLOUDS } from '../../../seed/demo-hosted-clouds.js';
import { DEMO_NETWORK } from '../../../seed/demo-network.js';
import { rowsOf, totpCode } from '../../../testing/identity.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { sealStoredSecrets } from './seal-stored-secrets.js';
import { createSecretBox } from './secret-box.js';

const SECRETS_KEY = randomBytes(32).toString('base64');
const PLAIN_TOTP = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RESET_LINK = 'http://localhost:3000/reset-password?rt=plaintext-token-from-before';
const SHARED_KEY = 'acme-branch-chicago-psk';
const BGP_MD5 = 'md5-key-from-before';
const HOSTED_MD5 = 'hosted-md5-from-before';
const CLOUD_COPY_MD5 = 'cloud-copy-md5-from-before';
const ROUTER_CLOUD_MD5 = 'router-cloud-md5-from-before';
const PEER_MD5 = 'peer-md5-from-before';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ env: { SECRETS_KEY } });
  // Rows as a portal from before encryption at rest left them, and one sealed under the development key.
  const db = harness.database.db;
  await db.execute(sql`update users set mfa_enabled = true, mfa_secret = ${PLAIN_TOTP} where login = 'other'`);
  const developmentSealed = createSecretBox(undefined).seal('KRSXG5CTMVRXEZLU', 'totp');
  await db.execute(sql`update users set mfa_pending_secret = ${developmentSealed} where login = 'readonly'`);
  await db.execute(
    sql`insert into mail_outbox (id, "to", subject, text, html, status)
        values ('00000000-0000-4000-8000-00000000e0e0', 'other@example.com', 'Reset your password',
                ${`Choose a new password: ${RESET_LINK}`}, ${`<a href="${RESET_LINK}">Choose</a>`}, 'stored')`,
  );
  // The demo's IPsec connection holds its shared key sealed under the development key; a BGP session gets an MD5 key
  // sealed under it too, as a portal run without SECRETS_KEY stored them.
  const development = createSecretBox(undefined);
  await db.execute(
    sql`update cloud_router_connections set shared_key = ${development.seal(SHARED_KEY, 'ipsec-shared-key')}
        where shared_key is not null`,
  );
  await db.execute(
    sql`update bgp_sessions set md5 = ${development.seal(BGP_MD5, 'bgp-md5')}
        where id = (select id from bgp_sessions order by id limit 1)`,
  );
  // A hosted connection's MD5 key in its cloud settings, and the simulated cloud's copy of settings it was told, as
  // a portal from before they were sealed left them: in plain text.
  await db.execute(
    sql`update hosted_clouds set cloud_settings = jsonb_set(cloud_settings, '{bgp_settings,md5}', to_jsonb(${HOSTED_MD5}::text))
        where circuit_id = ${DEMO_HOSTED_CLOUDS.aws}`,
  );
  await db.execute(
    sql`update cloud_provider_connections
        set facts = facts || jsonb_build_object('cloud_settings', jsonb_build_object('bgp_settings', jsonb_build_object('md5', ${CLOUD_COPY_MD5}::text)))
        where id = (select id from cloud_provider_connections order by id limit 1)`,
  );
  // A cloud router's AWS connection's MD5 key in its cloud settings, and the routing simulation's peer of a session
  // with its copy of a key, as a portal from before they were sealed left them: in plain text.
  await db.execute(
    sql`update cloud_router_connections
        set cloud_settings = jsonb_set(cloud_settings, '{bgp_settings,md5}', to_jsonb(${ROUTER_CLOUD_MD5}::text))
        where circuit_id = ${DEMO_NETWORK.awsConnection}`,
  );
  await db.execute(
    sql`update bgp_sessions set peer = jsonb_set(peer, '{md5}', to_jsonb(${PEER_MD5}::text))
        where id = (select id from bgp_sessions order by id limit 1)`,
  );
});
afterAll(async () => {
  await harness?.close();
});

const sealedKeys = () =>
  rowsOf<{ value: string; purpose: 'ipsec-shared-key' | 'bgp-md5' | 'cloud-credential' }>(
    harness.database.db.execute(
      sql`select shared_key as value, 'ipsec-shared-key' as purpose from cloud_router_connections
          where shared_key is not null
          union all select md5, 'bgp-md5' from bgp_sessions where md5 is not null
          union all select cloud_settings #>> '{bgp_settings,md5}', 'bgp-md5' from hosted_clouds
          where cloud_settings #>> '{bgp_settings,md5}' is not null
          union all select facts #>> '{cloud_settings,bgp_settings,md5}', 'bgp-md5' from cloud_provider_connections
          where facts #>> '{cloud_settings,bgp_settings,md5}' is not null
          union all select cloud_settings #>> '{bgp_settings,md5}', 'bgp-md5' from cloud_router_connections
          where cloud_settings #>> '{bgp_settings,md5}' is not null
          union all select peer ->> 'md5', 'bgp-md5' from bgp_sessions where peer ->> 'md5' is not null
          union all select secret, 'cloud-credential' from cloud_credentials`,
    ),
  );

const stored = async (login: string) =>
  (
    await rowsOf<{ mfa_secret: string | null; mfa_pending_secret: string | null }>(
      harness.database.db.execute(sql`select mfa_secret, mfa_pending_secret from users where login = ${login}`),
    )
  )[0];

describe('the start-up backfill of encryption at rest', () => {
  it('seals plaintext TOTP secrets and stored mail, and re-seals what the development key sealed', async () => {
    const secrets = createSecretBox(SECRETS_KEY);
    const keys = await sealedKeys();
    // The demo's two cloud credentials are sealed under the development key too.
    expect(keys.map((key) => key.purpose).sort()).toEqual([
      'bgp-md5',
      'bgp-md5',
      'bgp-md5',
      'bgp-md5',
      'bgp-md5',
      'cloud-credential',
      'cloud-credential',
      'ipsec-shared-key',
    ]);
    expect(keys.some((key) => secrets.isCurrent(key.value))).toBe(false);
    expect(await sealStoredSecrets(harness.database.db, secrets)).toEqual({ sealed: 12, unreadable: 0 });
    const other = await stored('other');
    expect(secrets.isCurrent(other?.mfa_secret ?? '')).toBe(true);
    expect(other?.mfa_secret).not.toContain(PLAIN_TOTP);
    const readonly = await stored('readonly');
    expect(secrets.isCurrent(readonly?.mfa_pending_secret ?? '')).toBe(true);
    expect(secrets.open(readonly?.mfa_pending_secret ?? '', 'totp')).toBe('KRSXG5CTMVRXEZLU');
    const [mail] = await rowsOf<{ text: string; html: string }>(
      harness.database.db.execute(
        sql`select text, html from mail_outbox where id = '00000000-0000-4000-8000-00000000e0e0'`,
      ),
    );
    expect(`${mail?.text}${mail?.html}`).not.toContain('plaintext-token-from-before');
  });

  it('re-seals IPsec shared keys, BGP MD5 keys (in tables and in JSON settings) and cloud credentials under SECRETS_KEY', async () => {
    const secrets = createSecretBox(SECRETS_KEY);
    const keys = await sealedKeys();
    expect(keys.every((key) => secrets.isCurrent(key.value))).toBe(true);
    const routerKeys = keys.filter((key) => key.purpose !== 'cloud-credential');
    expect(routerKeys.map((key) => secrets.open(key.value, key.purpose)).sort()).toEqual(
      [SHARED_KEY, BGP_MD5, HOSTED_MD5, CLOUD_COPY_MD5, ROUTER_CLOUD_MD5, PEER_MD5].sort(),
    );
    // The rest of the JSON documents is as it was.
    const [hosted] = await rowsOf<{ cloud_settings: { bgp_settings: Record<string, unknown> } }>(
      harness.database.db.execute(
        sql`select cloud_settings from hosted_clouds where circuit_id = ${DEMO_HOSTED_CLOUDS.aws}`,
      ),
    );
    expect(hosted?.cloud_settings.bgp_settings).toMatchObject({ customer_asn: 65010, l3_address: '169.254.40.1/30' });
    const [routerCloud] = await rowsOf<{ cloud_settings: { bgp_settings: Record<string, unknown> } }>(
      harness.database.db.execute(
        sql`select cloud_settings from cloud_router_connections where circuit_id = ${DEMO_NETWORK.awsConnection}`,
      ),
    );
    expect(routerCloud?.cloud_settings.bgp_settings).toMatchObject({ l3_address: '169.254.41.1/30' });
    const credentials = keys.filter((key) => key.purpose === 'cloud-credential');
    for (const key of credentials) expect(secrets.open(key.value, key.purpose)).toContain('{');
  });

  it('is idempotent: a second start finds nothing to do', async () => {
    expect(await sealStoredSecrets(harness.database.db, createSecretBox(SECRETS_KEY))).toEqual({
      sealed: 0,
      unreadable: 0,
    });
  });

  it('leaves what another key sealed alone and says so', async () => {
    const foreign = createSecretBox(randomBytes(32).toString('hex'));
    const secrets = createSecretBox(SECRETS_KEY);
    await harness.database.db.execute(
      sql`update users set mfa_pending_secret = ${foreign.seal('X', 'totp')} where login = 'staff'`,
    );
    expect(await sealStoredSecrets(harness.database.db, secrets)).toEqual({ sealed: 0, unreadable: 1 });
    await harness.database.db.execute(sql`update users set mfa_pending_secret = null where login = 'staff'`);
  });

  it('an MFA login still works with the backfilled secret, and the outbox shows the old link to a developer', async () => {
    const password = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { login: 'other', password: 'Switch-Meadow-41' },
    });
    expect(password.json()).toMatchObject({ mfa_required: true });
    const done = await harness.app.inject({
      method: 'POST',
      url: '/v2/auth/login/mfa',
      headers: { authorization: `Bearer ${password.json().token}` },
      payload: { authentication_code: await totpCode(PLAIN_TOTP) },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().mfa_required).toBe(false);

    const outbox = await harness.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    const message = outbox.json().find((entry: { id: string }) => entry.id === '00000000-0000-4000-8000-00000000e0e0');
    expect(message.links).toEqual([RESET_LINK]);
  });
});
