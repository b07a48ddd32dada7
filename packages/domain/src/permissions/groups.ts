import {
  ADMINISTRATION_PERMISSIONS,
  ALL_PERMISSIONS,
  isReadPermission,
  PERMISSIONS,
  type PermissionKey,
  QUOTE_PERMISSIONS,
} from './permission-keys.js';

/** spec 6 and wire reference 3.1: the user groups. */
export const GROUPS = ['admin', 'regular', 'read-only', 'support', 'sales'] as const;

/** spec 6: a user group. */
export type GroupName = (typeof GROUPS)[number];

const READ_PERMISSIONS = ALL_PERMISSIONS.filter(isReadPermission);
const unique = (keys: readonly PermissionKey[]) => [...new Set(keys)];

// Derived from the keys, so a new key lands in the right groups without editing this table:
// | group     | permissions                                                                   |
// |-----------|-------------------------------------------------------------------------------|
// | admin     | every key                                                                     |
// | regular   | every key except user/company administration and acting on behalf            |
// | read-only | only the `.read` keys                                                         |
// | support   | every `.read` key plus acting on behalf (`on-behalf.create`)                  |
// | sales     | every `.read` key plus `product-quote.create` and `product-quote/provision.create` |
/** spec 6: the permissions of each group (admin, regular, read-only, support, sales). */
export const GROUP_PERMISSIONS: Record<GroupName, readonly string[]> = {
  admin: ALL_PERMISSIONS,
  regular: ALL_PERMISSIONS.filter(
    (key) => !ADMINISTRATION_PERMISSIONS.includes(key) && key !== PERMISSIONS.ON_BEHALF_CREATE,
  ),
  'read-only': READ_PERMISSIONS,
  support: unique([...READ_PERMISSIONS, PERMISSIONS.ON_BEHALF_CREATE]),
  sales: unique([...READ_PERMISSIONS, ...QUOTE_PERMISSIONS]),
};

/** spec 6: true for a known group name (compared in lower case). */
export function isGroupName(value: string): value is GroupName {
  return (GROUPS as readonly string[]).includes(value);
}

/** spec 6: the permissions of a group (case-insensitive); an unknown group has none. */
export function permissionsForGroup(group: string): readonly string[] {
  const name = group.trim().toLowerCase();
  return isGroupName(name) ? GROUP_PERMISSIONS[name] : [];
}

/** spec 3 "User": the group is read first from the On-Behalf-Group cookie, otherwise from the user's own group. */
export function effectiveGroup(onBehalfGroup: string | null | undefined, ownGroup: string): string {
  return onBehalfGroup?.trim() ? onBehalfGroup.trim() : ownGroup;
}

/** spec 6: true for the administrator group. */
export function isAdminGroup(group: string | null | undefined): boolean {
  return (group ?? '').trim().toLowerCase() === 'admin';
}

/** spec 6: true for the support group. */
export function isSupportGroup(group: string | null | undefined): boolean {
  return (group ?? '').trim().toLowerCase() === 'support';
}

/** spec 6: what a route may require beyond permissions. */
export interface RouteGroupRequirements {
  requiresAdmin?: boolean;
  requiresNonSupport?: boolean;
}

/** spec 6: routes may require admin or non-support users (a failed check sends the user to /). */
export function meetsGroupRequirements(
  group: string | null | undefined,
  requirements: RouteGroupRequirements,
): boolean {
  if (requirements.requiresAdmin && !isAdminGroup(group)) return false;
  return !(requirements.requiresNonSupport && isSupportGroup(group));
}
