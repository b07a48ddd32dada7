import { randomInt } from 'node:crypto';
import type { CreateHostedRequest, HostedCloud, HostedOrder, HostedProvider } from '@portal/contract';
import { type EndClaim, parseSpeedMbps, priceFor, vlanRefusal } from '@portal/domain';
import {
  CLOUD_CREDENTIAL_UNREADABLE_MESSAGE,
  type CloudCredentialStore,
} from '../../../clouds/cloud-credential-store.js';
import type {
  CloudConnectionFacts,
  CloudProviderDriver,
  OpenedCloudCredential,
} from '../../../clouds/cloud-provider-driver.js';
import type { CloudSettingsSecrets } from '../../../clouds/cloud-settings-secrets.js';
import type { Database, Executor } from '../../../db/client.js';
import { invalidField, notFound, stateConflict } from '../../../http/app-error.js';
import type { NetworkDriver, NetworkObjectRef } from '../../../network/network-driver.js';
import type { Fingerprints } from '../../../platform/platform.js';
import type { PortVlanDirectory } from '../../../platform/port-vlan-directory.js';
import { uniqueConstraintOf } from '../../identity/users/identity.js';
import type { Caller } from '../../network/ports/port-changes.js';
import { resolveAccount } from '../../network/ports/port-order-checks.js';
import { lockCustomerPorts, type PortRow } from '../../network/ports/ports.repo.js';
import {
  LAG_MEMBER_MESSAGE,
  NOT_YOUR_PORT_MESSAGE,
  PORT_NOT_READY_MESSAGE,
  speedAbovePortMessage,
} from '../../network/virtual-circuits/order-backbone.js';
import { vlanPairOf } from '../../network/virtual-circuits/vc-vlans.js';
import { type CloudOnRampRow, findLocation } from '../../operations/locations/locations.repo.js';
import { claimIdempotencyKey, requestHashOf } from '../../platform/idempotency/idempotency.repo.js';
import {
  checkOnRamp,
  cloudRefOf,
  hostedOnRamps,
  keyCheckOf,
  noOnRampMessage,
  PROVIDER_LABELS,
  providerChanges,
  settingsOf,
} from '../connections/hosted-cloud-order.js';
import {
  findHostedRecord,
  insertHosted,
  type NewHostedRow,
  type NewHostedVlanRow,
  takenHostedVlans,
} from './hosted.repo.js';
import { recordHostedActivity, syncHostedInventory } from './hosted-changes.js';
import { HOSTED_TERM, presentHosted } from './hosted-view.js';

export const HOSTED_NOT_FOUND = 'Cloud connection not found';
export const NOT_PRICED_MESSAGE = 'This connection is not sold at that speed.';
export const VLAN_RACE_MESSAGE = 'This VLAN was taken by another order at the same moment. Pick another VLAN.';
export const UNKNOWN_CREDENTIAL_MESSAGE = 'Not a cloud credential of your company.';
export const credentialOfOtherCloudMessage = (provider: HostedProvider) =>
  `This credential is not for ${PROVIDER_LABELS[provider]}. Pick one of your ${PROVIDER_LABELS[provider]} credentials.`;

/** Wire reference 2: a cloud connection is `PF-CC-<port PoP>-<on-ramp PoP>-<number>-PF`. */
export function newHostedCircuitId(portPop: string, onRampPop: string): string {
  const code = (pop: string) => pop.slice(0, 3).toUpperCase();
  return `PF-CC-${code(portPop)}-${code(onRampPop)}-${randomInt(1_000_000, 10_000_000)}-PF`;
}

export function refOf(row: { circuitId: string; customerId: string }): NetworkObjectRef {
  return { objectType: 'cloud_connection', objectId: row.circuitId, customerId: row.customerId };
}

export interface HostedDeps {
  db: Database;
  network: NetworkDriver;
  clouds: CloudProviderDriver;
  vlans: PortVlanDirectory;
  /** The customers' cloud credentials: `cloud_settings.credentials_uuid` is opened here for the cloud's call. */
  credentials: CloudCredentialStore;
  /** Seals the BGP MD5 key of `cloud_settings` at rest and opens it for the cloud and the connection's owner. */
  settingsSecrets: CloudSettingsSecrets;
  /** Keys the body fingerprint of an order's `Idempotency-Key` claim (the body may carry the MD5 key). */
  fingerprints: Fingerprints;
}

/**
 * The cloud credential `cloud_settings.credentials_uuid` names, opened for the cloud's call (never kept or logged):
 * undefined without one; a credential of another company, or of another cloud, is refused naming the field.
 */
export async function openSettingsCredential(
  deps: Pick<HostedDeps, 'credentials'>,
  tx: Executor,
  customerId: string,
  provider: HostedProvider,
  cloudSettings: Record<string, unknown> | null | undefined,
): Promise<OpenedCloudCredential | undefined> {
  const id = cloudSettings?.credentials_uuid;
  if (typeof id !== 'string' || id === '') return undefined;
  const field = 'cloud_settings.credentials_uuid';
  const credential = await deps.credentials.open(tx, customerId, id);
  if (!credential) throw invalidField(field, UNKNOWN_CREDENTIAL_MESSAGE);
  if (credential === 'unreadable') throw invalidField(field, CLOUD_CREDENTIAL_UNREADABLE_MESSAGE);
  if (credential.provider !== provider) throw invalidField(field, credentialOfOtherCloudMessage(provider));
  return credential;
}

/** A VLAN an order takes of its port: its kind, the request field that names it, and the tags it takes. */
export interface HostedVlanClaim {
  kind: NewHostedVlanRow['kind'];
  field: 'vlan' | 'vlan_private' | 'vlan_microsoft';
  claim: EndClaim;
  outerVlan: number;
  innerVlan: number;
}

/** The VLANs an order takes of its port (Azure's private and Microsoft VLANs, or the one VLAN), with the S-VLAN. */
function vlanClaimsOf(order: HostedOrder): HostedVlanClaim[] {
  const wanted: (Pick<HostedVlanClaim, 'kind' | 'field'> & { vlan: number })[] = [];
  if (order.provider === 'azure') {
    const { vlan_private: vlanPrivate, vlan_microsoft: vlanMicrosoft } = order.body;
    if (vlanPrivate !== undefined) wanted.push({ kind: 'private', field: 'vlan_private', vlan: vlanPrivate });
    if (vlanMicrosoft !== undefined) wanted.push({ kind: 'microsoft', field: 'vlan_microsoft', vlan: vlanMicrosoft });
  } else {
    wanted.push({ kind: 'vlan', field: 'vlan', vlan: order.body.vlan });
  }
  return wanted.map(({ kind, field, vlan }) => {
    const claim: EndClaim = { vlan, svlan: order.body.src_svlan ?? null, untagged: false, isWholePort: false };
    return { kind, field, claim, ...vlanPairOf(claim) };
  });
}

/** The customer's port of the order: theirs, not a LAG member, not going away; refused naming `port`. */
function checkPort(locked: readonly PortRow[], wanted: string): PortRow {
  const port = locked.find((row) => row.circuitId.toLowerCase() === wanted.toLowerCase());
  if (!port) throw invalidField('port', NOT_YOUR_PORT_MESSAGE);
  if (port.lagId !== null) throw invalidField('port', LAG_MEMBER_MESSAGE);
  if (port.state === 'deleting' || port.state === 'error') throw stateConflict('port', PORT_NOT_READY_MESSAGE);
  return port;
}

/**
 * The provider's hosted on-ramp of the order: at the PoP asked (Azure may leave it out: the port's PoP when it
 * has one, else the first in the port's region), in a zone it serves, reaching the region asked.
 */
async function onRampOf(db: Executor, order: HostedOrder, port: PortRow): Promise<CloudOnRampRow> {
  const all = await hostedOnRamps(db, order.provider);
  const wantedPop = 'pop' in order.body ? order.body.pop : undefined;
  let found: CloudOnRampRow | undefined;
  if (wantedPop === undefined) {
    found =
      all.find((item) => item.onRamp.pop === port.pop)?.onRamp ??
      all.find((item) => item.location.pop.slice(0, 3) === port.pop.slice(0, 3))?.onRamp ??
      all[0]?.onRamp;
    if (!found) throw invalidField('pop', noOnRampMessage(order.provider, port.pop));
  } else {
    found = all.find((item) => item.onRamp.pop === wantedPop)?.onRamp;
    if (!found) throw invalidField('pop', noOnRampMessage(order.provider, wantedPop));
  }
  return checkOnRamp(order, found);
}

/** The speed of an order: Oracle's defaults to its slowest (the OCID's circuit carries the rest). */
function speedOf(order: HostedOrder): string {
  return order.body.speed ?? '1Gbps';
}

/**
 * `POST /v2/services/cloud/hosted/{provider}`: in one transaction locks the port (so concurrent orders, VCs
 * included, queue on it), checks the on-ramp, claims the idempotency key (a retry answers the first request's
 * connection), checks the cloud's key, the speed against the port, the VLANs against every service on the port,
 * prices it, starts the network's provisioning and writes the connection, its VLANs, its inventory row and the
 * activity entry. The unique index on port and VLAN holds a lost race.
 */
export async function orderHosted(
  deps: HostedDeps,
  caller: Caller,
  input: { order: HostedOrder; idempotencyKey: string | undefined },
): Promise<HostedCloud> {
  const { db, network } = deps;
  const { order } = input;
  const body: CreateHostedRequest = order.body;
  const customerId = caller.actor.customerId;
  const accountUuid = await resolveAccount(db, customerId, body.account_uuid);
  const speed = speedOf(order);
  const claims = vlanClaimsOf(order);
  let portCircuitId = body.port.toUpperCase();

  const createdId = await db
    .transaction(async (tx) => {
      const port = checkPort(await lockCustomerPorts(tx, customerId, [body.port.toUpperCase()]), body.port);
      portCircuitId = port.circuitId;
      const onRamp = await onRampOf(tx, order, port);
      const circuitId = newHostedCircuitId(port.pop, onRamp.pop);
      // A retry is answered before the cloud's checks: the first request used the pairing key, service key or OCID.
      if (input.idempotencyKey !== undefined) {
        const earlier = await claimIdempotencyKey(tx, {
          customerId,
          scope: `hosted.create.${order.provider}`,
          key: input.idempotencyKey,
          requestHash: requestHashOf(deps.fingerprints, body),
          objectId: circuitId,
        });
        if (earlier !== null) return earlier;
      }
      const check = await deps.clouds.checkHostedKey(tx, keyCheckOf(order));
      if (!check.ok) throw invalidField(check.field, check.message);
      const cloudSettings = 'cloud_settings' in body ? body.cloud_settings : undefined;
      const credential = await openSettingsCredential(deps, tx, customerId, order.provider, cloudSettings);
      const [portPlace, onRampPlace] = await Promise.all([findLocation(tx, port.pop), findLocation(tx, onRamp.pop)]);
      if (!portPlace || !onRampPlace) throw notFound('PoP not found.');
      if (!port.isLag && parseSpeedMbps(speed) > parseSpeedMbps(port.speed)) {
        throw invalidField('speed', speedAbovePortMessage(port));
      }
      const serviceClass = portPlace.market === onRampPlace.market ? 'metro' : 'longhaul';
      const price = priceFor({ productType: 'cloud_hosted', speed, term: HOSTED_TERM, serviceClass });
      if (!price) throw invalidField('speed', NOT_PRICED_MESSAGE);

      const used = await deps.vlans.interfacesOn(tx, customerId, port.circuitId);
      const vlans: NewHostedVlanRow[] = [];
      for (const wanted of claims) {
        const { claim } = wanted;
        const refusal = vlanRefusal(claim, used, { portCircuitId: port.circuitId, index: 0, isSingleEnd: true });
        if (refusal) {
          throw stateConflict(refusal.field.endsWith('.svlan') ? 'src_svlan' : wanted.field, refusal.message);
        }
        vlans.push({
          circuitId,
          customerId,
          portCircuitId: port.circuitId,
          kind: wanted.kind,
          vlan: claim.vlan ?? 0,
          svlan: claim.svlan,
          outerVlan: wanted.outerVlan,
          innerVlan: wanted.innerVlan,
        });
      }
      const zone = ('zone' in body ? body.zone : undefined) ?? onRamp.zones[0] ?? 'A';
      const row: NewHostedRow = {
        circuitId,
        customerId,
        userId: caller.actor.userId,
        accountUuid,
        provider: order.provider,
        description: body.description,
        poNumber: body.po_number || null,
        speed,
        serviceClass,
        portCircuitId: port.circuitId,
        pop: onRamp.pop,
        zone,
        region: onRamp.region,
        vlanIdPf: randomInt(100, 4000),
        state: 'vc_provisioning',
        providerConnectionId: null,
        settings: settingsOf(order, onRamp),
        cloudSettings: cloudSettings ? deps.settingsSecrets.seal({ ...cloudSettings }) : null,
        cloudState: {},
      };
      await network.provision(tx, refOf(row), {
        details: { speed, interfaces: [port.circuitId], provider: order.provider, pop: onRamp.pop, zone },
      });
      const facts: CloudConnectionFacts = {
        speedMbps: parseSpeedMbps(speed),
        pop: onRamp.pop,
        zone,
        vlan: row.vlanIdPf,
        parameters: { ...row.settings, ...(cloudSettings ? { cloud_settings: { ...cloudSettings } } : {}) },
        // With the customer's credential the portal acts in their account: AWS accepts the connection at once.
        ...(credential ? { credential } : {}),
      };
      const provider = await deps.clouds.connect(tx, cloudRefOf(row), facts);
      await insertHosted(tx, { ...row, ...providerChanges(provider) }, vlans);
      await syncHostedInventory(tx, customerId, circuitId);
      await recordHostedActivity(tx, caller, {
        action: 'hosted-cloud.create',
        circuitId,
        after: { ...body, provider: order.provider, service_class: serviceClass, mrc: price.mrc, nrc: price.nrc },
      });
      return circuitId;
    })
    .catch((error: unknown) => rethrowVlanRace(db, error, { customerId, portCircuitId, claims }));
  return readHosted(db, customerId, createdId);
}

/**
 * The unique index on port and VLAN stopped a second connection on a VLAN: the same refusal as the check's, naming
 * the field of the VLAN another order took meanwhile (an Azure order's `vlan_private` or `vlan_microsoft`).
 */
export async function rethrowVlanRace(
  db: Executor,
  error: unknown,
  order: { customerId: string; portCircuitId: string; claims: readonly HostedVlanClaim[] },
): Promise<never> {
  if (uniqueConstraintOf(error) !== 'hosted_cloud_vlans_port_vlan_idx') throw error;
  const taken = await takenHostedVlans(db, order.customerId, order.portCircuitId, order.claims);
  const lost = order.claims.find((claim) =>
    taken.some((pair) => pair.outerVlan === claim.outerVlan && pair.innerVlan === claim.innerVlan),
  );
  throw stateConflict(lost?.field ?? order.claims[0]?.field ?? 'vlan', VLAN_RACE_MESSAGE);
}

/** A hosted connection of the customer as the API answers it; 404 otherwise. */
export async function readHosted(db: Executor, customerId: string, circuitId: string): Promise<HostedCloud> {
  const record = await findHostedRecord(db, customerId, circuitId);
  if (!record) throw notFound(HOSTED_NOT_FOUND);
  return presentHosted(record);
}
