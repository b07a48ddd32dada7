import { Button } from '@mantine/core';
import { FEATURE_FLAGS, hasFeature } from '@portal/domain';
import { IconTopologyStar3 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentCustomer } from '@/api/session';

/**
 * The way to the map (spec 2) for a list or a router's page: shown only to a customer with the feature
 * cr_topology_map. With a router's circuit id the map shows that router alone.
 */
export function CloudRouterMapButton({ circuitId }: { circuitId?: string }) {
  const { data: customer } = useCurrentCustomer();
  if (!customer || !hasFeature(customer.additional_features, FEATURE_FLAGS.CR_TOPOLOGY_MAP)) return null;
  const to = circuitId ? `/cloud-routers/map/${encodeURIComponent(circuitId)}` : '/cloud-routers/map';
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconTopologyStar3 size={16} />}>
      Map
    </Button>
  );
}
