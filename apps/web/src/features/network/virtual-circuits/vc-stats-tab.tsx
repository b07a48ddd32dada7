import { InterfaceTrafficPanel } from '@/components/interface-traffic-panel';
import { useVcOfPage } from './vc-details-layout';

/**
 * The stats tab of a VC (spec 2; spec 7 `/metrics/virtual-circuits/{id}/interfaces/{iface}/rate/{unit}`): the
 * traffic of one end of the circuit with average, peak and the 95th percentile of the range.
 */
export function VcStatsTab() {
  const vc = useVcOfPage();
  return <InterfaceTrafficPanel objectType="vc" circuitId={vc.vc_circuit_id} interfaces={vc.interfaces} />;
}
