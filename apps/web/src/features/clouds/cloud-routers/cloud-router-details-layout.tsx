import { Anchor, Breadcrumbs, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CloudRouter } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useCan } from '@/api/use-can';
import { ErrorState } from '@/components/error-state';
import { RouteTabs } from '@/components/route-tabs';
import { useCloudRouter } from './api/cloud-router-queries';
import { regionsText, routerBadge } from './cloud-router-display';
import { RouterStatusBadge } from './cloud-router-status-badge';
import { DeleteCloudRouterDialog } from './delete-cloud-router-dialog';

/** spec 2 "Cloud routers": the tabs of a router's details. */
export const CLOUD_ROUTER_TABS = [
  { path: 'details', label: 'Details' },
  { path: 'routes', label: 'Routes' },
  { path: 'router-logs', label: 'Router logs' },
  { path: 'history', label: 'History' },
  { path: 'documents', label: 'Documents' },
] as const;

/** The router the details screen shows, handed to its tabs. */
export function useRouterOfPage(): CloudRouter {
  return useOutletContext<{ router: CloudRouter }>().router;
}

function currentTab(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return CLOUD_ROUTER_TABS.some((tab) => tab.path === last) ? last : 'details';
}

export function RouterNotFound({ circuitId }: { circuitId: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={1} size="h2">
          Cloud router not found
        </Title>
        <Text size="sm">There is no cloud router {circuitId} in your company. It may have been deleted.</Text>
        <Anchor component={Link} to="/cloud-routers" size="sm">
          Back to the cloud routers
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * /cloud-routers/{circuitId} (spec 2): the router's heading, status, its add-connection and delete actions, and its
 * tabs as child routes (details by default). Live events refresh it, so provisioning advances without a reload.
 */
export function CloudRouterDetailsLayout() {
  const { circuitId = '' } = useParams();
  const router = useCloudRouter(circuitId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canChange = useCan(PERMISSIONS.CLOUD_ROUTER_CREATE);
  const [isDeleting, deleting] = useDisclosure(false);

  if (router.isPending) return <Skeleton h={240} radius="md" />;
  if (router.error) {
    if (isApiError(router.error) && router.error.status === 404) return <RouterNotFound circuitId={circuitId} />;
    return (
      <ErrorState error={router.error} title="This cloud router could not load" onRetry={() => void router.refetch()} />
    );
  }
  const current = router.data;
  const isBusy = routerBadge(current).isBusy;

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/cloud-routers" size="sm">
          Cloud Routers
        </Anchor>
        <Text size="sm">{current.name}</Text>
      </Breadcrumbs>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" mb="md">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {current.name}
              </Title>
              <RouterStatusBadge router={current} />
            </Group>
            <Text c="dimmed" size="sm">
              {current.circuit_id} · ASN {current.asn} · {current.capacity} · {regionsText(current)}
            </Text>
          </Stack>
          {canChange && (
            <Group gap="xs">
              {current.state === 'active' && (
                <Button
                  leftSection={<IconPlus size={16} />}
                  component={Link}
                  to={`/cloud-routers/${encodeURIComponent(current.circuit_id)}/connect`}
                >
                  Add connection
                </Button>
              )}
              {!isBusy && (
                <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={deleting.open}>
                  Delete router
                </Button>
              )}
            </Group>
          )}
        </Group>
        <RouteTabs
          tabs={CLOUD_ROUTER_TABS.map((tab) => ({ value: tab.path, label: tab.label }))}
          active={currentTab(pathname)}
          onChange={(tab) => navigate(tab === 'details' ? '.' : tab)}
        >
          <Stack>
            <Outlet context={{ router: current }} />
          </Stack>
        </RouteTabs>
      </Card>
      {canChange && (
        <DeleteCloudRouterDialog
          router={current}
          opened={isDeleting}
          onClose={deleting.close}
          onDeleted={() => navigate('/cloud-routers')}
        />
      )}
    </Stack>
  );
}
