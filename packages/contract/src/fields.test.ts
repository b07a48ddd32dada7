import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { booleanQueryFlag, emailField, loginField, optionalPhoneField, optionalWebsiteField } from './fields.js';
import { allRoutes, routeTable } from './index.js';

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('field schemas use the messages of spec 5', () => {
  it.each([
    [emailField(), 'someone@example.org', undefined],
    [emailField(), 'someone', 'This is not a valid email'],
    [emailField(), '', 'This field is required'],
    [loginField(), 'dana.reyes', undefined],
    [loginField(), 'ab', 'The min length is 3'],
    [loginField(), 'has space', 'Not a valid login'],
    [optionalPhoneField(), '', undefined],
    [optionalPhoneField(), '+1 415 555 0100', undefined],
    [optionalPhoneField(), 'call me', 'Not a valid phone number'],
    [optionalWebsiteField(), 'acme.example.com', undefined],
    [optionalWebsiteField(), 'not a site', 'Not a valid website'],
  ])('%#: %j', (schema, value, expected) => {
    expect(messageOf(schema, value)).toBe(expected);
  });

  it('reads a boolean query flag', () => {
    const query = z.object({ billing: booleanQueryFlag() });
    expect(query.parse({ billing: 'true' })).toEqual({ billing: true });
    expect(query.parse({ billing: 'false' })).toEqual({ billing: false });
    expect(query.parse({})).toEqual({});
    expect(messageOf(query, { billing: 'yes' })).toBe('Invalid value, must be one of "true, false".');
  });
});

describe('route table', () => {
  it('has one route per method and path', () => {
    const keys = allRoutes.map((route) => `${route.method} ${route.base} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lets a half-open MFA session through only to the MFA step and logout', () => {
    const open = allRoutes.filter((route) => route.allowsMfaPending).map((route) => route.path);
    expect(open.sort()).toEqual(['/auth/login/mfa', '/auth/logout']);
  });

  it('requires a verified address for the mutations of company data, users, keys, invites and contacts', () => {
    for (const route of [
      routeTable.customers.update,
      routeTable.users.create,
      routeTable.users.remove,
      routeTable.apiKeys.create,
      routeTable.teamInvites.create,
      routeTable.contacts.create,
    ]) {
      expect(route.verified).toBe(true);
    }
    for (const route of [routeTable.verification.resend, routeTable.mfa.enable, routeTable.passwords.change]) {
      expect('verified' in route).toBe(false);
    }
  });
});
