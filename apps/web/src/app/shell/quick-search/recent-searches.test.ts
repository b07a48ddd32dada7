import { describe, expect, it } from 'vitest';
import { memoryStore } from '@/lib/storage';
import { RECENT_SEARCHES_STORAGE_KEY, readRecentSearches, rememberSearch } from './recent-searches';

describe('recent searches in local storage (spec 2 and 9)', () => {
  it('keeps the last five, most recent first, without duplicates', () => {
    const store = memoryStore();
    for (const query of ['one', 'two', 'three', 'four', 'five', 'six']) rememberSearch(query, store);
    expect(rememberSearch(' THREE ', store)).toEqual(['THREE', 'six', 'five', 'four', 'two']);
    expect(readRecentSearches(store)).toEqual(['THREE', 'six', 'five', 'four', 'two']);
  });

  it('does not remember blank searches', () => {
    const store = memoryStore();
    rememberSearch('ports', store);
    expect(rememberSearch('   ', store)).toEqual(['ports']);
  });

  it.each([['not json'], ['{"a":1}'], ['[1, "ports", null]']])('reads %s safely', (raw) => {
    const store = memoryStore();
    store.set(RECENT_SEARCHES_STORAGE_KEY, raw);
    expect(readRecentSearches(store)).toEqual(raw.includes('ports') ? ['ports'] : []);
  });
});
