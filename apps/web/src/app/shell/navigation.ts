import type { CompanyType, CurrentCustomer } from '@portal/contract';
import { FEATURE_FLAGS, type FeatureFlag, hasFeature, hasPermissions, PERMISSIONS } from '@portal/domain';
import {
  type Icon,
  IconAddressBook,
  IconAlertTriangle,
  IconApps,
  IconArrowsExchange,
  IconBell,
  IconBolt,
  IconBook,
  IconBuilding,
  IconBuildingStore,
  IconBulb,
  IconCertificate,
  IconChartDonut,
  IconCloud,
  IconCloudComputing,
  IconDevices,
  IconFileDollar,
  IconFileInvoice,
  IconFiles,
  IconHelp,
  IconKey,
  IconLayoutDashboard,
  IconListDetails,
  IconMapPin,
  IconNetwork,
  IconPlugConnected,
  IconReport,
  IconRouter,
  IconServer,
  IconSettings,
  IconShieldLock,
  IconSitemap,
  IconTags,
  IconTimeline,
  IconTransfer,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { DOCUMENTATION_PATH, FEATURE_REQUEST_URL } from '@/lib/portal-links';

/**
 * A link of the shell with the conditions of spec 2 under which it shows. The lists below hold every item of the
 * specification; `visibleLinks` keeps only those the user may see AND whose screen exists in the router, so an
 * area that is not built yet is simply absent (never a dead link) and appears once its routes are added.
 */
export interface ShellLink {
  label: string;
  /** A path of the router, or for `opensPage` links a page the server serves or an outside address. */
  to: string;
  icon: Icon;
  /** Other paths that show the same screen (`/` is the dashboard too). */
  aliases?: readonly string[];
  /** spec 6: hidden unless every listed permission is granted (lower-case comparison, packages/domain). */
  permissions?: readonly string[];
  /** spec 6: shown only when the customer has this feature flag. */
  feature?: FeatureFlag;
  /** spec 2: hidden when the customer has this feature flag (SAML setup with federated_login_only). */
  hiddenByFeature?: FeatureFlag;
  /** spec 2: shown only to a company of this type (IX configuration for ix). */
  companyType?: CompanyType;
  /** spec 2: Billing is not for customers of a reseller; Quotes is only for them. */
  customerKind?: 'direct' | 'of-reseller';
  /** The key of `GET /v2/navigation/counts` shown as a badge when above 0. */
  countKey?: string;
  /** spec 2: shown only when its count is above 0 (Quotes). */
  requiresCount?: boolean;
  /** Not a screen of the router: the documentation the server serves or an outside address, in a new tab. */
  opensPage?: boolean;
}

/** A titled group of sidebar links (Network, Marketplace). */
export interface ShellGroup {
  label: string;
  icon: Icon;
  links: readonly ShellLink[];
}

export type SidebarEntry = ShellLink | ShellGroup;

export function isShellGroup(entry: SidebarEntry): entry is ShellGroup {
  return 'links' in entry;
}

/** What decides whether a link shows: the user's permissions, the company, the counts, the router's screens. */
export interface ShellContext {
  permissions: readonly string[];
  /** Undefined while loading: links with a company condition stay hidden until it is known. */
  customer: Pick<CurrentCustomer, 'additional_features' | 'type' | 'customer_of_reseller'> | undefined;
  counts: Readonly<Record<string, number>>;
  /** Whether a path opens a screen of the router (see `screenChecker`). */
  hasScreen: (path: string) => boolean;
}

const dashboard: ShellLink = { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard, aliases: ['/'] };
const activeUsers: ShellLink = {
  label: 'Active users',
  to: '/admin/active-users',
  icon: IconUsers,
  permissions: [PERMISSIONS.USER_READ],
};

/** spec 2 "Shell": the top-bar links, in the order of the specification. */
export const topBarLinks: readonly ShellLink[] = [
  { label: 'Locations', to: '/locations', icon: IconMapPin },
  activeUsers,
  { label: 'Help center', to: '/support/help', icon: IconHelp },
  {
    label: 'Notifications',
    to: '/support/notifications',
    icon: IconBell,
    permissions: [PERMISSIONS.MAINTENANCE_NOTIFICATION_READ],
  },
  dashboard,
];

/**
 * spec 2 "Sidebar", in its order. Last Mile Access (a redirect to an outside quoting tool per circuit) and the
 * own-brand plus item (a path per product) have no list screen to link to, so they are not items here.
 */
export const sidebarEntries: readonly SidebarEntry[] = [
  dashboard,
  {
    label: 'Network',
    icon: IconNetwork,
    links: [
      {
        label: 'Ports',
        to: '/ports',
        icon: IconServer,
        permissions: [PERMISSIONS.INTERFACE_PHYSICAL_READ],
        countKey: 'ports',
      },
      {
        label: 'Virtual Circuits',
        to: '/vcs',
        icon: IconTimeline,
        permissions: [PERMISSIONS.VIRTUAL_CIRCUIT_READ],
        countKey: 'vcs',
      },
      {
        label: 'Point to Points',
        to: '/point-to-points',
        icon: IconArrowsExchange,
        permissions: [PERMISSIONS.POINT_TO_POINT_READ],
        countKey: 'point_to_points',
      },
      { label: 'IX Connections', to: '/ixs', icon: IconSitemap, countKey: 'ixs' },
      {
        label: 'Hosted Cloud',
        to: '/hosted-clouds',
        icon: IconCloud,
        permissions: [PERMISSIONS.HOSTED_CLOUD_READ],
        countKey: 'hosted_clouds',
      },
      {
        label: 'Dedicated Cloud',
        to: '/dedicated-clouds',
        icon: IconCloudComputing,
        permissions: [PERMISSIONS.CLOUD_VIRTUAL_CIRCUIT_READ],
        countKey: 'dedicated_clouds',
      },
      {
        label: 'Cloud Routers',
        to: '/cloud-routers',
        icon: IconRouter,
        permissions: [PERMISSIONS.CLOUD_ROUTER_READ],
        countKey: 'cloud_routers',
      },
      {
        label: 'Cross Connects',
        to: '/cross-connects',
        icon: IconPlugConnected,
        permissions: [PERMISSIONS.OUTBOUND_CROSS_CONNECT_READ],
        countKey: 'cross_connects',
      },
      {
        label: 'High Performance Internet',
        to: '/high-performance-internet',
        icon: IconBolt,
        permissions: [PERMISSIONS.INTERFACE_PHYSICAL_READ],
        feature: FEATURE_FLAGS.HPI,
        countKey: 'hpi',
      },
      {
        label: 'Quotes',
        to: '/quotes',
        icon: IconFileDollar,
        permissions: [PERMISSIONS.PRODUCT_QUOTE_READ],
        customerKind: 'of-reseller',
        countKey: 'quotes',
        requiresCount: true,
      },
    ],
  },
  {
    label: 'Marketplace',
    icon: IconBuildingStore,
    links: [
      { label: 'My services', to: '/marketplace/settings/services', icon: IconApps },
      { label: 'Settings', to: '/marketplace/settings', icon: IconSettings },
      { label: 'Connection requests', to: '/marketplace/connection-requests/received', icon: IconTransfer },
      {
        label: 'Quick Connect requests',
        to: '/marketplace/service-requests/received',
        icon: IconTransfer,
        feature: FEATURE_FLAGS.CR_MARKETPLACE,
      },
    ],
  },
  {
    label: 'Billing',
    icon: IconFileInvoice,
    links: [
      {
        label: 'Flex Bandwidth',
        to: '/billing/flex-bandwidth',
        icon: IconChartDonut,
        permissions: [PERMISSIONS.FLEX_BANDWIDTH_READ],
        customerKind: 'direct',
      },
    ],
  },
  {
    label: 'Diagnostics',
    to: '/diagnostics',
    icon: IconReport,
    permissions: [PERMISSIONS.REPORTS_READ],
    feature: FEATURE_FLAGS.DIAGNOSTIC_REPORTS,
  },
  { label: 'Logging', to: '/activity-logs', icon: IconListDetails, permissions: [PERMISSIONS.ACTIVITY_LOG_READ] },
  { label: 'Documents', to: '/file-manager', icon: IconFiles, countKey: 'documents' },
  ...(FEATURE_REQUEST_URL
    ? [{ label: 'Feature request', to: FEATURE_REQUEST_URL, icon: IconBulb, opensPage: true }]
    : []),
  { label: 'Documentation', to: DOCUMENTATION_PATH, icon: IconBook, opensPage: true },
];

/** The sidebar's links without their groups (for tests and lookups). */
export const sidebarLinks: readonly ShellLink[] = sidebarEntries.flatMap((entry) =>
  isShellGroup(entry) ? entry.links : [entry],
);

/** spec 2 "Settings menu", in its order; the dark-mode toggle and Logout follow in the menu itself. */
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
  {
    label: 'SAML & SSO',
    to: '/admin/saml-setup',
    icon: IconShieldLock,
    hiddenByFeature: FEATURE_FLAGS.FEDERATED_LOGIN_ONLY,
  },
  { label: 'Sessions', to: '/admin/sessions', icon: IconDevices },
  { label: 'IX configuration', to: '/admin/ix-configuration', icon: IconSitemap, companyType: 'ix' },
  {
    label: 'Cloud credentials',
    to: '/admin/cloud-credentials',
    icon: IconCertificate,
    permissions: [PERMISSIONS.HOSTED_CLOUD_READ],
  },
  { label: 'Labels', to: '/labels', icon: IconTags, permissions: [PERMISSIONS.LABEL_READ] },
  { label: 'Account settings', to: '/user-account', icon: IconUserCircle },
  { label: 'API keys', to: '/user-account/api-keys', icon: IconKey, permissions: [PERMISSIONS.API_KEY_CREATE] },
  { label: 'Alerts', to: '/user-account/alerts', icon: IconAlertTriangle, feature: FEATURE_FLAGS.ALERTS },
];

function meetsCustomerConditions(link: ShellLink, customer: ShellContext['customer']): boolean {
  const hasCondition = link.feature || link.hiddenByFeature || link.companyType || link.customerKind;
  if (!hasCondition) return true;
  if (!customer) return false;
  const features = customer.additional_features;
  if (link.feature && !hasFeature(features, link.feature)) return false;
  if (link.hiddenByFeature && hasFeature(features, link.hiddenByFeature)) return false;
  if (link.companyType && customer.type !== link.companyType) return false;
  if (link.customerKind === 'direct' && customer.customer_of_reseller) return false;
  if (link.customerKind === 'of-reseller' && !customer.customer_of_reseller) return false;
  return true;
}

/** spec 2 and 6: whether the user sees a link (permissions, feature flags, company, count, existing screen). */
export function isLinkVisible(link: ShellLink, context: ShellContext): boolean {
  if (!link.opensPage && !context.hasScreen(link.to)) return false;
  if (!hasPermissions(context.permissions, link.permissions ?? [])) return false;
  if (link.requiresCount && !(badgeCount(link, context.counts) > 0)) return false;
  return meetsCustomerConditions(link, context.customer);
}

export function visibleLinks(links: readonly ShellLink[], context: ShellContext): ShellLink[] {
  return links.filter((link) => isLinkVisible(link, context));
}

/** The sidebar as the user sees it: hidden links left out, and a group without a visible link left out. */
export function visibleSidebar(entries: readonly SidebarEntry[], context: ShellContext): SidebarEntry[] {
  return entries.flatMap<SidebarEntry>((entry) => {
    if (!isShellGroup(entry)) return isLinkVisible(entry, context) ? [entry] : [];
    const links = visibleLinks(entry.links, context);
    return links.length > 0 ? [{ ...entry, links }] : [];
  });
}

/** spec 2: the count a link's badge shows; 0 (no badge) for a link without a count or a missing key. */
export function badgeCount(link: ShellLink, counts: Readonly<Record<string, number>>): number {
  return link.countKey ? (counts[link.countKey] ?? 0) : 0;
}

/** Whether the current path is the link's screen or one of its children. */
export function isLinkActive(link: ShellLink, pathname: string): boolean {
  if (link.aliases?.includes(pathname)) return true;
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}
