import { FEATURE_FLAGS, PERMISSIONS } from '@portal/domain';
import { IconLayoutDashboard, IconServer } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { screenChecker } from '@/lib/route-tree';
import {
  badgeCount,
  isLinkActive,
  isLinkVisible,
  isShellGroup,
  type ShellContext,
  type ShellLink,
  settingsLinks,
  sidebarEntries,
  sidebarLinks,
  visibleSidebar,
} from './navigation';

const everyScreen = () => true;
const directCustomer = { additional_features: [], type: 'others' as const, customer_of_reseller: false };

function context(overrides: Partial<ShellContext> = {}): ShellContext {
  return { permissions: [], customer: directCustomer, counts: {}, hasScreen: everyScreen, ...overrides };
}

const ports: ShellLink = {
  label: 'Ports',
  to: '/ports',
  icon: IconServer,
  permissions: [PERMISSIONS.INTERFACE_PHYSICAL_READ],
  countKey: 'ports',
};

function link(label: string): ShellLink {
  const found = [...sidebarLinks, ...settingsLinks].find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no link ${label}`);
  return found;
}

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

describe('spec 2: which shell links show', () => {
  it('hides a link whose screen does not exist (never a dead link), whatever else holds', () => {
    const onlyDashboard = screenChecker([{ path: '/', children: [{ path: 'dashboard' }, { path: '*' }] }]);
    const permissions = [PERMISSIONS.INTERFACE_PHYSICAL_READ];
    expect(isLinkVisible(ports, context({ permissions, hasScreen: onlyDashboard }))).toBe(false);
    expect(isLinkVisible(ports, context({ permissions }))).toBe(true);
  });

  it('needs every permission of the link', () => {
    expect(isLinkVisible(ports, context())).toBe(false);
    expect(isLinkVisible(ports, context({ permissions: [PERMISSIONS.INTERFACE_PHYSICAL_READ] }))).toBe(true);
  });

  it('shows Billing to direct customers only, Quotes to customers of a reseller with quotes only', () => {
    const ofReseller = { ...directCustomer, customer_of_reseller: true };
    const quotesPermission = [PERMISSIONS.PRODUCT_QUOTE_READ];
    const flex = [PERMISSIONS.FLEX_BANDWIDTH_READ];
    expect(isLinkVisible(link('Flex Bandwidth'), context({ permissions: flex }))).toBe(true);
    expect(isLinkVisible(link('Flex Bandwidth'), context())).toBe(false);
    expect(isLinkVisible(link('Flex Bandwidth'), context({ customer: ofReseller, permissions: flex }))).toBe(false);
    expect(isLinkVisible(link('Quotes'), context({ permissions: quotesPermission, counts: { quotes: 2 } }))).toBe(
      false,
    );
    expect(
      isLinkVisible(link('Quotes'), context({ customer: ofReseller, permissions: quotesPermission, counts: {} })),
    ).toBe(false);
    expect(
      isLinkVisible(
        link('Quotes'),
        context({ customer: ofReseller, permissions: quotesPermission, counts: { quotes: 2 } }),
      ),
    ).toBe(true);
  });

  it('follows the feature flags: Diagnostics, High Performance Internet, Quick Connect requests, Alerts', () => {
    const withFeatures = (...features: string[]) => ({ ...directCustomer, additional_features: features });
    const diagnostics = link('Diagnostics');
    const permissions = [PERMISSIONS.REPORTS_READ, PERMISSIONS.INTERFACE_PHYSICAL_READ];
    expect(isLinkVisible(diagnostics, context({ permissions }))).toBe(false);
    expect(
      isLinkVisible(diagnostics, context({ permissions, customer: withFeatures(FEATURE_FLAGS.DIAGNOSTIC_REPORTS) })),
    ).toBe(true);
    expect(isLinkVisible(link('High Performance Internet'), context({ permissions }))).toBe(false);
    expect(
      isLinkVisible(link('High Performance Internet'), context({ permissions, customer: withFeatures('HPI') })),
    ).toBe(true);
    expect(isLinkVisible(link('Quick Connect requests'), context())).toBe(false);
    expect(isLinkVisible(link('Quick Connect requests'), context({ customer: withFeatures('cr_marketplace') }))).toBe(
      true,
    );
    expect(isLinkVisible(link('Alerts'), context())).toBe(false);
    expect(isLinkVisible(link('Alerts'), context({ customer: withFeatures('alerts') }))).toBe(true);
  });

  it('hides SAML setup with federated_login_only and shows IX configuration to ix companies only', () => {
    expect(isLinkVisible(link('SAML & SSO'), context())).toBe(true);
    const federated = { ...directCustomer, additional_features: ['federated_login_only'] };
    expect(isLinkVisible(link('SAML & SSO'), context({ customer: federated }))).toBe(false);
    expect(isLinkVisible(link('IX configuration'), context())).toBe(false);
    expect(isLinkVisible(link('IX configuration'), context({ customer: { ...directCustomer, type: 'ix' } }))).toBe(
      true,
    );
  });

  it('keeps company-conditioned links hidden until the company is known', () => {
    const flex = [PERMISSIONS.FLEX_BANDWIDTH_READ];
    expect(isLinkVisible(link('Flex Bandwidth'), context({ customer: undefined, permissions: flex }))).toBe(false);
    expect(isLinkVisible(link('Sessions'), context({ customer: undefined }))).toBe(true);
  });

  it('always offers the documentation the server serves, which is no screen of the router', () => {
    expect(isLinkVisible(link('Documentation'), context({ hasScreen: () => false }))).toBe(true);
  });

  it('drops a group none of whose links show, and keeps only the visible links of the others', () => {
    const onlyPorts = context({
      permissions: [PERMISSIONS.INTERFACE_PHYSICAL_READ],
      hasScreen: (path) => path === '/ports',
    });
    const sidebar = visibleSidebar(sidebarEntries, onlyPorts);
    const groups = sidebar.filter(isShellGroup);
    expect(groups.map((group) => group.label)).toEqual(['Network']);
    expect(groups[0]?.links.map((entry) => entry.label)).toEqual(['Ports']);
    expect(sidebar.filter((entry) => !isShellGroup(entry)).map((entry) => entry.label)).toContain('Documentation');
  });
});

describe('spec 2: count badges', () => {
  it('shows the count of the link from the one counts call, 0 without one', () => {
    expect(badgeCount(ports, { ports: 3, vcs: 1 })).toBe(3);
    expect(badgeCount(ports, {})).toBe(0);
    expect(badgeCount(link('Logging'), { ports: 3 })).toBe(0);
  });
});
