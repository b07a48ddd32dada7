import { describe, expect, it } from 'vitest';
import { endOfLocalDay, formatDate, formatDateTime, localDayFromNow, timestampOf } from './format-date';

describe('date formatting', () => {
  it('writes a timestamp with its date and time, or the empty text', () => {
    expect(formatDateTime('2025-03-04T15:07:00Z')).toMatch(/Mar [45], 2025/);
    expect(formatDateTime(null)).toBe('Never');
    expect(formatDateTime(undefined, '—')).toBe('—');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('writes a date alone', () => {
    expect(formatDate('2025-03-04T12:00:00Z')).toBe('Mar 4, 2025');
    expect(formatDate('', 'No expiry')).toBe('No expiry');
  });

  it('sorts missing timestamps first', () => {
    expect(timestampOf(null)).toBe(0);
    expect(timestampOf('garbage')).toBe(0);
    expect(timestampOf('2025-01-01T00:00:00Z')).toBe(Date.UTC(2025, 0, 1));
  });

  it('ends a calendar day at 23:59:59 local time', () => {
    const iso = endOfLocalDay('2030-06-15');
    expect(iso).not.toBeNull();
    const date = new Date(iso ?? '');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([
      2030, 5, 15, 23, 59,
    ]);
    expect(endOfLocalDay('15/06/2030')).toBeNull();
    expect(endOfLocalDay('')).toBeNull();
  });

  it('counts calendar days across a month end', () => {
    expect(localDayFromNow(1, new Date(2025, 0, 31, 22, 0))).toBe('2025-02-01');
    expect(localDayFromNow(0, new Date(2025, 11, 5))).toBe('2025-12-05');
  });
});
