import type { DocsIndexItem, SearchResult } from '@portal/contract';
import { circuitLookupPath, hasPermissions, isSearchable, rankDocuments, serviceTypeLabel } from '@portal/domain';
import type { TitledScreen } from '@/lib/route-tree';

/**
 * The quick search of spec 2 "Shell, navigation and search" as plain data: which groups and items it shows for a
 * query, and what each item does. The dialog only renders this and moves a selection over `flattenItems`.
 */

/** What running an item does: fill the box with a query, open a screen, or open a page outside the app. */
export type QuickSearchTarget =
  | { kind: 'query'; query: string }
  | { kind: 'route'; to: string }
  | { kind: 'page'; href: string };

export interface QuickSearchItem {
  /** Unique within the dialog; also the option's DOM id. */
  id: string;
  label: string;
  description?: string;
  /** spec 4 summary of a circuit, shown as its status badge. */
  summary?: SearchResult['summary'];
  target: QuickSearchTarget;
}

/** spec 2: the group titles, in their order. */
export const GROUP_TITLES = {
  frequent: 'Frequently Searched',
  recent: 'Recently Searched',
  suggestions: 'Suggestions',
  circuits: 'Circuits',
  navigation: 'Navigation',
  documentation: 'Documentation',
  noResults: 'Try instead',
} as const;
export type QuickSearchGroupTitle = (typeof GROUP_TITLES)[keyof typeof GROUP_TITLES];

export interface QuickSearchGroup {
  title: QuickSearchGroupTitle;
  items: QuickSearchItem[];
}

/** How many items a group of matches shows at most, so the dialog stays readable. */
export const NAVIGATION_LIMIT = 8;
export const DOCUMENTATION_LIMIT = 5;
export const CIRCUIT_LIMIT = 10;

/** The user documentation the server serves at /docs (a page outside the app). */
export const DOCUMENTATION_HREF = '/docs';

function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** spec 2 Navigation group: screens whose title holds every word of the query and that the user may open. */
export function matchScreens(
  screens: readonly TitledScreen[],
  permissions: readonly string[],
  query: string,
): QuickSearchItem[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const lowerQuery = query.trim().toLowerCase();
  return screens
    .filter((screen) => hasPermissions(permissions, screen.permissions))
    .filter((screen) => terms.every((term) => screen.title.toLowerCase().includes(term)))
    .sort(
      (a, b) =>
        Number(b.title.toLowerCase().startsWith(lowerQuery)) - Number(a.title.toLowerCase().startsWith(lowerQuery)),
    )
    .slice(0, NAVIGATION_LIMIT)
    .map((screen) => ({
      id: `navigation-${slug(screen.path)}`,
      label: screen.title,
      description: screen.path,
      target: { kind: 'route', to: screen.path },
    }));
}

/** spec 2 Documentation group: the documentation index searched on the client, best matches first (`rankDocuments`). */
export function matchDocuments(index: readonly DocsIndexItem[], query: string): QuickSearchItem[] {
  return rankDocuments(index, query)
    .slice(0, DOCUMENTATION_LIMIT)
    .map((item) => ({
      id: `documentation-${slug(item.uri)}`,
      label: item.title,
      description: item.description,
      target: { kind: 'page', href: item.uri },
    }));
}

/** spec 2 Circuits group: each (already deduplicated) result opens /circuits/{id}. */
export function circuitItems(results: readonly SearchResult[]): QuickSearchItem[] {
  return results.slice(0, CIRCUIT_LIMIT).map((result) => {
    const name = result.extra_details.name.trim();
    return {
      id: `circuit-${slug(result.circuit_id)}`,
      label: name ? `${result.circuit_id} · ${name}` : result.circuit_id,
      description: [serviceTypeLabel(result.service_type), result.extra_details.description.trim()]
        .filter(Boolean)
        .join(' · '),
      summary: result.summary,
      target: { kind: 'route', to: circuitLookupPath(result.circuit_id) },
    };
  });
}

/** Frequently and recently searched queries: running one puts it back in the box. */
export function queryItems(group: 'frequent' | 'recent', queries: readonly string[]): QuickSearchItem[] {
  return queries.map((query, index) => ({
    id: `${group}-${index}`,
    label: query,
    target: { kind: 'query', query },
  }));
}

/** A link that shows only when its screen exists and the user may open it; pages outside the app always do. */
interface CandidateLink {
  label: string;
  target: QuickSearchTarget;
}

function availableLinks(
  prefix: string,
  candidates: readonly CandidateLink[],
  canOpen: (path: string) => boolean,
): QuickSearchItem[] {
  return candidates
    .filter((candidate) => candidate.target.kind !== 'route' || canOpen(candidate.target.to))
    .map((candidate) => ({
      id: `${prefix}-${slug(candidate.label)}`,
      label: candidate.label,
      target: candidate.target,
    }));
}

/** spec 2: what an empty box suggests, each only once its screen exists. */
export function emptyBoxSuggestions(canOpen: (path: string) => boolean): QuickSearchItem[] {
  return availableLinks(
    'suggestion',
    [
      { label: 'Documentation', target: { kind: 'page', href: DOCUMENTATION_HREF } },
      { label: 'Create point-to-point', target: { kind: 'route', to: '/point-to-points/create' } },
      { label: 'Create cloud router', target: { kind: 'route', to: '/cloud-routers/create' } },
      { label: 'Account settings', target: { kind: 'route', to: '/user-account' } },
      { label: 'All locations', target: { kind: 'route', to: '/locations' } },
    ],
    canOpen,
  );
}

/** spec 2: the links shown with 'No results found for "{query}"', each only once its screen exists. */
export function noResultsLinks(
  canOpen: (path: string) => boolean,
  featureRequestUrl: string | null,
): QuickSearchItem[] {
  const candidates: CandidateLink[] = [
    { label: 'Documentation', target: { kind: 'page', href: DOCUMENTATION_HREF } },
    { label: 'Notifications', target: { kind: 'route', to: '/support/notifications' } },
    { label: 'Billing', target: { kind: 'route', to: '/billing' } },
    { label: 'Active users', target: { kind: 'route', to: '/admin/active-users' } },
    { label: 'Create a service', target: { kind: 'route', to: '/service-create' } },
  ];
  if (featureRequestUrl)
    candidates.push({ label: 'Request a feature', target: { kind: 'page', href: featureRequestUrl } });
  return availableLinks('no-results', candidates, canOpen);
}

export interface QuickSearchInput {
  query: string;
  frequent: readonly QuickSearchItem[];
  recent: readonly QuickSearchItem[];
  suggestions: readonly QuickSearchItem[];
  circuits: readonly QuickSearchItem[];
  navigation: readonly QuickSearchItem[];
  documentation: readonly QuickSearchItem[];
}

/**
 * The groups for the box as typed: an empty box (spaces only counts as empty, spec 9) shows the frequent and
 * recent searches and the suggestions; a query shows its circuits, screens and documentation. Empty groups are
 * left out.
 */
export function buildGroups(input: QuickSearchInput): QuickSearchGroup[] {
  const groups: QuickSearchGroup[] = isSearchable(input.query)
    ? [
        { title: GROUP_TITLES.circuits, items: [...input.circuits] },
        { title: GROUP_TITLES.navigation, items: [...input.navigation] },
        { title: GROUP_TITLES.documentation, items: [...input.documentation] },
      ]
    : [
        { title: GROUP_TITLES.frequent, items: [...input.frequent] },
        { title: GROUP_TITLES.recent, items: [...input.recent] },
        { title: GROUP_TITLES.suggestions, items: [...input.suggestions] },
      ];
  return groups.filter((group) => group.items.length > 0);
}

/** The items in the order the arrow keys walk them. */
export function flattenItems(groups: readonly QuickSearchGroup[]): QuickSearchItem[] {
  return groups.flatMap((group) => group.items);
}

/** The next selection for an arrow key: one step, wrapping around at both ends; -1 when there is nothing. */
export function moveSelection(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
