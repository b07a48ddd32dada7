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
});
