import type { TrafficUnit } from '@portal/domain';
import { InterfaceTrafficPanel } from '@/components/interface-traffic-panel';
import { useConnectionOfPage } from './connection-details-layout';

/** The traffic of a connection as a whole, and of what its NAT translates (spec 7 cloud-router-connections rates). */
const rateUrl = (circuitId: string, variant: string, unit: TrafficUnit) => {
  const base = `/metrics/cloud-router-connections/${encodeURIComponent(circuitId)}/rate/${unit}`;
  return variant === 'all' ? base : `${base}/${variant}`;
};

/** …/statistics: the connection's traffic in and out of the router, and through its NAT when it has one. */
export function ConnectionStatisticsTab() {
  const { connection } = useConnectionOfPage();
  const views = [
    {
      side: 'all',
      pop: connection.pop,
      port_circuit_id: 'all',
      label: 'Connection',
      title: 'Traffic through the connection',
    },
  ];
  if (connection.nat_capable) {
    views.push({
      side: 'nat',
      pop: connection.pop,
      port_circuit_id: 'nat',
      label: 'NAT',
      title: 'Traffic translated by the NAT',
    });
  }
  return (
    <InterfaceTrafficPanel
      objectType="cr_connection"
      circuitId={connection.cloud_circuit_id}
      interfaces={views}
      rateUrl={rateUrl}
    />
  );
}

/** …/statistics-ipsec: the traffic through the IPsec tunnel, encrypted, to the customer's gateway. */
export function ConnectionIpsecStatisticsTab() {
  const { connection } = useConnectionOfPage();
  return (
    <InterfaceTrafficPanel
      objectType="cr_connection"
      circuitId={connection.cloud_circuit_id}
      interfaces={[
        {
          side: 'ipsec',
          pop: connection.pop,
          port_circuit_id: 'ipsec',
          label: 'IPsec tunnel',
          title: 'Traffic through the IPsec tunnel',
        },
      ]}
      rateUrl={rateUrl}
    />
  );
}
