import { Anchor, Breadcrumbs, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { VirtualCircuit } from '@portal/contract';
import { canViewLonghaulUsage, PERMISSIONS } from '@portal/domain';
import { IconTrash } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useCurrentCustomer } from '@/api/session';
import { useCan } from '@/api/use-can';
import { ErrorState } from '@/components/error-state';
import { RouteTabs } from '@/components/route-tabs';
import { ServiceStatusBadge } from '@/components/service-status-badge';
import { useVc } from './api/vc-queries';
import { DeleteVcDialog } from './delete-vc-dialog';
import { serviceClassLabel, vcSpeedText } from './vc-display';

/** spec 2 "Virtual circuits": the tabs of a VC, in order; diagnostics comes with the diagnostics area. */
export const VC_TABS = [
  { path: 'details', label: 'Details' },
  { path: 'stats', label: 'Statistics' },
  { path: 'longhaul-usage', label: 'Longhaul Usage' },
  { path: 'history', label: 'History' },
  { path: 'documents', label: 'Documents' },
] as const;

/** spec 5: the longhaul usage statistics of this VC may be shown to this customer. */
export function hasLonghaulUsage(vc: VirtualCircuit, customerUuid: string | null | undefined): boolean {
  return canViewLonghaulUsage({ ...vc, bandwidth: { longhaul_type: vc.bandwidth.longhaul_type } }, customerUuid);
}

/** The tabs a VC shows: longhaul usage only where spec 5 allows it (owner, longhaul, backbone or marketplace, usage). */
export function vcTabsFor(vc: VirtualCircuit, customerUuid: string | null | undefined) {
  const hasUsage = hasLonghaulUsage(vc, customerUuid);
  return VC_TABS.filter((tab) => tab.path !== 'longhaul-usage' || hasUsage);
}

/** The VC the details screen shows, handed to its tabs. */
export function useVcOfPage(): VirtualCircuit {
  return useOutletContext<{ vc: VirtualCircuit }>().vc;
}

function currentTab(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return VC_TABS.some((tab) => tab.path === last) ? last : 'details';
}

function NotFound({ circuitId }: { circuitId: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={1} size="h2">
          Virtual circuit not found
        </Title>
        <Text size="sm">There is no virtual circuit {circuitId} in your company. It may have been deleted.</Text>
        <Anchor component={Link} to="/vcs" size="sm">
          Back to the virtual circuits
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * /vcs/{circuitId} (spec 2): the circuit's heading, status and delete action, and its tabs as child routes (details
 * by default). Live events refresh the circuit, so provisioning advances without a reload.
 */
export function VcDetailsLayout() {
  const { circuitId = '' } = useParams();
  const vc = useVc(circuitId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canChange = useCan(PERMISSIONS.BACKBONE_EVPL_CREATE);
  const [isDeleting, deleting] = useDisclosure(false);
  const customer = useCurrentCustomer();

  if (vc.isPending) return <Skeleton h={240} radius="md" />;
  if (vc.error) {
    if (isApiError(vc.error) && vc.error.status === 404) return <NotFound circuitId={circuitId} />;
    return <ErrorState error={vc.error} title="This circuit could not load" onRetry={() => void vc.refetch()} />;
  }
  const current = vc.data;
  const isBusy = current.summary === 'provisioning';

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/vcs" size="sm">
          Virtual Circuits
        </Anchor>
        <Text size="sm">{current.vc_circuit_id}</Text>
      </Breadcrumbs>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" mb="md">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {current.vc_circuit_id}
              </Title>
              <ServiceStatusBadge service={current} />
            </Group>
            <Text c="dimmed" size="sm">
              {current.description} · {current.interfaces.map((end) => end.pop).join(' – ')} · {vcSpeedText(current)} ·{' '}
              {serviceClassLabel(current.service_class)} {current.mode.toUpperCase()}
            </Text>
          </Stack>
          {canChange && !isBusy && (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={deleting.open}>
              Delete circuit
            </Button>
          )}
        </Group>
        <RouteTabs
          tabs={vcTabsFor(current, customer.data?.customer_uuid).map((tab) => ({ value: tab.path, label: tab.label }))}
          active={currentTab(pathname)}
          onChange={(tab) => navigate(tab === 'details' ? '.' : tab)}
        >
          <Stack>
            <Outlet context={{ vc: current }} />
          </Stack>
        </RouteTabs>
      </Card>
      {canChange && (
        <DeleteVcDialog vc={current} opened={isDeleting} onClose={deleting.close} onDeleted={() => navigate('/vcs')} />
      )}
    </Stack>
  );
}
