import { Anchor, Breadcrumbs, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PointToPoint } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconTrash } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useCan } from '@/api/use-can';
import { ErrorState } from '@/components/error-state';
import { RouteTabs } from '@/components/route-tabs';
import { ServiceStatusBadge } from '@/components/service-status-badge';
import { serviceClassLabel } from '../virtual-circuits/vc-display';
import { usePtp } from './api/ptp-queries';
import { DeletePtpDialog } from './delete-ptp-dialog';
import { ptpSpeedText } from './ptp-display';

/** spec 2 "Point to point": the tabs of a point-to-point, in order; diagnostics comes with the diagnostics area. */
export const PTP_TABS = [
  { path: 'details', label: 'Details' },
  { path: 'port/a', label: 'Port A' },
  { path: 'port/z', label: 'Port Z' },
  { path: 'vc-stats', label: 'VC statistics' },
  { path: 'history', label: 'History' },
  { path: 'documents', label: 'Documents' },
] as const;

/** The point-to-point the details screen shows, handed to its tabs. */
export function usePtpOfPage(): PointToPoint {
  return useOutletContext<{ ptp: PointToPoint }>().ptp;
}

/** The tab a path shows: the one whose path ends it (`…/port/a`), else details. */
export function currentPtpTab(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return PTP_TABS.find((tab) => path.endsWith(`/${tab.path}`))?.path ?? 'details';
}

function NotFound({ circuitId }: { circuitId: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={1} size="h2">
          Point-to-point not found
        </Title>
        <Text size="sm">There is no point-to-point {circuitId} in your company. It may have been deleted.</Text>
        <Anchor component={Link} to="/point-to-points" size="sm">
          Back to the point-to-points
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * /point-to-points/{circuitId} (spec 2): the circuit's heading, status and delete action, and its tabs as child
 * routes (details by default). Live events refresh it, so provisioning advances without a reload.
 */
export function PtpDetailsLayout() {
  const { circuitId = '' } = useParams();
  const ptp = usePtp(circuitId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canChange = useCan(PERMISSIONS.POINT_TO_POINT_CREATE);
  const [isDeleting, deleting] = useDisclosure(false);

  if (ptp.isPending) return <Skeleton h={240} radius="md" />;
  if (ptp.error) {
    if (isApiError(ptp.error) && ptp.error.status === 404) return <NotFound circuitId={circuitId} />;
    return (
      <ErrorState error={ptp.error} title="This point-to-point could not load" onRetry={() => void ptp.refetch()} />
    );
  }
  const current = ptp.data;
  const base = `/point-to-points/${encodeURIComponent(current.ptp_circuit_id)}`;

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/point-to-points" size="sm">
          Point to Points
        </Anchor>
        <Text size="sm">{current.ptp_circuit_id}</Text>
      </Breadcrumbs>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" mb="md">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {current.ptp_circuit_id}
              </Title>
              <ServiceStatusBadge service={current} />
            </Group>
            <Text c="dimmed" size="sm">
              {current.description} · {current.interfaces.map((end) => end.pop).join(' – ')} · {ptpSpeedText(current)} ·{' '}
              {serviceClassLabel(current.service_class)}
            </Text>
          </Stack>
          {canChange && current.summary !== 'provisioning' && (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={deleting.open}>
              Delete point-to-point
            </Button>
          )}
        </Group>
        <RouteTabs
          tabs={PTP_TABS.map((tab) => ({ value: tab.path, label: tab.label }))}
          active={currentPtpTab(pathname)}
          onChange={(tab) => navigate(tab === 'details' ? base : `${base}/${tab}`)}
        >
          <Stack>
            <Outlet context={{ ptp: current }} />
          </Stack>
        </RouteTabs>
      </Card>
      {canChange && (
        <DeletePtpDialog
          ptp={current}
          opened={isDeleting}
          onClose={deleting.close}
          onDeleted={() => navigate('/point-to-points')}
        />
      )}
    </Stack>
  );
}
