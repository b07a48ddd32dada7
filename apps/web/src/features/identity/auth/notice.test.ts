import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice';

describe('login notice', () => {
  it('reads a notice left in the location state, and nothing else', () => {
    expect(noticeOf({ notice: 'Your password has been changed.' })).toBe('Your password has been changed.');
    expect(noticeOf({ notice: '  ' })).toBeNull();
    expect(noticeOf({ notice: 3 })).toBeNull();
    expect(noticeOf(null)).toBeNull();
    expect(noticeOf('notice')).toBeNull();
  });
});
