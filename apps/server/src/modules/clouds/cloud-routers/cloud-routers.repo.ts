import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { bgpSessionEvents, bgpSessions, cloudRouterConnections, cloudRouters } from '../../../db/schema/index.js';
import type { CircuitLookup, OwnedCircuit } from '../../../platform/circuit-directory.js';
import type { LogicalInterface } from '../../../platform/port-vlan-directory.js';

export type RouterRow = typeof cloudRouters.$inferSelect;
export type ConnectionRow = typeof cloudRouterConnections.$inferSelect;
export type SessionRow = typeof bgpSessions.$inferSelect;
export type SessionEventRow = typeof bgpSessionEvents.$inferSelect;

/** The customer's cloud router by circuit id (any case), optionally locked for the change that reads it. */
export async function findRouter(
  db: Executor,
  customerId: string,
  circuitId: string,
  options: { forUpdate?: boolean } = {},
): Promise<RouterRow | null> {
  const query = db
    .select()
    .from(cloudRouters)
    .where(and(eq(cloudRouters.customerId, customerId), eq(cloudRouters.circuitId, circuitId.toUpperCase())))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function listRouters(db: Executor, customerId: string): Promise<RouterRow[]> {
  return db
    .select()
    .from(cloudRouters)
    .where(eq(cloudRouters.customerId, customerId))
    .orderBy(desc(cloudRouters.createdAt), asc(cloudRouters.circuitId));
}

/** How many connections each of the customer's routers has. */
export async function connectionCounts(
  db: Executor,
  customerId: string,
  routerIds: readonly string[],
): Promise<Map<string, number>> {
  if (routerIds.length === 0) return new Map();
  const rows = await db
    .select({ routerId: cloudRouterConnections.routerId, count: sql<number>`count(*)::int` })
    .from(cloudRouterConnections)
    .where(
      and(eq(cloudRouterConnections.customerId, customerId), inArray(cloudRouterConnections.routerId, [...routerIds])),
    )
    .groupBy(cloudRouterConnections.routerId);
  return new Map(rows.map((row) => [row.routerId, row.count]));
}

export async function listConnections(db: Executor, customerId: string, routerId: string): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(cloudRouterConnections)
    .where(and(eq(cloudRouterConnections.customerId, customerId), eq(cloudRouterConnections.routerId, routerId)))
    .orderBy(asc(cloudRouterConnections.createdAt), asc(cloudRouterConnections.circuitId));
}

export async function findConnection(
  db: Executor,
  customerId: string,
  routerId: string | null,
  circuitId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ConnectionRow | null> {
  const query = db
    .select()
    .from(cloudRouterConnections)
    .where(
      and(
        eq(cloudRouterConnections.customerId, customerId),
        routerId === null ? sql`true` : eq(cloudRouterConnections.routerId, routerId),
        eq(cloudRouterConnections.circuitId, circuitId.toUpperCase()),
      ),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Every connection of the customer's routers with its router: routers newest first, connections oldest first. */
export async function listCustomerConnections(
  db: Executor,
  customerId: string,
): Promise<{ connection: ConnectionRow; router: RouterRow }[]> {
  return db
    .select({ connection: cloudRouterConnections, router: cloudRouters })
    .from(cloudRouterConnections)
    .innerJoin(
      cloudRouters,
      and(eq(cloudRouters.id, cloudRouterConnections.routerId), eq(cloudRouters.customerId, customerId)),
    )
    .where(eq(cloudRouterConnections.customerId, customerId))
    .orderBy(
      desc(cloudRouters.createdAt),
      asc(cloudRouters.circuitId),
      asc(cloudRouterConnections.createdAt),
      asc(cloudRouterConnections.circuitId),
    );
}

/** The customer's router by its row id (a connection's `routerId`). */
export async function findRouterById(db: Executor, customerId: string, id: string): Promise<RouterRow | null> {
  const [row] = await db
    .select()
    .from(cloudRouters)
    .where(and(eq(cloudRouters.customerId, customerId), eq(cloudRouters.id, id)))
    .limit(1);
  return row ?? null;
}

export async function isGatewayAddressUsed(db: Executor, address: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: cloudRouterConnections.id })
    .from(cloudRouterConnections)
    .where(eq(cloudRouterConnections.customerGatewayAddress, address))
    .limit(1);
  return rows.some((row) => row.id !== exceptId);
}

/** The sessions of the customer's connections, oldest first. */
export async function listSessions(
  db: Executor,
  customerId: string,
  connectionIds: readonly string[],
): Promise<SessionRow[]> {
  if (connectionIds.length === 0) return [];
  return db
    .select()
    .from(bgpSessions)
    .where(and(eq(bgpSessions.customerId, customerId), inArray(bgpSessions.connectionId, [...connectionIds])))
    .orderBy(asc(bgpSessions.createdAt), asc(bgpSessions.id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findSession(
  db: Executor,
  customerId: string,
  uuid: string,
  options: { forUpdate?: boolean } = {},
): Promise<SessionRow | null> {
  if (!UUID.test(uuid)) return null;
  const query = db
    .select()
    .from(bgpSessions)
    .where(and(eq(bgpSessions.customerId, customerId), eq(bgpSessions.id, uuid)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The customer's BGP sessions (or the one `sessionId`, a session id that is not a UUID being simply not found), each
 * with its connection and router, in the order of the routers, their connections and their sessions.
 */
export async function listCustomerSessions(
  db: Executor,
  customerId: string,
  sessionId?: string,
): Promise<{ session: SessionRow; connection: ConnectionRow; router: RouterRow }[]> {
  if (sessionId !== undefined && !UUID.test(sessionId)) return [];
  return db
    .select({ session: bgpSessions, connection: cloudRouterConnections, router: cloudRouters })
    .from(bgpSessions)
    .innerJoin(
      cloudRouterConnections,
      and(eq(cloudRouterConnections.id, bgpSessions.connectionId), eq(cloudRouterConnections.customerId, customerId)),
    )
    .innerJoin(
      cloudRouters,
      and(eq(cloudRouters.id, cloudRouterConnections.routerId), eq(cloudRouters.customerId, customerId)),
    )
    .where(
      and(eq(bgpSessions.customerId, customerId), sessionId === undefined ? sql`true` : eq(bgpSessions.id, sessionId)),
    )
    .orderBy(
      desc(cloudRouters.createdAt),
      asc(cloudRouters.circuitId),
      asc(cloudRouterConnections.createdAt),
      asc(cloudRouterConnections.circuitId),
      asc(bgpSessions.createdAt),
      asc(bgpSessions.id),
    );
}

export async function listSessionEvents(
  db: Executor,
  customerId: string,
  routerId: string,
  connectionCircuitId: string | undefined,
): Promise<SessionEventRow[]> {
  return db
    .select()
    .from(bgpSessionEvents)
    .where(
      and(
        eq(bgpSessionEvents.customerId, customerId),
        eq(bgpSessionEvents.routerId, routerId),
        connectionCircuitId === undefined
          ? sql`true`
          : eq(bgpSessionEvents.connectionCircuitId, connectionCircuitId.toUpperCase()),
      ),
    )
    .orderBy(desc(bgpSessionEvents.at), desc(bgpSessionEvents.id))
    .limit(500);
}

/**
 * The metric endpoints' lookup of a customer's cloud router connections (tenancy in the query): a connection's
 * interfaces are its measured parts besides itself, `ipsec` (the tunnel) and `nat` (the translated traffic).
 */
export const connectionMetricLookup: CircuitLookup = {
  async find(db, customerId, circuitId) {
    const [row] = await db
      .select()
      .from(cloudRouterConnections)
      .where(
        and(
          eq(cloudRouterConnections.customerId, customerId),
          eq(cloudRouterConnections.circuitId, circuitId.toUpperCase()),
        ),
      )
      .limit(1);
    return row ? measuredOf(row) : null;
  },
  async list(db, customerId) {
    const rows = await db
      .select()
      .from(cloudRouterConnections)
      .where(eq(cloudRouterConnections.customerId, customerId))
      .orderBy(asc(cloudRouterConnections.circuitId));
    return rows.map(measuredOf);
  },
};

function measuredOf(row: ConnectionRow): OwnedCircuit {
  return {
    circuitId: row.circuitId,
    interfaces: [...(row.connectionType === 'ipsec' ? ['ipsec'] : []), ...(row.natCapable ? ['nat'] : [])],
  };
}

/** The VLANs (or untagged frames) the customer's own-port connections of cloud routers take on one port. */
export async function portConnectionsOnPort(
  db: Executor,
  customerId: string,
  portCircuitId: string,
): Promise<LogicalInterface[]> {
  const rows = await db
    .select({
      circuitId: cloudRouterConnections.circuitId,
      vlan: cloudRouterConnections.vlan,
      untagged: cloudRouterConnections.untagged,
    })
    .from(cloudRouterConnections)
    .where(
      and(
        eq(cloudRouterConnections.customerId, customerId),
        eq(cloudRouterConnections.portCircuitId, portCircuitId),
        eq(cloudRouterConnections.connectionType, 'packetfabric'),
      ),
    )
    .orderBy(asc(cloudRouterConnections.circuitId));
  // The contract asks a VLAN unless untagged: a row with neither takes nothing (it is not a whole-port claim).
  return rows
    .filter((row) => row.untagged || row.vlan !== null)
    .map((row) => ({
      circuit_id: row.circuitId,
      service_type: 'cr-connection',
      vlan: row.untagged ? null : row.vlan,
      svlan: null,
      untagged: row.untagged,
    }));
}
