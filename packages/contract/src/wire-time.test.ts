import { describe, expect, it } from 'vitest';
import { parseWireTime } from './wire-time.js';

const iso = (text: string) => parseWireTime(text)?.toISOString() ?? null;

describe('parseWireTime: the date and time formats the wire reference shows', () => {
  it('a space between date and time, as the official client documents it, in UTC', () => {
    expect(iso('2020-05-23 00:00:00')).toBe('2020-05-23T00:00:00.000Z');
    expect(iso('2020-05-23T13:04:05')).toBe('2020-05-23T13:04:05.000Z');
    expect(iso('2020-05-23 13:04')).toBe('2020-05-23T13:04:00.000Z');
    expect(iso('2020-05-23')).toBe('2020-05-23T00:00:00.000Z');
  });

  it("the wire reference's timestamps: fractions and every zone form", () => {
    expect(iso('2022-03-11T10:16:42.929389-0700')).toBe('2022-03-11T17:16:42.929Z');
    expect(iso('2020-08-20T22:08:37.000000+0000')).toBe('2020-08-20T22:08:37.000Z');
    expect(iso('2019-08-24T14:15:22Z')).toBe('2019-08-24T14:15:22.000Z');
    expect(iso('2019-08-24T14:15:22.5+02:00')).toBe('2019-08-24T12:15:22.500Z');
    expect(iso('2019-08-24T14:15:22+02')).toBe('2019-08-24T12:15:22.000Z');
    expect(iso(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)).toISOString())).toBe('2026-01-02T03:04:05.006Z');
  });

  it('a + of a zone that arrived unencoded in a query (decoded as a space) is still a +', () => {
    expect(iso('2020-05-23 02:00:00 02:00')).toBe('2020-05-23T00:00:00.000Z');
    expect(iso('2020-05-23 02:00:00 0200')).toBe('2020-05-23T00:00:00.000Z');
  });

  it('refuses what is not a date and time, or a day that does not exist', () => {
    for (const text of [
      'yesterday',
      '2020-05-23x',
      '2020-13-01',
      '2021-02-29',
      '2020-05-23 24:00:00',
      '2020-05-23 10:60',
      '2020-05-23T10:00:00+15:00',
      '23/05/2020',
      '',
    ]) {
      expect(parseWireTime(text), text).toBeNull();
    }
  });
});
