import { Stack } from '@mantine/core';
import { PERMISSIONS } from '@portal/domain';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useCan } from '@/api/use-can';
import { PageHeader } from '@/components/page-header';
import { RouteTabs } from '@/components/route-tabs';

const ACCOUNT_PATH = '/user-account';

/** The tab of a path under /user-account (api-key/add belongs to the API keys tab). */
function tabOf(pathname: string): string {
  const rest = pathname.slice(ACCOUNT_PATH.length).replace(/^\/+/, '');
  if (rest.startsWith('api-key')) return 'api-keys';
  return rest.split('/')[0] || 'settings';
}

/** /user-account (spec 2): the signed-in user's own settings, one tab per child screen. */
export function AccountLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canUseApiKeys = useCan(PERMISSIONS.API_KEY_CREATE);
  const tabs = [
    { value: 'settings', label: 'Settings', to: ACCOUNT_PATH },
    { value: 'enable-mfa', label: 'Two-factor authentication', to: `${ACCOUNT_PATH}/enable-mfa` },
    { value: 'change-password', label: 'Password', to: `${ACCOUNT_PATH}/change-password` },
    ...(canUseApiKeys ? [{ value: 'api-keys', label: 'API keys', to: `${ACCOUNT_PATH}/api-keys` }] : []),
  ];

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title="Your account" description="Your profile, sign-in security and API keys." />
      <RouteTabs
        tabs={tabs}
        active={tabOf(pathname)}
        onChange={(value) => {
          const tab = tabs.find((candidate) => candidate.value === value);
          if (tab) void navigate(tab.to);
        }}
      >
        <Outlet />
      </RouteTabs>
    </Stack>
  );
}
