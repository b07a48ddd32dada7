import type { VlanSummary } from '@portal/contract';
import type { VlanUse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './http-client';

/**
 * The key of a port's VLAN summary, under the port (`['port', id, …]`) so its live events refresh it. The answer
 * with the logical interfaces (who uses each VLAN) is another answer, so it has its own key: the order forms and the
 * port's VLANs card never read each other's cached data.
 */
export const portVlanSummaryKey = (portCircuitId: string, withLogicalInterfaces: boolean) =>
  ['port', portCircuitId, 'vlan-summary', withLogicalInterfaces ? 'with-logical-interfaces' : 'plain'] as const;

/**
 * `GET /v2/ports/{id}/vlan-summary`: the VLANs used on the port and the lowest free one (spec 5: 4 to 4094), with
 * the logical interfaces when asked. Not asked while no port is chosen.
 */
export function usePortVlanSummary(
  portCircuitId: string | null,
  { withLogicalInterfaces = false, isEnabled = true }: { withLogicalInterfaces?: boolean; isEnabled?: boolean } = {},
) {
  const circuitId = portCircuitId ?? '';
  return useQuery({
    queryKey: portVlanSummaryKey(circuitId, withLogicalInterfaces),
    queryFn: () =>
      api.get<VlanSummary>(`/ports/${encodeURIComponent(circuitId)}/vlan-summary`, {
        ...(withLogicalInterfaces ? { query: { include_logical_interfaces: true } } : {}),
        throttle: false,
      }),
    enabled: isEnabled && circuitId !== '',
  });
}

/**
 * What the port's services use of it, for the domain's `vlanRefusal`: their logical interfaces when the summary has
 * them, else its used VLANs (and the untagged frames) as plain VLANs.
 */
export function vlanUsesOf(
  summary: Pick<VlanSummary, 'used_vlans'> & Partial<Pick<VlanSummary, 'is_untagged_used' | 'logical_interfaces'>>,
): VlanUse[] {
  if (summary.logical_interfaces) return summary.logical_interfaces;
  return [
    ...summary.used_vlans.map((vlan) => ({ vlan, svlan: null, untagged: false })),
    ...(summary.is_untagged_used ? [{ vlan: null, svlan: null, untagged: true }] : []),
  ];
}
