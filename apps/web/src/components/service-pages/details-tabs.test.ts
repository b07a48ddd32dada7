import { describe, expect, it } from 'vitest';
import { currentTab } from './details-tabs';

const tabs = [
  { path: 'details', label: 'Details' },
  { path: 'port/a', label: 'Port A' },
  { path: 'stats', label: 'Statistics' },
  { path: 'usage', label: 'Usage', isHidden: true },
];

describe('currentTab', () => {
  it('is the first tab on the product path itself, with or without a trailing slash', () => {
    expect(currentTab('/vcs/PF-BC-1', tabs)).toBe('details');
    expect(currentTab('/vcs/PF-BC-1/', tabs)).toBe('details');
  });

  it('is the tab whose path ends the path, also for paths of two segments', () => {
    expect(currentTab('/vcs/PF-BC-1/stats', tabs)).toBe('stats');
    expect(currentTab('/vcs/PF-BC-1/port/a/', tabs)).toBe('port/a');
    expect(currentTab('/vcs/PF-BC-1/details', tabs)).toBe('details');
  });

  it('matches a hidden tab so its route does not show under another tab', () => {
    expect(currentTab('/vcs/PF-BC-1/usage', tabs)).toBe('usage');
  });

  it('does not take a tab name inside a longer segment', () => {
    expect(currentTab('/vcs/PF-BC-1/xstats', tabs)).toBe('details');
  });

  it('keeps the tab of a dialog route opened under it', () => {
    expect(currentTab('/vcs/PF-BC-1/stats/bgp-session/create', tabs)).toBe('stats');
    expect(currentTab('/vcs/PF-BC-1/stats/xyz/routes', tabs)).toBe('stats');
  });
});
