import { useDebouncedValue } from '@mantine/hooks';
import { DEBOUNCE_MS, isSearchable } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { circuitSearchQuery, docsIndexQuery, searchOptionsQuery } from '@/api/search';
import { usePermissions } from '@/api/session';
import { FEATURE_REQUEST_URL } from '@/lib/portal-links';
import { titledScreens, useCanOpenScreen, useRouteTree } from '@/lib/route-tree';
import {
  buildGroups,
  circuitItems,
  emptyBoxSuggestions,
  GROUP_TITLES,
  matchDocuments,
  matchScreens,
  noResultsLinks,
  type QuickSearchGroup,
  queryItems,
} from './quick-search-model';

export interface QuickSearchState {
  groups: QuickSearchGroup[];
  /** Some group is still waiting for its debounce or its answer. */
  isSearching: boolean;
  /** Everything has answered and nothing matched (spec 2 'No results found for "{query}"'). */
  hasNoResults: boolean;
  /** The links shown with the no-results message. */
  noResultsGroup: QuickSearchGroup;
  circuitError: unknown;
}

/**
 * The groups of the quick search for the text in the box, each with the debounce of spec 9: circuits 1000 ms,
 * navigation 300 ms, the documentation index fetched after 300 ms and searched after 500 ms. Nothing is asked of
 * the server while the dialog is closed or the text is only spaces.
 */
export function useQuickSearchGroups(query: string, isOpen: boolean, recent: readonly string[]): QuickSearchState {
  const [circuitQuery] = useDebouncedValue(query, DEBOUNCE_MS.circuitSearch);
  const [navigationQuery] = useDebouncedValue(query, DEBOUNCE_MS.navigationSearch);
  const [docsFetchQuery] = useDebouncedValue(query, DEBOUNCE_MS.documentationIndexFetch);
  const [docsSearchQuery] = useDebouncedValue(query, DEBOUNCE_MS.documentationSearch);

  const options = useQuery({ ...searchOptionsQuery(), enabled: isOpen });
  const circuits = useQuery({
    ...circuitSearchQuery(circuitQuery),
    enabled: isOpen && isSearchable(circuitQuery),
  });
  const docsIndex = useQuery(docsIndexQuery(isOpen && isSearchable(docsFetchQuery)));
  const { data: permissions = [] } = usePermissions();
  const routes = useRouteTree();
  const canOpen = useCanOpenScreen();
  const screens = useMemo(() => titledScreens(routes), [routes]);

  return useMemo(() => {
    const searchable = isSearchable(query);
    const groups = buildGroups({
      query,
      frequent: queryItems(
        'frequent',
        (options.data?.frequently_searched ?? []).map((entry) => entry.query),
      ),
      recent: queryItems('recent', recent),
      suggestions: emptyBoxSuggestions(canOpen),
      circuits: isSearchable(circuitQuery) ? circuitItems(circuits.data ?? []) : [],
      navigation: matchScreens(screens, permissions, navigationQuery),
      documentation: matchDocuments(docsIndex.data ?? [], docsSearchQuery),
    });
    const isSearching =
      searchable &&
      (circuitQuery !== query ||
        navigationQuery !== query ||
        docsSearchQuery !== query ||
        circuits.isFetching ||
        docsIndex.isFetching);
    return {
      groups,
      isSearching,
      hasNoResults: searchable && !isSearching && groups.length === 0,
      noResultsGroup: { title: GROUP_TITLES.noResults, items: noResultsLinks(canOpen, FEATURE_REQUEST_URL) },
      circuitError: circuits.error,
    };
  }, [
    query,
    recent,
    options.data,
    canOpen,
    circuitQuery,
    circuits.data,
    circuits.isFetching,
    circuits.error,
    screens,
    permissions,
    navigationQuery,
    docsIndex.data,
    docsIndex.isFetching,
    docsSearchQuery,
  ]);
}
