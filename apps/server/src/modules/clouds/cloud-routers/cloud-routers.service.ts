import { randomInt, randomUUID } from 'node:crypto';
import type {
  AddressUniqueRequest,
  BgpPrefix,
  BgpPrefixRequest,
  BgpSession,
  CloudRouter,
  CloudRouterConnection,
  CreateBgpSessionRequest,
  CreateCloudRouterRequest,
  CreateIpsecConnectionRequest,
  CreatePortConnectionRequest,
  IpsecConnectionCreated,
  IpsecSettingsView,
  NetworkStatus,
  UpdateBgpSessionRequest,
  UpdateCloudRouterRequest,
  UpdateIpsecRequest,
} from '@portal/contract';
import { CLOUD_ROUTER_MESSAGES, CLOUD_ROUTER_REGIONS, DEFAULT_CLOUD_ROUTER_ASN, SECRET_MASK } from '@portal/contract';
import {
  type EndClaim,
  GATEWAY_MESSAGES,
  isCloudRouterConnectionProvisioning,
  isGcm,
  isSessionAddressUsed,
  MAX_PREFIXES,
  messages,
  normalizePrefix,
  parseInterfaceAddress,
  priceFor,
  validatePhase2Authentication,
  validatePrefixFamily,
  validateUniqueSessionAddress,
  vlanRefusal,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { CloudProviderDriver } from '../../../clouds/cloud-provider-driver.js';
import type { Database, Executor } from '../../../db/client.js';
import {
  bgpSessionEvents,
  bgpSessions,
  cloudRouterConnections,
  cloudRouters,
  type StoredBgpPrefix,
} from '../../../db/schema/index.js';
import { invalidField, notFound, stateConflict } from '../../../http/app-error.js';
import type { NetworkDriver, NetworkObjectRef } from '../../../network/network-driver.js';
import type { PortVlanDirectory } from '../../../platform/port-vlan-directory.js';
import { uniqueConstraintOf } from '../../identity/users/identity.js';
import { BEING_DELETED_MESSAGE, DELETED_MESSAGE } from '../../network/ports/port-actions.js';
import type { Caller } from '../../network/ports/port-changes.js';
import { assertOrderablePlace, resolveAccount } from '../../network/ports/port-order-checks.js';
import { findCustomerPort } from '../../network/ports/ports.repo.js';
import { locationsByPops } from '../../operations/locations/locations.repo.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import { claimIdempotencyKey, requestHashOf } from '../../platform/idempotency/idempotency.repo.js';
import { type InventoryEntry, upsertCircuit } from '../../platform/inventory/inventory.repo.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import type { UnreadableSecrets } from '../../platform/secrets/unreadable-secrets.js';
import { checkSessionRules, peerForSession } from './bgp-session-rules.js';
import {
  type ConnectionRow,
  connectionCounts,
  findConnection,
  findRouter,
  findSession,
  isGatewayAddressUsed,
  listConnections,
  listRouters,
  listSessions,
  type RouterRow,
  type SessionRow,
} from './cloud-routers.repo.js';
import { cloudSettingsView, connectionDescriptionOf, portTypeOf, serviceProviderOf } from './connection-kinds.js';
import { loadWorld, type RouterWorld } from './routing-view.js';

export { DELETED_MESSAGE };
export const ROUTER_NOT_FOUND = 'Cloud router not found';
export const CONNECTION_NOT_FOUND = 'Cloud router connection not found';
export const SESSION_NOT_FOUND = 'BGP session not found';
export const ROUTER_HAS_CONNECTIONS = 'Delete the connections of this cloud router first.';
export const PORT_NOT_FOUND_MESSAGE = 'There is no port of yours with this circuit id.';
export const PORT_NOT_ACTIVE_MESSAGE = 'The port must be active to carry a cloud router connection.';
export const ROUTER_NOT_ACTIVE_MESSAGE = 'The cloud router must be active to add a connection.';
export const CONNECTION_NOT_ACTIVE_MESSAGE = 'The connection must be active before it gets a BGP session.';
export const STILL_CONFIGURING_MESSAGE = 'The BGP session is still being configured. Try again once it is done.';

export interface CloudRouterDeps {
  db: Database;
  network: NetworkDriver;
  secrets: SecretBox;
  /** The clouds: a connection to a cloud is told to them, and its deletion too. */
  clouds: CloudProviderDriver;
  /** Who uses which VLAN of a port (VCs, hosted clouds, own-port connections): a VLAN is taken once. */
  vlans: PortVlanDirectory;
}

const circuitNumber = () => randomInt(1_000_000, 10_000_000);

export const routerRef = (row: Pick<RouterRow, 'circuitId' | 'customerId'>): NetworkObjectRef => ({
  objectType: 'cloud_router',
  objectId: row.circuitId,
  customerId: row.customerId,
});
export const connectionRef = (row: Pick<ConnectionRow, 'circuitId' | 'customerId'>): NetworkObjectRef => ({
  objectType: 'cr_connection',
  objectId: row.circuitId,
  customerId: row.customerId,
});
export const sessionRef = (row: Pick<SessionRow, 'id' | 'customerId'>): NetworkObjectRef => ({
  objectType: 'bgp_session',
  objectId: row.id,
  customerId: row.customerId,
});

function summaryOf(state: string): CloudRouter['summary'] {
  if (state === 'error') return 'error';
  if (state === 'deleting') return 'deleting';
  return state === 'active' ? 'active' : 'provisioning';
}

function priceOf(row: Pick<RouterRow, 'capacity' | 'subscriptionTerm'>) {
  const price = priceFor({ productType: 'cloud_router', speed: row.capacity, term: row.subscriptionTerm });
  return price ? { mrc: price.mrc, nrc: price.nrc } : null;
}

export function presentRouter(row: RouterRow, connections: number): CloudRouter {
  return {
    circuit_id: row.circuitId,
    account_uuid: row.accountUuid,
    customer_uuid: row.customerId,
    asn: row.asn,
    name: row.name,
    capacity: row.capacity,
    regions: row.regions.map((code) => ({
      code,
      name: CLOUD_ROUTER_REGIONS[code as keyof typeof CLOUD_ROUTER_REGIONS] ?? code,
    })),
    state: row.state,
    summary: summaryOf(row.state),
    connection_count: connections,
    po_number: row.poNumber,
    subscription_term: row.subscriptionTerm,
    price: priceOf(row),
    time_created: row.createdAt.toISOString(),
    time_updated: row.updatedAt.toISOString(),
  };
}

export async function recordCrActivity(
  tx: Executor,
  caller: Caller,
  entry: { action: string; objectType: string; objectId: string; before?: unknown; after?: unknown },
): Promise<void> {
  await recordActivity(tx, {
    customerId: caller.actor.customerId,
    actorUserId: caller.actor.userId,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: caller.meta.ipAddress,
    requestId: caller.meta.requestId,
  });
}

/** The router's inventory entry (search, dashboard, `/circuits/{id}`), without its labels. */
export function routerInventoryEntry(row: RouterRow): InventoryEntry {
  return {
    circuitId: row.circuitId,
    customerId: row.customerId,
    serviceType: 'l3nf',
    name: row.name,
    description: `Cloud router, ASN ${row.asn}, ${row.capacity}, ${row.regions.join(' and ')}`,
    state: row.state,
    summary: row.state === 'error' ? 'error' : summaryOf(row.state) === 'active' ? 'active' : 'provisioning',
    pop: null,
  };
}

/** A connection's inventory entry, a child of its router's, without its labels. */
export function connectionInventoryEntry(router: RouterRow, row: ConnectionRow): InventoryEntry {
  return {
    circuitId: row.circuitId,
    customerId: row.customerId,
    serviceType: 'cr-connection',
    name: row.description,
    description: connectionDescriptionOf(router, row),
    parentCircuitId: router.circuitId,
    relatedServices: [{ circuit_id: router.circuitId, service_type: 'l3nf' }],
    state: row.state,
    summary:
      row.state === 'error' ? 'error' : isCloudRouterConnectionProvisioning(row.state) ? 'provisioning' : 'active',
    pop: row.pop,
  };
}

/** Keeps the router's inventory row (search, dashboard, `/circuits/{id}`) in step. */
export async function syncRouterInventory(tx: Executor, row: RouterRow): Promise<void> {
  await upsertCircuit(tx, routerInventoryEntry(row));
}

export async function syncConnectionInventory(tx: Executor, router: RouterRow, row: ConnectionRow): Promise<void> {
  await upsertCircuit(tx, connectionInventoryEntry(router, row));
}

// ---------------------------------------------------------------------------------------------- cloud routers

export async function listRouterViews(db: Executor, customerId: string): Promise<CloudRouter[]> {
  const rows = await listRouters(db, customerId);
  const counts = await connectionCounts(
    db,
    customerId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentRouter(row, counts.get(row.id) ?? 0));
}

export async function requireRouter(db: Executor, customerId: string, id: string): Promise<RouterRow> {
  const row = await findRouter(db, customerId, id);
  if (!row) throw notFound(ROUTER_NOT_FOUND);
  return row;
}

export async function readRouter(db: Executor, customerId: string, id: string): Promise<CloudRouter> {
  const row = await requireRouter(db, customerId, id);
  const counts = await connectionCounts(db, customerId, [row.id]);
  return presentRouter(row, counts.get(row.id) ?? 0);
}

/** `POST /v2/services/cloud-routers`: checks the account and the price, then the network provisions the router. */
export async function createRouter(
  deps: CloudRouterDeps,
  caller: Caller,
  body: CreateCloudRouterRequest,
  idempotencyKey?: string,
): Promise<CloudRouter> {
  const customerId = caller.actor.customerId;
  const term = body.subscription_term ?? 1;
  const accountUuid = await resolveAccount(deps.db, customerId, body.account_uuid);
  const circuitId = `PF-L3-CUST-${circuitNumber()}`;
  const createdId = await deps.db.transaction(async (tx) => {
    // A retried order (same Idempotency-Key and body) answers the router the first one made.
    const earlier = await claimOrder(
      tx,
      deps.secrets,
      customerId,
      'cloud_router.create',
      idempotencyKey,
      body,
      circuitId,
    );
    if (earlier !== null) return earlier;
    const started = await deps.network.provision(
      tx,
      { objectType: 'cloud_router', objectId: circuitId, customerId },
      { details: { capacity: body.capacity, regions: body.regions } },
    );
    const [row] = await tx
      .insert(cloudRouters)
      .values({
        circuitId,
        customerId,
        accountUuid,
        name: body.name,
        asn: body.asn ?? DEFAULT_CLOUD_ROUTER_ASN,
        regions: [...new Set(body.regions)],
        capacity: body.capacity,
        subscriptionTerm: term,
        poNumber: body.po_number || null,
        state: started.objectState,
      })
      .returning();
    if (!row) throw new Error('cloud router not inserted');
    await syncRouterInventory(tx, row);
    await recordCrActivity(tx, caller, {
      action: 'cloud_router.create',
      objectType: 'cloud_router',
      objectId: circuitId,
      after: { ...body, price: priceOf(row) },
    });
    return circuitId;
  });
  return readRouter(deps.db, customerId, createdId);
}

/** Claims an order's `Idempotency-Key` in its transaction: null to go ahead, or the id the first request made. */
async function claimOrder(
  tx: Executor,
  secrets: SecretBox,
  customerId: string,
  scope: string,
  key: string | undefined,
  body: unknown,
  objectId: string,
): Promise<string | null> {
  if (key === undefined) return null;
  return claimIdempotencyKey(tx, { customerId, scope, key, requestHash: requestHashOf(secrets, body), objectId });
}

export async function lockRouter(tx: Executor, customerId: string, id: string): Promise<RouterRow> {
  const row = await findRouter(tx, customerId, id, { forUpdate: true });
  if (!row) throw notFound(ROUTER_NOT_FOUND);
  if (row.state === 'deleting') throw stateConflict('id', BEING_DELETED_MESSAGE);
  return row;
}

export async function updateRouter(
  deps: CloudRouterDeps,
  caller: Caller,
  id: string,
  body: UpdateCloudRouterRequest,
): Promise<CloudRouter> {
  const customerId = caller.actor.customerId;
  const circuitId = await deps.db.transaction(async (tx) => {
    const row = await lockRouter(tx, customerId, id);
    const changes = {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.regions === undefined ? {} : { regions: [...new Set(body.regions)] }),
      ...(body.capacity === undefined ? {} : { capacity: body.capacity }),
    };
    const [updated] = await tx
      .update(cloudRouters)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(cloudRouters.id, row.id))
      .returning();
    if (updated) await syncRouterInventory(tx, updated);
    if (body.capacity !== undefined || body.regions !== undefined) {
      await deps.network.modify(tx, routerRef(row), { details: changes });
    }
    await recordCrActivity(tx, caller, {
      action: 'cloud_router.update',
      objectType: 'cloud_router',
      objectId: row.circuitId,
      before: { name: row.name, regions: row.regions, capacity: row.capacity },
      after: body,
    });
    return row.circuitId;
  });
  return readRouter(deps.db, customerId, circuitId);
}

export async function deleteRouter(deps: CloudRouterDeps, caller: Caller, id: string): Promise<void> {
  const customerId = caller.actor.customerId;
  await deps.db.transaction(async (tx) => {
    const row = await lockRouter(tx, customerId, id);
    const counts = await connectionCounts(tx, customerId, [row.id]);
    if ((counts.get(row.id) ?? 0) > 0) throw stateConflict('id', ROUTER_HAS_CONNECTIONS);
    const started = await deps.network.deprovision(tx, routerRef(row), {});
    await tx
      .update(cloudRouters)
      .set({ state: started.objectState, updatedAt: new Date() })
      .where(eq(cloudRouters.id, row.id));
    await syncRouterInventory(tx, { ...row, state: started.objectState });
    await recordCrActivity(tx, caller, {
      action: 'cloud_router.delete',
      objectType: 'cloud_router',
      objectId: row.circuitId,
    });
  });
}

// ------------------------------------------------------------------------------------------------ connections

function ipsecView(row: ConnectionRow): IpsecSettingsView | null {
  if (row.connectionType !== 'ipsec' || row.ipsec === null) return null;
  return {
    circuit_id: row.circuitId,
    vc_circuit_id: row.circuitId.replace('PF-L3-CON-', 'PF-L3-VC-'),
    customer_gateway_address: row.customerGatewayAddress ?? '',
    ...row.ipsec,
    has_shared_key: row.sharedKey !== null,
    description: row.description,
    account_uuid: row.accountUuid,
    pop: row.pop,
    speed: row.speed,
    subscription_term: row.subscriptionTerm,
    deleted: false,
    time_created: row.createdAt.toISOString(),
    time_updated: row.updatedAt.toISOString(),
  };
}

export async function presentConnections(
  db: Executor,
  router: RouterRow,
  rows: readonly ConnectionRow[],
): Promise<CloudRouterConnection[]> {
  const sessions = await listSessions(
    db,
    router.customerId,
    rows.map((row) => row.id),
  );
  const locations = new Map(
    (await locationsByPops(db, [...new Set(rows.map((row) => row.pop))])).map((item) => [item.pop, item]),
  );
  return rows.map((row): CloudRouterConnection => {
    const location = locations.get(row.pop);
    return {
      uuid: row.id,
      cloud_circuit_id: row.circuitId,
      port_type: portTypeOf(row),
      connection_type: row.connectionType,
      service_provider: serviceProviderOf(row),
      service_type: 'cr_connection',
      service_class: 'metro',
      port_circuit_id: row.portCircuitId,
      pending_delete: row.state === 'deleting',
      deleted: false,
      state: row.state,
      is_provisioning: isCloudRouterConnectionProvisioning(row.state),
      speed: row.speed,
      account_uuid: row.accountUuid,
      customer_uuid: row.customerId,
      user_uuid: row.userId,
      description: row.description,
      cloud_provider_connection_id: row.providerConnectionId,
      cloud_settings: cloudSettingsView(row),
      nat_capable: row.natCapable,
      dnat_capable: row.dnatCapable,
      bgp_state_list: sessions
        .filter((session) => session.connectionId === row.id)
        .map((session) => ({ bgp_settings_uuid: session.id, bgp_state: session.bgpState })),
      cloud_router_name: router.name,
      cloud_router_asn: router.asn,
      cloud_router_circuit_id: router.circuitId,
      cloud_provider: { pop: row.pop, site: location?.siteCode ?? '', region: row.region ?? location?.region ?? '' },
      pop: row.pop,
      site: location?.siteCode ?? '',
      zone: row.zone,
      vlan: row.vlan,
      untagged: row.untagged,
      desired_nat: row.natCapable ? 'snat' : null,
      po_number: row.poNumber,
      subscription_term: row.subscriptionTerm,
      ipsec: ipsecView(row),
      time_created: row.createdAt.toISOString(),
      time_updated: row.updatedAt.toISOString(),
    };
  });
}

export async function requireConnection(
  db: Executor,
  customerId: string,
  routerId: string,
  cid: string,
): Promise<{ router: RouterRow; connection: ConnectionRow }> {
  const router = await requireRouter(db, customerId, routerId);
  const connection = await findConnection(db, customerId, router.id, cid);
  if (!connection) throw notFound(CONNECTION_NOT_FOUND);
  return { router, connection };
}

export async function readConnection(
  db: Executor,
  customerId: string,
  routerId: string,
  cid: string,
): Promise<CloudRouterConnection> {
  const { router, connection } = await requireConnection(db, customerId, routerId, cid);
  const [view] = await presentConnections(db, router, [connection]);
  if (!view) throw notFound(CONNECTION_NOT_FOUND);
  return view;
}

export async function listConnectionViews(db: Executor, customerId: string, routerId: string) {
  const router = await requireRouter(db, customerId, routerId);
  return presentConnections(db, router, await listConnections(db, customerId, router.id));
}

/** spec 5: the local gateway address the provider answers on at a PoP, derived from the connection. */
function localGatewayOf(circuitId: string): string {
  let hash = 0;
  for (const char of circuitId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `23.159.${(hash >>> 8) % 256}.${1 + (hash % 254)}`;
}

/**
 * What the network measures of a connection, told with each of its workflows (the telemetry reads the latest finished
 * one): the tunnel of an IPsec connection, the translated traffic of a NAT one, the customer's port it is on, the
 * cloud whose side it waits for.
 */
export function measuredFactsOf(
  connection: Pick<ConnectionInsert, 'connectionType' | 'natCapable' | 'portCircuitId' | 'provider'>,
) {
  return {
    is_ipsec: connection.connectionType === 'ipsec',
    has_nat: connection.natCapable === true,
    interfaces: connection.portCircuitId ? [connection.portCircuitId] : [],
    ...(connection.provider ? { provider: connection.provider } : {}),
  };
}

export type ConnectionInsert = Omit<
  typeof cloudRouterConnections.$inferInsert,
  'routerId' | 'customerId' | 'circuitId' | 'state'
>;

/**
 * Adds a connection to an active router in one transaction: builds its values (the kind's checks), starts the
 * network's provisioning, writes the row, then `afterInsert` (a cloud is told of it), the inventory and the activity.
 */
export async function insertConnection(
  deps: CloudRouterDeps,
  caller: Caller,
  routerId: string,
  build: (tx: Executor, router: RouterRow, circuitId: string) => Promise<ConnectionInsert>,
  activity: unknown,
  afterInsert?: (tx: Executor, router: RouterRow, row: ConnectionRow) => Promise<ConnectionRow>,
  idempotency?: { scope: string; key: string | undefined; body: unknown },
): Promise<CloudRouterConnection> {
  const customerId = caller.actor.customerId;
  const circuitId = `PF-L3-CON-${circuitNumber()}`;
  const created = await deps.db.transaction(async (tx) => {
    const router = await lockRouter(tx, customerId, routerId);
    if (idempotency) {
      const { scope, key, body } = idempotency;
      const earlier = await claimOrder(tx, deps.secrets, customerId, scope, key, body, circuitId);
      if (earlier !== null) return { router, circuitId: earlier };
    }
    if (router.state !== 'active') throw stateConflict('id', ROUTER_NOT_ACTIVE_MESSAGE);
    const values = await build(tx, router, circuitId);
    const started = await deps.network.provision(
      tx,
      { objectType: 'cr_connection', objectId: circuitId, customerId },
      {
        details: {
          pop: values.pop,
          speed: values.speed,
          router: router.circuitId,
          ...measuredFactsOf(values),
        },
      },
    );
    const [inserted] = await tx
      .insert(cloudRouterConnections)
      .values({ ...values, circuitId, customerId, routerId: router.id, state: started.objectState })
      .returning();
    if (!inserted) throw new Error('connection not inserted');
    const row = afterInsert ? await afterInsert(tx, router, inserted) : inserted;
    await syncConnectionInventory(tx, router, row);
    await recordCrActivity(tx, caller, {
      action: 'cr_connection.create',
      objectType: 'cr_connection',
      objectId: circuitId,
      after: activity,
    });
    return { router, circuitId };
  });
  return readConnection(deps.db, customerId, created.router.circuitId, created.circuitId);
}

/** `POST …/connections/ipsec`: a gateway address free across the provider, the shared key sealed. */
export async function createIpsecConnection(
  deps: CloudRouterDeps,
  caller: Caller,
  routerId: string,
  body: CreateIpsecConnectionRequest,
  idempotencyKey?: string,
): Promise<IpsecConnectionCreated> {
  const customerId = caller.actor.customerId;
  await requireRouter(deps.db, customerId, routerId);
  const { location } = await assertOrderablePlace(deps.db, { pop: body.pop });
  const accountUuid = await resolveAccount(deps.db, customerId, body.account_uuid);
  const { shared_key: _key, ...withoutKey } = body;
  const created = await insertConnection(
    deps,
    caller,
    routerId,
    async (tx, _router, circuitId) => {
      if (await isGatewayAddressUsed(tx, body.gateway_address)) {
        throw invalidField('gateway_address', GATEWAY_MESSAGES.notUnique);
      }
      return {
        connectionType: 'ipsec',
        accountUuid,
        description: body.description,
        speed: body.speed,
        subscriptionTerm: body.subscription_term ?? 1,
        poNumber: body.po_number || null,
        pop: location.pop,
        isPublic: body.is_public ?? false,
        natCapable: body.maybe_nat ?? false,
        dnatCapable: body.maybe_dnat ?? false,
        customerGatewayAddress: body.gateway_address,
        sharedKey: deps.secrets.seal(body.shared_key, 'ipsec-shared-key'),
        ipsec: {
          ike_version: body.ike_version,
          phase1_authentication_method: body.phase1_authentication_method,
          phase1_group: body.phase1_group,
          phase1_encryption_algo: body.phase1_encryption_algo,
          phase1_authentication_algo: body.phase1_authentication_algo,
          phase1_lifetime: body.phase1_lifetime,
          phase2_pfs_group: body.phase2_pfs_group,
          phase2_encryption_algo: body.phase2_encryption_algo,
          phase2_authentication_algo: body.phase2_authentication_algo ?? null,
          phase2_lifetime: body.phase2_lifetime,
          local_gateway_address: localGatewayOf(circuitId),
        },
      };
    },
    { ...withoutKey, shared_key: 'set' },
    undefined,
    // A retry answers the connection the first order made (never the key: it is not answered at all).
    { scope: `cr_connection.create.${routerId}`, key: idempotencyKey, body },
  ).catch((error: unknown) => {
    // Two orders racing for one gateway: the unique index answers for the loser.
    if (uniqueConstraintOf(error) !== null) throw invalidField('gateway_address', GATEWAY_MESSAGES.notUnique);
    throw error;
  });
  if (created.ipsec === null) throw notFound(CONNECTION_NOT_FOUND);
  return { ...created, ...created.ipsec };
}

/** `POST …/connections/packetfabric`: a VLAN (or untagged) of an active port of the customer. */
export async function createPortConnection(
  deps: CloudRouterDeps,
  caller: Caller,
  routerId: string,
  body: CreatePortConnectionRequest,
  idempotencyKey?: string,
): Promise<CloudRouterConnection> {
  const customerId = caller.actor.customerId;
  await requireRouter(deps.db, customerId, routerId);
  const accountUuid = await resolveAccount(deps.db, customerId, body.account_uuid);
  return insertConnection(
    deps,
    caller,
    routerId,
    async (tx) => {
      // The port's row lock serialises every order that takes a VLAN of it (VCs and hosted clouds lock it too).
      const port = await findCustomerPort(tx, customerId, body.port_circuit_id.toUpperCase(), { forUpdate: true });
      if (!port) throw invalidField('port_circuit_id', PORT_NOT_FOUND_MESSAGE);
      if (port.state !== 'active') throw invalidField('port_circuit_id', PORT_NOT_ACTIVE_MESSAGE);
      const claim: EndClaim = {
        vlan: body.untagged ? null : (body.vlan ?? null),
        svlan: null,
        untagged: body.untagged ?? false,
        isWholePort: false,
      };
      const used = await deps.vlans.interfacesOn(tx, customerId, port.circuitId);
      const refusal = vlanRefusal(claim, used, { portCircuitId: port.circuitId, index: 0, isSingleEnd: true });
      if (refusal) throw stateConflict(claim.untagged ? 'untagged' : 'vlan', refusal.message);
      return {
        connectionType: 'packetfabric',
        accountUuid,
        description: body.description,
        speed: body.speed,
        subscriptionTerm: body.subscription_term ?? 1,
        poNumber: body.po_number || null,
        pop: port.pop,
        zone: port.zone,
        portCircuitId: port.circuitId,
        vlan: body.untagged ? null : (body.vlan ?? null),
        untagged: body.untagged ?? false,
        isPublic: body.is_public ?? false,
        natCapable: body.maybe_nat ?? false,
        dnatCapable: body.maybe_dnat ?? false,
      };
    },
    body,
    undefined,
    { scope: `cr_connection.create.${routerId}`, key: idempotencyKey, body },
  );
}

export async function lockConnection(tx: Executor, customerId: string, routerId: string | null, cid: string) {
  const connection = await findConnection(tx, customerId, routerId, cid, { forUpdate: true });
  if (!connection) throw notFound(CONNECTION_NOT_FOUND);
  if (connection.state === 'deleting') throw stateConflict('cid', BEING_DELETED_MESSAGE);
  return connection;
}

export async function deleteConnection(deps: CloudRouterDeps, caller: Caller, routerId: string, cid: string) {
  const customerId = caller.actor.customerId;
  const router = await requireRouter(deps.db, customerId, routerId);
  await deps.db.transaction(async (tx) => {
    const row = await lockConnection(tx, customerId, router.id, cid);
    const started = await deps.network.deprovision(tx, connectionRef(row), {});
    // The cloud removes its side too; its key, OCID or account is free again once it is gone.
    if (row.connectionType === 'cloud_hosted' && row.provider !== null) {
      const ref = { connectionId: row.circuitId, customerId, provider: row.provider, portType: 'hosted' as const };
      await deps.clouds.disconnect(tx, ref);
    }
    const [updated] = await tx
      .update(cloudRouterConnections)
      .set({ state: started.objectState, updatedAt: new Date() })
      .where(eq(cloudRouterConnections.id, row.id))
      .returning();
    if (updated) await syncConnectionInventory(tx, router, updated);
    await recordCrActivity(tx, caller, {
      action: 'cr_connection.delete',
      objectType: 'cr_connection',
      objectId: row.circuitId,
    });
  });
}

export async function connectionStatus(deps: CloudRouterDeps, customerId: string, routerId: string, cid: string) {
  const { connection } = await requireConnection(deps.db, customerId, routerId, cid);
  const status: NetworkStatus | null = await deps.network.status(deps.db, connectionRef(connection));
  if (!status) throw notFound(CONNECTION_NOT_FOUND);
  return status;
}

async function requireIpsec(db: Executor, customerId: string, cid: string) {
  const connection = await findConnection(db, customerId, null, cid);
  if (connection?.connectionType !== 'ipsec') throw notFound(CONNECTION_NOT_FOUND);
  return connection;
}

export async function readIpsec(db: Executor, customerId: string, cid: string): Promise<IpsecSettingsView> {
  const view = ipsecView(await requireIpsec(db, customerId, cid));
  if (!view) throw notFound(CONNECTION_NOT_FOUND);
  return view;
}

/** `PATCH /v2/services/ipsec/{cid}`: phase fields, the gateway (still unique) and a new shared key (sealed). */
export async function updateIpsec(
  deps: CloudRouterDeps,
  caller: Caller,
  cid: string,
  body: UpdateIpsecRequest,
): Promise<IpsecSettingsView> {
  const customerId = caller.actor.customerId;
  await deps.db
    .transaction(async (tx) => {
      const row = await lockConnection(tx, customerId, null, cid);
      if (row.connectionType !== 'ipsec' || row.ipsec === null) throw notFound(CONNECTION_NOT_FOUND);
      const { customer_gateway_address: gateway, pre_shared_key: key, ...phases } = body;
      if (gateway !== undefined && (await isGatewayAddressUsed(tx, gateway, row.id))) {
        throw invalidField('customer_gateway_address', GATEWAY_MESSAGES.notUnique);
      }
      const defined = Object.fromEntries(Object.entries(phases).filter(([, value]) => value !== undefined));
      const authentication = phase2AuthenticationAfter(row.ipsec, phases);
      await tx
        .update(cloudRouterConnections)
        .set({
          ipsec: { ...row.ipsec, ...defined, phase2_authentication_algo: authentication },
          ...(gateway === undefined ? {} : { customerGatewayAddress: gateway }),
          ...(key === undefined ? {} : { sharedKey: deps.secrets.seal(key, 'ipsec-shared-key') }),
          updatedAt: new Date(),
        })
        .where(eq(cloudRouterConnections.id, row.id));
      await deps.network.modify(tx, connectionRef(row), { details: { ipsec: Object.keys(defined) } });
      await recordCrActivity(tx, caller, {
        action: 'cr_connection.ipsec_update',
        objectType: 'cr_connection',
        objectId: row.circuitId,
        before: { ...row.ipsec, customer_gateway_address: row.customerGatewayAddress },
        after: {
          ...defined,
          ...(gateway === undefined ? {} : { customer_gateway_address: gateway }),
          ...(key === undefined ? {} : { pre_shared_key: 'changed' }),
        },
      });
    })
    .catch((error: unknown) => {
      if (uniqueConstraintOf(error) !== null) {
        throw invalidField('customer_gateway_address', GATEWAY_MESSAGES.notUnique);
      }
      throw error;
    });
  return readIpsec(deps.db, customerId, cid);
}

/**
 * spec 5: the phase 2 authentication after an update: what the body sends (null clears it), else what was saved,
 * except that moving phase 2 to AES-GCM clears it; refused when the resulting cipher and authentication disagree.
 */
function phase2AuthenticationAfter(
  saved: { phase2_encryption_algo: string; phase2_authentication_algo: string | null },
  body: Pick<UpdateIpsecRequest, 'phase2_encryption_algo' | 'phase2_authentication_algo'>,
): string | null {
  const encryption = body.phase2_encryption_algo ?? saved.phase2_encryption_algo;
  const isNowGcm = isGcm(encryption) && !isGcm(saved.phase2_encryption_algo);
  const authentication =
    body.phase2_authentication_algo !== undefined
      ? body.phase2_authentication_algo
      : isNowGcm
        ? null
        : saved.phase2_authentication_algo;
  const message = validatePhase2Authentication(encryption, authentication);
  if (message !== undefined) throw invalidField('phase2_authentication_algo', message);
  return authentication;
}

export async function gatewayIsUnique(db: Executor, address: string) {
  return { gateway_address: address, is_unique: !(await isGatewayAddressUsed(db, address.trim())) };
}

/** `POST …/address_is_unique`: whether no session of the router (but the one named) uses the address. */
export async function addressIsUnique(db: Executor, customerId: string, routerId: string, body: AddressUniqueRequest) {
  const router = await requireRouter(db, customerId, routerId);
  const { sessions } = await loadWorld(db, router);
  return { address: body.address, is_unique: !isSessionAddressUsed(body.address, sessions, body.bgp_settings_uuid) };
}

/**
 * spec 5 ('This address is not unique.'): a session's router-side address is used by no other session of its
 * router. Run inside the change's transaction with the router's row locked, so two sessions made at once on two
 * connections of one router cannot both take it.
 */
async function assertSessionAddressFree(
  tx: Executor,
  router: RouterRow,
  l3Address: string,
  exceptId?: string,
): Promise<void> {
  const { sessions } = await loadWorld(tx, router);
  const message = validateUniqueSessionAddress(l3Address, sessions, exceptId);
  if (message !== undefined) throw invalidField('l3_address', message);
}

// -------------------------------------------------------------------------------------------------- BGP

function presentPrefixes(prefixes: readonly StoredBgpPrefix[]): BgpPrefix[] {
  return prefixes.map((item, order) => ({
    bgp_prefix_uuid: item.bgp_prefix_uuid,
    prefix: item.prefix,
    match_type: item.match_type,
    as_prepend: item.as_prepend ?? null,
    med: item.med ?? null,
    local_preference: item.local_preference ?? null,
    type: item.type,
    order,
  }));
}

/**
 * Who reads a session: its MD5 key is answered in clear only to a caller who may change the session (the permission
 * its PUT needs), as the Go client reads it back into Terraform's state and the portal's dialog sends it again on
 * save; anyone else (bgp-settings.read alone, the read-only group) gets `SECRET_MASK`, as hosted answers show it.
 */
export interface SessionReader {
  mayChange: boolean;
  /** Where the read tells of a key it cannot open (sealed under another SECRETS_KEY): answered masked instead. */
  unreadable: UnreadableSecrets;
}

/**
 * The session's MD5 key as `reader` may see it: in clear, masked, or empty when it has none. A key sealed under a
 * SECRETS_KEY this process does not have is answered masked too (and reported), never a 500: sent back, the mask
 * keeps it.
 */
function md5For(secrets: SecretBox, row: Pick<SessionRow, 'id' | 'md5'>, reader: SessionReader): string {
  if (!row.md5) return '';
  if (!reader.mayChange) return SECRET_MASK;
  const md5 = secrets.tryOpen(row.md5, 'bgp-md5');
  if (md5 !== undefined) return md5;
  reader.unreadable.report(`bgp_session ${row.id}`);
  return SECRET_MASK;
}

export function presentSession(
  secrets: SecretBox,
  connection: ConnectionRow,
  row: SessionRow,
  reader: SessionReader,
): BgpSession {
  const subnet = parseInterfaceAddress(row.l3Address)?.network.text ?? row.l3Address;
  return {
    bgp_settings_uuid: row.id,
    cloud_circuit_id: connection.circuitId,
    address_family: row.addressFamily,
    remote_address: row.remoteAddress,
    remote_asn: row.remoteAsn,
    multihop_ttl: row.multihopTtl,
    local_preference: row.localPreference,
    med: row.med,
    as_prepend: row.asPrepend,
    md5: md5For(secrets, row, reader),
    l3_address: row.l3Address,
    primary_subnet: row.primarySubnet,
    secondary_subnet: row.secondarySubnet,
    subnet,
    public_ip: connection.connectionType === 'ipsec' ? (connection.ipsec?.local_gateway_address ?? null) : null,
    orlonger: row.orlonger,
    bfd_interval: row.bfdInterval ?? 0,
    bfd_multiplier: row.bfdMultiplier ?? 0,
    include_sub_defaults: row.includeSubDefaults,
    disabled: row.disabled,
    nat: (row.nat as BgpSession['nat']) ?? null,
    prefixes: presentPrefixes(row.prefixes),
    bgp_state: row.bgpState,
    state_reason: row.stateReason,
    time_created: row.createdAt.toISOString(),
    time_updated: row.updatedAt.toISOString(),
  };
}

/** A prefix filter entry's direction and network: one network written two ways is one entry (spec 5, unique). */
const prefixKeyOf = (item: Pick<StoredBgpPrefix, 'type' | 'prefix'>) => `${item.type}:${normalizePrefix(item.prefix)}`;

export function storedPrefixes(prefixes: readonly BgpPrefixRequest[], orlonger: boolean): StoredBgpPrefix[] {
  return prefixes.map((item) => ({
    bgp_prefix_uuid: randomUUID(),
    prefix: item.prefix.trim().toLowerCase(),
    match_type: item.match_type ?? (orlonger ? 'orlonger' : 'exact'),
    type: item.type,
    as_prepend: item.as_prepend ?? null,
    med: item.med ?? null,
    local_preference: item.local_preference ?? null,
  }));
}

function sessionValues(secrets: SecretBox, body: CreateBgpSessionRequest) {
  return {
    addressFamily: body.address_family ?? 'v4',
    remoteAsn: body.remote_asn,
    remoteAddress: body.remote_address.trim(),
    l3Address: body.l3_address.trim(),
    primarySubnet: body.primary_subnet ?? null,
    secondarySubnet: body.secondary_subnet ?? null,
    multihopTtl: body.multihop_ttl ?? 1,
    localPreference: body.local_preference ?? null,
    med: body.med ?? null,
    asPrepend: body.as_prepend ?? null,
    md5: body.md5 ? secrets.seal(body.md5, 'bgp-md5') : null,
    orlonger: body.orlonger ?? false,
    bfdInterval: body.bfd_interval ?? null,
    bfdMultiplier: body.bfd_multiplier ?? null,
    includeSubDefaults: body.include_sub_defaults ?? false,
    disabled: body.disabled ?? false,
    nat: body.nat ?? null,
    prefixes: storedPrefixes(body.prefixes, body.orlonger ?? false),
  } as const;
}

/** A line of the session's BGP log (`bgp-logs`), in the change's transaction. */
export async function logSessionEvent(
  tx: Executor,
  world: { routerId: string; connection: ConnectionRow; sessionId: string },
  severity: 'notice' | 'warning' | 'error' | 'informational',
  message: string,
  at = new Date(),
) {
  await tx.insert(bgpSessionEvents).values({
    customerId: world.connection.customerId,
    routerId: world.routerId,
    connectionCircuitId: world.connection.circuitId,
    bgpSettingsUuid: world.sessionId,
    severity,
    message,
    at,
  });
}

/** The session a PUT means: by `bgp_settings_uuid`, else the connection's one session of the body's family. */
async function sessionToUpdate(
  db: Executor,
  customerId: string,
  routerId: string,
  cid: string,
  body: Pick<UpdateBgpSessionRequest, 'bgp_settings_uuid' | 'address_family'>,
) {
  if (body.bgp_settings_uuid !== undefined)
    return requireSession(db, customerId, routerId, cid, body.bgp_settings_uuid);
  const found = await requireConnection(db, customerId, routerId, cid);
  const family = body.address_family ?? 'v4';
  const candidates = (await listSessions(db, customerId, [found.connection.id])).filter(
    (item) => item.addressFamily === family,
  );
  const [session] = candidates;
  if (!session) throw notFound(SESSION_NOT_FOUND);
  if (candidates.length > 1) throw invalidField('bgp_settings_uuid', messages.required);
  return { ...found, session };
}

export async function requireSession(db: Executor, customerId: string, routerId: string, cid: string, uuid: string) {
  const found = await requireConnection(db, customerId, routerId, cid);
  const session = await findSession(db, customerId, uuid);
  if (!session || session.connectionId !== found.connection.id) throw notFound(SESSION_NOT_FOUND);
  return { ...found, session };
}

export async function listSessionViews(
  deps: CloudRouterDeps,
  reader: SessionReader,
  customerId: string,
  routerId: string,
  cid: string,
) {
  const { connection } = await requireConnection(deps.db, customerId, routerId, cid);
  const rows = await listSessions(deps.db, customerId, [connection.id]);
  return rows.map((row) => presentSession(deps.secrets, connection, row, reader));
}

export async function readSession(
  deps: CloudRouterDeps,
  reader: SessionReader,
  customerId: string,
  routerId: string,
  cid: string,
  uuid: string,
) {
  const { connection, session } = await requireSession(deps.db, customerId, routerId, cid, uuid);
  return presentSession(deps.secrets, connection, session, reader);
}

/** The key a PUT or a what-if means: the mask sent back (as the session was answered) keeps the stored key. */
export const isKeptMd5 = (md5: string | undefined) => md5 === SECRET_MASK;

/** `POST …/bgp`: the session is configured by the network, then establishes with its peer (or stays down). */
export async function createSession(
  deps: CloudRouterDeps,
  caller: Caller,
  reader: SessionReader,
  routerId: string,
  cid: string,
  body: CreateBgpSessionRequest,
): Promise<BgpSession> {
  const customerId = caller.actor.customerId;
  const { router } = await requireConnection(deps.db, customerId, routerId, cid);
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    const lockedRouter = await lockRouter(tx, customerId, router.circuitId);
    const connection = await lockConnection(tx, customerId, router.id, cid);
    if (connection.state !== 'active') throw stateConflict('cid', CONNECTION_NOT_ACTIVE_MESSAGE);
    checkSessionRules(body, connection, { isWholeSession: true });
    await assertSessionAddressFree(tx, lockedRouter, body.l3_address);
    const peer = peerForSession(deps.secrets, router, connection, body);
    await deps.network.provision(
      tx,
      { objectType: 'bgp_session', objectId: id, customerId },
      { details: { connection: connection.circuitId } },
    );
    await tx.insert(bgpSessions).values({
      id,
      customerId,
      connectionId: connection.id,
      ...sessionValues(deps.secrets, body),
      peer,
      bgpState: 'configuring',
    });
    await logSessionEvent(
      tx,
      { routerId: router.id, connection, sessionId: id },
      'notice',
      `BGP session to ${body.remote_address} (AS ${body.remote_asn}) created; configuring`,
    );
    await recordCrActivity(tx, caller, {
      action: 'bgp_session.create',
      objectType: 'bgp_session',
      objectId: id,
      after: { ...body, md5: body.md5 ? 'set' : undefined, cloud_circuit_id: connection.circuitId },
    });
  });
  // Whoever creates a session may change it: the answer carries the key in clear.
  return readSession(deps, reader, customerId, router.circuitId, cid, id);
}

/**
 * `PUT …/bgp`: replaces the settings, prefixes and NAT with the body's, as the Go client's update means it (it
 * leaves out a `nat` it has none of, so a Terraform configuration without its NAT block removes the NAT); the
 * network reconfigures the session.
 */
export async function updateSession(
  deps: CloudRouterDeps,
  caller: Caller,
  reader: SessionReader,
  routerId: string,
  cid: string,
  body: UpdateBgpSessionRequest,
): Promise<BgpSession> {
  const customerId = caller.actor.customerId;
  const { router, connection, session } = await sessionToUpdate(deps.db, customerId, routerId, cid, body);
  await deps.db.transaction(async (tx) => {
    const lockedRouter = await lockRouter(tx, customerId, router.circuitId);
    const locked = await findSession(tx, customerId, session.id, { forUpdate: true });
    if (!locked) throw notFound(SESSION_NOT_FOUND);
    if (connection.state === 'deleting') throw stateConflict('cid', BEING_DELETED_MESSAGE);
    checkSessionRules(body, connection, { isWholeSession: true });
    await assertSessionAddressFree(tx, lockedRouter, body.l3_address, locked.id);
    const { bgp_settings_uuid: _uuid, ...settings } = body;
    const isKeyKept = isKeptMd5(settings.md5);
    // The mask is never a key: sent back as a reader saw it, the stored key stays (sealed as it is).
    const values = { ...sessionValues(deps.secrets, settings), ...(isKeyKept ? { md5: locked.md5 } : {}) };
    // A prefix sent again keeps its uuid.
    const known = new Map(locked.prefixes.map((item) => [prefixKeyOf(item), item.bgp_prefix_uuid]));
    const prefixes = values.prefixes.map((item) => ({
      ...item,
      bgp_prefix_uuid: known.get(prefixKeyOf(item)) ?? item.bgp_prefix_uuid,
    }));
    await deps.network.modify(tx, sessionRef(locked), { details: { connection: connection.circuitId } });
    await tx
      .update(bgpSessions)
      .set({ ...values, prefixes, bgpState: 'configuring', updatedAt: new Date() })
      .where(eq(bgpSessions.id, locked.id));
    const what = locked.disabled !== values.disabled ? (values.disabled ? 'disabled' : 'enabled') : 'updated';
    await logSessionEvent(
      tx,
      { routerId: router.id, connection, sessionId: locked.id },
      'notice',
      `BGP session ${what}; reconfiguring`,
    );
    await recordCrActivity(tx, caller, {
      action: 'bgp_session.update',
      objectType: 'bgp_session',
      objectId: locked.id,
      before: { ...presentSession(deps.secrets, connection, locked, { ...reader, mayChange: false }), md5: undefined },
      after: { ...settings, md5: isKeyKept ? 'kept' : settings.md5 ? 'set' : undefined },
    });
  });
  return readSession(deps, reader, customerId, router.circuitId, cid, session.id);
}

export async function deleteSession(
  deps: CloudRouterDeps,
  caller: Caller,
  routerId: string,
  cid: string,
  uuid: string,
) {
  const customerId = caller.actor.customerId;
  const { router, connection, session } = await requireSession(deps.db, customerId, routerId, cid, uuid);
  await deps.db.transaction(async (tx) => {
    await tx.delete(bgpSessions).where(and(eq(bgpSessions.id, session.id), eq(bgpSessions.customerId, customerId)));
    await logSessionEvent(
      tx,
      { routerId: router.id, connection, sessionId: session.id },
      'notice',
      'BGP session deleted',
    );
    await recordCrActivity(tx, caller, {
      action: 'bgp_session.delete',
      objectType: 'bgp_session',
      objectId: session.id,
    });
  });
}

async function sessionOwned(db: Executor, customerId: string, uuid: string) {
  const session = await findSession(db, customerId, uuid);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  return session;
}

export async function listPrefixes(db: Executor, customerId: string, uuid: string) {
  return presentPrefixes((await sessionOwned(db, customerId, uuid)).prefixes);
}

/** `POST /bgp-settings/{uuid}/prefixes`: adds prefixes (1000 at most, each once per direction). */
export async function addPrefixes(
  deps: CloudRouterDeps,
  caller: Caller,
  uuid: string,
  body: BgpPrefixRequest[],
): Promise<BgpPrefix[]> {
  const customerId = caller.actor.customerId;
  return deps.db.transaction(async (tx) => {
    const session = await findSession(tx, customerId, uuid, { forUpdate: true });
    if (!session) throw notFound(SESSION_NOT_FOUND);
    if (session.prefixes.length + body.length > MAX_PREFIXES) {
      throw invalidField('body', CLOUD_ROUTER_MESSAGES.maxPrefixes);
    }
    const existing = new Set(session.prefixes.map(prefixKeyOf));
    const added = storedPrefixes(body, session.orlonger);
    for (const [index, item] of added.entries()) {
      // Issue 18: the session's family (the body does not carry it), then once per direction.
      const otherFamily = validatePrefixFamily(item.prefix, session.addressFamily);
      if (otherFamily !== undefined) throw invalidField(`${index}.prefix`, otherFamily);
      if (existing.has(prefixKeyOf(item))) {
        throw invalidField(`${index}.prefix`, CLOUD_ROUTER_MESSAGES.uniquePrefix);
      }
    }
    const prefixes = [...session.prefixes, ...added];
    await tx.update(bgpSessions).set({ prefixes, updatedAt: new Date() }).where(eq(bgpSessions.id, session.id));
    await reconfigure(deps, tx, session, `${added.length} prefix(es) added`);
    await recordCrActivity(tx, caller, {
      action: 'bgp_session.prefixes_add',
      objectType: 'bgp_session',
      objectId: session.id,
      after: body,
    });
    const ids = new Set(added.map((item) => item.bgp_prefix_uuid));
    return presentPrefixes(prefixes).filter((item) => ids.has(item.bgp_prefix_uuid));
  });
}

/**
 * `DELETE /bgp-settings/{uuid}/prefixes`: removes prefixes by uuid and answers what remains; refused when it would
 * take the session's last "in" or last "out" prefix.
 */
export async function removePrefixes(
  deps: CloudRouterDeps,
  caller: Caller,
  uuid: string,
  ids: readonly string[],
): Promise<BgpPrefix[]> {
  const customerId = caller.actor.customerId;
  return deps.db.transaction(async (tx) => {
    const session = await findSession(tx, customerId, uuid, { forUpdate: true });
    if (!session) throw notFound(SESSION_NOT_FOUND);
    const removing = new Set(ids);
    const prefixes = session.prefixes.filter((item) => !removing.has(item.bgp_prefix_uuid));
    // The rule create and PUT keep (wire reference 3.10): the last "in" or "out" prefix stays.
    const isLastOfDirection = (['in', 'out'] as const).some(
      (type) => session.prefixes.some((item) => item.type === type) && !prefixes.some((item) => item.type === type),
    );
    if (isLastOfDirection) throw invalidField('body', CLOUD_ROUTER_MESSAGES.inAndOut);
    await tx.update(bgpSessions).set({ prefixes, updatedAt: new Date() }).where(eq(bgpSessions.id, session.id));
    await reconfigure(deps, tx, session, `${session.prefixes.length - prefixes.length} prefix(es) removed`);
    await recordCrActivity(tx, caller, {
      action: 'bgp_session.prefixes_remove',
      objectType: 'bgp_session',
      objectId: session.id,
      before: ids,
    });
    return presentPrefixes(prefixes);
  });
}

async function reconfigure(deps: CloudRouterDeps, tx: Executor, session: SessionRow, what: string) {
  await deps.network.modify(tx, sessionRef(session), { details: { change: what } });
  await tx.update(bgpSessions).set({ bgpState: 'configuring' }).where(eq(bgpSessions.id, session.id));
}

export type { RouterWorld };
