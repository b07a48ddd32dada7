import { LIVE_EVENT_TYPES } from '@portal/contract';
import {
  CLOUD_IDENTIFIER_MESSAGES,
  type CloudProvider,
  oracleOcidMessage,
  parseGooglePairingKey,
  parseOracleOcid,
  validateAwsAccountId,
  validateAzureServiceKey,
  validateIbmAccountId,
  validateOracleOcid,
} from '@portal/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor, Transaction } from '../db/client.js';
import { cloudOnRamps, cloudProviderConnections } from '../db/schema/index.js';
import { publishEvent } from '../events/publish-event.js';
import { defineJob, enqueueJob, type JobDefinition } from '../jobs/job-definition.js';
import { hashText, seededRandom } from '../network/seeded-random.js';
import {
  AWS_AWAITING_ACCEPTANCE_MESSAGE,
  type AzureServiceKeyInfo,
  azureCapacityMessage,
  type CloudConnectionFacts,
  type CloudConnectionRef,
  type CloudPortType,
  type CloudProviderDriver,
  type CloudRegion,
  type CloudResources,
  type HostedKeyCheck,
  type HostedKeyCheckInput,
  type OpenedCloudCredential,
  type OracleOcidOutcome,
  type ProviderSideState,
  type ProviderSideStateName,
  type ProviderStateHook,
} from './cloud-provider-driver.js';
import type { CloudSettingsSecrets } from './cloud-settings-secrets.js';

type Row = typeof cloudProviderConnections.$inferSelect;

/** The ExpressRoute bandwidths a simulated Azure circuit has (one picked per key, deterministically). */
const AZURE_BANDWIDTHS_MBPS = [1000, 2000, 5000, 10000] as const;
/** An ExpressRoute circuit carries a primary and a secondary connection. */
const AZURE_CONNECTIONS_PER_KEY = 2;
const AZURE_PEERING_LOCATIONS = ['Washington DC', 'New York', 'Chicago', 'Dallas', 'Silicon Valley', 'London'];

/** A Google pairing key is used once: another connection already holds it. */
export const GOOGLE_PAIRING_KEY_IN_USE_MESSAGE = 'This pairing key is already in use';

const advancePayload = z.object({
  connection_id: z.string().min(1),
  from_state: z.enum(['awaiting_acceptance', 'pending', 'deleting']),
});
type AdvancePayload = z.infer<typeof advancePayload>;

/** Where each state goes when the cloud moves on its own. */
const NEXT_STATE: Record<AdvancePayload['from_state'], ProviderSideStateName> = {
  awaiting_acceptance: 'pending',
  pending: 'available',
  deleting: 'deleted',
};

export interface CloudSimulatorOptions {
  /** How long the simulated customer takes to accept an AWS hosted connection ordered without a credential. */
  awsAcceptMs: number;
  /** How long a cloud takes to bring its side up or down once told (and AWS once accepted). */
  stepMs: number;
  /** Seals the BGP MD5 key of the cloud settings a simulated cloud keeps of what it was told. */
  settingsSecrets: CloudSettingsSecrets;
}

/**
 * The embedded clouds (the default, and the tests' double): each behaves as the real one does from the customer's
 * side. What a cloud was told is kept in `cloud_provider_connections`; changes the cloud makes on its own (the
 * customer accepting in the AWS console, a side coming up) arrive on durable jobs, so they survive restarts, and are
 * published as live events. Answers that depend on the customer's own cloud account (does an Azure key exist, how
 * much bandwidth has its circuit, which VPCs does a credential see) are derived from the key or credential by a
 * seeded generator: the same on every instance and after every restart.
 *
 * Simulated Azure: a well-formed key whose first group is `00000000` names no circuit ('This key is not valid');
 * any other key has a circuit of 1, 2, 5 or 10 Gbps (derived from the key) carrying at most two connections.
 */
export class CloudSimulator implements CloudProviderDriver {
  readonly #options: CloudSimulatorOptions;
  readonly #hooks = new Map<CloudPortType, ProviderStateHook[]>();
  /** The durable job moving a connection's cloud side on; registered with the app's job registry. */
  readonly advanceJob: JobDefinition<AdvancePayload>;

  constructor(options: CloudSimulatorOptions) {
    this.#options = options;
    this.advanceJob = defineJob<AdvancePayload>({
      type: 'clouds.provider.advance',
      version: 1,
      schema: advancePayload,
      maxAttempts: 10,
      handle: ({ tx, payload }) => this.#advance(tx, payload),
    });
  }

  onProviderState(portType: CloudPortType, hook: ProviderStateHook): void {
    this.#hooks.set(portType, [...(this.#hooks.get(portType) ?? []), hook]);
  }

  async azureServiceKey(
    db: Executor,
    serviceKey: string,
    options: { excludingConnectionId?: string } = {},
  ): Promise<AzureServiceKeyInfo> {
    const key = serviceKey.trim();
    await this.#holdKey(db, 'azure', key);
    const random = seededRandom(`azure:${key}`);
    const bandwidthMbps = AZURE_BANDWIDTHS_MBPS[Math.floor(random() * AZURE_BANDWIDTHS_MBPS.length)] ?? 1000;
    const peeringLocation = AZURE_PEERING_LOCATIONS[hashText(key) % AZURE_PEERING_LOCATIONS.length] ?? '';
    const exists = validateAzureServiceKey(key) === undefined && !key.startsWith('00000000');
    const [used] = await db
      .select({
        count: sql<number>`count(*)::int`,
        speed: sql<number>`coalesce(sum(${cloudProviderConnections.speedMbps}), 0)::int`,
      })
      .from(cloudProviderConnections)
      .where(
        and(
          this.#holding('azure', key),
          options.excludingConnectionId === undefined
            ? undefined
            : ne(cloudProviderConnections.connectionId, options.excludingConnectionId),
        ),
      );
    const connectionsInUse = used?.count ?? 0;
    const availableMbps =
      connectionsInUse >= AZURE_CONNECTIONS_PER_KEY ? 0 : Math.max(0, bandwidthMbps - (used?.speed ?? 0));
    return exists
      ? { exists, bandwidthMbps, availableMbps, peeringLocation, connectionsInUse }
      : { exists, bandwidthMbps: 0, availableMbps: 0, peeringLocation: '', connectionsInUse: 0 };
  }

  async oracleOcid(db: Executor, vcOcid: string, region: string): Promise<OracleOcidOutcome> {
    if (validateOracleOcid(vcOcid, region) !== undefined) return 'invalid';
    const known = await db
      .select({ region: cloudOnRamps.region })
      .from(cloudOnRamps)
      .where(and(eq(cloudOnRamps.cloudProvider, 'oracle'), eq(cloudOnRamps.region, region.trim().toLowerCase())))
      .limit(1);
    if (known.length === 0) return 'invalid';
    await this.#holdKey(db, 'oracle', vcOcid.trim());
    return (await this.#isHeld(db, 'oracle', vcOcid.trim())) ? 'in-use' : 'valid';
  }

  async checkHostedKey(db: Executor, input: HostedKeyCheckInput): Promise<HostedKeyCheck> {
    switch (input.provider) {
      case 'aws': {
        const message = validateAwsAccountId(input.awsAccountId);
        return message ? { ok: false, field: 'aws_account_id', message } : { ok: true, facts: {} };
      }
      case 'ibm': {
        const message = validateIbmAccountId(input.ibmAccountId);
        return message ? { ok: false, field: 'ibm_account_id', message } : { ok: true, facts: {} };
      }
      case 'azure': {
        const field = 'azure_service_key';
        const info = await this.azureServiceKey(db, input.azureServiceKey);
        if (!info.exists) return { ok: false, field, message: CLOUD_IDENTIFIER_MESSAGES.azureServiceKey };
        const wanted = input.speedMbps ?? 1;
        if (info.availableMbps < wanted) return { ok: false, field, message: azureCapacityMessage(info.availableMbps) };
        return {
          ok: true,
          facts: {
            bandwidth_mbps: info.bandwidthMbps,
            available_mbps: info.availableMbps,
            peering_location: info.peeringLocation,
          },
        };
      }
      case 'google': {
        const field = 'google_pairing_key';
        const parsed = parseGooglePairingKey(input.googlePairingKey);
        const regionKnown =
          parsed !== null &&
          (
            await db
              .select({ region: cloudOnRamps.region })
              .from(cloudOnRamps)
              .where(and(eq(cloudOnRamps.cloudProvider, 'google'), eq(cloudOnRamps.region, parsed.region)))
              .limit(1)
          ).length > 0;
        if (!parsed || !regionKnown) {
          return { ok: false, field, message: CLOUD_IDENTIFIER_MESSAGES.googlePairingKey };
        }
        await this.#holdKey(db, 'google', input.googlePairingKey.trim());
        if (await this.#isHeld(db, 'google', input.googlePairingKey.trim())) {
          return { ok: false, field, message: GOOGLE_PAIRING_KEY_IN_USE_MESSAGE };
        }
        return {
          ok: true,
          facts: { region: parsed.region, edge_availability_domain: parsed.edgeAvailabilityDomain },
        };
      }
      case 'oracle': {
        const outcome = await this.oracleOcid(db, input.vcOcid, input.region);
        const message = oracleOcidMessage(outcome);
        const region = parseOracleOcid(input.vcOcid)?.region ?? '';
        return outcome === 'valid'
          ? { ok: true, message, facts: { region } }
          : { ok: false, field: 'vc_ocid', message };
      }
    }
  }

  async connect(db: Executor, ref: CloudConnectionRef, facts: CloudConnectionFacts): Promise<ProviderSideState> {
    const awaiting = ref.provider === 'aws' && ref.portType === 'hosted' && facts.credential === undefined;
    const state: ProviderSideStateName = awaiting ? 'awaiting_acceptance' : 'pending';
    const delayMs = awaiting ? this.#options.awsAcceptMs : this.#options.stepMs;
    const values = {
      customerId: ref.customerId,
      connectionId: ref.connectionId,
      provider: ref.provider,
      portType: ref.portType,
      state,
      message: awaiting ? AWS_AWAITING_ACCEPTANCE_MESSAGE : null,
      providerKey: providerKeyOf(ref.provider, facts.parameters),
      providerConnectionId: providerConnectionIdOf(ref),
      speedMbps: facts.speedMbps,
      cloudState: cloudStateOf(ref.provider, state, facts),
      facts: this.#keptFacts(facts),
      acceptanceDueAt: awaiting ? sql`now() + ${delayMs} * interval '1 millisecond'` : null,
      updatedAt: sql`now()`,
    };
    const [row] = await db
      .insert(cloudProviderConnections)
      .values(values)
      .onConflictDoUpdate({ target: cloudProviderConnections.connectionId, set: values })
      .returning();
    if (!row) throw new Error('cloud connection insert returned nothing');
    await this.#schedule(db, row, delayMs);
    await this.#publish(db, row);
    return toState(row);
  }

  async change(db: Executor, ref: CloudConnectionRef, facts: CloudConnectionFacts): Promise<ProviderSideState> {
    const [current] = await db.select().from(cloudProviderConnections).where(this.#own(ref)).for('update');
    if (!current || current.state === 'deleted' || current.state === 'deleting') {
      return current ? toState(current) : this.connect(db, ref, facts);
    }
    // A change the cloud must apply (speed, settings) takes it back to pending until applied; an unaccepted AWS
    // connection keeps waiting for its customer, unless a credential now lets the portal accept it.
    const isStillAwaiting = current.state === 'awaiting_acceptance' && facts.credential === undefined;
    const state: ProviderSideStateName = isStillAwaiting ? current.state : 'pending';
    const [row] = await db
      .update(cloudProviderConnections)
      .set({
        state,
        ...(isStillAwaiting ? {} : { message: null, acceptanceDueAt: null }),
        speedMbps: facts.speedMbps,
        facts: this.#keptFacts(facts),
        cloudState: cloudStateOf(ref.provider, state, facts),
        updatedAt: sql`now()`,
      })
      .where(eq(cloudProviderConnections.id, current.id))
      .returning();
    if (!row) throw new Error('cloud connection update returned nothing');
    if (state === 'pending') await this.#schedule(db, row, this.#options.stepMs);
    await this.#publish(db, row);
    return toState(row);
  }

  async disconnect(db: Executor, ref: CloudConnectionRef): Promise<ProviderSideState> {
    const [row] = await db
      .update(cloudProviderConnections)
      .set({ state: 'deleting', message: null, acceptanceDueAt: null, updatedAt: sql`now()` })
      .where(and(this.#own(ref), ne(cloudProviderConnections.state, 'deleted')))
      .returning();
    if (!row) {
      const [gone] = await db.select().from(cloudProviderConnections).where(this.#own(ref));
      if (gone) return toState(gone);
      // Never told of it: nothing to remove on the cloud's side.
      return {
        ref,
        state: 'deleted',
        message: null,
        providerConnectionId: null,
        cloudState: {},
        acceptanceDueAt: null,
        updatedAt: new Date(),
      };
    }
    await this.#schedule(db, row, this.#options.stepMs);
    await this.#publish(db, row);
    return toState(row);
  }

  async providerState(db: Executor, ref: CloudConnectionRef): Promise<ProviderSideState | null> {
    const [row] = await db.select().from(cloudProviderConnections).where(this.#own(ref));
    return row ? toState(row) : null;
  }

  async regions(db: Executor, credential: OpenedCloudCredential): Promise<CloudRegion[]> {
    const rows = await db
      .selectDistinct({ code: cloudOnRamps.region, name: cloudOnRamps.regionDescription })
      .from(cloudOnRamps)
      .where(eq(cloudOnRamps.cloudProvider, credential.provider))
      .orderBy(cloudOnRamps.region);
    const seen = new Set<string>();
    return rows.filter((row) => !seen.has(row.code) && seen.add(row.code));
  }

  async resources(db: Executor, credential: OpenedCloudCredential, region: string): Promise<CloudResources | null> {
    const regions = await this.regions(db, credential);
    if (!regions.some((known) => known.code === region)) return null;
    const account = credential.provider === 'aws' ? credential.awsAccessKey : credential.googleServiceAccount;
    return simulatedResources(credential.provider, `${credential.provider}:${account}:${region}`, region);
  }

  /** What the cloud keeps of what it was told: parameters and place, never a credential, the MD5 key sealed. */
  #keptFacts(facts: CloudConnectionFacts): Record<string, unknown> {
    const kept = publicFacts(facts);
    const settings = kept.cloud_settings;
    return settings !== null && typeof settings === 'object' && !Array.isArray(settings)
      ? { ...kept, cloud_settings: this.#options.settingsSecrets.seal(settings as Record<string, unknown>) }
      : kept;
  }

  #own(ref: CloudConnectionRef) {
    return and(
      eq(cloudProviderConnections.connectionId, ref.connectionId),
      eq(cloudProviderConnections.customerId, ref.customerId),
    );
  }

  #holding(provider: CloudProvider, key: string) {
    return and(
      eq(cloudProviderConnections.provider, provider),
      eq(cloudProviderConnections.providerKey, key),
      inArray(cloudProviderConnections.state, ['awaiting_acceptance', 'pending', 'available']),
    );
  }

  /**
   * A transaction-level advisory lock on a key (Google pairing key, Oracle OCID, Azure service key) taken before the
   * key is checked: inside an order's transaction it is held until commit, so a parallel order of the same key waits
   * and then sees the connection the first one told the cloud of (the key in use, or the Azure circuit's capacity
   * taken) instead of both passing the check. Outside a transaction (a live check of a form) it ends with the query.
   */
  async #holdKey(db: Executor, provider: CloudProvider, key: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cloud-key:${provider}:${key}`}::text, 0))`);
  }

  async #isHeld(db: Executor, provider: CloudProvider, key: string): Promise<boolean> {
    const rows = await db
      .select({ id: cloudProviderConnections.id })
      .from(cloudProviderConnections)
      .where(this.#holding(provider, key))
      .limit(1);
    return rows.length > 0;
  }

  async #schedule(db: Executor, row: Row, delayMs: number): Promise<void> {
    if (row.state !== 'awaiting_acceptance' && row.state !== 'pending' && row.state !== 'deleting') return;
    await enqueueJob(
      db,
      this.advanceJob,
      { connection_id: row.connectionId, from_state: row.state },
      { delayMs, dedupeKey: `clouds.provider.advance:${row.connectionId}:${row.state}:${row.updatedAt.getTime()}` },
    );
  }

  async #advance(tx: Transaction, payload: AdvancePayload): Promise<void> {
    const [row] = await tx
      .select()
      .from(cloudProviderConnections)
      .where(eq(cloudProviderConnections.connectionId, payload.connection_id))
      .for('update');
    // Gone, or already moved on (deleted meanwhile, accepted at once): a stale job changes nothing.
    if (!row || row.state !== payload.from_state) return;
    const state = NEXT_STATE[payload.from_state];
    const [updated] = await tx
      .update(cloudProviderConnections)
      .set({
        state,
        message: null,
        acceptanceDueAt: null,
        cloudState: cloudStateOf(row.provider, state, { speedMbps: row.speedMbps, parameters: row.facts }),
        ...(state === 'deleted' ? { providerKey: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(cloudProviderConnections.id, row.id))
      .returning();
    if (!updated) return;
    await this.#schedule(tx, updated, this.#options.stepMs);
    const changed = toState(updated);
    for (const hook of this.#hooks.get(updated.portType) ?? []) await hook(tx, changed);
    await this.#publish(tx, updated);
  }

  async #publish(db: Executor, row: Row): Promise<void> {
    await publishEvent(db, {
      type: LIVE_EVENT_TYPES.cloudProviderState,
      customerId: row.customerId,
      objectType: 'cloud_connection',
      objectId: row.connectionId,
      data: { provider: row.provider, port_type: row.portType, state: row.state, message: row.message },
    });
  }
}

function toState(row: Row): ProviderSideState {
  return {
    ref: {
      connectionId: row.connectionId,
      customerId: row.customerId,
      provider: row.provider,
      portType: row.portType,
    },
    state: row.state,
    message: row.message,
    providerConnectionId: row.providerConnectionId,
    cloudState: row.cloudState,
    acceptanceDueAt: row.acceptanceDueAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * The identity the cloud knows a connection by, read from the parameters it is told (the connection's `settings`,
 * wire reference 3.7, where IBM's account is `account_id`). A Google pairing key or an Oracle OCID in use is refused
 * to the next order and an Azure key's connections share its circuit's capacity; an AWS or IBM account takes any
 * number of connections, so it is recorded and never refused as in use.
 */
function providerKeyOf(provider: CloudProvider, parameters: Record<string, unknown>): string | null {
  const name = {
    aws: 'aws_account_id',
    azure: 'azure_service_key',
    google: 'google_pairing_key',
    oracle: 'vc_ocid',
    ibm: 'account_id',
  }[provider];
  const value = parameters[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The cloud's own id of the connection, derived from the circuit id (AWS dxcon-…, Google attachment id, …). */
function providerConnectionIdOf(ref: CloudConnectionRef): string {
  const random = seededRandom(`${ref.provider}:${ref.connectionId}`);
  const hex = (length: number) => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
  switch (ref.provider) {
    case 'aws':
      return `dxcon-${hex(8)}`;
    case 'azure':
      return `er-${hex(8)}-${hex(4)}`;
    case 'google':
      return `${hex(19)}`;
    case 'oracle':
      return `ocid1.crossconnect.oc1..${hex(32)}`;
    case 'ibm':
      return `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;
  }
}

/** wire reference 3.7 `cloud_state` read-outs for a state. */
function cloudStateOf(
  provider: CloudProvider,
  state: ProviderSideStateName,
  facts: Pick<CloudConnectionFacts, 'speedMbps' | 'parameters'>,
): Record<string, string> {
  const awsDx: Record<ProviderSideStateName, string> = {
    awaiting_acceptance: 'ordering',
    pending: 'pending',
    available: 'available',
    deleting: 'deleting',
    deleted: 'deleted',
    rejected: 'rejected',
  };
  const bgp = state === 'available' ? 'up' : 'down';
  if (provider === 'aws') {
    const hasVif = facts.parameters.cloud_settings !== undefined;
    return {
      aws_dx_connection_state: awsDx[state],
      aws_dx_port_encryption_status: 'Unencrypted',
      ...(hasVif ? { aws_vif_state: state === 'available' ? 'available' : 'pending', bgp_state: bgp } : {}),
    };
  }
  if (provider === 'google') {
    return {
      google_interconnect_state: state === 'available' ? 'ACTIVE' : state === 'deleted' ? 'DELETED' : 'PENDING_PARTNER',
      google_interconnect_admin_enabled: String(state === 'available'),
      bgp_state: bgp,
    };
  }
  if (provider === 'oracle') {
    return {
      oracle_lifecycle_state:
        state === 'available'
          ? 'PROVISIONED'
          : state === 'deleting' || state === 'deleted'
            ? 'TERMINATING'
            : 'PROVISIONING',
      bgp_state: bgp,
    };
  }
  return { provider_state: state === 'available' ? 'Provisioned' : state === 'pending' ? 'Provisioning' : state };
}

/** What is kept of what the cloud was told: parameters and place, never the credential. */
function publicFacts(facts: CloudConnectionFacts): Record<string, unknown> {
  return {
    ...facts.parameters,
    speed_mbps: facts.speedMbps,
    ...(facts.pop !== undefined ? { pop: facts.pop } : {}),
    ...(facts.zone !== undefined ? { zone: facts.zone } : {}),
    ...(facts.vlan !== undefined ? { vlan: facts.vlan } : {}),
    ...(facts.credential !== undefined ? { credentials_uuid: facts.credential.credentialId } : {}),
  };
}

/** A credential's view of a region, derived from the account and region (same answer every time). */
export function simulatedResources(provider: 'aws' | 'google', seed: string, region: string): CloudResources {
  const random = seededRandom(seed);
  const hex = (length: number) => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
  const octet = () => Math.floor(random() * 250) + 1;
  const networkCount = 1 + Math.floor(random() * 3);
  const networks = Array.from({ length: networkCount }, (_, index) => {
    const second = octet();
    const subnets = Array.from({ length: 1 + Math.floor(random() * 3) }, (__, subnet) => ({
      id: provider === 'aws' ? `subnet-${hex(17)}` : `subnet-${index + 1}-${subnet + 1}`,
      cidr: `10.${second}.${subnet}.0/24`,
    }));
    return provider === 'aws'
      ? {
          id: `vpc-${hex(17)}`,
          name: `vpc-${['prod', 'staging', 'shared'][index]}`,
          cidr: `10.${second}.0.0/16`,
          subnets,
        }
      : {
          id: `projects/demo/global/networks/net-${index + 1}`,
          name: `net-${['prod', 'staging', 'shared'][index]}`,
          cidr: null,
          subnets,
        };
  });
  const gateways =
    provider === 'aws'
      ? [
          {
            type: 'directconnect',
            id: `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`,
            name: 'dx-gateway',
            asn: 64512 + Math.floor(random() * 1000),
          },
          { type: 'private', id: `vgw-${hex(17)}`, name: 'vgw-prod', asn: 64512 + Math.floor(random() * 1000) },
          { type: 'transit', id: `tgw-${hex(17)}`, name: 'tgw-core', asn: 64512 + Math.floor(random() * 1000) },
        ]
      : [{ type: 'cloud_router', id: `router-${hex(6)}`, name: `router-${region}`, asn: 16550 }];
  return { region, gateways, networks };
}
