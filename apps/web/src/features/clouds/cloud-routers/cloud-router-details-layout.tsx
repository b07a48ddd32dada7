import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CloudRouter } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useOutletContext, useParams } from 'react-router';
import { useCan } from '@/api/use-can';
import { DetailsDeleteButton, DetailsLayout } from '@/components/service-pages/details-layout';
import { useCloudRouter } from './api/cloud-router-queries';
import { regionsText, routerBadge } from './cloud-router-display';
import { RouterStatusBadge } from './cloud-router-status-badge';
import { DeleteCloudRouterDialog } from './delete-cloud-router-dialog';
import { CloudRouterMapButton } from './map/map-link';

/** spec 2 "Cloud routers": the tabs of a router's details. */
export const CLOUD_ROUTER_TABS = [
  { path: 'details', label: 'Details' },
  { path: 'routes', label: 'Routes' },
  { path: 'router-logs', label: 'Router logs' },
  { path: 'looking-glass', label: 'Looking glass' },
  { path: 'history', label: 'History' },
  { path: 'documents', label: 'Documents' },
] as const;

/** The router the details screen shows, handed to its tabs. */
export function useRouterOfPage(): CloudRouter {
  return useOutletContext<{ router: CloudRouter }>().router;
}

export const CLOUD_ROUTERS_LIST = {
  to: '/cloud-routers',
  label: 'Cloud Routers',
  backLabel: 'Back to the cloud routers',
} as const;

/**
 * /cloud-routers/{circuitId} (spec 2): the router's heading, status, its add-connection and delete actions, and its
 * tabs as child routes (details by default). Live events refresh it, so provisioning advances without a reload.
 */
export function CloudRouterDetailsLayout() {
  const { circuitId = '' } = useParams();
  const router = useCloudRouter(circuitId);
  const navigate = useNavigate();
  const canChange = useCan(PERMISSIONS.CLOUD_ROUTER_CREATE);
  const [isDeleting, deleting] = useDisclosure(false);

  return (
    <DetailsLayout
      query={router}
      list={CLOUD_ROUTERS_LIST}
      notFound={{
        title: 'Cloud router not found',
        text: `There is no cloud router ${circuitId} in your company. It may have been deleted.`,
      }}
      errorTitle="This cloud router could not load"
      view={(current) => ({
        crumb: current.name,
        title: current.name,
        badge: <RouterStatusBadge router={current} />,
        subtitle: `${current.circuit_id} · ASN ${current.asn} · ${current.capacity} · ${regionsText(current)}`,
        actions: (
          <Group gap="xs">
            <CloudRouterMapButton circuitId={current.circuit_id} />
            {canChange && current.state === 'active' && (
              <Button
                leftSection={<IconPlus size={16} />}
                component={Link}
                to={`/cloud-routers/${encodeURIComponent(current.circuit_id)}/connect`}
              >
                Add connection
              </Button>
            )}
            {canChange && !routerBadge(current).isBusy && (
              <DetailsDeleteButton label="Delete router" onClick={deleting.open} />
            )}
          </Group>
        ),
        tabs: CLOUD_ROUTER_TABS,
        context: { router: current },
        dialogs: canChange && (
          <DeleteCloudRouterDialog
            router={current}
            opened={isDeleting}
            onClose={deleting.close}
            onDeleted={() => navigate('/cloud-routers')}
          />
        ),
      })}
    />
  );
}
