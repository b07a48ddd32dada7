import type { Executor } from '../db/client.js';
import { bgpSessions, cloudRouterConnections, cloudRouters } from '../db/schema/index.js';

/** Ids of a cloud router with one IPsec connection and one BGP session, all active. */
export interface RouterFixture {
  router: string;
  connection: string;
  session: string;
}

/**
 * Writes a cloud router with an active IPsec connection and an established session for a customer straight into
 * the tables (the route matrix's other customer; tests that need the network's workflows order through the API).
 */
export async function insertTestCloudRouter(
  db: Executor,
  customerId: string,
  ids: { router: string; connection: string; gateway: string },
): Promise<RouterFixture> {
  const [router] = await db
    .insert(cloudRouters)
    .values({
      circuitId: ids.router,
      customerId,
      accountUuid: customerId,
      name: 'fixture-cr',
      asn: 4556,
      regions: ['US'],
      capacity: '1Gbps',
      subscriptionTerm: 1,
      state: 'active',
    })
    .returning();
  if (!router) throw new Error('no router');
  const [connection] = await db
    .insert(cloudRouterConnections)
    .values({
      circuitId: ids.connection,
      customerId,
      routerId: router.id,
      connectionType: 'ipsec',
      accountUuid: customerId,
      description: 'fixture VPN',
      speed: '100Mbps',
      subscriptionTerm: 1,
      pop: 'DAL1',
      customerGatewayAddress: ids.gateway,
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
        local_gateway_address: '23.159.0.9',
      },
      state: 'active',
    })
    .returning();
  if (!connection) throw new Error('no connection');
  const [session] = await db
    .insert(bgpSessions)
    .values({
      customerId,
      connectionId: connection.id,
      addressFamily: 'v4',
      remoteAsn: 65020,
      remoteAddress: '169.254.30.2',
      l3Address: '169.254.30.1/30',
      prefixes: [
        {
          bgp_prefix_uuid: crypto.randomUUID(),
          prefix: '0.0.0.0/0',
          match_type: 'orlonger',
          type: 'in',
          as_prepend: null,
          med: null,
          local_preference: null,
        },
      ],
      peer: {
        kind: 'ipsec',
        asn: 65020,
        address: '169.254.30.2',
        neighbourAddress: '169.254.30.1',
        neighbourAsn: 4556,
        md5: null,
      },
      bgpState: 'established',
    })
    .returning();
  if (!session) throw new Error('no session');
  return { router: router.circuitId, connection: connection.circuitId, session: session.id };
}
