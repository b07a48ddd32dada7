import type { CloudRouter, CloudRouterConnection } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { serviceBadge } from '@/components/service-status-badge';
import { buildTopology, connectionStatus, LAYOUT, peerStatus, peerStatusWords } from './topology-graph';

function router(circuitId: string, extra: Partial<CloudRouter> = {}): CloudRouter {
  return {
    circuit_id: circuitId,
    account_uuid: 'acct',
    customer_uuid: 'cust',
    asn: 4556,
    name: `router ${circuitId}`,
    capacity: '1Gbps',
    regions: [{ name: 'North America', code: 'US' }],
    state: 'active',
    summary: 'active',
    connection_count: 0,
    po_number: null,
    subscription_term: 1,
    price: null,
    time_created: '2026-01-01T00:00:00Z',
    time_updated: '2026-01-01T00:00:00Z',
    ...extra,
  };
}

function connection(cid: string, routerId: string, extra: Partial<CloudRouterConnection> = {}): CloudRouterConnection {
  return {
    uuid: `uuid-${cid}`,
    cloud_circuit_id: cid,
    port_type: 'ipsec',
    connection_type: 'ipsec',
    service_provider: 'ipsec',
    service_type: 'cr_connection',
    service_class: 'metro',
    port_circuit_id: null,
    pending_delete: false,
    deleted: false,
    state: 'active',
    is_provisioning: false,
    speed: '500Mbps',
    account_uuid: 'acct',
    customer_uuid: 'cust',
    user_uuid: null,
    description: `conn ${cid}`,
    cloud_provider_connection_id: null,
    cloud_settings: {},
    nat_capable: false,
    dnat_capable: false,
    bgp_state_list: [{ bgp_settings_uuid: `bgp-${cid}`, bgp_state: 'established' }],
    cloud_router_name: `router ${routerId}`,
    cloud_router_asn: 4556,
    cloud_router_circuit_id: routerId,
    cloud_provider: { pop: 'CHI1', site: 'CHI1-A', region: 'us-central' },
    pop: 'CHI1',
    site: 'CHI1-A',
    zone: null,
    vlan: null,
    untagged: false,
    desired_nat: null,
    po_number: null,
    subscription_term: 1,
    ipsec: null,
    time_created: '2026-01-01T00:00:00Z',
    time_updated: '2026-01-01T00:00:00Z',
    ...extra,
  };
}

const portConnection = (cid: string, routerId: string, port: string, vlan: number) =>
  connection(cid, routerId, {
    connection_type: 'packetfabric',
    port_type: 'packetfabric',
    service_provider: 'packetfabric',
    port_circuit_id: port,
    vlan,
  });

describe('buildTopology', () => {
  it('draws nothing for no routers', () => {
    expect(buildTopology({ routers: [], connections: {} })).toEqual({ nodes: [], edges: [] });
  });

  it('draws a router without connections alone, linked to its details', () => {
    const { nodes, edges } = buildTopology({ routers: [router('PF-L3-CUST-1')], connections: {} });
    expect(edges).toEqual([]);
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toMatchObject({
      id: 'router:PF-L3-CUST-1',
      position: { x: 0, y: 0 },
      data: { kind: 'router', href: '/cloud-routers/PF-L3-CUST-1', status: { state: 'active', summary: 'active' } },
    });
  });

  it('puts each connection in a row, the router level with their middle and the far side in the third column', () => {
    const r = 'PF-L3-CUST-1';
    const ipsec = connection('PF-L3-CON-1', r, {
      ipsec: {
        customer_gateway_address: '38.104.25.10',
        ike_version: 2,
      } as CloudRouterConnection['ipsec'],
    });
    const port = portConnection('PF-L3-CON-2', r, 'PF-AP-NYC1-1', 100);
    const { nodes, edges } = buildTopology({
      routers: [router(r)],
      connections: { [r]: [ipsec, port] },
      ports: { 'PF-AP-NYC1-1': { state: 'active', summary: 'active' } },
    });
    const byId = Object.fromEntries(nodes.map((node) => [node.id, node]));
    expect(byId['router:PF-L3-CUST-1']?.position).toEqual({ x: 0, y: LAYOUT.rowGap / 2 });
    expect(byId['connection:PF-L3-CON-1']?.position).toEqual({ x: LAYOUT.columnGap, y: 0 });
    expect(byId['connection:PF-L3-CON-2']?.position).toEqual({ x: LAYOUT.columnGap, y: LAYOUT.rowGap });
    expect(byId['peer:PF-L3-CON-1']).toMatchObject({
      position: { x: 2 * LAYOUT.columnGap, y: 0 },
      data: {
        kind: 'ipsec-peer',
        subtitle: '38.104.25.10',
        href: '/cloud-routers/PF-L3-CUST-1/connections/PF-L3-CON-1/statistics-ipsec',
        status: { state: 'established', summary: 'active' },
      },
    });
    expect(byId['port:PF-AP-NYC1-1']).toMatchObject({
      position: { x: 2 * LAYOUT.columnGap, y: LAYOUT.rowGap },
      data: { kind: 'port', href: '/ports/PF-AP-NYC1-1', status: { state: 'active', summary: 'active' } },
    });
    expect(byId['connection:PF-L3-CON-2']?.data.href).toBe('/cloud-routers/PF-L3-CUST-1/connections/PF-L3-CON-2');
    expect(edges.map((edge) => [edge.source, edge.target, edge.label])).toEqual([
      ['router:PF-L3-CUST-1', 'connection:PF-L3-CON-1', '500Mbps'],
      ['connection:PF-L3-CON-1', 'peer:PF-L3-CON-1', 'BGP established'],
      ['router:PF-L3-CUST-1', 'connection:PF-L3-CON-2', '500Mbps'],
      ['connection:PF-L3-CON-2', 'port:PF-AP-NYC1-1', 'VLAN 100'],
    ]);
    // Reading order: the router, then each connection followed by what it reaches.
    expect(nodes.map((node) => node.id)).toEqual([
      'router:PF-L3-CUST-1',
      'connection:PF-L3-CON-1',
      'peer:PF-L3-CON-1',
      'connection:PF-L3-CON-2',
      'port:PF-AP-NYC1-1',
    ]);
  });

  it('draws a port that carries several connections once, level with them, and never overlaps two far sides', () => {
    const a = 'PF-L3-CUST-1';
    const b = 'PF-L3-CUST-2';
    const { nodes, edges } = buildTopology({
      routers: [router(a), router(b)],
      connections: {
        [a]: [portConnection('PF-L3-CON-1', a, 'PF-AP-1', 10), connection('PF-L3-CON-2', a)],
        [b]: [portConnection('PF-L3-CON-3', b, 'PF-AP-1', 11)],
      },
    });
    const ports = nodes.filter((node) => node.data.kind === 'port');
    expect(ports).toHaveLength(1);
    expect(ports[0]?.data.status).toEqual({ state: 'loading', summary: 'provisioning' });
    expect(edges.filter((edge) => edge.target === 'port:PF-AP-1').map((edge) => edge.label)).toEqual([
      'VLAN 10',
      'VLAN 11',
    ]);
    // The second router starts below the first one's two rows.
    expect(nodes.find((node) => node.id === 'router:PF-L3-CUST-2')?.position.y).toBe(2 * LAYOUT.rowGap);
    const farSide = nodes
      .filter((node) => node.position.x === 2 * LAYOUT.columnGap)
      .map((node) => node.position.y)
      .sort((x, y) => x - y);
    for (let index = 1; index < farSide.length; index += 1) {
      expect((farSide[index] as number) - (farSide[index - 1] as number)).toBeGreaterThanOrEqual(LAYOUT.rowGap);
    }
  });

  it('draws a cloud connection to its provider and links it to the cloud settings', () => {
    const r = 'PF-L3-CUST-1';
    const aws = connection('PF-L3-CON-9', r, {
      connection_type: 'cloud_hosted' as CloudRouterConnection['connection_type'],
      service_provider: 'aws',
      cloud_provider_connection_id: 'dxcon-123',
      bgp_state_list: [],
    });
    const { nodes } = buildTopology({ routers: [router(r)], connections: { [r]: [aws] } });
    expect(nodes.find((node) => node.id === 'cloud:PF-L3-CON-9')?.data).toMatchObject({
      kind: 'cloud',
      title: 'AWS',
      subtitle: 'dxcon-123',
      href: '/cloud-routers/PF-L3-CUST-1/connections/PF-L3-CON-9/cloud-settings',
      status: { state: 'no BGP session', summary: 'warning' },
    });
  });
});

describe('node states', () => {
  const r = 'PF-L3-CUST-1';
  it('reads a connection by spec 4: provisioning unless settled, warning when a session is not established', () => {
    expect(connectionStatus(connection('C', r, { state: 'provisioning', is_provisioning: true }))).toEqual({
      state: 'provisioning',
      summary: 'provisioning',
    });
    expect(connectionStatus(connection('C', r, { state: 'error', is_provisioning: true })).summary).toBe('error');
    expect(connectionStatus(connection('C', r)).summary).toBe('active');
    const down = connection('C', r, { bgp_state_list: [{ bgp_settings_uuid: 'x', bgp_state: 'idle' }] });
    expect(connectionStatus(down).summary).toBe('warning');
    expect(peerStatus(down)).toEqual({ state: 'idle', summary: 'warning' });
    const configuring = connection('C', r, { bgp_state_list: [{ bgp_settings_uuid: 'x', bgp_state: 'configuring' }] });
    expect(peerStatus(configuring)).toEqual({ state: 'configuring', summary: 'provisioning' });
  });

  it('reads a router that is being deleted as provisioning, showing its state', () => {
    const { nodes } = buildTopology({
      routers: [router(r, { state: 'deleting', summary: 'deleting' })],
      connections: {},
    });
    expect(nodes[0]?.data.status).toEqual({ state: 'deleting', summary: 'provisioning' });
    expect(nodes[0]?.data.label).toBe(`Cloud router router ${r} (${r}), Deleting`);
  });

  it("tells a screen reader each node's status in the words of its badge", () => {
    const { nodes } = buildTopology({
      routers: [router(r, { state: 'provisioning', summary: 'provisioning' })],
      connections: {
        [r]: [
          connection('PF-L3-CON-1', r, { state: 'vc_provisioning', is_provisioning: true }),
          connection('PF-L3-CON-2', r, {
            connection_type: 'packetfabric',
            port_circuit_id: 'PF-AP-1',
            state: 'error',
          }),
          connection('PF-L3-CON-3', r, { bgp_state_list: [{ bgp_settings_uuid: 'x', bgp_state: 'idle' }] }),
        ],
      },
      ports: { 'PF-AP-1': { state: 'pendingDelete', summary: 'provisioning' } },
    });
    const labelOf = (id: string) => nodes.find((node) => node.id === id)?.data.label;
    expect(labelOf(`router:${r}`)).toBe(`Cloud router router ${r} (${r}), Provisioning`);
    expect(labelOf('connection:PF-L3-CON-1')).toBe('Connection conn PF-L3-CON-1 (PF-L3-CON-1), VC provisioning');
    expect(labelOf('connection:PF-L3-CON-2')).toBe('Connection conn PF-L3-CON-2 (PF-L3-CON-2), Error');
    expect(labelOf('connection:PF-L3-CON-3')).toBe('Connection conn PF-L3-CON-3 (PF-L3-CON-3), warning');
    expect(labelOf('port:PF-AP-1')).toBe('Your port PF-AP-1, Pending delete');
    // A router, connection and port node's badge shows its status in the portal's words.
    for (const node of nodes.filter((item) => ['router', 'connection', 'port'].includes(item.data.kind))) {
      expect(node.data.statusWords, node.id).toBe(serviceBadge(node.data.status).label);
    }
    // Every node's label ends with what its badge shows.
    for (const node of nodes) expect(node.data.label.endsWith(`, ${node.data.statusWords}`), node.id).toBe(true);
  });

  it('says what BGP says of an IPsec peer or a cloud, on its badge and to a screen reader alike', () => {
    const aws = (cid: string, states: string[]) =>
      connection(cid, r, {
        connection_type: 'cloud_hosted' as CloudRouterConnection['connection_type'],
        service_provider: 'aws',
        bgp_state_list: states.map((bgp_state, index) => ({ bgp_settings_uuid: `${cid}-${index}`, bgp_state })),
      });
    const gateway = { customer_gateway_address: '38.104.25.10', ike_version: 2 } as CloudRouterConnection['ipsec'];
    const { nodes } = buildTopology({
      routers: [router(r)],
      connections: {
        [r]: [
          connection('PF-L3-CON-1', r, { ipsec: gateway }),
          connection('PF-L3-CON-2', r, { ipsec: gateway, bgp_state_list: [] }),
          aws('PF-L3-CON-3', ['established', 'opensent']),
          aws('PF-L3-CON-4', []),
          aws('PF-L3-CON-5', ['configuring']),
        ],
      },
    });
    const dataOf = (id: string) => nodes.find((node) => node.id === id)?.data;
    expect(dataOf('peer:PF-L3-CON-1')).toMatchObject({
      statusWords: 'BGP established',
      label: 'IPsec peer 38.104.25.10 of PF-L3-CON-1, BGP established',
    });
    expect(dataOf('peer:PF-L3-CON-2')).toMatchObject({
      statusWords: 'no BGP session',
      label: 'IPsec peer 38.104.25.10 of PF-L3-CON-2, no BGP session',
    });
    expect(dataOf('cloud:PF-L3-CON-3')).toMatchObject({
      statusWords: 'BGP open sent',
      label: 'AWS behind PF-L3-CON-3, BGP open sent',
    });
    expect(dataOf('cloud:PF-L3-CON-4')?.label).toBe('AWS behind PF-L3-CON-4, no BGP session');
    expect(dataOf('cloud:PF-L3-CON-5')?.label).toBe('AWS behind PF-L3-CON-5, BGP configuring');
    for (const node of nodes) expect(node.data.label, node.id).not.toMatch(/BGP no BGP|, BGP [a-z]+[A-Z_]/);
    expect(peerStatusWords(aws('C', ['idle', 'established']))).toBe('BGP idle');
    expect(peerStatusWords(aws('C', ['openconfirm']))).toBe('BGP open confirm');
  });
});
