import { PERMISSIONS } from '@portal/domain';
import {
  type Icon,
  IconAddressBook,
  IconBuilding,
  IconDevices,
  IconKey,
  IconLayoutDashboard,
  IconListDetails,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';

/** A link of the shell. Only screens that exist are listed: the shell never shows a dead link. */
export interface ShellLink {
  label: string;
  to: string;
  icon: Icon;
  /** Other paths that show the same screen (`/` is the dashboard too). */
  aliases?: readonly string[];
  /** spec 6: hidden unless every listed permission is granted (lower-case comparison, packages/domain). */
  permissions?: readonly string[];
}

const dashboard: ShellLink = { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard, aliases: ['/'] };
const activeUsers: ShellLink = {
  label: 'Active users',
  to: '/admin/active-users',
  icon: IconUsers,
  permissions: [PERMISSIONS.USER_READ],
};

/** spec 2 "Shell": the top-bar links, in the order of the specification, as their screens arrive. */
export const topBarLinks: readonly ShellLink[] = [activeUsers, dashboard];

/** spec 2 "Shell": the sidebar items, in the order of the specification, as their screens arrive. */
export const sidebarLinks: readonly ShellLink[] = [
  dashboard,
  { label: 'Logging', to: '/activity-logs', icon: IconListDetails, permissions: [PERMISSIONS.ACTIVITY_LOG_READ] },
];

/**
 * spec 2 "Settings menu", in its order, as the screens arrive (saml-setup, ix-configuration, cloud-credentials,
 * labels and alerts come with their own areas).
 */
export const settingsLinks: readonly ShellLink[] = [
  { label: 'Company profile', to: '/admin/profile', icon: IconBuilding },
  {
    label: 'Company contacts',
    to: '/admin/company-contacts',
    icon: IconAddressBook,
    permissions: [PERMISSIONS.COMPANY_READ],
  },
  activeUsers,
  { label: 'Groups', to: '/admin/groups', icon: IconUsersGroup, permissions: [PERMISSIONS.USER_READ] },
  { label: 'Sessions', to: '/admin/sessions', icon: IconDevices },
  { label: 'Account settings', to: '/user-account', icon: IconUserCircle },
  { label: 'API keys', to: '/user-account/api-keys', icon: IconKey, permissions: [PERMISSIONS.API_KEY_CREATE] },
];

/** Whether the current path is the link's screen or one of its children. */
export function isLinkActive(link: ShellLink, pathname: string): boolean {
  if (link.aliases?.includes(pathname)) return true;
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}
