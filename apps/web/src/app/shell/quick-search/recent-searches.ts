import { addRecentSearch, RECENT_SEARCHES_LIMIT } from '@portal/domain';
import { type KeyValueStore, localStore } from '@/lib/storage';

/** spec 2: the last searches are kept in local storage, so they survive a reload and a new tab. */
export const RECENT_SEARCHES_STORAGE_KEY = 'portal-recent-searches';

/** The remembered searches, most recent first; anything unreadable counts as none. */
export function readRecentSearches(store: KeyValueStore = localStore): string[] {
  const raw = store.get(RECENT_SEARCHES_STORAGE_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((item): item is string => typeof item === 'string').slice(0, RECENT_SEARCHES_LIMIT);
  } catch {
    return [];
  }
}

/** Remembers a search (spec 9: the last 5, no duplicates) and answers the new list. */
export function rememberSearch(query: string, store: KeyValueStore = localStore): string[] {
  const recent = addRecentSearch(readRecentSearches(store), query);
  store.set(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(recent));
  return recent;
}
