import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.js';

describe('exponential backoff', () => {
  const policy = { baseMs: 1000, maxMs: 30_000, jitter: 0.2 };
  const noJitter = () => 0;

  it('doubles from the base and stops at the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50, 5000].map((retry) => backoffDelay(retry, policy, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000,
    ]);
  });

  it('takes at most the jitter fraction off at random, never adding to the cap', () => {
    expect(backoffDelay(0, policy, () => 1)).toBe(800);
    expect(backoffDelay(10, policy, () => 0.5)).toBe(27_000);
    expect(backoffDelay(0, { ...policy, jitter: 0 }, () => 1)).toBe(1000);
  });

  it('treats a negative or fractional retry as the first', () => {
    expect(backoffDelay(-3, policy, noJitter)).toBe(1000);
    expect(backoffDelay(1.7, policy, noJitter)).toBe(2000);
  });
});
