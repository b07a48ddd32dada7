import { useDisclosure } from '@mantine/hooks';
import type { PointToPoint } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { useCan } from '@/api/use-can';
import { DetailsDeleteButton, DetailsLayout } from '@/components/service-pages/details-layout';
import { currentTab } from '@/components/service-pages/details-tabs';
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
export const currentPtpTab = (pathname: string): string => currentTab(pathname, PTP_TABS);

/**
 * /point-to-points/{circuitId} (spec 2): the circuit's heading, status and delete action, and its tabs as child
 * routes (details by default). Live events refresh it, so provisioning advances without a reload.
 */
export function PtpDetailsLayout() {
  const { circuitId = '' } = useParams();
  const ptp = usePtp(circuitId);
  const navigate = useNavigate();
  const canChange = useCan(PERMISSIONS.POINT_TO_POINT_CREATE);
  const [isDeleting, deleting] = useDisclosure(false);

  return (
    <DetailsLayout
      query={ptp}
      list={{ to: '/point-to-points', label: 'Point to Points', backLabel: 'Back to the point-to-points' }}
      notFound={{
        title: 'Point-to-point not found',
        text: `There is no point-to-point ${circuitId} in your company. It may have been deleted.`,
      }}
      errorTitle="This point-to-point could not load"
      view={(current) => ({
        crumb: current.ptp_circuit_id,
        title: current.ptp_circuit_id,
        badge: <ServiceStatusBadge service={current} />,
        subtitle: `${current.description} · ${current.interfaces.map((end) => end.pop).join(' – ')} · ${ptpSpeedText(current)} · ${serviceClassLabel(current.service_class)}`,
        actions: canChange && current.summary !== 'provisioning' && (
          <DetailsDeleteButton label="Delete point-to-point" onClick={deleting.open} />
        ),
        tabs: PTP_TABS,
        context: { ptp: current },
        dialogs: canChange && (
          <DeletePtpDialog
            ptp={current}
            opened={isDeleting}
            onClose={deleting.close}
            onDeleted={() => navigate('/point-to-points')}
          />
        ),
      })}
    />
  );
}
