import type { BgpSettings, BgpSettingsL3, CloudRouterConnection } from '@portal/contract';
import type { Executor } from '../../../db/client.js';
import { notFound } from '../../../http/app-error.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import {
  type ConnectionRow,
  listCustomerConnections,
  listCustomerSessions,
  type RouterRow,
  type SessionRow,
} from './cloud-routers.repo.js';
import { presentConnections, presentSession, SESSION_NOT_FOUND, type SessionReader } from './cloud-routers.service.js';

/**
 * The reads across all of a customer's cloud routers (spec 7): `GET /services/cloud-routers/connections` and the
 * `/bgp-settings` calls, which name a session by its uuid alone.
 */

/** `GET /v2/services/cloud-routers/connections`: every connection of every router, in the routers' order. */
export async function listAllConnectionViews(db: Executor, customerId: string): Promise<CloudRouterConnection[]> {
  const rows = await listCustomerConnections(db, customerId);
  const byRouter = new Map<string, { router: RouterRow; connections: ConnectionRow[] }>();
  for (const { router, connection } of rows) {
    const group = byRouter.get(router.id) ?? { router, connections: [] };
    group.connections.push(connection);
    byRouter.set(router.id, group);
  }
  const views: CloudRouterConnection[] = [];
  for (const { router, connections } of byRouter.values()) {
    views.push(...(await presentConnections(db, router, connections)));
  }
  return views;
}

function presentSettings(
  secrets: SecretBox,
  reader: SessionReader,
  owned: { session: SessionRow; connection: ConnectionRow; router: RouterRow },
): BgpSettings {
  return {
    ...presentSession(secrets, owned.connection, owned.session, reader),
    cloud_router_circuit_id: owned.router.circuitId,
  };
}

/** `GET /v2/bgp-settings`: every BGP session of the customer's routers. */
export async function listBgpSettings(
  db: Executor,
  secrets: SecretBox,
  reader: SessionReader,
  customerId: string,
): Promise<BgpSettings[]> {
  return (await listCustomerSessions(db, customerId)).map((owned) => presentSettings(secrets, reader, owned));
}

/** `GET /v2/bgp-settings/{uuid}`: one session of the customer; another customer's answers 404 like a missing one. */
export async function readBgpSettings(
  db: Executor,
  secrets: SecretBox,
  reader: SessionReader,
  customerId: string,
  uuid: string,
): Promise<BgpSettings> {
  const [owned] = await listCustomerSessions(db, customerId, uuid);
  if (!owned) throw notFound(SESSION_NOT_FOUND);
  return presentSettings(secrets, reader, owned);
}

/** `GET /v2/bgp-settings/{uuid}/l3`: the addresses of the session on the router's interface. */
export async function readBgpSettingsL3(
  db: Executor,
  secrets: SecretBox,
  reader: SessionReader,
  customerId: string,
  uuid: string,
): Promise<BgpSettingsL3> {
  // The addresses alone: the key is not opened.
  const session = await readBgpSettings(db, secrets, { ...reader, mayChange: false }, customerId, uuid);
  return {
    bgp_settings_uuid: session.bgp_settings_uuid,
    cloud_router_circuit_id: session.cloud_router_circuit_id,
    cloud_circuit_id: session.cloud_circuit_id,
    address_family: session.address_family,
    l3_address: session.l3_address,
    subnet: session.subnet,
    remote_address: session.remote_address,
    primary_subnet: session.primary_subnet,
    secondary_subnet: session.secondary_subnet,
    public_ip: session.public_ip,
  };
}
