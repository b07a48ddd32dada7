import { PERMISSIONS } from '@portal/domain';
import {
  type Icon,
  IconAddressBook,
  IconBuilding,
  IconCertificate,
  IconDevices,
  IconMailForward,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';

/** A screen of /admin: its path, tab label and the permissions of its route (the same keys as the server). */
export interface AdminScreen {
  path: string;
  label: string;
  icon: Icon;
  permissions: readonly string[];
}

/** spec 2 "Company administration", in its order (saml-setup and ix-configuration come later). */
export const adminScreens: readonly AdminScreen[] = [
  { path: 'profile', label: 'Company profile', icon: IconBuilding, permissions: [] },
  { path: 'company-contacts', label: 'Contacts', icon: IconAddressBook, permissions: [PERMISSIONS.COMPANY_READ] },
  { path: 'active-users', label: 'Active users', icon: IconUsers, permissions: [PERMISSIONS.USER_READ] },
  { path: 'pending-invites', label: 'Pending invites', icon: IconMailForward, permissions: [PERMISSIONS.USER_CREATE] },
  { path: 'groups', label: 'Groups', icon: IconUsersGroup, permissions: [PERMISSIONS.USER_READ] },
  { path: 'sessions', label: 'Sessions', icon: IconDevices, permissions: [] },
  {
    path: 'cloud-credentials',
    label: 'Cloud credentials',
    icon: IconCertificate,
    permissions: [PERMISSIONS.HOSTED_CLOUD_READ],
  },
];
