import { Stack, Tabs } from '@mantine/core';
import { hasPermissions } from '@portal/domain';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { usePermissions } from '@/api/session';
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
      <Tabs value={active} onChange={(value) => value && void navigate(`/admin/${value}`)} keepMounted={false}>
        <Tabs.List>
          {screens.map((screen) => (
            <Tabs.Tab key={screen.path} value={screen.path} leftSection={<screen.icon size={16} aria-hidden />}>
              {screen.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
