import { useNavigationCounts } from '@/api/navigation-counts';
import { useCurrentCustomer, usePermissions } from '@/api/session';
import type { ShellContext } from './navigation';
import { useHasScreen } from './screen-routes';

/** What the shell's links are shown by: permissions, the company, the sidebar counts and the router's screens. */
export function useShellContext(): ShellContext {
  const { data: permissions = [] } = usePermissions();
  const { data: customer } = useCurrentCustomer();
  const counts = useNavigationCounts();
  const hasScreen = useHasScreen();
  return { permissions, customer, counts, hasScreen };
}
