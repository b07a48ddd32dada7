import { and, asc, eq, gt, isNotNull, notLike, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { cloudCredentials, mailOutbox, users } from '../../../db/schema/index.js';
import type { SecretBox, SecretPurpose } from './secret-box.js';

const BATCH = 500;

export interface SealReport {
  /** Values sealed or re-sealed under the current key. */
  sealed: number;
  /** Values sealed under a key this process does not have (left as they are). */
  unreadable: number;
}

/** The stored value under the current key, or null when it is current already (or cannot be opened). */
function resealed(secrets: SecretBox, stored: string | null, purpose: SecretPurpose, report: SealReport) {
  if (stored === null || secrets.isCurrent(stored)) return null;
  try {
    const value = secrets.seal(secrets.open(stored, purpose), purpose);
    report.sealed += 1;
    return value;
  } catch {
    report.unreadable += 1;
    return null;
  }
}

/**
 * The backfill of encryption at rest, run at every start after the migrations (with nothing to do, one
 * query over each of the three tables): TOTP secrets, stored e-mail and cloud credentials written before encryption, or sealed under the
 * development key before SECRETS_KEY was set, are sealed under the current key. Each row is updated only if it still
 * holds what was read, so instances starting together, or a request changing the row meanwhile, lose nothing.
 */
export async function sealStoredSecrets(db: Executor, secrets: SecretBox): Promise<SealReport> {
  const report: SealReport = { sealed: 0, unreadable: 0 };
  const current = `enc:v1:${secrets.keyId}:%`;

  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ id: users.id, secret: users.mfaSecret, pending: users.mfaPendingSecret })
      .from(users)
      .where(
        and(
          gt(users.id, after),
          or(
            and(isNotNull(users.mfaSecret), notLike(users.mfaSecret, current)),
            and(isNotNull(users.mfaPendingSecret), notLike(users.mfaPendingSecret, current)),
          ),
        ),
      )
      .orderBy(asc(users.id))
      .limit(BATCH);
    for (const row of rows) {
      const secret = resealed(secrets, row.secret, 'totp', report);
      const pending = resealed(secrets, row.pending, 'totp', report);
      if (secret !== null && row.secret !== null) {
        await db
          .update(users)
          .set({ mfaSecret: secret })
          .where(and(eq(users.id, row.id), eq(users.mfaSecret, row.secret)));
      }
      if (pending !== null && row.pending !== null) {
        await db
          .update(users)
          .set({ mfaPendingSecret: pending })
          .where(and(eq(users.id, row.id), eq(users.mfaPendingSecret, row.pending)));
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }

  after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ id: mailOutbox.id, text: mailOutbox.text, html: mailOutbox.html })
      .from(mailOutbox)
      .where(and(gt(mailOutbox.id, after), or(notLike(mailOutbox.text, current), notLike(mailOutbox.html, current))))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH);
    for (const row of rows) {
      const text = resealed(secrets, row.text, 'mail', report);
      const html = resealed(secrets, row.html, 'mail', report);
      if (text !== null) {
        await db
          .update(mailOutbox)
          .set({ text })
          .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.text, row.text)));
      }
      if (html !== null) {
        await db
          .update(mailOutbox)
          .set({ html })
          .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.html, row.html)));
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }

  after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ id: cloudCredentials.id, secret: cloudCredentials.secret })
      .from(cloudCredentials)
      .where(and(gt(cloudCredentials.id, after), notLike(cloudCredentials.secret, current)))
      .orderBy(asc(cloudCredentials.id))
      .limit(BATCH);
    for (const row of rows) {
      const secret = resealed(secrets, row.secret, 'cloud-credential', report);
      if (secret !== null) {
        await db
          .update(cloudCredentials)
          .set({ secret })
          .where(and(eq(cloudCredentials.id, row.id), eq(cloudCredentials.secret, row.secret)));
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }
  return report;
}
