import { IconLayoutDashboard } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { isLinkActive, type ShellLink } from './navigation';

describe('isLinkActive', () => {
  const dashboard: ShellLink = { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard, aliases: ['/'] };

  it('is active on its path, its children and its aliases', () => {
    expect(isLinkActive(dashboard, '/dashboard')).toBe(true);
    expect(isLinkActive(dashboard, '/dashboard/anything')).toBe(true);
    expect(isLinkActive(dashboard, '/')).toBe(true);
  });

  it('is not active on a path that only starts with the same letters', () => {
    expect(isLinkActive(dashboard, '/dashboards')).toBe(false);
    expect(isLinkActive(dashboard, '/ports')).toBe(false);
  });
});
