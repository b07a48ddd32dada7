import { Anchor, Breadcrumbs, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Port } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconTrash } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useCan } from '@/api/use-can';
import { ErrorState } from '@/components/error-state';
import { RouteTabs } from '@/components/route-tabs';
import { usePort } from './api/ports-query';
import { DeletePortDialog } from './delete-port-dialog';
import { portBadge } from './port-badge';
import { PortStatusBadge } from './port-status-badge';

/** spec 2 "Ports, LAGs": the tabs of a port, in order; diagnostics comes with the diagnostics area. */
export const PORT_TABS = [
  { path: 'details', label: 'Details' },
  { path: 'stats-port', label: 'Statistics' },
  { path: 'router-logs', label: 'Router logs' },
  { path: 'history', label: 'History' },
  { path: 'documents', label: 'Documents' },
] as const;

/** The port the details screen shows, handed to its tabs. */
export function usePortOfPage(): Port {
  return useOutletContext<{ port: Port }>().port;
}

/** The tab of the current path (the last segment), details when none. */
function currentTab(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return PORT_TABS.some((tab) => tab.path === last) ? last : 'details';
}

function NotFound({ circuitId }: { circuitId: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={1} size="h2">
          Port not found
        </Title>
        <Text size="sm">There is no port or LAG {circuitId} in your company. It may have been deleted.</Text>
        <Anchor component={Link} to="/ports" size="sm">
          Back to the ports
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * /ports/{circuitId} (spec 2): the port's heading, status and actions, and its tabs as child routes (details by
 * default). Live events refresh the port, so its state advances without a reload.
 */
export function PortDetailsLayout() {
  const { circuitId = '' } = useParams();
  const port = usePort(circuitId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canChange = useCan(PERMISSIONS.INTERFACE_PHYSICAL_CREATE);
  const [isDeleting, deleting] = useDisclosure(false);

  if (port.isPending) return <Skeleton h={240} radius="md" />;
  if (port.error) {
    if (isApiError(port.error) && port.error.status === 404) return <NotFound circuitId={circuitId} />;
    return <ErrorState error={port.error} title="This port could not load" onRetry={() => void port.refetch()} />;
  }
  const current = port.data;
  const isGone = portBadge(current).label === 'deleting';

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/ports" size="sm">
          Ports
        </Anchor>
        <Text size="sm">{current.port_circuit_id}</Text>
      </Breadcrumbs>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" mb="md">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1} size="h2">
                {current.is_lag ? 'LAG' : 'Port'} {current.port_circuit_id}
              </Title>
              <PortStatusBadge port={current} />
            </Group>
            <Text c="dimmed" size="sm">
              {current.description} · {current.pop} zone {current.zone} · {current.speed} {current.media}
            </Text>
          </Stack>
          {canChange && !isGone && (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={deleting.open}>
              Delete {current.is_lag ? 'LAG' : 'port'}
            </Button>
          )}
        </Group>
        <RouteTabs
          tabs={PORT_TABS.map((tab) => ({ value: tab.path, label: tab.label }))}
          active={currentTab(pathname)}
          onChange={(tab) => navigate(tab === 'details' ? '.' : tab)}
        >
          <Stack>
            <Outlet context={{ port: current }} />
          </Stack>
        </RouteTabs>
      </Card>
      {canChange && (
        <DeletePortDialog
          port={current}
          opened={isDeleting}
          onClose={deleting.close}
          onDeleted={() => navigate('/ports')}
        />
      )}
    </Stack>
  );
}
