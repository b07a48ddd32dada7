import { Stack } from '@mantine/core';
import { hasPermissions } from '@portal/domain';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { usePermissions } from '@/api/session';
import { RouteTabs } from '@/components/route-tabs';
import { adminScreens } from './admin-screens';

/** /admin (spec 2 "Company administration"): one tab per screen the user may open. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: permissions = [] } = usePermissions();
  const screens = adminScreens.filter((screen) => hasPermissions(permissions, screen.permissions));
  const active = screens.find((screen) => pathname.startsWith(`/admin/${screen.path}`))?.path ?? null;

  return (
    <Stack gap="md">
      <RouteTabs
        tabs={screens.map((screen) => ({
          value: screen.path,
          label: screen.label,
          icon: <screen.icon size={16} aria-hidden />,
        }))}
        active={active}
        onChange={(value) => void navigate(`/admin/${value}`)}
      >
        <Outlet />
      </RouteTabs>
    </Stack>
  );
}
