import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  const cookies = 'theme=dark; portal_csrf=abc%3D%3D; empty=; portal_csrf_old=zzz';

  it('reads and decodes a cookie by its exact name', () => {
    expect(readCookie('portal_csrf', cookies)).toBe('abc==');
    expect(readCookie('theme', cookies)).toBe('dark');
    expect(readCookie('empty', cookies)).toBe('');
  });

  it('answers null for a missing cookie or no cookies', () => {
    expect(readCookie('portal_session', cookies)).toBeNull();
    expect(readCookie('portal_csrf', '')).toBeNull();
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBe('%E0%A4%A');
  });
});
