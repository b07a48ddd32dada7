import { Alert, Anchor, Breadcrumbs, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { HostedCloud } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconClockHour4, IconTrash } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useCan } from '@/api/use-can';
import { ErrorState } from '@/components/error-state';
import { RouteTabs } from '@/components/route-tabs';
import { useHostedCloud } from './api/hosted-queries';
import { DeleteHostedDialog } from './delete-hosted-dialog';
import { providerLabel } from './hosted-display';
import { hostedDeleteRefusal } from './hosted-eligibility';
import { HostedStatusBadge } from './hosted-status-badge';
import { RouterConfigButton } from './router-config-button';

/** spec 2 "Hosted and dedicated cloud": the tabs of a hosted connection; bgp-sessions and diagnostics come later. */
export const HOSTED_TABS = [
  { path: 'details', label: 'Details' },
  { path: 'stats-port', label: 'Port statistics' },
  { path: 'stats-vc', label: 'Connection statistics' },
  { path: 'history', label: 'History' },
  { path: 'documents', label: 'Documents' },
  { path: 'cloud-settings', label: 'Cloud settings' },
] as const;

/** The connection the details screen shows, handed to its tabs. */
export function useHostedOfPage(): HostedCloud {
  return useOutletContext<{ cloud: HostedCloud }>().cloud;
}

function currentTab(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return HOSTED_TABS.some((tab) => tab.path === last) ? last : 'details';
}

function NotFound({ circuitId }: { circuitId: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={1} size="h2">
          Hosted cloud connection not found
        </Title>
        <Text size="sm">
          There is no hosted cloud connection {circuitId} in your company. It may have been deleted.
        </Text>
        <Anchor component={Link} to="/hosted-clouds" size="sm">
          Back to the hosted cloud connections
        </Anchor>
      </Stack>
    </Card>
  );
}

/** What the provider side waits for: AWS's acceptance by the customer, or the cloud still setting its side up. */
function ProviderNotice({ cloud }: { cloud: HostedCloud }) {
  if (cloud.is_awaiting_acceptance) {
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconClockHour4 size={18} />}
        title={cloud.provider_message ?? 'awaiting acceptance in your AWS console'}
        data-testid="provider-notice"
      >
        Accept the hosted connection{cloud.cloud_provider_connection_id ? ` ${cloud.cloud_provider_connection_id}` : ''}{' '}
        in the Direct Connect console of AWS account {cloud.settings.aws_account_id ?? ''} (
        {cloud.cloud_provider.region}
        ). This page turns active by itself once AWS reports it accepted.
      </Alert>
    );
  }
  if (cloud.provider_message && cloud.state !== 'active') {
    return (
      <Alert color="blue" variant="light" title={`${providerLabel(cloud.service_provider)} side`}>
        {cloud.provider_message}
      </Alert>
    );
  }
  return null;
}

/**
 * /hosted-clouds/{circuitId} (spec 2): the connection's heading, status, the router configuration download and the
 * delete action, and its tabs as child routes (details by default). Live events refresh it, so provisioning and
 * the cloud's acceptance show without a reload.
 */
export function HostedDetailsLayout() {
  const { circuitId = '' } = useParams();
  const cloud = useHostedCloud(circuitId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canChange = useCan(PERMISSIONS.HOSTED_CLOUD_CREATE);
  const [isDeleting, deleting] = useDisclosure(false);

  if (cloud.isPending) return <Skeleton h={240} radius="md" />;
  const isHosted = cloud.data?.port_type === 'hosted';
  if (cloud.error || !isHosted) {
    if (!isHosted || (isApiError(cloud.error) && cloud.error.status === 404)) return <NotFound circuitId={circuitId} />;
    return (
      <ErrorState error={cloud.error} title="This connection could not load" onRetry={() => void cloud.refetch()} />
    );
  }
  const current = cloud.data;

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/hosted-clouds" size="sm">
          Hosted Cloud
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
              <HostedStatusBadge cloud={current} />
            </Group>
            <Text c="dimmed" size="sm">
              {current.description} · {providerLabel(current.service_provider)} · {current.pop} · {current.speed}
            </Text>
          </Stack>
          <Group gap="sm">
            {current.state !== 'deleting' && <RouterConfigButton cloud={current} />}
            {canChange && hostedDeleteRefusal(current) === null && (
              <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={deleting.open}>
                Delete connection
              </Button>
            )}
          </Group>
        </Group>
        <Stack gap="md" mb="md">
          <ProviderNotice cloud={current} />
        </Stack>
        <RouteTabs
          tabs={HOSTED_TABS.map((tab) => ({ value: tab.path, label: tab.label }))}
          active={currentTab(pathname)}
          onChange={(tab) => navigate(tab === 'details' ? '.' : tab)}
        >
          <Stack>
            <Outlet context={{ cloud: current }} />
          </Stack>
        </RouteTabs>
      </Card>
      {canChange && (
        <DeleteHostedDialog
          cloud={current}
          opened={isDeleting}
          onClose={deleting.close}
          onDeleted={() => navigate('/hosted-clouds')}
        />
      )}
    </Stack>
  );
}
