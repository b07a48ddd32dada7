import { describe, expect, it } from 'vitest';
import { memoryStore } from '@/lib/storage';
import { captureOnBehalfFromUrl, endOnBehalf, onBehalfCustomerId } from './on-behalf';

describe('acting on behalf of a customer', () => {
  it('remembers the customer named by the address and takes the parameter out of it', () => {
    const store = memoryStore();
    const cleaned = captureOnBehalfFromUrl(new URL('https://portal.test/ports?on_behalf_of=c-42&page=2#top'), store);
    expect(cleaned).toBe('/ports?page=2#top');
    expect(onBehalfCustomerId(store)).toBe('c-42');
  });

  it('leaves an address without the parameter alone', () => {
    const store = memoryStore();
    expect(captureOnBehalfFromUrl(new URL('https://portal.test/dashboard'), store)).toBeNull();
    expect(onBehalfCustomerId(store)).toBeNull();
  });

  it('forgets the customer when acting on behalf ends', () => {
    const store = memoryStore();
    captureOnBehalfFromUrl(new URL('https://portal.test/?on_behalf_of=c-1'), store);
    endOnBehalf(store);
    expect(onBehalfCustomerId(store)).toBeNull();
  });
});
