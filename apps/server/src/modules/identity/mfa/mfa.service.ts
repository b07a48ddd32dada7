import { createRequire } from 'node:module';
import { INVALID_AUTHENTICATION_CODE_MESSAGE, type MfaSetupResponse } from '@portal/contract';
import type { Database } from '../../../db/client.js';
import { AppError, invalidField, notFound } from '../../../http/app-error.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import { verifyPassword } from '../auth/secrets.js';
import { type UserRow, updateUserRow } from '../users/users.repo.js';
import { deleteRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.js';
import { newTotpSecret, totpUri, verifyTotp } from './totp.js';

// The QR code library is needed only when someone enrols a second factor, not at every start.
const require = createRequire(import.meta.url);
const loadQrCode = (): typeof import('qrcode') => require('qrcode');

export const WRONG_PASSWORD_MESSAGE = 'The password is not correct.';
const SETUP_FIRST_MESSAGE = 'Start two-factor setup first.';

export interface MfaService {
  setup(user: UserRow, meta: RequestMeta): Promise<MfaSetupResponse>;
  qrCode(user: UserRow): Promise<Buffer>;
  enable(user: UserRow, code: string, meta: RequestMeta): Promise<string[]>;
  disable(user: UserRow, password: string, meta: RequestMeta): Promise<void>;
}

/**
 * spec 4 "Two-factor: setup, then enabled; can be disabled with the password" (TOTP, RFC 6238). The TOTP secret
 * is stored sealed (`SecretBox`, AES-256-GCM under SECRETS_KEY) and opened only to check a code or draw the QR code.
 */
export function createMfaService(db: Database, secrets: SecretBox): MfaService {
  const audit = (user: UserRow, meta: RequestMeta, action: string, after?: unknown) => ({
    customerId: user.customerId,
    actorUserId: user.id,
    action,
    objectType: 'user',
    objectId: user.id,
    after: after ?? null,
    ipAddress: meta.ipAddress,
    requestId: meta.requestId,
  });

  return {
    async setup(user, meta) {
      if (user.mfaEnabled) throw new AppError('conflict', 'Two-factor login is already on.');
      const secret = newTotpSecret();
      await db.transaction(async (tx) => {
        await updateUserRow(tx, user.id, { mfaPendingSecret: secrets.seal(secret, 'totp') });
        await recordActivity(tx, audit(user, meta, 'mfa.setup'));
      });
      return { secret, otpauth_url: totpUri(secret, user.email) };
    },

    async qrCode(user) {
      if (!user.mfaPendingSecret) throw notFound(SETUP_FIRST_MESSAGE);
      const secret = secrets.open(user.mfaPendingSecret, 'totp');
      return loadQrCode().toBuffer(totpUri(secret, user.email), { type: 'png', margin: 2, width: 240 });
    },

    async enable(user, code, meta) {
      if (user.mfaEnabled) throw new AppError('conflict', 'Two-factor login is already on.');
      if (!user.mfaPendingSecret) throw new AppError('conflict', SETUP_FIRST_MESSAGE);
      const secret = secrets.open(user.mfaPendingSecret, 'totp');
      const timeStep = await verifyTotp(secret, code, null);
      if (timeStep === null) throw invalidField('authentication_code', INVALID_AUTHENTICATION_CODE_MESSAGE);
      return db.transaction(async (tx) => {
        await updateUserRow(tx, user.id, {
          mfaEnabled: true,
          mfaSecret: secrets.seal(secret, 'totp'),
          mfaPendingSecret: null,
          mfaLastTimeStep: timeStep,
        });
        const codes = await replaceRecoveryCodes(tx, user.id);
        await recordActivity(tx, audit(user, meta, 'mfa.enable', { mfa_enabled: true }));
        return codes;
      });
    },

    async disable(user, password, meta) {
      if (!(await verifyPassword(user.passwordHash, password))) throw invalidField('password', WRONG_PASSWORD_MESSAGE);
      if (!user.mfaEnabled) throw new AppError('conflict', 'Two-factor login is not on.');
      await db.transaction(async (tx) => {
        await updateUserRow(tx, user.id, {
          mfaEnabled: false,
          mfaSecret: null,
          mfaPendingSecret: null,
          mfaLastTimeStep: null,
        });
        await deleteRecoveryCodes(tx, user.id);
        await recordActivity(tx, audit(user, meta, 'mfa.disable', { mfa_enabled: false }));
      });
    },
  };
}
