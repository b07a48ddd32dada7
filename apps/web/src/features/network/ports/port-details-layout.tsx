import { useDisclosure } from '@mantine/hooks';
import type { Port } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { useCan } from '@/api/use-can';
import { DetailsDeleteButton, DetailsLayout } from '@/components/service-pages/details-layout';
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

/**
 * /ports/{circuitId} (spec 2): the port's heading, status and actions, and its tabs as child routes (details by
 * default). Live events refresh the port, so its state advances without a reload.
 */
export function PortDetailsLayout() {
  const { circuitId = '' } = useParams();
  const port = usePort(circuitId);
  const navigate = useNavigate();
  const canChange = useCan(PERMISSIONS.INTERFACE_PHYSICAL_CREATE);
  const [isDeleting, deleting] = useDisclosure(false);

  return (
    <DetailsLayout
      query={port}
      list={{ to: '/ports', label: 'Ports', backLabel: 'Back to the ports' }}
      notFound={{
        title: 'Port not found',
        text: `There is no port or LAG ${circuitId} in your company. It may have been deleted.`,
      }}
      errorTitle="This port could not load"
      view={(current) => ({
        crumb: current.port_circuit_id,
        title: `${current.is_lag ? 'LAG' : 'Port'} ${current.port_circuit_id}`,
        badge: <PortStatusBadge port={current} />,
        subtitle: `${current.description} · ${current.pop} zone ${current.zone} · ${current.speed} ${current.media}`,
        actions: canChange && portBadge(current).label !== 'deleting' && (
          <DetailsDeleteButton label={`Delete ${current.is_lag ? 'LAG' : 'port'}`} onClick={deleting.open} />
        ),
        tabs: PORT_TABS,
        context: { port: current },
        dialogs: canChange && (
          <DeletePortDialog
            port={current}
            opened={isDeleting}
            onClose={deleting.close}
            onDeleted={() => navigate('/ports')}
          />
        ),
      })}
    />
  );
}
