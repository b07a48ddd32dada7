import { useDisclosure } from '@mantine/hooks';
import type { DedicatedCloud } from '@portal/contract';
import { dedicatedDeleteRefusal, PERMISSIONS } from '@portal/domain';
import { Navigate, useNavigate, useOutletContext, useParams } from 'react-router';
import { useCan } from '@/api/use-can';
import { DetailsDeleteButton, DetailsLayout } from '@/components/service-pages/details-layout';
import { useCloudConnectionOfKind } from '../connections/api/cloud-connection-queries';
import { providerLabel } from './dedicated-display';
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

/**
 * /dedicated-clouds/{circuitId} (spec 2): the connection's heading, status and delete action, and its tabs as child
 * routes (details by default). Live events refresh it, so provisioning advances without a reload. A hosted
 * connection's id goes to its own screen.
 */
export function DedicatedDetailsLayout() {
  const { circuitId = '' } = useParams();
  const cloud = useCloudConnectionOfKind(circuitId, 'dedicated');
  const navigate = useNavigate();
  const canChange = useCan(PERMISSIONS.DEDICATED_CLOUD_CREATE);
  const [isDeleting, deleting] = useDisclosure(false);
  if (cloud.otherKind) return <Navigate to={`/${cloud.otherKind}-clouds/${encodeURIComponent(circuitId)}`} replace />;

  return (
    <DetailsLayout
      query={cloud}
      list={{ to: '/dedicated-clouds', label: 'Dedicated Cloud', backLabel: 'Back to the dedicated cloud connections' }}
      notFound={{
        title: 'Dedicated cloud connection not found',
        text: `There is no dedicated cloud connection ${circuitId} in your company. It may have been deleted.`,
      }}
      errorTitle="This connection could not load"
      view={(current) => ({
        crumb: current.cloud_circuit_id,
        title: current.cloud_circuit_id,
        badge: <DedicatedStatusBadge cloud={current} />,
        subtitle: `${current.description} · ${providerLabel(current.service_provider)} · ${current.pop} · ${current.speed}`,
        actions: canChange && dedicatedDeleteRefusal(current) === null && (
          <DetailsDeleteButton label="Delete connection" onClick={deleting.open} />
        ),
        tabs: DEDICATED_TABS,
        context: { cloud: current },
        dialogs: canChange && (
          <DeleteDedicatedDialog
            cloud={current}
            opened={isDeleting}
            onClose={deleting.close}
            onDeleted={() => navigate('/dedicated-clouds')}
          />
        ),
      })}
    />
  );
}
