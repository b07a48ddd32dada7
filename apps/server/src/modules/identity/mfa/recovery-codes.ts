import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { mfaRecoveryCodes } from '../../../db/schema/index.js';
import { hashSecret } from '../auth/secrets.js';

export const RECOVERY_CODE_COUNT = 10;

// No 0/O, 1/l/i: the codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function randomGroup(length: number): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A recovery code as written (`xxxxx-xxxxx`, 50 bits). */
export function newRecoveryCode(): string {
  return `${randomGroup(5)}-${randomGroup(5)}`;
}

/** The stored form: case, spaces and dashes do not matter when the code is typed back. */
export function recoveryCodeHash(code: string): string {
  return hashSecret(`recovery:${code.toLowerCase().replace(/[\s-]/g, '')}`);
}

/** Replaces the user's recovery codes with new ones; answers them in clear, to show once. */
export async function replaceRecoveryCodes(db: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })));
  return codes;
}

export async function deleteRecoveryCodes(db: Executor, userId: string): Promise<void> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
}

/** Uses an unused recovery code of the user; false when there is none such. Single use. */
export async function consumeRecoveryCode(db: Executor, userId: string, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length > 0;
}
