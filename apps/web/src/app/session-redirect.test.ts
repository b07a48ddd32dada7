import { CSRF_COOKIE } from '@portal/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSignOut, cancelSignOut } from '@/api/session';
import { takeReturnPath } from '@/lib/return-path';
import { showSessionEndedNotice } from './session-ended-notice';
import { type AppRouter, endSessionAndGoToLogin } from './session-redirect';

vi.mock('./session-ended-notice', () => ({ showSessionEndedNotice: vi.fn() }));

function fakeRouter(pathname: string) {
  const navigate = vi.fn(async () => {});
  const router = { state: { location: { pathname, search: '', hash: '' }, navigation: {} }, navigate };
  return { router: router as unknown as AppRouter, navigate };
}

function storageInMemory(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('a 401 ends the session and goes to login', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', storageInMemory());
    vi.stubGlobal('document', { cookie: `${CSRF_COOKIE}=token` });
  });

  afterEach(() => {
    cancelSignOut();
    vi.unstubAllGlobals();
    vi.mocked(showSessionEndedNotice).mockClear();
  });

  it('remembers the page when the session ran out under the user', async () => {
    const { router, navigate } = fakeRouter('/ports');
    endSessionAndGoToLogin(router, new QueryClient());
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true }));
    expect(takeReturnPath()).toBe('/ports');
    // The user learns why, even when the tracking socket did not tell them first.
    expect(showSessionEndedNotice).toHaveBeenCalledWith('unknown');
  });

  it('remembers nothing once the user signed out (the session cookies are gone)', async () => {
    vi.stubGlobal('document', { cookie: '' });
    const { router, navigate } = fakeRouter('/user-account/enable-mfa');
    endSessionAndGoToLogin(router, new QueryClient());
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(takeReturnPath()).toBe('/dashboard');
    expect(showSessionEndedNotice).not.toHaveBeenCalled();
  });

  it('does nothing while a logout is under way: the logout goes to login itself', () => {
    beginSignOut();
    const { router, navigate } = fakeRouter('/user-account/enable-mfa');
    endSessionAndGoToLogin(router, new QueryClient());
    expect(navigate).not.toHaveBeenCalled();
    expect(takeReturnPath()).toBe('/dashboard');
  });
});
