import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, hasFeature } from './feature-flags.js';
import {
  effectiveGroup,
  GROUP_PERMISSIONS,
  GROUPS,
  isAdminGroup,
  isSupportGroup,
  meetsGroupRequirements,
  permissionsForGroup,
} from './groups.js';
import { hasPermissions, normalizePermissions } from './has-permissions.js';
import { ALL_PERMISSIONS, PERMISSIONS } from './permission-keys.js';

describe('spec 6: permission keys', () => {
  it.each([
    'cloud-router.read',
    'cloud-router.create',
    'bgp-settings.read',
    'outbound_cross_connect.read',
    'outbound_cross_connect.create',
    'cloud/status.read',
    'dedicated-cloud.create',
    'cloud/virtual-circuit.read',
    'reports.read',
    'hosted-cloud.read',
    'hosted-cloud.create',
    'maintenance/notification.read',
    'virtual-circuit.read',
    'virtual-circuit/ix-connection.create',
    'virtual-circuit/third-party-connection/evpl.create',
    'virtual-circuit/backbone-connection/evpl.create',
    'virtual-circuit/backbone-connection/epl.create',
    'label.read',
    'interface/physical.read',
    'interface/physical.create',
    'interface/lag.read',
    'point-to-point.read',
    'point-to-point.create',
    'virtual-circuit/request/received.read',
    'product-quote.read',
    'product-quote/provision.create',
    'svlan-label.read',
    'svlan-label.create',
    'svlan-label.update',
    'user.read',
    'user.create',
    'user.update',
    'user.delete',
    'company.update',
    'api-key.create',
    'activity-log.read',
  ])('has the key %s', (key) => {
    expect(ALL_PERMISSIONS).toContain(key);
  });

  it('has no duplicate keys', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
  });
});

describe('spec 6: group permissions', () => {
  it('lists the groups', () => {
    expect(GROUPS).toEqual(['admin', 'regular', 'read-only', 'support', 'sales']);
  });

  it('gives admin everything', () => {
    expect(GROUP_PERMISSIONS.admin).toEqual(ALL_PERMISSIONS);
  });

  it.each([
    [PERMISSIONS.USER_CREATE, false],
    [PERMISSIONS.USER_UPDATE, false],
    [PERMISSIONS.USER_DELETE, false],
    [PERMISSIONS.COMPANY_UPDATE, false],
    [PERMISSIONS.API_KEY_CREATE, false],
    [PERMISSIONS.ON_BEHALF_CREATE, false],
    [PERMISSIONS.USER_READ, true],
    [PERMISSIONS.CLOUD_ROUTER_CREATE, true],
    [PERMISSIONS.SVLAN_LABEL_UPDATE, true],
    [PERMISSIONS.DOCUMENT_CREATE, true],
  ])('regular: %s -> %j', (key, expected) => {
    expect(GROUP_PERMISSIONS.regular.includes(key)).toBe(expected);
  });

  it('gives read-only only .read keys, and all of them', () => {
    expect(GROUP_PERMISSIONS['read-only'].every((key) => key.endsWith('.read'))).toBe(true);
    expect(GROUP_PERMISSIONS['read-only']).toEqual(ALL_PERMISSIONS.filter((key) => key.endsWith('.read')));
  });

  it('gives support every read plus acting on behalf', () => {
    expect(GROUP_PERMISSIONS.support).toEqual([...GROUP_PERMISSIONS['read-only'], PERMISSIONS.ON_BEHALF_CREATE]);
  });

  it('gives sales every read plus the quote keys', () => {
    expect(GROUP_PERMISSIONS.sales).toEqual([
      ...GROUP_PERMISSIONS['read-only'],
      PERMISSIONS.PRODUCT_QUOTE_CREATE,
      PERMISSIONS.PRODUCT_QUOTE_PROVISION_CREATE,
    ]);
    expect(GROUP_PERMISSIONS.sales).not.toContain(PERMISSIONS.CLOUD_ROUTER_CREATE);
  });

  it.each([
    ['admin', ALL_PERMISSIONS],
    ['ADMIN', ALL_PERMISSIONS],
    ['sales', GROUP_PERMISSIONS.sales],
    ['owner', []],
    ['', []],
  ])('permissionsForGroup(%j)', (group, expected) => {
    expect(permissionsForGroup(group)).toEqual(expected);
  });

  it.each([
    ['support', 'admin', 'support'],
    [null, 'admin', 'admin'],
    ['  ', 'regular', 'regular'],
  ])('effectiveGroup(on-behalf %j, own %j) -> %j', (onBehalf, own, expected) => {
    expect(effectiveGroup(onBehalf, own)).toBe(expected);
  });

  it.each([
    ['admin', {}, true],
    ['admin', { requiresAdmin: true }, true],
    ['regular', { requiresAdmin: true }, false],
    ['support', { requiresNonSupport: true }, false],
    ['Support', { requiresNonSupport: true }, false],
    ['regular', { requiresNonSupport: true }, true],
    [null, { requiresAdmin: true }, false],
  ])('meetsGroupRequirements(%j, %j) -> %j', (group, requirements, expected) => {
    expect(meetsGroupRequirements(group, requirements)).toBe(expected);
  });

  it('recognises admin and support groups', () => {
    expect(isAdminGroup(' Admin ')).toBe(true);
    expect(isSupportGroup(undefined)).toBe(false);
  });
});

describe('spec 6: permission matching', () => {
  const granted = ['Cloud-Router.Read', 'label.read'];

  it.each([
    [['cloud-router.read'], undefined, true],
    [['CLOUD-ROUTER.READ', 'label.read'], undefined, true],
    [['cloud-router.read', 'cloud-router.create'], undefined, false],
    [['cloud-router.read', 'cloud-router.create'], 'all', false],
    [['cloud-router.read', 'cloud-router.create'], 'any', true],
    [['cloud-router.create'], 'any', false],
    [[], 'all', true],
    [[], 'any', true],
  ] as const)('hasPermissions(granted, %j, mode %j) -> %j', (required, mode, expected) => {
    expect(hasPermissions(granted, required, { mode })).toBe(expected);
  });

  it('lets a custom checker grant, and falls back to the keys when it does not', () => {
    expect(hasPermissions(granted, ['user.delete'], { checker: () => true })).toBe(true);
    expect(hasPermissions(granted, ['user.delete'], { checker: () => false })).toBe(false);
    const seen: string[][] = [];
    hasPermissions(granted, ['label.read'], {
      checker: (keys) => {
        seen.push([...keys]);
        return false;
      },
    });
    expect(seen).toEqual([['cloud-router.read', 'label.read']]);
  });

  it('normalizes keys to lower case', () => {
    expect(normalizePermissions([' Label.Read '])).toEqual(['label.read']);
  });
});

describe('spec 6: feature flags', () => {
  it('lists the flags', () => {
    expect(Object.values(FEATURE_FLAGS)).toEqual([
      'cr_marketplace',
      'cr_topology_map',
      'diagnostic_reports',
      'hpi',
      'last_mile_access',
      'pf_plus',
      'alerts',
      'federated_login_only',
    ]);
  });

  it.each([
    [['HPI'], 'hpi', true],
    [['hpi'], 'HPI', true],
    [['alerts'], FEATURE_FLAGS.PF_PLUS, false],
    [[], 'alerts', false],
  ])('hasFeature(%j, %j) -> %j', (features, flag, expected) => {
    expect(hasFeature(features, flag)).toBe(expected);
  });
});
