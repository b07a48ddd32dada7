import { describe, expect, it } from 'vitest';
import { skipRevalidationOnSearchChange } from './session-guards';

function args(current: string, next: string, defaultShouldRevalidate = true) {
  return {
    currentUrl: new URL(current, 'https://portal.example'),
    nextUrl: new URL(next, 'https://portal.example'),
    defaultShouldRevalidate,
  } as Parameters<typeof skipRevalidationOnSearchChange>[0];
}

describe('session loader revalidation', () => {
  it('skips a change of the query string alone (a list filter or page)', () => {
    expect(skipRevalidationOnSearchChange(args('/admin/active-users', '/admin/active-users?q=dana'))).toBe(false);
  });

  it("follows the router's default for another page and for a retry of the same URL", () => {
    expect(skipRevalidationOnSearchChange(args('/admin/active-users', '/admin/groups'))).toBe(true);
    expect(skipRevalidationOnSearchChange(args('/dashboard', '/dashboard'))).toBe(true);
    expect(skipRevalidationOnSearchChange(args('/dashboard', '/admin/groups', false))).toBe(false);
  });
});
