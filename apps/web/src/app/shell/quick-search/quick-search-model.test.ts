import type { DocsIndexItem, SearchResult } from '@portal/contract';
import { dedupeSearchResults } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { TitledScreen } from '@/lib/route-tree';
import {
  buildGroups,
  circuitItems,
  emptyBoxSuggestions,
  flattenItems,
  GROUP_TITLES,
  matchDocuments,
  matchScreens,
  moveSelection,
  NAVIGATION_LIMIT,
  noResultsLinks,
  type QuickSearchItem,
  queryItems,
} from './quick-search-model';

const screens: TitledScreen[] = [
  { path: '/', title: 'Dashboard', permissions: [] },
  { path: '/user-account', title: 'Account Settings', permissions: [] },
  { path: '/user-account/api-keys', title: 'API Keys', permissions: ['api-key.create'] },
  { path: '/user-account/api-key/add', title: 'Add API Key', permissions: ['api-key.create'] },
  { path: '/activity-logs', title: 'Activity Logs', permissions: ['activity-log.read'] },
];

const item = (id: string): QuickSearchItem => ({ id, label: id, target: { kind: 'route', to: `/${id}` } });

describe('Navigation group (spec 2: routes by title, minus those lacking permission)', () => {
  it('matches every word of the query in the title, case-insensitively, titles starting with it first', () => {
    const found = matchScreens(screens, ['api-key.create'], 'API key');
    expect(found.map((entry) => entry.label)).toEqual(['API Keys', 'Add API Key']);
    expect(found[1]?.target).toEqual({ kind: 'route', to: '/user-account/api-key/add' });
  });

  it('leaves out screens the user may not open', () => {
    expect(matchScreens(screens, [], 'api').map((entry) => entry.label)).toEqual([]);
    expect(matchScreens(screens, [], 'log')).toEqual([]);
    expect(matchScreens(screens, ['activity-log.read'], 'log').map((entry) => entry.label)).toEqual(['Activity Logs']);
  });

  it('finds nothing for a blank query and shows a bounded number', () => {
    expect(matchScreens(screens, [], '   ')).toEqual([]);
    const many = Array.from({ length: 20 }, (_, index) => ({
      path: `/s${index}`,
      title: `Screen ${index}`,
      permissions: [],
    }));
    expect(matchScreens(many, [], 'screen')).toHaveLength(NAVIGATION_LIMIT);
  });
});

describe('Documentation group (spec 2: the docs index searched on the client)', () => {
  const index: DocsIndexItem[] = [
    {
      title: 'Billing and pricing',
      description: 'Terms and charges.',
      content: 'MRC NRC cancel within 24 hours',
      uri: '/docs/billing',
    },
    {
      title: 'Ordering a port',
      description: 'Order a port or a LAG.',
      content: 'Choose a location and speed. Billing starts',
      uri: '/docs/ports',
    },
    { title: 'Getting started', description: 'Sign in.', content: 'The dashboard', uri: '/docs/getting-started' },
  ];

  it('needs every word somewhere, and ranks title hits above content hits', () => {
    expect(matchDocuments(index, 'billing').map((entry) => entry.label)).toEqual([
      'Billing and pricing',
      'Ordering a port',
    ]);
    expect(matchDocuments(index, 'cancel 24').map((entry) => entry.label)).toEqual(['Billing and pricing']);
    expect(matchDocuments(index, 'port lag')[0]).toMatchObject({
      label: 'Ordering a port',
      description: 'Order a port or a LAG.',
      target: { kind: 'page', href: '/docs/ports' },
    });
    expect(matchDocuments(index, 'kubernetes')).toEqual([]);
    expect(matchDocuments(index, ' ')).toEqual([]);
  });
});

describe('Circuits group (spec 2 and 9)', () => {
  it('shows each deduplicated circuit once, linking to /circuits/{id}', () => {
    const results: SearchResult[] = [
      {
        circuit_id: 'PF-AP-1',
        service_type: 'cr-connection',
        extra_details: { name: '', description: '' },
        related_services: [],
        summary: 'active',
      },
      {
        circuit_id: 'PF-AP-1',
        service_type: 'port',
        extra_details: { name: 'Dallas uplink', description: 'Rack 4' },
        related_services: [],
        summary: 'warning',
      },
      {
        circuit_id: 'PF/2',
        service_type: 'vc',
        extra_details: { name: '', description: '' },
        related_services: [],
        summary: 'active',
      },
    ];
    const items = circuitItems(dedupeSearchResults(results));
    expect(items).toEqual([
      {
        id: 'circuit-pf-ap-1',
        label: 'PF-AP-1 · Dallas uplink',
        description: 'Port · Rack 4',
        summary: 'warning',
        target: { kind: 'route', to: '/circuits/PF-AP-1' },
      },
      {
        id: 'circuit-pf-2',
        label: 'PF/2',
        description: 'Virtual Circuit',
        summary: 'active',
        target: { kind: 'route', to: '/circuits/PF%2F2' },
      },
    ]);
  });
});

describe('links that depend on screens (never a dead link)', () => {
  it('suggests only screens that exist, and the documentation always (spec 2 empty box)', () => {
    const existing = new Set(['/user-account']);
    expect(emptyBoxSuggestions((path) => existing.has(path)).map((entry) => entry.label)).toEqual([
      'Documentation',
      'Account settings',
    ]);
    expect(emptyBoxSuggestions(() => true).map((entry) => entry.label)).toEqual([
      'Documentation',
      'Create point-to-point',
      'Create cloud router',
      'Account settings',
      'All locations',
    ]);
  });

  it('offers the no-results links of spec 2 that exist, and the feature request when configured', () => {
    expect(noResultsLinks(() => false, null).map((entry) => entry.label)).toEqual(['Documentation']);
    const all = noResultsLinks(() => true, 'https://ideas.example.com/');
    expect(all.map((entry) => entry.target)).toEqual([
      { kind: 'page', href: '/docs' },
      { kind: 'route', to: '/support/notifications' },
      { kind: 'route', to: '/billing' },
      { kind: 'route', to: '/admin/active-users' },
      { kind: 'route', to: '/service-create' },
      { kind: 'page', href: 'https://ideas.example.com/' },
    ]);
  });
});

describe('grouping', () => {
  const input = {
    frequent: queryItems('frequent', ['PF-AP']),
    recent: queryItems('recent', ['dallas', 'lag']),
    suggestions: [item('suggestion')],
    circuits: [item('circuit')],
    navigation: [],
    documentation: [item('doc')],
  };

  it('shows frequent, recent and suggestions for an empty or blank box', () => {
    for (const query of ['', '   ']) {
      const groups = buildGroups({ ...input, query });
      expect(groups.map((group) => group.title)).toEqual([
        GROUP_TITLES.frequent,
        GROUP_TITLES.recent,
        GROUP_TITLES.suggestions,
      ]);
      expect(groups[1]?.items.map((entry) => entry.target)).toEqual([
        { kind: 'query', query: 'dallas' },
        { kind: 'query', query: 'lag' },
      ]);
    }
  });

  it('shows the non-empty result groups for a query, in the order of spec 2', () => {
    const groups = buildGroups({ ...input, query: 'dal' });
    expect(groups.map((group) => group.title)).toEqual(['Circuits', 'Documentation']);
    expect(flattenItems(groups).map((entry) => entry.id)).toEqual(['circuit', 'doc']);
  });

  it('is empty when nothing matched (the dialog then shows the no-results state)', () => {
    expect(buildGroups({ ...input, circuits: [], documentation: [], query: 'zzz' })).toEqual([]);
  });
});

describe('arrow keys', () => {
  it.each([
    [-1, 1, 3, 0],
    [-1, -1, 3, 2],
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [0, 1, 0, -1],
  ] as const)('from %i step %i over %i items -> %i', (current, step, count, expected) => {
    expect(moveSelection(current, step, count)).toBe(expected);
  });
});
