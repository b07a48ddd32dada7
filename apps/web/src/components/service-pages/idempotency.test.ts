import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor } from './idempotency';

describe('the Idempotency-Key of an order', () => {
  it('keeps the key when the same order is sent again, and takes a new one for a changed order', () => {
    let next = 0;
    const createKey = () => `key-${++next}`;
    const first = idempotencyKeyFor(null, { pop: 'WDC1', speed: '10Gbps' }, createKey);
    const retry = idempotencyKeyFor(first, { pop: 'WDC1', speed: '10Gbps' }, createKey);
    const changed = idempotencyKeyFor(retry, { pop: 'WDC1', speed: '1Gbps' }, createKey);
    expect(first.key).toBe('key-1');
    expect(retry.key).toBe('key-1');
    expect(changed.key).toBe('key-2');
  });
});
