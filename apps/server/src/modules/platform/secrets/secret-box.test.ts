import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, DEVELOPMENT_SECRETS_KEY, parseSecretsKey } from './secret-box.js';

const KEY = randomBytes(32).toString('base64');

describe('the secret box (AES-256-GCM under SECRETS_KEY)', () => {
  it('seals to a value that holds nothing of the plaintext, and opens it again', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp');
    expect(sealed).toMatch(/^enc:v1:[0-9a-f]{8}:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'totp')).not.toBe(sealed);
    expect(box.open(sealed, 'totp')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.isCurrent(sealed)).toBe(true);
  });

  it('refuses a tampered value, another purpose, and another key', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('secret', 'totp');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => box.open(tampered, 'totp')).toThrow();
    expect(() => box.open(sealed, 'mail')).toThrow();
    expect(() => createSecretBox(randomBytes(32).toString('hex')).open(sealed, 'totp')).toThrow(/cannot be opened/);
  });

  it('tryOpen answers undefined where open throws, so a read can answer without the value', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('secret', 'bgp-md5');
    expect(box.tryOpen(sealed, 'bgp-md5')).toBe('secret');
    expect(box.tryOpen('plain-before-sealing', 'bgp-md5')).toBe('plain-before-sealing');
    expect(createSecretBox(randomBytes(32).toString('hex')).tryOpen(sealed, 'bgp-md5')).toBeUndefined();
    expect(box.tryOpen(sealed, 'totp')).toBeUndefined();
    expect(box.tryOpen(`${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`, 'bgp-md5')).toBeUndefined();
  });

  it('reads a value from before encryption as it is, and says it needs sealing', () => {
    const box = createSecretBox(KEY);
    expect(box.open('JBSWY3DPEHPK3PXP', 'totp')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.isCurrent('JBSWY3DPEHPK3PXP')).toBe(false);
  });

  it('without SECRETS_KEY uses the development key, whose values a configured key still opens', () => {
    const development = createSecretBox(undefined);
    expect(development.isDevelopmentKey).toBe(true);
    const sealed = development.seal('secret', 'mail');
    const configured = createSecretBox(KEY);
    expect(configured.isDevelopmentKey).toBe(false);
    expect(configured.open(sealed, 'mail')).toBe('secret');
    expect(configured.isCurrent(sealed)).toBe(false);
  });

  it('fingerprints a text under a key of its own derived from SECRETS_KEY: equal texts match, guesses need the key', () => {
    const box = createSecretBox(KEY);
    const body = JSON.stringify({ md5: 'short1' });
    const fingerprint = box.fingerprint(body, 'idempotency-request');
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(box.fingerprint(body, 'idempotency-request')).toBe(fingerprint);
    expect(createSecretBox(KEY).fingerprint(body, 'idempotency-request')).toBe(fingerprint);
    expect(box.fingerprint(JSON.stringify({ md5: 'short2' }), 'idempotency-request')).not.toBe(fingerprint);
    // Neither a plain hash of the text nor an HMAC under SECRETS_KEY itself, and another key gives another.
    expect(fingerprint).not.toBe(createHash('sha256').update(body).digest('hex'));
    expect(fingerprint).not.toBe(
      createHmac('sha256', parseSecretsKey(KEY) ?? '')
        .update(body)
        .digest('hex'),
    );
    expect(createSecretBox(randomBytes(32).toString('hex')).fingerprint(body, 'idempotency-request')).not.toBe(
      fingerprint,
    );
  });

  it('takes the key in base64 or hex, 32 bytes, and nothing else', () => {
    const raw = randomBytes(32);
    expect(parseSecretsKey(raw.toString('base64'))).toEqual(raw);
    expect(parseSecretsKey(raw.toString('hex'))).toEqual(raw);
    expect(parseSecretsKey('too-short')).toBeNull();
    expect(() => createSecretBox('too-short')).toThrow(/32 bytes/);
    expect(DEVELOPMENT_SECRETS_KEY).toHaveLength(32);
  });
});
