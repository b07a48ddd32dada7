import type { DocsIndexItem, SearchOptions, SearchResult } from '@portal/contract';
import { dedupeSearchResults, isSearchable } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { errorFromFetchFailure, errorFromResponse } from './api-error';
import { api } from './http-client';

/**
 * The circuit search (spec 2 "Shell, navigation and search" and "Circuit lookup"), shared by the quick search of the
 * shell and the /circuits/{id} lookup. Results span every product type, so no single live event names them; they
 * are kept briefly instead.
 */
export const searchKeys = {
  all: ['search'] as const,
  results: (query: string) => [...searchKeys.all, 'results', query.trim()] as const,
  options: () => [...searchKeys.all, 'options'] as const,
  docsIndex: () => ['docs-index'] as const,
};

/** `GET /v2/search?q=`, deduplicated by circuit id with the spec 9 priority; only for searchable text. */
export const circuitSearchQuery = (query: string) =>
  queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: async (): Promise<SearchResult[]> =>
      dedupeSearchResults(await api.get<SearchResult[]>('/search', { query: { q: query.trim() } })),
    enabled: isSearchable(query),
    staleTime: 30_000,
    meta: { isSilent: true },
  });

/** `GET /v2/search/options`: the frequently searched queries of this user (and the service types). */
export const searchOptionsQuery = () =>
  queryOptions({
    queryKey: searchKeys.options(),
    queryFn: () => api.get<SearchOptions>('/search/options'),
    staleTime: 60_000,
    meta: { isSilent: true },
  });

/** The documentation index the server builds from docs/user (`/docs/index.json`, outside the versioned API). */
async function fetchDocsIndex(): Promise<DocsIndexItem[]> {
  let response: Response;
  try {
    response = await globalThis.fetch('/docs/index.json', { headers: { accept: 'application/json' } });
  } catch (failure) {
    throw errorFromFetchFailure(failure);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFromResponse(response.status, body, response.headers.get('x-request-id'));
  return Array.isArray(body) ? (body as DocsIndexItem[]) : [];
}

/** The documentation index, fetched once per visit: it only changes with a new release. */
export const docsIndexQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: searchKeys.docsIndex(),
    queryFn: fetchDocsIndex,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { isSilent: true },
  });
