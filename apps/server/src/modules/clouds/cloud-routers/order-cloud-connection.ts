import type { CloudRouterCloudConnection, CloudRouterCloudOrder } from '@portal/contract';
import { parseSpeedMbps, seedHash, validateCloudRouterCloudParameters } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { CloudCredentialStore } from '../../../clouds/cloud-credential-store.js';
import type { CloudProviderDriver, OpenedCloudCredential } from '../../../clouds/cloud-provider-driver.js';
import type { CloudSettingsSecrets } from '../../../clouds/cloud-settings-secrets.js';
import type { Executor } from '../../../db/client.js';
import { cloudRouterConnections } from '../../../db/schema/index.js';
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
import { type ConnectionRow, findConnection } from './cloud-routers.repo.js';
import { type CloudRouterDeps, insertConnection, requireRouter } from './cloud-routers.service.js';
import { addCloudSession, cloudSessionOf } from './cloud-session.js';

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
      // With BGP settings the session with the cloud's peer comes with the connection.
      const session = cloudSessionOf(deps.secrets, router, row, cloudSettings);
      if (session) await addCloudSession(deps, tx, session);
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
