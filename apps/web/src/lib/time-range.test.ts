import { describe, expect, it } from 'vitest';
import {
  customRangeError,
  isTimeRangeComplete,
  pickerValueToSeconds,
  resolveTimeRange,
  timeRangeKey,
} from './time-range';

const NOW = new Date('2025-03-04T12:00:00').getTime();
const nowSeconds = Math.floor(NOW / 1000);

describe('time ranges of the statistics screens', () => {
  it.each([
    ['1h', 3_600],
    ['24h', 86_400],
    ['7d', 604_800],
    ['30d', 2_592_000],
    ['90d', 7_776_000],
  ] as const)('the preset %s ends now and spans %d seconds', (preset, seconds) => {
    expect(resolveTimeRange({ kind: 'preset', preset }, NOW)).toEqual({ start: nowSeconds - seconds, end: nowSeconds });
  });

  it('reads picker values as local time', () => {
    expect(pickerValueToSeconds('2025-03-04 11:00:00')).toBe(nowSeconds - 3_600);
    expect(pickerValueToSeconds('2025-03-04T11:00:00')).toBe(nowSeconds - 3_600);
    expect(pickerValueToSeconds(null)).toBeNull();
    expect(pickerValueToSeconds('yesterday')).toBeNull();
  });

  it('takes a custom range as chosen and caps its end at now', () => {
    expect(resolveTimeRange({ kind: 'custom', from: '2025-03-03 12:00:00', to: '2025-03-04 00:00:00' }, NOW)).toEqual({
      start: nowSeconds - 86_400,
      end: nowSeconds - 43_200,
    });
    expect(resolveTimeRange({ kind: 'custom', from: '2025-03-04 06:00:00', to: '2025-03-05 00:00:00' }, NOW)).toEqual({
      start: nowSeconds - 21_600,
      end: nowSeconds,
    });
  });

  it.each([
    [null, '2025-03-04 00:00:00'],
    ['2025-03-04 00:00:00', null],
  ])('waits for both bounds of a custom range (%s to %s) without an error', (from, to) => {
    const range = { kind: 'custom', from, to } as const;
    expect(isTimeRangeComplete(range)).toBe(false);
    expect(customRangeError(range, NOW)).toBeNull();
    expect(resolveTimeRange(range, NOW)).toBeNull();
  });

  it.each([
    ['2025-03-04 10:00:00', '2025-03-04 09:00:00', 'The start must be before the end.'],
    ['2025-03-05 10:00:00', '2025-03-06 09:00:00', 'The start must be in the past.'],
  ])('refuses the custom range %s to %s: %s', (from, to, message) => {
    const range = { kind: 'custom', from, to } as const;
    expect(customRangeError(range, NOW)).toBe(message);
    expect(resolveTimeRange(range, NOW)).toBeNull();
  });

  it('has no error for a preset, which is always complete', () => {
    expect(customRangeError({ kind: 'preset', preset: '1h' }, NOW)).toBeNull();
    expect(isTimeRangeComplete({ kind: 'preset', preset: '1h' })).toBe(true);
  });

  it('keys presets by name and custom ranges by their bounds', () => {
    expect(timeRangeKey({ kind: 'preset', preset: '7d' })).toBe('7d');
    expect(timeRangeKey({ kind: 'custom', from: 'a', to: null })).toBe('a..');
  });
});
