import { describe, expect, it } from 'vitest';
import {
  forgetReturnPath,
  isSessionRedirectExempt,
  pathOf,
  rememberReturnPath,
  sanitizeReturnPath,
  takeReturnPath,
} from './return-path';
import { memoryStore } from './storage';

describe('return path after login (spec 2)', () => {
  it('goes to the dashboard when nothing was requested', () => {
    expect(takeReturnPath(memoryStore())).toBe('/dashboard');
  });

  it('goes back to the requested path and query, once', () => {
    const store = memoryStore();
    rememberReturnPath(pathOf({ pathname: '/ports', search: '?page=2&q=ams' }), store);
    expect(takeReturnPath(store)).toBe('/ports?page=2&q=ams');
    expect(takeReturnPath(store)).toBe('/dashboard');
  });

  it('keeps the latest request', () => {
    const store = memoryStore();
    rememberReturnPath('/ports', store);
    rememberReturnPath('/vcs', store);
    expect(takeReturnPath(store)).toBe('/vcs');
  });

  it('ignores paths that would leave the portal or loop back to login', () => {
    const store = memoryStore();
    rememberReturnPath('/ports', store);
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/auth/login?x=1', '/auth']) {
      rememberReturnPath(path, store);
    }
    expect(takeReturnPath(store)).toBe('/ports');
  });

  it('drops a stored value that does not qualify', () => {
    const store = memoryStore();
    store.set('portal-return-path', '//evil.example');
    expect(takeReturnPath(store)).toBe('/dashboard');
  });

  it('can be forgotten (logout)', () => {
    const store = memoryStore();
    rememberReturnPath('/ports', store);
    forgetReturnPath(store);
    expect(takeReturnPath(store)).toBe('/dashboard');
  });

  it('sanitizes', () => {
    expect(sanitizeReturnPath(null)).toBeNull();
    expect(sanitizeReturnPath('')).toBeNull();
    expect(sanitizeReturnPath('/reset-password?rt=abc')).toBeNull();
    expect(sanitizeReturnPath('/cloud-routers/CR-1/connections/C-2#routes')).toBe(
      '/cloud-routers/CR-1/connections/C-2#routes',
    );
  });
});

describe('isSessionRedirectExempt (spec 8)', () => {
  it('keeps the user on login, mfa, reset-password and change-password pages', () => {
    for (const path of [
      '/auth/login',
      '/auth/mfa',
      '/auth/reset-password',
      '/reset-password/',
      '/user-account/change-password',
    ]) {
      expect(isSessionRedirectExempt(path)).toBe(true);
    }
  });

  it('sends the user to login from any other page', () => {
    for (const path of ['/', '/dashboard', '/user-account', '/auth/forgot-password', '/ports/auth/login']) {
      expect(isSessionRedirectExempt(path)).toBe(false);
    }
  });
});
