import { describe, expect, it } from 'vitest';
import {
  addOriginationCode,
  ORIGINATION_CODE_QUERY_PARAM,
  ORIGINATION_COOKIE,
  originationCookieExpiry,
  parseOriginationCookie,
  serializeOriginationCookie,
} from './origination-code.js';

describe('spec 9: origination code cookie', () => {
  it('uses the query parameter origination_code, version v1 and a 10-year expiry', () => {
    expect(ORIGINATION_CODE_QUERY_PARAM).toBe('origination_code');
    expect(ORIGINATION_COOKIE.version).toBe('v1');
    expect(originationCookieExpiry(new Date('2024-03-01T12:00:00Z')).toISOString()).toBe('2034-03-01T12:00:00.000Z');
  });

  it('serializes code:timestamp entries comma-separated after the version', () => {
    expect(
      serializeOriginationCookie([
        { code: 'SPRING', timestamp: 1700000000 },
        { code: 'partner-7', timestamp: 1700000100 },
      ]),
    ).toBe('v1|SPRING:1700000000,partner-7:1700000100');
    expect(serializeOriginationCookie([])).toBe('v1|');
  });

  it.each([
    [
      'v1|SPRING:1700000000,partner-7:1700000100',
      [
        { code: 'SPRING', timestamp: 1700000000 },
        { code: 'partner-7', timestamp: 1700000100 },
      ],
    ],
    ['v1|SPRING:1,spring:2', [{ code: 'SPRING', timestamp: 1 }]],
    ['v1|SPRING:abc,OK:3,bad:1:2,:4', [{ code: 'OK', timestamp: 3 }]],
    ['v1|', []],
    ['v0|SPRING:1', []],
    ['SPRING:1', []],
    ['', []],
    [null, []],
  ])('parseOriginationCookie(%j) -> %j', (value, expected) => {
    expect(parseOriginationCookie(value)).toEqual(expected);
  });

  it.each([
    [
      'NEW',
      5,
      [
        { code: 'A', timestamp: 1 },
        { code: 'NEW', timestamp: 5 },
      ],
    ],
    ['a', 5, [{ code: 'A', timestamp: 1 }]],
    [
      ' b ',
      5,
      [
        { code: 'A', timestamp: 1 },
        { code: 'b', timestamp: 5 },
      ],
    ],
    ['x:y', 5, [{ code: 'A', timestamp: 1 }]],
    ['ok', 1.5, [{ code: 'A', timestamp: 1 }]],
  ])('addOriginationCode([A], %j, %j) -> %j', (code, timestamp, expected) => {
    expect(addOriginationCode([{ code: 'A', timestamp: 1 }], code, timestamp)).toEqual(expected);
  });

  it('round-trips', () => {
    const entries = addOriginationCode(addOriginationCode([], 'one', 10), 'two', 20);
    expect(parseOriginationCookie(serializeOriginationCookie(entries))).toEqual(entries);
  });
});
