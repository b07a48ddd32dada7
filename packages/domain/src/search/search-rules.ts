/** spec 9: debounces in milliseconds. */
export const DEBOUNCE_MS = {
  default: 300,
  navigationSearch: 300,
  documentationIndexFetch: 300,
  documentationSearch: 500,
  circuitSearch: 1000,
} as const;

/** spec 9: the number of recent searches kept. */
export const RECENT_SEARCHES_LIMIT = 5;

/** spec 9: search dedup priority, highest first. */
export const SEARCH_SERVICE_PRIORITY = [
  'l3nf',
  'port',
  'vc',
  'lag',
  'ptp',
  'cloud-hosted',
  'cloud-dedicated',
  'cr-connection',
] as const;

/** spec 3 "Search result": the fields the search rules read. */
export interface SearchResult {
  circuit_id: string;
  service_type: string;
  extra_details?: { name?: string | null; description?: string | null } | null;
  related_services?: readonly { circuit_id: string; service_type: string }[] | null;
}

/** spec 9: search runs only if the text contains a non-space character. */
export function isSearchable(text: string | null | undefined): boolean {
  return /\S/.test(text ?? '');
}

function priorityOf(serviceType: string): number {
  const index = (SEARCH_SERVICE_PRIORITY as readonly string[]).indexOf(serviceType.toLowerCase());
  return index === -1 ? SEARCH_SERVICE_PRIORITY.length : index;
}

// Unknown service types rank last; the surviving results keep the order in which their circuit id first appeared.
/** spec 9: search results deduplicated by circuit id, keeping the highest-priority service type. */
export function dedupeSearchResults<T extends SearchResult>(results: readonly T[]): T[] {
  const kept = new Map<string, T>();
  for (const result of results) {
    const current = kept.get(result.circuit_id);
    if (current === undefined || priorityOf(result.service_type) < priorityOf(current.service_type)) {
      kept.set(result.circuit_id, result);
    }
  }
  return [...kept.values()];
}

/** spec 2 and 9: adds a search to the recent list, most recent first, no duplicates (case-insensitive), 5 kept. */
export function addRecentSearch(recent: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (!isSearchable(trimmed)) return recent.slice(0, RECENT_SEARCHES_LIMIT);
  const others = recent.filter((item) => item.trim().toLowerCase() !== trimmed.toLowerCase());
  return [trimmed, ...others].slice(0, RECENT_SEARCHES_LIMIT);
}

/** spec 2 and 8: the message when a quick search finds nothing. */
export function noResultsMessage(query: string): string {
  return `No results found for "${query}"`;
}
