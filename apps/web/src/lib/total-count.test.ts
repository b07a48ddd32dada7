import { describe, expect, it } from 'vitest';
import { totalFromHeader } from './total-count';

describe('total count header', () => {
  it('reads the total, or falls back when it is missing or not a count', () => {
    expect(totalFromHeader('125', 0)).toBe(125);
    expect(totalFromHeader(null, 30)).toBe(30);
    expect(totalFromHeader('many', 7)).toBe(7);
    expect(totalFromHeader('-1', 7)).toBe(7);
  });
});
