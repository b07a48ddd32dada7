import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('has defaults for the embedded setup', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', COOKIE_SECURE: false });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBeUndefined();
  });

  it('fails fast naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })).toThrow(
      /PORT: must be a number[\s\S]*DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/[\s\S]*SEED_DEMO: must be true or false/,
    );
  });

  it('reads SEED_DEMO as a boolean', () => {
    expect(loadConfig({ SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('requires SECRETS_KEY in production, as 32 bytes in base64 or hex', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SECRETS_KEY: must be set when NODE_ENV is production/,
    );
    expect(() => loadConfig({ SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY: must be 32 random bytes/);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: base64 }).SECRETS_KEY).toBe(base64);
    expect(loadConfig({ SECRETS_KEY: 'ab'.repeat(32) }).SECRETS_KEY).toBe('ab'.repeat(32));
    expect(loadConfig({}).SECRETS_KEY).toBeUndefined();
  });
});
