import { randomUUID } from 'node:crypto';
import { type NatSettings, simulateRouter } from '@portal/domain';
import {
  activityLog,
  bgpSessionEvents,
  bgpSessions,
  circuits,
  cloudProviderConnections,
  cloudRouterConnections,
  cloudRouters,
  type StoredBgpPrefix,
} from '../db/schema/index.js';
import type { ConnectionRow, RouterRow, SessionRow } from '../modules/clouds/cloud-routers/cloud-routers.repo.js';
import {
  connectionInventoryEntry,
  connectionRef,
  routerInventoryEntry,
  routerRef,
  sessionRef,
} from '../modules/clouds/cloud-routers/cloud-routers.service.js';
import { natEventMessage, updateEventMessage } from '../modules/clouds/cloud-routers/cloud-routers.workflow.js';
import { routerInputOf } from '../modules/clouds/cloud-routers/routing-view.js';
import { inventoryRow } from '../modules/platform/inventory/inventory.repo.js';
import { createSecretBox } from '../modules/platform/secrets/secret-box.js';
import { DEMO_NETWORK } from './demo-network.js';
import { recordFinishedProvisioning } from './demo-workflows.js';
import { type DemoWorld, demoId } from './demo-world.js';

/** When the demo router was ordered, its connections added and their sessions came up. */
const ORDERED_AT = new Date(Date.UTC(2025, 8, 24, 15, 0));
const CONNECTED_AT = new Date(Date.UTC(2025, 8, 24, 16, 0));
const ESTABLISHED_AT = new Date(Date.UTC(2025, 8, 24, 16, 5));

/** How long before the first start the demo's AWS session flapped (its hold timer expired). */
const FLAP_BEFORE_START_MS = (3 * 60 + 17) * 60_000;

const ROUTER_ASN = 4556;
const BRANCH_ASN = 65020;
const AWS_ASN = 64512;

const prefix = (
  name: string,
  value: string,
  type: 'in' | 'out',
  extra: Partial<StoredBgpPrefix> = {},
): StoredBgpPrefix => ({
  bgp_prefix_uuid: demoId(`bgp-prefix:${name}`),
  prefix: value,
  match_type: 'orlonger',
  type,
  as_prepend: null,
  med: null,
  local_preference: null,
  ...extra,
});

/**
 * Acme's cloud router `acme-core-cr1` (ASN 4556, US, 2 Gbps) as a real object of the cloud-router tables, with
 * what its inventory row, labels and telemetry (demo-network) already described: the Chicago branch's IPsec VPN
 * (IKEv2, source NAT of the branch LAN behind a public pool address) and a hosted AWS connection to the data-lake
 * VPC in us-west-2 (Seattle on-ramp, the cloud's side available). Each connection has an established BGP session
 * with a peer of its kind, so the router's routes, looking glass and BGP logs answer from the first start: the
 * branch's LAN goes to AWS and the VPC's ranges to the branch, each through its session's filters. The BGP log
 * holds each session coming up with its UPDATE counts (from the routing simulation of these very sessions), the
 * branch's NAT, and the AWS session's flap a few hours before the first start, so the Router logs tab has routing
 * to show in its default range.
 */
export function addDemoCloudRouters(world: DemoWorld, owner: { customerId: string; orderedBy: string }): void {
  const { customerId } = owner;
  const times = { createdAt: ORDERED_AT, updatedAt: ORDERED_AT };
  const router: RouterRow = {
    id: demoId(`cloud-router:${DEMO_NETWORK.cloudRouter}`),
    circuitId: DEMO_NETWORK.cloudRouter,
    customerId,
    accountUuid: customerId,
    name: 'acme-core-cr1',
    asn: ROUTER_ASN,
    regions: ['US'],
    capacity: '2Gbps',
    subscriptionTerm: 12,
    poNumber: 'PO-3188',
    state: 'active',
    ...times,
  };
  const blank = {
    customerId,
    routerId: router.id,
    accountUuid: customerId,
    subscriptionTerm: 12,
    poNumber: null,
    zone: null,
    portCircuitId: null,
    vlan: null,
    untagged: false,
    isPublic: false,
    dnatCapable: false,
    customerGatewayAddress: null,
    ipsec: null,
    sharedKey: null,
    provider: null,
    region: null,
    userId: owner.orderedBy,
    settings: null,
    cloudSettings: null,
    providerState: null,
    providerMessage: null,
    providerConnectionId: null,
    cloudState: null,
    isNetworkReady: true,
    state: 'active',
    createdAt: CONNECTED_AT,
    updatedAt: CONNECTED_AT,
  } satisfies Partial<ConnectionRow>;
  // Sealed under the development key, which every start can open (the demo's key is no secret anyway).
  const secrets = createSecretBox(undefined);
  const sharedKey = secrets.seal('acme-branch-chicago-psk', 'ipsec-shared-key');
  const ipsec: ConnectionRow = {
    ...blank,
    id: demoId(`cr-connection:${DEMO_NETWORK.ipsecConnection}`),
    circuitId: DEMO_NETWORK.ipsecConnection,
    connectionType: 'ipsec',
    description: 'Chicago branch IPsec VPN',
    speed: '500Mbps',
    pop: 'CHI1',
    natCapable: true,
    customerGatewayAddress: '64.124.18.34',
    sharedKey,
    ipsec: {
      ike_version: 2,
      phase1_authentication_method: 'pre-shared-key',
      phase1_group: 'group14',
      phase1_encryption_algo: 'aes-256-cbc',
      phase1_authentication_algo: 'sha-256',
      phase1_lifetime: 28800,
      phase2_pfs_group: 'group14',
      phase2_encryption_algo: 'aes-256-gcm',
      phase2_authentication_algo: null,
      phase2_lifetime: 3600,
      local_gateway_address: '23.159.64.20',
    },
  };
  const aws: ConnectionRow = {
    ...blank,
    id: demoId(`cr-connection:${DEMO_NETWORK.awsConnection}`),
    circuitId: DEMO_NETWORK.awsConnection,
    connectionType: 'cloud_hosted',
    provider: 'aws',
    description: 'AWS us-west-2 via acme-core-cr1',
    speed: '1Gbps',
    pop: 'SEA1',
    zone: 'B',
    region: 'us-west-2',
    natCapable: false,
    settings: { aws_account_id: '210987654321', aws_region: 'us-west-2', aws_hosted_type: 'hosted-connection' },
    cloudSettings: {
      aws_region: 'us-west-2',
      mtu: 1500,
      aws_vif_type: 'private',
      bgp_settings: {
        customer_asn: ROUTER_ASN,
        address_family: 'ipv4',
        l3_address: '169.254.41.1/30',
        remote_address: '169.254.41.2/30',
      },
      aws_gateways: [{ type: 'private', name: 'vgw-datalake', id: 'vgw-0a3f5c7e9b1d2f4a6', asn: AWS_ASN }],
    },
    providerState: 'available',
    providerConnectionId: 'dxcon-7c1e42b9',
    cloudState: {
      aws_dx_connection_state: 'available',
      aws_dx_port_encryption_status: 'Unencrypted',
      aws_vif_state: 'available',
      bgp_state: 'up',
    },
  };
  const sessionBlank = {
    customerId,
    addressFamily: 'v4',
    primarySubnet: null,
    secondarySubnet: null,
    multihopTtl: 1,
    localPreference: null,
    med: null,
    asPrepend: null,
    md5: null,
    orlonger: true,
    bfdInterval: null,
    bfdMultiplier: null,
    includeSubDefaults: false,
    disabled: false,
    nat: null,
    bgpState: 'established',
    stateReason: null,
    createdAt: CONNECTED_AT,
    updatedAt: ESTABLISHED_AT,
  } satisfies Partial<SessionRow>;
  const branchSession: SessionRow = {
    ...sessionBlank,
    id: demoId(`bgp-session:${DEMO_NETWORK.ipsecConnection}`),
    connectionId: ipsec.id,
    remoteAsn: BRANCH_ASN,
    remoteAddress: '169.254.20.2',
    l3Address: '169.254.20.1/30',
    // Source NAT: the branch LAN leaves the router as the pool address.
    nat: {
      pre_nat_sources: ['192.168.0.0/16'],
      pool_prefixes: ['23.159.64.21/32'],
      direction: 'output',
      nat_type: 'overload',
    },
    prefixes: [
      prefix('branch-in', '192.168.0.0/16', 'in', { local_preference: 200 }),
      prefix('branch-out', '10.0.0.0/8', 'out'),
    ],
    peer: {
      kind: 'ipsec',
      asn: BRANCH_ASN,
      address: '169.254.20.2',
      neighbourAddress: '169.254.20.1',
      neighbourAsn: ROUTER_ASN,
      md5: null,
    },
  };
  const awsSession: SessionRow = {
    ...sessionBlank,
    id: demoId(`bgp-session:${DEMO_NETWORK.awsConnection}`),
    connectionId: aws.id,
    remoteAsn: AWS_ASN,
    remoteAddress: '169.254.41.2',
    l3Address: '169.254.41.1/30',
    prefixes: [
      prefix('aws-in-10', '10.0.0.0/8', 'in'),
      prefix('aws-in-172', '172.16.0.0/12', 'in'),
      prefix('aws-out', '192.168.0.0/16', 'out'),
      // The branch LAN reaches AWS as its NAT pool address.
      prefix('aws-out-pool', '23.159.64.21/32', 'out'),
    ],
    peer: {
      kind: 'aws',
      asn: AWS_ASN,
      address: '169.254.41.2',
      neighbourAddress: '169.254.41.1',
      neighbourAsn: ROUTER_ASN,
      md5: null,
    },
  };
  const connections = [ipsec, aws];
  const sessions = [branchSession, awsSession];

  world.add(cloudRouters, [router]);
  world.add(cloudRouterConnections, connections);
  world.add(bgpSessions, sessions);
  world.add(cloudProviderConnections, [
    {
      id: demoId(`cloud-provider:${aws.circuitId}`),
      customerId,
      connectionId: aws.circuitId,
      provider: 'aws',
      portType: 'hosted',
      state: 'available',
      providerKey: '210987654321',
      providerConnectionId: aws.providerConnectionId,
      speedMbps: 1000,
      cloudState: aws.cloudState as Record<string, string>,
      facts: { ...aws.settings, cloud_settings: aws.cloudSettings, speed_mbps: 1000, pop: aws.pop, zone: aws.zone },
      createdAt: CONNECTED_AT,
      updatedAt: CONNECTED_AT,
    },
  ]);
  // The labels the demo's curators gave them; the inventory sync keeps them through every change.
  world.add(circuits, [
    inventoryRow({ ...routerInventoryEntry(router), labels: ['production', 'multicloud'] }),
    inventoryRow({ ...connectionInventoryEntry(router, ipsec), labels: ['branch', 'ipsec'] }),
    inventoryRow({ ...connectionInventoryEntry(router, aws), labels: ['production', 'aws'] }),
  ]);
  // What the routing simulation makes of the two sessions: the BGP log's UPDATE lines count its routes.
  // The demo sealed these keys a moment ago under this process's key: one it cannot open is a bug of the seed.
  const sealedHere = {
    report: (object: string) => {
      throw new Error(`The demo cannot open the key it sealed for ${object}`);
    },
  };
  const routing = simulateRouter(routerInputOf(secrets, { router, connections, sessions }, sealedHere));
  const outcomeOf = (session: SessionRow) => routing.sessions.find((item) => item.id === session.id);
  const eventOf =
    (session: SessionRow) =>
    (id: string, at: Date, severity: 'notice' | 'informational' | 'warning', message: string) => ({
      id,
      customerId,
      routerId: router.id,
      connectionCircuitId: connections.find((item) => item.id === session.connectionId)?.circuitId ?? '',
      bgpSettingsUuid: session.id,
      severity,
      message,
      at,
    });
  const peerText = (session: SessionRow) => `(peer ${session.remoteAddress}, AS ${session.remoteAsn})`;
  const established = (session: SessionRow) =>
    `BGP state idle → connect → opensent → openconfirm → established ${peerText(session)}`;
  world.add(
    bgpSessionEvents,
    sessions.flatMap((session) => {
      const event = (step: number, severity: 'notice' | 'informational', message: string) =>
        eventOf(session)(
          demoId(`bgp-event:${session.id}:${step}`),
          new Date(ESTABLISHED_AT.getTime() + step * 1000),
          severity,
          message,
        );
      const outcome = outcomeOf(session);
      const nat = natEventMessage(session.nat as NatSettings | null);
      return [
        event(0, 'notice', `BGP session to ${session.remoteAddress} (AS ${session.remoteAsn}) created; configuring`),
        event(1, 'notice', established(session)),
        ...(outcome ? [event(2, 'informational', updateEventMessage(outcome))] : []),
        ...(nat ? [event(3, 'notice', nat)] : []),
      ];
    }),
  );
  world.afterLoad('demo cloud router: history', async ({ tx, inserted }) => {
    if (inserted(cloudRouters).length === 0) return;
    // A few hours before the first start the AWS session's hold timer expired and it came back 38 seconds later:
    // the branch lost the VPC's routes meanwhile. Times relative to the start, so the Router logs tab shows it.
    const flapAt = Date.now() - FLAP_BEFORE_START_MS;
    const awsLog = eventOf(awsSession);
    const branchLog = eventOf(branchSession);
    const toBranch = outcomeOf(branchSession)?.exported.filter((item) => item.accepted).length ?? 0;
    const awsOutcome = outcomeOf(awsSession);
    await tx
      .insert(bgpSessionEvents)
      .values([
        awsLog(
          randomUUID(),
          new Date(flapAt),
          'warning',
          `BGP state established → idle: hold timer expired, no KEEPALIVE from the peer for 90 s; NOTIFICATION code 4 sent ${peerText(awsSession)}`,
        ),
        branchLog(
          randomUUID(),
          new Date(flapAt + 1000),
          'informational',
          `UPDATE: withdrawing ${toBranch} prefixes learned on ${aws.circuitId}; advertising 0`,
        ),
        awsLog(randomUUID(), new Date(flapAt + 38_000), 'notice', established(awsSession)),
        ...(awsOutcome
          ? [awsLog(randomUUID(), new Date(flapAt + 39_000), 'informational', updateEventMessage(awsOutcome))]
          : []),
        branchLog(
          randomUUID(),
          new Date(flapAt + 40_000),
          'informational',
          `UPDATE: advertising ${toBranch} prefixes learned on ${aws.circuitId} again`,
        ),
      ]);
    await recordFinishedProvisioning(tx, [
      { ref: routerRef(router), at: ORDERED_AT },
      ...connections.map((row) => ({ ref: connectionRef(row), at: CONNECTED_AT })),
      ...sessions.map((row) => ({ ref: sessionRef(row), at: ESTABLISHED_AT })),
    ]);
    await tx.insert(activityLog).values([
      {
        customerId,
        actorUserId: owner.orderedBy,
        action: 'cloud_router.create',
        objectType: 'cloud_router',
        objectId: router.circuitId,
        before: null,
        after: { name: router.name, asn: router.asn, regions: router.regions, capacity: router.capacity },
        createdAt: ORDERED_AT,
      },
      ...connections.map((row) => ({
        customerId,
        actorUserId: owner.orderedBy,
        action: 'cr_connection.create',
        objectType: 'cr_connection',
        objectId: row.circuitId,
        before: null,
        after: { description: row.description, speed: row.speed, pop: row.pop, provider: row.provider ?? undefined },
        createdAt: CONNECTED_AT,
      })),
    ]);
  });
}
