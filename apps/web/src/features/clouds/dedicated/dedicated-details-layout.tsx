import { Anchor, Breadcrumbs, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { DedicatedCloud } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconTrash } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useCan } from '@/api/use-can';
import { ErrorState } from '@/components/error-state';
import { RouteTabs } from '@/components/route-tabs';
import { useDedicatedCloud } from './api/dedicated-queries';
import { dedicatedBadge, providerLabel } from './dedicated-display';
import { DedicatedStatusBadge } from './dedicated-status-badge';
import { DeleteDedicatedDialog } from './delete-dedicated-dialog';

/** spec 2 "Hosted and dedicated cloud": the tabs of a dedicated connection; diagnostics comes with its area. */
export const DEDICATED_TABS = [
  { path: 'details', label: 'Details' },
  { path: 'stats-port', label: 'Port statistics' },
  { path: 'history', label: 'History' },
  { path: 'documents', label: 'Documents' },
] as const;

/** The connection the details screen shows, handed to its tabs. */
export function useDedicatedOfPage(): DedicatedCloud {
  return useOutletContext<{ cloud: DedicatedCloud }>().cloud;
}

function currentTab(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return DEDICATED_TABS.some((tab) => tab.path === last) ? last : 'details';
}

function NotFound({ circuitId }: { circuitId: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={1} size="h2">
          Dedicated cloud connection not found
        </Title>
        <Text size="sm">
          There is no dedicated cloud connection {circuitId} in your company. It may have been deleted.
        </Text>
        <Anchor component={Link} to="/dedicated-clouds" size="sm">
          Back to the dedicated cloud connections
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * /dedicated-clouds/{circuitId} (spec 2): the connection's heading, status and delete action, and its tabs as child
 * routes (details by default). Live events refresh it, so provisioning advances without a reload.
 */
export function DedicatedDetailsLayout() {
  const { circuitId = '' } = useParams();
  const cloud = useDedicatedCloud(circuitId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canChange = useCan(PERMISSIONS.DEDICATED_CLOUD_CREATE);
  const [isDeleting, deleting] = useDisclosure(false);

  if (cloud.isPending) return <Skeleton h={240} radius="md" />;
  if (cloud.error) {
    if (isApiError(cloud.error) && cloud.error.status === 404) return <NotFound circuitId={circuitId} />;
    return (
      <ErrorState error={cloud.error} title="This connection could not load" onRetry={() => void cloud.refetch()} />
    );
  }
  const current = cloud.data;

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/dedicated-clouds" size="sm">
          Dedicated Cloud
        </Anchor>
        <Text size="sm">{current.cloud_circuit_id}</Text>
      </Breadcrumbs>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" mb="md">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {current.cloud_circuit_id}
              </Title>
              <DedicatedStatusBadge cloud={current} />
            </Group>
            <Text c="dimmed" size="sm">
              {current.description} · {providerLabel(current.service_provider)} · {current.pop} · {current.speed}
            </Text>
          </Stack>
          {canChange && !dedicatedBadge(current).isBusy && (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={deleting.open}>
              Delete connection
            </Button>
          )}
        </Group>
        <RouteTabs
          tabs={DEDICATED_TABS.map((tab) => ({ value: tab.path, label: tab.label }))}
          active={currentTab(pathname)}
          onChange={(tab) => navigate(tab === 'details' ? '.' : tab)}
        >
          <Stack>
            <Outlet context={{ cloud: current }} />
          </Stack>
        </RouteTabs>
      </Card>
      {canChange && (
        <DeleteDedicatedDialog
          cloud={current}
          opened={isDeleting}
          onClose={deleting.close}
          onDeleted={() => navigate('/dedicated-clouds')}
        />
      )}
    </Stack>
  );
}
