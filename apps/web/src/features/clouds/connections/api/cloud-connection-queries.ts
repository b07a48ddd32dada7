import type { DedicatedCloud, HostedCloud, NetworkStatus, UpgradeOptions } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { cloudConnectionKeys } from './cloud-connection-keys';

const connectionPath = (circuitId: string) => `/services/cloud/connections/${encodeURIComponent(circuitId)}`;

/** The connection each details screen shows: a hosted one at /hosted-clouds, a dedicated one at /dedicated-clouds. */
interface CloudConnectionOfKind {
  hosted: HostedCloud;
  dedicated: DedicatedCloud;
}
export type CloudConnectionKind = keyof CloudConnectionOfKind;

/**
 * One connection (`GET /v2/services/cloud/connections/{id}`, which answers hosted and dedicated ones alike) asked for
 * as the screen's kind: `data` only when it is of that kind, `otherKind` naming the kind it is otherwise, so a
 * hosted connection is never shown as a dedicated one (or the reverse). Refreshed by live events.
 */
export function useCloudConnectionOfKind<K extends CloudConnectionKind>(circuitId: string, kind: K) {
  const query = useQuery({
    queryKey: cloudConnectionKeys.detail(circuitId),
    queryFn: () => api.get<HostedCloud | DedicatedCloud>(connectionPath(circuitId), { throttle: false }),
  });
  const otherKind = query.data && query.data.port_type !== kind ? query.data.port_type : null;
  return {
    isPending: query.isPending,
    error: query.error,
    data: query.data && !otherKind ? (query.data as CloudConnectionOfKind[K]) : undefined,
    refetch: query.refetch,
    otherKind,
  };
}

/** The network's latest workflow on the connection (`/v2.1/…/status`), asked again whenever its state moves. */
export function useCloudConnectionStatus(cloud: Pick<HostedCloud, 'cloud_circuit_id' | 'state'>) {
  return useQuery({
    queryKey: cloudConnectionKeys.status(cloud.cloud_circuit_id, cloud.state),
    queryFn: () =>
      api.get<NetworkStatus>(`${connectionPath(cloud.cloud_circuit_id)}/status`, { version: 'v2.1', throttle: false }),
    meta: { isSilent: true },
  });
}

/** `GET /v2/services/{id}/upgrade/options`: the speeds the connection may move to, each priced. */
export function useCloudConnectionUpgradeOptions(circuitId: string) {
  return useQuery({
    queryKey: cloudConnectionKeys.upgradeOptions(circuitId),
    queryFn: () => api.get<UpgradeOptions>(`/services/${encodeURIComponent(circuitId)}/upgrade/options`),
    meta: { isSilent: true },
  });
}
