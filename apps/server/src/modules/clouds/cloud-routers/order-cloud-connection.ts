import { randomUUID } from 'node:crypto';
import type { CloudRouterCloudConnection, CloudRouterCloudOrder } from '@portal/contract';
import { parseSpeedMbps, seedHash, validateCloudRouterCloudParameters } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { CloudCredentialStore } from '../../../clouds/cloud-credential-store.js';
import type { CloudProviderDriver, OpenedCloudCredential } from '../../../clouds/cloud-provider-driver.js';
import type { CloudSettingsSecrets } from '../../../clouds/cloud-settings-secrets.js';
import type { Executor } from '../../../db/client.js';
import { bgpSessions, cloudRouterConnections, type StoredBgpPrefix } from '../../../db/schema/index.js';
import { AppError, invalidField } from '../../../http/app-error.js';
import type { Caller } from '../../network/ports/port-changes.js';
import { resolveAccount } from '../../network/ports/port-order-checks.js';
import type { CloudOnRampRow } from '../../operations/locations/locations.repo.js';
import {
  checkOnRamp,
  cloudRefOf,
  hostedOnRamps,
  keyCheckOf,
  noOnRampMessage,
  providerChanges,
  settingsOf,
} from '../connections/hosted-cloud-order.js';
import { withoutSecrets } from '../hosted/hosted-view.js';
import { openSettingsCredential } from '../hosted/order-hosted.js';
import { type ConnectionRow, findConnection, type RouterRow } from './cloud-routers.repo.js';
import { type CloudRouterDeps, insertConnection, requireRouter } from './cloud-routers.service.js';
import { peerAsnOf } from './connection-kinds.js';

/**
 * What a cloud connection of a router needs besides the router's own: the clouds, the customers' credentials, and
 * the sealing of the BGP MD5 key its `cloud_settings` keep at rest.
 */
export interface CloudRouterCloudDeps extends CloudRouterDeps {
  clouds: CloudProviderDriver;
  credentials: CloudCredentialStore;
  settingsSecrets: CloudSettingsSecrets;
}

/**
 * The cloud's hosted on-ramp of the order: at the PoP asked (Azure may leave it out: the first of the cloud's
 * on-ramps), in a zone it serves, reaching the region the order names.
 */
async function onRampOf(db: Executor, order: CloudRouterCloudOrder): Promise<CloudOnRampRow> {
  const all = await hostedOnRamps(db, order.provider);
  const wantedPop = order.body.pop;
  const found = wantedPop === undefined ? all[0]?.onRamp : all.find((item) => item.onRamp.pop === wantedPop)?.onRamp;
  if (!found) throw invalidField('pop', noOnRampMessage(order.provider, wantedPop ?? ''));
  return checkOnRamp(order, found);
}

/** A /30 of the link-local range for a cloud session the order gives no addresses for, from the circuit id. */
function linkAddressesOf(circuitId: string): { local: string; remote: string } {
  const hash = seedHash(circuitId);
  const third = hash % 256;
  const fourth = ((hash >>> 8) % 64) * 4;
  return { local: `169.254.${third}.${fourth + 1}/30`, remote: `169.254.${third}.${fourth + 2}` };
}

const hostOf = (address: string) => address.split('/')[0] ?? address;

/**
 * The BGP session a cloud connection gets with its `cloud_settings.bgp_settings` (wire reference 3.10: "AWS and
 * Google connections created with cloud_settings get their session implicitly"): the router's side and the cloud's
 * at the addresses the settings name (else a link-local /30), the cloud's ASN, the MD5 key on both sides (sealed at
 * rest on each); the router takes every IPv4 route the cloud sends and advertises the prefixes the settings list
 * (else everything).
 */
function implicitSessionOf(
  deps: CloudRouterCloudDeps,
  order: CloudRouterCloudOrder,
  router: RouterRow,
  row: ConnectionRow,
): typeof bgpSessions.$inferInsert | null {
  if (order.provider !== 'aws' && order.provider !== 'google') return null;
  const settings = order.body.cloud_settings;
  if (!settings) return null;
  const bgp = settings.bgp_settings;
  const link = linkAddressesOf(row.circuitId);
  const local = ('l3_address' in bgp ? bgp.l3_address : undefined) ?? link.local;
  const remote = hostOf(('remote_address' in bgp ? bgp.remote_address : undefined) ?? link.remote);
  const advertised =
    ('advertised_prefixes' in bgp ? bgp.advertised_prefixes : undefined) ??
    ('google_advertised_ip_ranges' in bgp ? bgp.google_advertised_ip_ranges : undefined) ??
    [];
  const prefix = (value: string, type: 'in' | 'out', matchType: 'exact' | 'orlonger'): StoredBgpPrefix => ({
    bgp_prefix_uuid: randomUUID(),
    prefix: value.trim().toLowerCase(),
    match_type: matchType,
    type,
    as_prepend: null,
    med: null,
    local_preference: null,
  });
  const md5 = bgp.md5 ? bgp.md5 : null;
  const sealed = () => (md5 ? deps.secrets.seal(md5, 'bgp-md5') : null);
  const remoteAsn = peerAsnOf(row, 0);
  return {
    id: randomUUID(),
    customerId: row.customerId,
    connectionId: row.id,
    addressFamily: 'address_family' in bgp && bgp.address_family === 'ipv6' ? 'v6' : 'v4',
    remoteAsn,
    remoteAddress: remote,
    l3Address: local,
    md5: sealed(),
    orlonger: true,
    prefixes: [
      prefix('0.0.0.0/0', 'in', 'orlonger'),
      ...(advertised.length === 0
        ? [prefix('0.0.0.0/0', 'out', 'orlonger')]
        : advertised.map((item) => prefix(item, 'out', 'exact'))),
    ],
    peer: {
      kind: order.provider,
      asn: remoteAsn,
      address: remote,
      neighbourAddress: hostOf(local),
      neighbourAsn: router.asn,
      md5: sealed(),
    },
    bgpState: 'configuring',
  };
}

/** The public address of a NAT-capable or public connection at its PoP, from the circuit id. */
export function publicIpOf(row: Pick<ConnectionRow, 'circuitId' | 'natCapable' | 'isPublic'>): string | null {
  if (!row.natCapable && !row.isPublic) return null;
  const hash = seedHash(`public:${row.circuitId}`);
  return `23.159.${128 + ((hash >>> 8) % 64)}.${1 + (hash % 254)}`;
}

/**
 * `POST …/cloud-routers/{id}/connections/{aws|azure|google|oracle|ibm}` (wire reference 3.9): the cloud's checks
 * of a hosted connection (the key, account or OCID, remotely where the cloud answers), the on-ramp at the PoP and
 * zone, the credential of `cloud_settings`; then in one transaction the network's provisioning, the row, the cloud
 * told of it (AWS waits for the customer's acceptance unless a credential lets the portal accept it) and, with BGP
 * settings, the session to the cloud's peer.
 */
export async function createCloudConnection(
  deps: CloudRouterCloudDeps,
  caller: Caller,
  routerId: string,
  order: CloudRouterCloudOrder,
  idempotencyKey?: string,
): Promise<CloudRouterCloudConnection> {
  const customerId = caller.actor.customerId;
  await requireRouter(deps.db, customerId, routerId);
  // spec 3 parameters of the cloud with spec 5's rules (each refusal names its field), once the router is the caller's.
  const errors = validateCloudRouterCloudParameters(order.provider, order.body);
  const [first] = Object.entries(errors);
  if (first) throw new AppError('validation_failed', `${first[0]}: ${first[1]}`, errors);
  const accountUuid = await resolveAccount(deps.db, customerId, order.body.account_uuid);
  const { body } = order;
  const cloudSettings = 'cloud_settings' in body && body.cloud_settings ? { ...body.cloud_settings } : null;
  let credential: OpenedCloudCredential | undefined;
  const created = await insertConnection(
    deps,
    caller,
    routerId,
    async (tx) => {
      const onRamp = await onRampOf(tx, order);
      const check = await deps.clouds.checkHostedKey(tx, keyCheckOf(order));
      if (!check.ok) throw invalidField(check.field, check.message);
      credential = await openSettingsCredential(deps, tx, customerId, order.provider, cloudSettings);
      return {
        connectionType: 'cloud_hosted',
        provider: order.provider,
        region: onRamp.region,
        userId: caller.actor.userId,
        accountUuid,
        description: body.description,
        speed: body.speed ?? '1Gbps',
        subscriptionTerm: body.subscription_term ?? 1,
        poNumber: body.po_number || null,
        pop: onRamp.pop,
        zone: body.zone ?? onRamp.zones[0] ?? 'A',
        isPublic: body.is_public ?? false,
        natCapable: body.maybe_nat ?? false,
        dnatCapable: body.maybe_dnat ?? false,
        settings: settingsOf(order, onRamp),
        // The BGP MD5 key sealed at rest; the cloud is told it in clear below, and keeps it sealed too.
        cloudSettings: cloudSettings ? deps.settingsSecrets.seal(cloudSettings) : null,
      };
    },
    // The activity log shows that a key was set, never the key.
    withoutSecrets({ ...body, provider: order.provider }),
    async (tx, router, row) => {
      const provider = await deps.clouds.connect(tx, cloudRefOf({ ...row, provider: order.provider }), {
        speedMbps: parseSpeedMbps(row.speed),
        pop: row.pop,
        ...(row.zone ? { zone: row.zone } : {}),
        parameters: { ...row.settings, ...(cloudSettings ? { cloud_settings: cloudSettings } : {}) },
        // With the customer's credential the portal acts in their account: AWS accepts the connection at once.
        ...(credential ? { credential } : {}),
      });
      const [updated] = await tx
        .update(cloudRouterConnections)
        .set(providerChanges(provider))
        .where(eq(cloudRouterConnections.id, row.id))
        .returning();
      const session = implicitSessionOf(deps, order, router, row);
      if (session?.id) {
        await deps.network.provision(
          tx,
          { objectType: 'bgp_session', objectId: session.id, customerId },
          { details: { connection: row.circuitId } },
        );
        await tx.insert(bgpSessions).values(session);
      }
      return updated ?? row;
    },
    // A retry answers the connection the first order made, before the cloud's key, account or OCID is checked again.
    { scope: `cr_connection.create.${routerId}`, key: idempotencyKey, body: { ...body, provider: order.provider } },
  );
  const row = await findConnection(deps.db, customerId, null, created.cloud_circuit_id);
  const awsConnectionId = row?.provider === 'aws' ? row.providerConnectionId : null;
  return {
    ...created,
    settings: { ...(row?.settings ?? {}), ...(awsConnectionId ? { aws_connection_id: awsConnectionId } : {}) },
    public_ip: row ? publicIpOf(row) : null,
    billing: { account_uuid: created.account_uuid, subscription_term: created.subscription_term, speed: created.speed },
  };
}
