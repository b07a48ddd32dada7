import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the portal must read back (TOTP secrets, stored e-mail with its token links) are kept encrypted at rest
 * with AES-256-GCM under SECRETS_KEY: whoever reads the tables, a backup or a dump, reads nothing usable without
 * the key, which lives only in the environment. Hashes stay the rule for what never needs reading back (passwords,
 * session and link tokens).
 *
 * A sealed value is `enc:v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url; the key id is the first 8 hex digits of
 * the key's SHA-256, so a value sealed under another key is recognised rather than mistaken for garbage). The
 * purpose (`totp`, `mail`) is the additional authenticated data: a value sealed for one column does not open as
 * another's.
 */
export interface SecretBox {
  /** The id of the key new values are sealed with. */
  readonly keyId: string;
  /** True while the key is the development key, which is not secret. */
  readonly isDevelopmentKey: boolean;
  seal(plaintext: string, purpose: SecretPurpose): string;
  /**
   * The plaintext of a sealed value. A value from before encryption (no `enc:` prefix) is answered as it is, until
   * the start-up backfill seals it; a value that does not authenticate throws.
   */
  open(stored: string, purpose: SecretPurpose): string;
  /**
   * The plaintext of a stored value, or undefined when it cannot be opened: sealed under a key the process does not
   * have (another SECRETS_KEY), or not authenticating. A read answers without it rather than fail.
   */
  tryOpen(stored: string, purpose: SecretPurpose): string | undefined;
  /** Whether a stored value is sealed under the current key (the backfill re-seals everything else). */
  isCurrent(stored: string): boolean;
  /**
   * A keyed fingerprint of a text that is compared later but never read back (hex HMAC-SHA256 under a key derived
   * from SECRETS_KEY for the purpose): equal texts give equal fingerprints, but unlike a plain hash a stored one
   * cannot be tried against guesses of a short secret inside the text by whoever lacks the key.
   */
  fingerprint(text: string, purpose: FingerprintPurpose): string;
}

export type SecretPurpose = 'totp' | 'mail' | 'cloud-credential' | 'ipsec-shared-key' | 'bgp-md5';

/** What a fingerprint is for: its key is derived for that purpose alone. */
export type FingerprintPurpose = 'idempotency-request';

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;

/**
 * The key used when SECRETS_KEY is unset (development and tests only; a production start refuses to go without
 * one). Derived from a fixed label, so it is the same on every machine and protects nothing: the start-up warning
 * says so. Values sealed with it are re-sealed under SECRETS_KEY at the first start that has one.
 */
export const DEVELOPMENT_SECRETS_KEY = createHash('sha256')
  .update('portal development secrets key (not secret)')
  .digest();

function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** SECRETS_KEY as the environment gives it: 32 bytes in base64 (44 characters) or hex (64); null when invalid. */
export function parseSecretsKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : null;
}

export function createSecretBox(secretsKey: string | undefined): SecretBox {
  const parsed = secretsKey === undefined ? null : parseSecretsKey(secretsKey);
  if (secretsKey !== undefined && !parsed) throw new Error('SECRETS_KEY must be 32 bytes in base64 or hex');
  const key = parsed ?? DEVELOPMENT_SECRETS_KEY;
  const keyId = keyIdOf(key);
  // The development key still opens what was sealed with it before SECRETS_KEY was set.
  const keys = new Map([
    [keyIdOf(DEVELOPMENT_SECRETS_KEY), DEVELOPMENT_SECRETS_KEY],
    [keyId, key],
  ]);

  const fingerprintKeys = new Map<FingerprintPurpose, Buffer>();
  const fingerprintKeyOf = (purpose: FingerprintPurpose) => {
    let derived = fingerprintKeys.get(purpose);
    if (!derived) {
      // HKDF: the encryption key itself never keys an HMAC, and each purpose has a key of its own.
      derived = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `portal fingerprint ${purpose}`, 32));
      fingerprintKeys.set(purpose, derived);
    }
    return derived;
  };

  const box: SecretBox = {
    keyId,
    isDevelopmentKey: parsed === null,
    fingerprint(text, purpose) {
      return createHmac('sha256', fingerprintKeyOf(purpose)).update(text, 'utf8').digest('hex');
    },
    seal(plaintext, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return `${PREFIX}${keyId}:${parts.join(':')}`;
    },
    open(stored, purpose) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [id, iv, tag, ciphertext] = stored.slice(PREFIX.length).split(':');
      const sealingKey = id === undefined ? undefined : keys.get(id);
      if (!sealingKey || iv === undefined || tag === undefined || ciphertext === undefined) {
        throw new Error(`a secret sealed under key ${id ?? '?'} cannot be opened with SECRETS_KEY (key ${keyId})`);
      }
      const decipher = createDecipheriv('aes-256-gcm', sealingKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
    tryOpen(stored, purpose) {
      try {
        return box.open(stored, purpose);
      } catch {
        return undefined;
      }
    },
    isCurrent(stored) {
      return stored.startsWith(`${PREFIX}${keyId}:`);
    },
  };
  return box;
}
