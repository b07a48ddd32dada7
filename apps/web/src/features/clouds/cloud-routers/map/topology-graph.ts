import type { CloudRouter, CloudRouterConnection } from '@portal/contract';
import type { PortSummary } from '@portal/domain';
import type { Edge, Node } from '@xyflow/react';
import { serviceStatusWords } from '@/lib/state-label';

/** What a node of the map stands for: a router, one of its connections, or what is behind a connection. */
export type TopologyNodeKind = 'router' | 'connection' | 'port' | 'ipsec-peer' | 'cloud';

/** A node's live state as the shared status badge shows it: the object's state and its spec 4 summary. */
export interface TopologyStatus {
  state: string;
  summary: PortSummary;
}

export interface TopologyNodeData extends Record<string, unknown> {
  kind: TopologyNodeKind;
  title: string;
  /** A second line: the circuit id, a gateway address, a provider's region. */
  subtitle: string;
  /** Facts shown small under the title (speed, ASN, VLAN...). */
  facts: string[];
  status: TopologyStatus;
  /**
   * What the node's badge says, and what its label ends with: a router's, connection's or port's status in the
   * portal's words ('VC provisioning', 'Error'), what BGP says of an IPsec peer or cloud ('BGP established').
   */
  statusWords: string;
  /** The details page the node opens. */
  href: string;
  /** What a screen reader announces for the node's link. */
  label: string;
}

export type TopologyNode = Node<TopologyNodeData, 'topology'>;
export type TopologyEdge = Edge;

/** A port's state as `GET /v2/ports/{id}` answers it; unknown until that answer arrives. */
export type PortStates = Readonly<Record<string, TopologyStatus | undefined>>;

export interface TopologyInput {
  routers: readonly CloudRouter[];
  /** Each router's connections, by the router's circuit id. */
  connections: Readonly<Record<string, readonly CloudRouterConnection[] | undefined>>;
  ports?: PortStates;
}

export interface Topology {
  nodes: TopologyNode[];
  edges: TopologyEdge[];
}

/** The layout's grid: three columns (routers, connections, what is behind them) and the distance of two rows. */
export const LAYOUT = { columnGap: 420, rowGap: 140, nodeWidth: 260 } as const;

const CLOUD_NAMES: Readonly<Record<string, string>> = {
  aws: 'AWS',
  azure: 'Microsoft Azure',
  google: 'Google Cloud',
  oracle: 'Oracle Cloud',
  ibm: 'IBM Cloud',
};

/** What a connection reaches, in words: IPsec, one of the customer's ports, or the cloud's name. */
function kindOf(connection: CloudRouterConnection): string {
  if (connection.connection_type === 'ipsec') return 'IPsec';
  if (connection.connection_type === 'packetfabric') return 'Your port';
  return CLOUD_NAMES[connection.service_provider.toLowerCase()] ?? connection.service_provider;
}

const enc = encodeURIComponent;
const routerHref = (router: string) => `/cloud-routers/${enc(router)}`;
const connectionHref = (router: string, connection: string, tab?: string) =>
  `${routerHref(router)}/connections/${enc(connection)}${tab ? `/${tab}` : ''}`;

/** spec 4: a router reads active, provisioning (also while deleting) or error. */
function routerStatus(router: CloudRouter): TopologyStatus {
  const summary: PortSummary =
    router.summary === 'error' ? 'error' : router.summary === 'active' ? 'active' : 'provisioning';
  return { state: router.state, summary };
}

const sessionStates = (connection: CloudRouterConnection) => connection.bgp_state_list.map((item) => item.bgp_state);

/**
 * spec 4: a connection counts as provisioning unless its state is settled; a settled one whose BGP sessions are not
 * all established reads as a warning.
 */
export function connectionStatus(connection: CloudRouterConnection): TopologyStatus {
  if (connection.state === 'error') return { state: connection.state, summary: 'error' };
  if (connection.is_provisioning || connection.pending_delete) {
    return { state: connection.state, summary: 'provisioning' };
  }
  const isDown = sessionStates(connection).some((state) => state !== 'established');
  return { state: connection.state, summary: isDown ? 'warning' : 'active' };
}

/**
 * The far side of an IPsec tunnel or a cloud is not the provider's object: its state is what BGP says about the
 * peer (established, or the state it is stuck in; no session yet is a warning too).
 */
export function peerStatus(connection: CloudRouterConnection): TopologyStatus {
  const states = sessionStates(connection);
  if (states.length === 0) return { state: 'no BGP session', summary: 'warning' };
  const notUp = states.find((state) => state !== 'established');
  if (notUp === undefined) return { state: 'established', summary: 'active' };
  return { state: notUp, summary: notUp === 'configuring' ? 'provisioning' : 'warning' };
}

const BGP_STATE_WORDS: Readonly<Record<string, string>> = { opensent: 'open sent', openconfirm: 'open confirm' };

/** A BGP state in words, after "BGP": established, idle, open sent, configuring. */
function bgpStateWords(state: string): string {
  const lower = state.toLowerCase();
  return BGP_STATE_WORDS[lower] ?? lower.replace(/_/g, ' ');
}

/**
 * What an IPsec peer's or a cloud's node says of it, its badge and its label alike: 'BGP established' when every
 * session is, else 'BGP' and the state of the one that is not ('BGP idle', 'BGP configuring'), or 'no BGP session'.
 */
export function peerStatusWords(connection: CloudRouterConnection): string {
  if (sessionStates(connection).length === 0) return 'no BGP session';
  return `BGP ${bgpStateWords(peerStatus(connection).state)}`;
}

/** What a connection's BGP sessions read as, for the edge to its far side. */
function bgpLabel(connection: CloudRouterConnection): string {
  const states = sessionStates(connection);
  if (states.length === 0) return 'no BGP';
  const established = states.filter((state) => state === 'established').length;
  return states.length === 1
    ? `BGP ${bgpStateWords(states[0] as string)}`
    : `BGP ${established}/${states.length} established`;
}

interface Endpoint {
  id: string;
  data: TopologyNodeData;
  edgeLabel: string;
}

/** The node behind a connection: the customer's port (shared by its VLANs), the IPsec peer, or the cloud. */
function endpointOf(router: CloudRouter, connection: CloudRouterConnection, ports: PortStates): Endpoint {
  const { cloud_circuit_id: cid } = connection;
  if (connection.connection_type === 'packetfabric' && connection.port_circuit_id) {
    const port = connection.port_circuit_id;
    const status = ports[port] ?? { state: 'loading', summary: 'provisioning' };
    return {
      id: `port:${port}`,
      edgeLabel: connection.untagged || connection.vlan === null ? 'untagged' : `VLAN ${connection.vlan}`,
      data: {
        kind: 'port',
        title: 'Your port',
        subtitle: port,
        facts: [connection.pop],
        status,
        statusWords: serviceStatusWords(status),
        href: `/ports/${enc(port)}`,
        label: `Your port ${port}, ${serviceStatusWords(status)}`,
      },
    };
  }
  const status = peerStatus(connection);
  const statusWords = peerStatusWords(connection);
  if (connection.connection_type === 'ipsec') {
    const gateway = connection.ipsec?.customer_gateway_address ?? '';
    return {
      id: `peer:${cid}`,
      edgeLabel: bgpLabel(connection),
      data: {
        kind: 'ipsec-peer',
        title: 'IPsec peer',
        subtitle: gateway,
        facts: connection.ipsec ? [`IKEv${connection.ipsec.ike_version}`, connection.pop] : [connection.pop],
        status,
        statusWords,
        href: connectionHref(router.circuit_id, cid, 'statistics-ipsec'),
        label: `IPsec peer ${gateway} of ${cid}, ${statusWords}`,
      },
    };
  }
  const provider = connection.service_provider.toLowerCase();
  const name = CLOUD_NAMES[provider] ?? connection.service_provider;
  const where = connection.cloud_provider.region || connection.pop;
  return {
    id: `cloud:${cid}`,
    edgeLabel: bgpLabel(connection),
    data: {
      kind: 'cloud',
      title: name,
      subtitle: connection.cloud_provider_connection_id ?? where,
      facts: [where].filter(Boolean),
      status,
      statusWords,
      href: connectionHref(router.circuit_id, cid, 'cloud-settings'),
      label: `${name} behind ${cid}, ${statusWords}`,
    },
  };
}

/** Moves the wanted rows apart so no two nodes of a column overlap, keeping their order. */
function spread(wanted: readonly { id: string; y: number }[]): Map<string, number> {
  const placed = new Map<string, number>();
  let previous = Number.NEGATIVE_INFINITY;
  for (const item of [...wanted].sort((a, b) => a.y - b.y || a.id.localeCompare(b.id))) {
    const y = Math.max(item.y, previous + LAYOUT.rowGap);
    placed.set(item.id, y);
    previous = y;
  }
  return placed;
}

/**
 * The map of cloud routers (pure: routers and their connections in, positioned nodes and edges out). Columns from
 * left to right: each router, its connections one row each, and what each connection reaches. A router sits level
 * with the middle of its connections; a port carrying several connections (VLANs) is one node level with them.
 */
export function buildTopology(input: TopologyInput): Topology {
  const ports = input.ports ?? {};
  const nodes: TopologyNode[] = [];
  const edges: TopologyEdge[] = [];
  const endpoints = new Map<string, { data: TopologyNodeData; rows: number[] }>();
  // The reading order (and the Tab key's): a router, then each of its connections followed by what it reaches.
  const sequence: string[] = [];
  let row = 0;

  for (const router of input.routers) {
    const connections = input.connections[router.circuit_id] ?? [];
    const firstRow = row;
    sequence.push(`router:${router.circuit_id}`);
    for (const connection of connections) {
      const cid = connection.cloud_circuit_id;
      const status = connectionStatus(connection);
      nodes.push({
        id: `connection:${cid}`,
        type: 'topology',
        position: { x: LAYOUT.columnGap, y: row * LAYOUT.rowGap },
        data: {
          kind: 'connection',
          title: connection.description || cid,
          subtitle: cid,
          facts: [connection.speed, kindOf(connection)],
          status,
          statusWords: serviceStatusWords(status),
          href: connectionHref(router.circuit_id, cid),
          label: `Connection ${connection.description || cid} (${cid}), ${serviceStatusWords(status)}`,
        },
      });
      edges.push({
        id: `edge:${router.circuit_id}:${cid}`,
        source: `router:${router.circuit_id}`,
        target: `connection:${cid}`,
        label: connection.speed,
        animated: status.summary === 'provisioning',
        ariaLabel: `${router.name} to ${cid}, ${connection.speed}`,
      });
      const endpoint = endpointOf(router, connection, ports);
      sequence.push(`connection:${cid}`, endpoint.id);
      const known = endpoints.get(endpoint.id);
      if (known) known.rows.push(row);
      else endpoints.set(endpoint.id, { data: endpoint.data, rows: [row] });
      edges.push({
        id: `edge:${cid}:${endpoint.id}`,
        source: `connection:${cid}`,
        target: endpoint.id,
        label: endpoint.edgeLabel,
        animated: status.summary === 'provisioning',
        ariaLabel: `${cid} to ${endpoint.data.title} ${endpoint.data.subtitle}, ${endpoint.edgeLabel}`,
      });
      row += 1;
    }
    const rows = Math.max(1, connections.length);
    const status = routerStatus(router);
    nodes.push({
      id: `router:${router.circuit_id}`,
      type: 'topology',
      position: { x: 0, y: (firstRow + (rows - 1) / 2) * LAYOUT.rowGap },
      data: {
        kind: 'router',
        title: router.name,
        subtitle: router.circuit_id,
        facts: [`ASN ${router.asn}`, router.capacity, router.regions.map((region) => region.code).join(', ')],
        status,
        statusWords: serviceStatusWords(status),
        href: routerHref(router.circuit_id),
        label: `Cloud router ${router.name} (${router.circuit_id}), ${serviceStatusWords(status)}`,
      },
    });
    row = firstRow + rows;
  }

  const wanted = [...endpoints].map(([id, endpoint]) => ({
    id,
    y: (endpoint.rows.reduce((sum, value) => sum + value, 0) / endpoint.rows.length) * LAYOUT.rowGap,
  }));
  const placed = spread(wanted);
  for (const [id, endpoint] of endpoints) {
    nodes.push({
      id,
      type: 'topology',
      position: { x: 2 * LAYOUT.columnGap, y: placed.get(id) ?? 0 },
      data: endpoint.data,
    });
  }
  const rank = new Map<string, number>();
  for (const id of sequence) if (!rank.has(id)) rank.set(id, rank.size);
  nodes.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return { nodes, edges };
}
