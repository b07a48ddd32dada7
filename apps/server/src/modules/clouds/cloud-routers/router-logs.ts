import type { RouterLog, RouterLogsQuery } from '@portal/contract';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { bgpSessionEvents } from '../../../db/schema/index.js';
import type { CloudRouterConnectionFacts, RoutingEvent } from '../../../network/cloud-router-logs.js';
import { readLogLines } from '../../network/ports/port-reads.js';
import { type ConnectionRow, listConnections } from './cloud-routers.repo.js';
import { type CloudRouterDeps, requireRouter, routerRef } from './cloud-routers.service.js';

/** The most BGP events one read of the log takes (newest first); a month of a busy router stays well below. */
const MAX_EVENTS = 5000;

/** What the router's BGP recorded in a range (state changes, UPDATE counts, NAT), newest first. */
async function routingEventsBetween(
  db: Executor,
  customerId: string,
  routerId: string,
  range: { from: Date; to: Date },
): Promise<RoutingEvent[]> {
  const rows = await db
    .select({
      connectionCircuitId: bgpSessionEvents.connectionCircuitId,
      severity: bgpSessionEvents.severity,
      message: bgpSessionEvents.message,
      at: bgpSessionEvents.at,
    })
    .from(bgpSessionEvents)
    .where(
      and(
        eq(bgpSessionEvents.customerId, customerId),
        eq(bgpSessionEvents.routerId, routerId),
        gte(bgpSessionEvents.at, range.from),
        lte(bgpSessionEvents.at, range.to),
      ),
    )
    .orderBy(desc(bgpSessionEvents.at), desc(bgpSessionEvents.id))
    .limit(MAX_EVENTS);
  return rows;
}

const KINDS: Record<ConnectionRow['connectionType'], CloudRouterConnectionFacts['kind']> = {
  ipsec: 'ipsec',
  packetfabric: 'port',
  cloud_hosted: 'cloud',
};

/** A connection as the router's log names it: where it lands and, for a tunnel, its phases. */
function logFactsOf(row: ConnectionRow): CloudRouterConnectionFacts {
  const { ipsec } = row;
  return {
    circuitId: row.circuitId,
    description: row.description,
    kind: KINDS[row.connectionType],
    pop: row.pop,
    provider: row.provider,
    vlan: row.vlan,
    ipsec:
      row.connectionType === 'ipsec' && ipsec !== null
        ? {
            ikeVersion: ipsec.ike_version,
            customerGateway: row.customerGatewayAddress ?? '',
            localGateway: ipsec.local_gateway_address || null,
            phase1: {
              encryption: ipsec.phase1_encryption_algo,
              authentication: ipsec.phase1_authentication_algo,
              group: ipsec.phase1_group,
              lifetimeSeconds: ipsec.phase1_lifetime,
            },
            phase2: {
              encryption: ipsec.phase2_encryption_algo,
              authentication: ipsec.phase2_authentication_algo,
              pfsGroup: ipsec.phase2_pfs_group || null,
              lifetimeSeconds: ipsec.phase2_lifetime,
            },
          }
        : null,
  };
}

/**
 * `GET …/cloud-routers/{id}/router-logs`: the router's log as a layer-3 router's, in the router-log shape and with
 * the time range and severity of a port's: its BGP sessions' state changes (with their reasons), UPDATE counts and
 * NAT, its connections coming up and going down, its IPsec tunnels' SA renewals (the network's `cloudRouterLogs`).
 */
export async function routerLogs(
  deps: CloudRouterDeps,
  customerId: string,
  id: string,
  query: RouterLogsQuery,
): Promise<RouterLog[]> {
  const router = await requireRouter(deps.db, customerId, id);
  // Every line of the range first, then the severity asked for, then the newest (as a port's): a month of a
  // tunnel's hourly renewals must not push an older warning out of a `severity=warning` read.
  return readLogLines(query, async (range) => {
    const connections = await listConnections(deps.db, customerId, router.id);
    const routingEvents = await routingEventsBetween(deps.db, customerId, router.id, range);
    return deps.network.cloudRouterLogs(
      deps.db,
      {
        ref: routerRef(router),
        name: router.name,
        asn: router.asn,
        connections: connections.map(logFactsOf),
        routingEvents,
      },
      range,
      Number.POSITIVE_INFINITY,
    );
  });
}
