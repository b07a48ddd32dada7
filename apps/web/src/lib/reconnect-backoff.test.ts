import { describe, expect, it } from 'vitest';
import { RECONNECT_BACKOFF, reconnectDelay } from './reconnect-backoff';

describe('reconnect backoff', () => {
  it('doubles from one second and stops at thirty', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((attempt) => reconnectDelay(attempt, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('takes at most a fifth off at random', () => {
    expect(reconnectDelay(0, () => 1)).toBe(800);
    expect(reconnectDelay(10, () => 0.5)).toBe(RECONNECT_BACKOFF.maxMs * 0.9);
  });
});
