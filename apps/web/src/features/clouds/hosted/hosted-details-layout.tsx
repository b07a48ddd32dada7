import { Alert, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { HostedCloud } from '@portal/contract';
import { hostedDeleteRefusal, PERMISSIONS } from '@portal/domain';
import { IconClockHour4 } from '@tabler/icons-react';
import { Navigate, useNavigate, useOutletContext, useParams } from 'react-router';
import { useCan } from '@/api/use-can';
import { DetailsDeleteButton, DetailsLayout } from '@/components/service-pages/details-layout';
import { useCloudConnectionOfKind } from '../connections/api/cloud-connection-queries';
import { ChangeHostedSpeedButton } from './change-hosted-speed-button';
import { DeleteHostedDialog } from './delete-hosted-dialog';
import { providerLabel } from './hosted-display';
import { hasCloudBgp } from './hosted-eligibility';
import { HostedStatusBadge } from './hosted-status-badge';
import { RouterConfigButton } from './router-config-button';

/** spec 2 "Hosted and dedicated cloud": the tabs of a hosted connection; diagnostics comes with its area. */
const HOSTED_TABS = [
  { path: 'details', label: 'Details' },
  { path: 'stats-port', label: 'Port statistics' },
  { path: 'stats-vc', label: 'Connection statistics' },
  { path: 'history', label: 'History' },
  { path: 'documents', label: 'Documents' },
  { path: 'cloud-settings', label: 'Cloud settings' },
  { path: 'bgp-sessions', label: 'BGP sessions' },
] as const;

/** The tabs a connection shows: bgp-sessions only "for connections with cloud-side BGP" (issue 17). */
function hostedTabsOf(cloud: HostedCloud) {
  return hasCloudBgp(cloud) ? HOSTED_TABS : HOSTED_TABS.filter((tab) => tab.path !== 'bgp-sessions');
}

/** The connection the details screen shows, handed to its tabs. */
export function useHostedOfPage(): HostedCloud {
  return useOutletContext<{ cloud: HostedCloud }>().cloud;
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
        mb="md"
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
      <Alert color="blue" variant="light" title={`${providerLabel(cloud.service_provider)} side`} mb="md">
        {cloud.provider_message}
      </Alert>
    );
  }
  return null;
}

/**
 * /hosted-clouds/{circuitId} (spec 2): the connection's heading, status, what the provider side waits for, the
 * router configuration download, the speed change and the delete action, and its tabs as child routes (details by
 * default). Live events refresh it, so provisioning and the cloud's acceptance show without a reload. A dedicated
 * connection's id goes to its own screen.
 */
export function HostedDetailsLayout() {
  const { circuitId = '' } = useParams();
  const cloud = useCloudConnectionOfKind(circuitId, 'hosted');
  const navigate = useNavigate();
  const canChange = useCan(PERMISSIONS.HOSTED_CLOUD_CREATE);
  // The router configuration is read with cloud/virtual-circuit.read (wire reference 3.7).
  const canReadConfig = useCan(PERMISSIONS.CLOUD_VIRTUAL_CIRCUIT_READ);
  const [isDeleting, deleting] = useDisclosure(false);
  if (cloud.otherKind) return <Navigate to={`/${cloud.otherKind}-clouds/${encodeURIComponent(circuitId)}`} replace />;

  return (
    <DetailsLayout
      query={cloud}
      list={{ to: '/hosted-clouds', label: 'Hosted Cloud', backLabel: 'Back to the hosted cloud connections' }}
      notFound={{
        title: 'Hosted cloud connection not found',
        text: `There is no hosted cloud connection ${circuitId} in your company. It may have been deleted.`,
      }}
      errorTitle="This connection could not load"
      view={(current) => ({
        crumb: current.cloud_circuit_id,
        title: current.cloud_circuit_id,
        badge: <HostedStatusBadge cloud={current} />,
        subtitle: `${current.description} · ${providerLabel(current.service_provider)} · ${current.pop} · ${current.speed}`,
        actions: (
          <Group gap="sm">
            {canReadConfig && current.state !== 'deleting' && <RouterConfigButton cloud={current} />}
            <ChangeHostedSpeedButton cloud={current} />
            {canChange && hostedDeleteRefusal(current) === null && (
              <DetailsDeleteButton label="Delete connection" onClick={deleting.open} />
            )}
          </Group>
        ),
        status: <ProviderNotice cloud={current} />,
        tabs: hostedTabsOf(current),
        context: { cloud: current },
        dialogs: canChange && (
          <DeleteHostedDialog
            cloud={current}
            opened={isDeleting}
            onClose={deleting.close}
            onDeleted={() => navigate('/hosted-clouds')}
          />
        ),
      })}
    />
  );
}
