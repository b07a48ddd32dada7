import type {
  BgpRoute,
  BgpSession,
  CloudRouter,
  CloudRouterConnection,
  NetworkStatus,
  Port,
  UpgradeOptions,
} from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { crKeys } from './cloud-router-keys';

const path = encodeURIComponent;
const routerPath = (circuitId: string) => `/services/cloud-routers/${path(circuitId)}`;
const connectionPath = (circuitId: string, cloudCircuitId: string) =>
  `${routerPath(circuitId)}/connections/${path(cloudCircuitId)}`;

/** `GET /v2/services/cloud-routers`: the company's cloud routers (a bare array). */
export function useCloudRouters() {
  return useQuery({
    queryKey: crKeys.list(),
    queryFn: () => api.get<CloudRouter[]>('/services/cloud-routers', { throttle: false }),
  });
}

/** One router (`GET /v2/services/cloud-routers/{id}`); refreshed by live events. */
export const cloudRouterQuery = (circuitId: string) =>
  queryOptions({
    queryKey: crKeys.detail(circuitId),
    queryFn: () => api.get<CloudRouter>(routerPath(circuitId), { throttle: false }),
    // The screens show a failure themselves (not found, or the error with a retry).
    meta: { isSilent: true },
  });

export function useCloudRouter(circuitId: string) {
  return useQuery(cloudRouterQuery(circuitId));
}

/** `GET …/{id}/connections`: the router's connections (a bare array); the map asks it of every router drawn. */
export const routerConnectionsQuery = (circuitId: string) =>
  queryOptions({
    queryKey: crKeys.connections(circuitId),
    queryFn: () => api.get<CloudRouterConnection[]>(`${routerPath(circuitId)}/connections`, { throttle: false }),
  });

export function useRouterConnections(circuitId: string, isEnabled = true) {
  return useQuery({ ...routerConnectionsQuery(circuitId), enabled: isEnabled && circuitId !== '' });
}

/** `GET …/{id}/connections/{cid}`: one connection of the router (asked once both ids are known). */
export function useRouterConnection(circuitId: string, cloudCircuitId: string) {
  return useQuery({
    queryKey: crKeys.connection(cloudCircuitId),
    queryFn: () => api.get<CloudRouterConnection>(connectionPath(circuitId, cloudCircuitId), { throttle: false }),
    enabled: circuitId !== '' && cloudCircuitId !== '',
    meta: { isSilent: true },
  });
}

/** `GET /v2.1/…/connections/{cid}/status`: the network's latest workflow, asked again as the state moves. */
export function useConnectionStatus(circuitId: string, connection: CloudRouterConnection) {
  return useQuery({
    queryKey: crKeys.connectionStatus(connection.cloud_circuit_id, connection.state),
    queryFn: () =>
      api.get<NetworkStatus>(`${connectionPath(circuitId, connection.cloud_circuit_id)}/status`, {
        version: 'v2.1',
        throttle: false,
      }),
  });
}

/**
 * `GET /v2/services/{cloud_circuit_id}/upgrade/options`: the speeds and terms the connection may move to, each
 * priced, and whether spec 4's rule lets its speed change at all, as the server decides them.
 */
export function useConnectionUpgradeOptions(cloudCircuitId: string) {
  return useQuery({
    queryKey: crKeys.upgradeOptions(cloudCircuitId),
    queryFn: () => api.get<UpgradeOptions>(`/services/${path(cloudCircuitId)}/upgrade/options`, { throttle: false }),
    meta: { isSilent: true },
  });
}

/** `GET …/connections/{cid}/bgp`: the connection's BGP sessions. */
export function useConnectionSessions(circuitId: string, cloudCircuitId: string) {
  return useQuery({
    queryKey: crKeys.sessions(cloudCircuitId),
    queryFn: () => api.get<BgpSession[]>(`${connectionPath(circuitId, cloudCircuitId)}/bgp`, { throttle: false }),
  });
}

/**
 * `GET …/{id}/all-routes`: every route of the router after policy. Routes move with every session's state, which
 * reaches this key through no event of its own, so it is asked again while the tab is open.
 */
export function useAllRoutes(circuitId: string) {
  return useQuery({
    queryKey: crKeys.allRoutes(circuitId),
    queryFn: () => api.get<BgpRoute[]>(`${routerPath(circuitId)}/all-routes`, { throttle: false }),
    refetchInterval: 30_000,
  });
}

/** `GET /v2/ports`: the company's ports, for a connection of one of them (LAG members excluded). */
export function useCompanyPorts() {
  return useQuery({
    queryKey: crKeys.ports(),
    queryFn: () =>
      api.get<Port[]>('/ports', { query: { is_lag_member: false, sort: 'port_circuit_id', page_size: 1000 } }),
  });
}

/** `GET /v2/services/ipsec/gateway_address/uniqueness`: whether no other connection uses the gateway. */
export function useGatewayUniqueness(address: string, isEnabled: boolean) {
  return useQuery({
    queryKey: crKeys.gatewayUniqueness(address),
    queryFn: () =>
      api.get<{ gateway_address: string; is_unique: boolean }>('/services/ipsec/gateway_address/uniqueness', {
        query: { gateway_address: address },
      }),
    enabled: isEnabled,
    staleTime: 10_000,
  });
}
