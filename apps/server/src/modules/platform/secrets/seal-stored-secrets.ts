import { and, asc, eq, gt, isNotNull, notLike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CLOUD_SETTINGS_MD5_PATH } from '../../../clouds/cloud-settings-secrets.js';
import type { Executor } from '../../../db/client.js';
import {
  bgpSessions,
  cloudCredentials,
  cloudProviderConnections,
  cloudRouterConnections,
  hostedClouds,
  mailOutbox,
  users,
} from '../../../db/schema/index.js';
import type { SecretBox, SecretPurpose } from './secret-box.js';

const BATCH = 500;

export interface SealReport {
  /** Values sealed or re-sealed under the current key. */
  sealed: number;
  /** Values sealed under a key this process does not have (left as they are). */
  unreadable: number;
}

/** A table holding sealed values: its uuid key and each sealed column (by its property name) with its purpose. */
interface SealedTable {
  table: PgTable;
  id: PgColumn;
  columns: Record<string, { column: PgColumn; purpose: SecretPurpose }>;
}

/** Every column the portal seals; a new sealed column is added here and the backfill covers it. */
const SEALED_TABLES: SealedTable[] = [
  {
    table: users,
    id: users.id,
    columns: {
      mfaSecret: { column: users.mfaSecret, purpose: 'totp' },
      mfaPendingSecret: { column: users.mfaPendingSecret, purpose: 'totp' },
    },
  },
  {
    table: mailOutbox,
    id: mailOutbox.id,
    columns: {
      text: { column: mailOutbox.text, purpose: 'mail' },
      html: { column: mailOutbox.html, purpose: 'mail' },
    },
  },
  {
    table: cloudCredentials,
    id: cloudCredentials.id,
    columns: { secret: { column: cloudCredentials.secret, purpose: 'cloud-credential' } },
  },
  {
    table: cloudRouterConnections,
    id: cloudRouterConnections.id,
    columns: { sharedKey: { column: cloudRouterConnections.sharedKey, purpose: 'ipsec-shared-key' } },
  },
  {
    table: bgpSessions,
    id: bgpSessions.id,
    columns: { md5: { column: bgpSessions.md5, purpose: 'bgp-md5' } },
  },
];

/**
 * A sealed value inside a JSON column: its table, uuid key, the jsonb column (and its property name) and the path of
 * keys to the value.
 */
interface SealedJsonValue {
  table: PgTable;
  id: PgColumn;
  name: string;
  column: PgColumn;
  path: readonly string[];
  purpose: SecretPurpose;
}

/** Every sealed value the portal keeps inside a JSON document; a new one is added here and the backfill covers it. */
const SEALED_JSON_VALUES: SealedJsonValue[] = [
  // A hosted cloud connection's BGP MD5 key in its provider-side settings.
  {
    table: hostedClouds,
    id: hostedClouds.uuid,
    name: 'cloudSettings',
    column: hostedClouds.cloudSettings,
    path: CLOUD_SETTINGS_MD5_PATH,
    purpose: 'bgp-md5',
  },
  // The copy the simulated cloud keeps of the settings it was told (hosted and cloud routers' cloud connections).
  {
    table: cloudProviderConnections,
    id: cloudProviderConnections.id,
    name: 'facts',
    column: cloudProviderConnections.facts,
    path: ['cloud_settings', ...CLOUD_SETTINGS_MD5_PATH],
    purpose: 'bgp-md5',
  },
  // A cloud router's cloud connection's BGP MD5 key in its provider-side settings.
  {
    table: cloudRouterConnections,
    id: cloudRouterConnections.id,
    name: 'cloudSettings',
    column: cloudRouterConnections.cloudSettings,
    path: CLOUD_SETTINGS_MD5_PATH,
    purpose: 'bgp-md5',
  },
  // The MD5 key of a BGP session's far side in the routing simulation (`StoredPeer.md5`).
  {
    table: bgpSessions,
    id: bgpSessions.id,
    name: 'peer',
    column: bgpSessions.peer,
    path: ['md5'],
    purpose: 'bgp-md5',
  },
];

/** The stored value under the current key, or null when it is current already (or cannot be opened). */
function resealed(secrets: SecretBox, stored: unknown, purpose: SecretPurpose, report: SealReport) {
  if (typeof stored !== 'string' || secrets.isCurrent(stored)) return null;
  try {
    const value = secrets.seal(secrets.open(stored, purpose), purpose);
    report.sealed += 1;
    return value;
  } catch {
    report.unreadable += 1;
    return null;
  }
}

/** One table's pass: batches of rows with a value not under the current key, each re-sealed column written back. */
async function sealTable(db: Executor, secrets: SecretBox, sealed: SealedTable, report: SealReport) {
  const current = `enc:v1:${secrets.keyId}:%`;
  const entries = Object.entries(sealed.columns);
  const selection: Record<string, PgColumn> = { id: sealed.id };
  for (const [name, { column }] of entries) selection[name] = column;
  const stale = or(...entries.map(([, { column }]) => and(isNotNull(column), notLike(column, current))));

  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows: Record<string, unknown>[] = await db
      .select(selection)
      .from(sealed.table)
      .where(and(gt(sealed.id, after), stale))
      .orderBy(asc(sealed.id))
      .limit(BATCH);
    for (const row of rows) {
      for (const [name, { column, purpose }] of entries) {
        const value = resealed(secrets, row[name], purpose, report);
        if (value === null) continue;
        await db
          .update(sealed.table)
          .set({ [name]: value })
          .where(and(eq(sealed.id, row.id), eq(column, row[name])));
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = String(last.id);
  }
}

/** One JSON value's pass: batches of rows whose value is not under the current key, each written back in place. */
async function sealJsonValue(db: Executor, secrets: SecretBox, sealed: SealedJsonValue, report: SealReport) {
  const current = `enc:v1:${secrets.keyId}:%`;
  const path = `{${sealed.path.join(',')}}`;
  const value: SQL<string | null> = sql`(${sealed.column} #>> ${path}::text[])`;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows: { id: unknown; value: string | null }[] = await db
      .select({ id: sealed.id, value })
      .from(sealed.table)
      .where(and(gt(sealed.id, after), sql`${value} <> ''`, sql`${value} not like ${current}`))
      .orderBy(asc(sealed.id))
      .limit(BATCH);
    for (const row of rows) {
      const resealedValue = resealed(secrets, row.value, sealed.purpose, report);
      if (resealedValue === null) continue;
      await db
        .update(sealed.table)
        .set({ [sealed.name]: sql`jsonb_set(${sealed.column}, ${path}::text[], to_jsonb(${resealedValue}::text))` })
        .where(and(eq(sealed.id, row.id), sql`${value} = ${row.value}`));
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = String(last.id);
  }
}

/**
 * The backfill of encryption at rest, run at every start after the migrations (with nothing to do, one query over
 * each table of SEALED_TABLES and each value of SEALED_JSON_VALUES): TOTP secrets, stored e-mail, cloud credentials,
 * IPsec shared keys and BGP MD5 keys (cloud routers' sessions and their simulated peers, hosted and cloud router
 * connections' cloud settings, the simulated clouds' copies) written before encryption, or sealed under the
 * development key before SECRETS_KEY was set, are sealed under the current key. Each value is updated only if the
 * row still holds what was read, so instances starting together, or a request changing the row meanwhile, lose
 * nothing.
 */
export async function sealStoredSecrets(db: Executor, secrets: SecretBox): Promise<SealReport> {
  const report: SealReport = { sealed: 0, unreadable: 0 };
  for (const sealed of SEALED_TABLES) await sealTable(db, secrets, sealed, report);
  for (const sealed of SEALED_JSON_VALUES) await sealJsonValue(db, secrets, sealed, report);
  return report;
}
