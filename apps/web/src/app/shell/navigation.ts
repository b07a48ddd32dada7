import { type Icon, IconLayoutDashboard } from '@tabler/icons-react';

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

/** spec 2 "Shell": the top-bar links, in the order of the specification, as their screens arrive. */
export const topBarLinks: readonly ShellLink[] = [dashboard];

/** spec 2 "Shell": the sidebar items, in the order of the specification, as their screens arrive. */
export const sidebarLinks: readonly ShellLink[] = [dashboard];

/** Whether the current path is the link's screen or one of its children. */
export function isLinkActive(link: ShellLink, pathname: string): boolean {
  if (link.aliases?.includes(pathname)) return true;
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}
