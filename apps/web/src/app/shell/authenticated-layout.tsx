import { AppShell, Progress } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { hasPermissions } from '@portal/domain';
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { useCurrentCustomer, usePermissions } from '@/api/session';
import { CenteredLoader } from '@/components/centered-loader';
import { DEFAULT_PATH_AFTER_LOGIN } from '@/lib/return-path';
import { isForDirectCustomersOnly, requiredPermissions } from '@/lib/route-handle';
import { CUSTOMER_PICKER_PATH } from '../partner-routes';
import { ShellBanners } from './shell-banners';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useImpersonation } from './use-impersonation';
import { useSessionTrack } from './use-session-track';
import { VerifyEmailBanner } from './verify-email-banner';

const HEADER_HEIGHT = 56;

/**
 * The frame of every signed-in screen: top bar, sidebar and content. The route's loader has already checked
 * the session; here a route whose permissions are not granted sends the user to / (spec 6), as does billing for a
 * customer of a reseller (spec 2), and a reseller who is not acting for a customer goes to the partner portal.
 */
export function AuthenticatedLayout() {
  const [isNavbarOpen, navbar] = useDisclosure(false);
  const navigation = useNavigation();
  const matches = useMatches();
  const { data: permissions } = usePermissions();
  const customer = useCurrentCustomer();
  const isDirectCustomersScreen = isForDirectCustomersOnly(matches);
  const impersonation = useImpersonation();
  const { isImpersonating, isLeavingForPartnerPortal } = impersonation;
  const { pathname } = useLocation();
  useSessionTrack();

  if (isLeavingForPartnerPortal) return <CenteredLoader />;
  // Staff and resellers acting for nobody would see their own company's empty dashboard: they start at the picker.
  if (impersonation.startsAtCustomerPicker && (pathname === '/' || pathname === DEFAULT_PATH_AFTER_LOGIN)) {
    return <Navigate to={CUSTOMER_PICKER_PATH} replace />;
  }
  if (permissions && !hasPermissions(permissions, requiredPermissions(matches))) {
    return <Navigate to="/" replace />;
  }
  if (isDirectCustomersScreen && customer.data?.customer_of_reseller) return <Navigate to="/" replace />;
  // The company decides whether a billing screen may open: it waits for it rather than asking the server first.
  if (isDirectCustomersScreen && customer.isPending) return <CenteredLoader />;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !isNavbarOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar isNavbarOpen={isNavbarOpen} onToggleNavbar={navbar.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <Sidebar onNavigate={navbar.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {navigation.state !== 'idle' && (
          <Progress
            value={100}
            animated
            size="xs"
            radius={0}
            pos="fixed"
            top={HEADER_HEIGHT}
            left={0}
            right={0}
            style={{ zIndex: 200 }}
            aria-label="Loading page"
          />
        )}
        <ShellBanners isImpersonating={isImpersonating} isProviderStaff={impersonation.isProviderStaff} />
        <VerifyEmailBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
