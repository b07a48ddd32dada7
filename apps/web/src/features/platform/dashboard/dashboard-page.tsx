import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PERMISSIONS } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useCurrentCustomer, useCurrentUser } from '@/api/session';
import { useCan } from '@/api/use-can';
import { ErrorState } from '@/components/error-state';
import { useCanOpenScreen } from '@/lib/route-tree';
import { dashboardQuery } from './api/dashboard-queries';
import { AttentionCard } from './attention-card';
import { availableOrderShortcuts, openableAttention, openableProducts } from './dashboard-links';
import { DashboardSection } from './dashboard-section';
import { OpenAlertsCard } from './open-alerts-card';
import { OrderShortcutsCard } from './order-shortcuts-card';
import { ProductCountsCard } from './product-counts-card';
import { RecentActivityCard } from './recent-activity-card';

function Greeting() {
  const user = useCurrentUser();
  const customer = useCurrentCustomer();
  return (
    <div>
      <Title order={1}>Dashboard</Title>
      {user.data && (
        <Text c="dimmed" mt={4}>
          Welcome back, {user.data.first_name}
          {customer.data ? ` — ${customer.data.name}` : ''}
        </Text>
      )}
    </div>
  );
}

function LoadingSections() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} role="status" aria-label="Loading the dashboard">
      <Skeleton h={220} radius="md" />
      <Skeleton h={220} radius="md" />
    </SimpleGrid>
  );
}

/**
 * /dashboard and / (spec 2): what a network engineer wants on arrival. A grid of self-contained sections: the
 * services by state, what needs attention, recent activity and shortcuts to order; a section for an area that is
 * not built (or not permitted) is simply absent. A company with nothing yet gets a friendly start instead.
 */
export function DashboardPage() {
  const dashboard = useQuery(dashboardQuery());
  const canReadActivity = useCan(PERMISSIONS.ACTIVITY_LOG_READ);
  const canOpen = useCanOpenScreen();
  const orderShortcuts = availableOrderShortcuts(canOpen);
  const hasServices = (dashboard.data?.products ?? []).some((product) => product.total > 0);
  // Only what the user can open: an area's counts and circuits appear once its screens exist.
  const products = openableProducts(dashboard.data?.products ?? [], canOpen);
  const attention = openableAttention(dashboard.data?.attention ?? [], canOpen);

  return (
    <Stack gap="lg">
      <Greeting />
      {dashboard.isPending && <LoadingSections />}
      {dashboard.isError && (
        <ErrorState
          title="The dashboard could not be loaded"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      )}
      {dashboard.data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {hasServices ? (
            <>
              {products.length > 0 && <ProductCountsCard products={products} />}
              <AttentionCard attention={attention} />
              <OpenAlertsCard canOpen={canOpen} />
            </>
          ) : (
            orderShortcuts.length === 0 && (
              <DashboardSection title="Your services">
                <Text size="sm">Your company has no services yet.</Text>
              </DashboardSection>
            )
          )}
          {orderShortcuts.length > 0 && <OrderShortcutsCard shortcuts={orderShortcuts} isFirstOrder={!hasServices} />}
          {canReadActivity && <RecentActivityCard />}
        </SimpleGrid>
      )}
    </Stack>
  );
}
