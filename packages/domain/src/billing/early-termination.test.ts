import { describe, expect, it } from 'vitest';
import { earlyTerminationLiability, remainingTermMonths, termEndDate } from './early-termination.js';

const ordered = new Date('2025-01-15T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('spec 2 cancellation terms: early termination liability', () => {
  it('is free within 24 hours of the order', () => {
    const now = at('2025-01-16T11:59:59Z');
    expect(earlyTerminationLiability({ monthlyCharge: 900, termMonths: 12, orderedAt: ordered, now })).toBe(0);
  });

  it('charges the MRC for every month left, a started month counting whole', () => {
    const now = at('2025-01-16T12:00:00Z');
    expect(earlyTerminationLiability({ monthlyCharge: 765, termMonths: 12, orderedAt: ordered, now })).toBe(9180);
    const later = at('2025-12-20T00:00:00Z');
    expect(earlyTerminationLiability({ monthlyCharge: 765, termMonths: 12, orderedAt: ordered, now: later })).toBe(765);
  });

  it('is 0 once the term is over', () => {
    expect(
      earlyTerminationLiability({
        monthlyCharge: 500,
        termMonths: 1,
        orderedAt: ordered,
        now: at('2025-03-01T00:00:00Z'),
      }),
    ).toBe(0);
  });

  it.each([
    [at('2025-01-15T12:00:00Z'), 12],
    [at('2025-02-15T11:59:59Z'), 12],
    [at('2025-02-15T12:00:00Z'), 11],
    [at('2026-01-15T12:00:00Z'), 0],
  ])('remainingTermMonths at %s -> %i', (now, expected) => {
    expect(remainingTermMonths(ordered, 12, now)).toBe(expected);
  });

  it('ends a term on the same day of the month', () => {
    expect(termEndDate(ordered, 24).toISOString()).toBe('2027-01-15T12:00:00.000Z');
  });
});
