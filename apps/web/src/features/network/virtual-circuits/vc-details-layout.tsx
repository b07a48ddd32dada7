import { useDisclosure } from '@mantine/hooks';
import type { VirtualCircuit } from '@portal/contract';
import { canViewLonghaulUsage, PERMISSIONS } from '@portal/domain';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { useCurrentCustomer } from '@/api/session';
import { useCan } from '@/api/use-can';
import { DetailsDeleteButton, DetailsLayout } from '@/components/service-pages/details-layout';
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
  return VC_TABS.map((tab) => ({ ...tab, isHidden: tab.path === 'longhaul-usage' && !hasUsage }));
}

/** The VC the details screen shows, handed to its tabs. */
export function useVcOfPage(): VirtualCircuit {
  return useOutletContext<{ vc: VirtualCircuit }>().vc;
}

/**
 * /vcs/{circuitId} (spec 2): the circuit's heading, status and delete action, and its tabs as child routes (details
 * by default). Live events refresh the circuit, so provisioning advances without a reload.
 */
export function VcDetailsLayout() {
  const { circuitId = '' } = useParams();
  const vc = useVc(circuitId);
  const navigate = useNavigate();
  const canChange = useCan(PERMISSIONS.BACKBONE_EVPL_CREATE);
  const [isDeleting, deleting] = useDisclosure(false);
  const customer = useCurrentCustomer();

  return (
    <DetailsLayout
      query={vc}
      list={{ to: '/vcs', label: 'Virtual Circuits', backLabel: 'Back to the virtual circuits' }}
      notFound={{
        title: 'Virtual circuit not found',
        text: `There is no virtual circuit ${circuitId} in your company. It may have been deleted.`,
      }}
      errorTitle="This circuit could not load"
      view={(current) => ({
        crumb: current.vc_circuit_id,
        title: current.vc_circuit_id,
        badge: <ServiceStatusBadge service={current} />,
        subtitle: `${current.description} · ${current.interfaces.map((end) => end.pop).join(' – ')} · ${vcSpeedText(current)} · ${serviceClassLabel(current.service_class)} ${current.mode.toUpperCase()}`,
        actions: canChange && current.summary !== 'provisioning' && (
          <DetailsDeleteButton label="Delete circuit" onClick={deleting.open} />
        ),
        tabs: vcTabsFor(current, customer.data?.customer_uuid),
        context: { vc: current },
        dialogs: canChange && (
          <DeleteVcDialog
            vc={current}
            opened={isDeleting}
            onClose={deleting.close}
            onDeleted={() => navigate('/vcs')}
          />
        ),
      })}
    />
  );
}
