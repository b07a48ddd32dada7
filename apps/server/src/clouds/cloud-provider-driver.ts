import { type CloudProvider, speedText } from '@portal/domain';
import type { Executor, Transaction } from '../db/client.js';

/** Hosted (on the provider's shared port) or dedicated (a port of the customer's own at the cloud). */
export type CloudPortType = 'hosted' | 'dedicated';

/** One cloud connection as the cloud provider sees it: its circuit id, its owner, the cloud and the kind. */
export interface CloudConnectionRef {
  /** The connection's `cloud_circuit_id`. */
  connectionId: string;
  customerId: string;
  provider: CloudProvider;
  portType: CloudPortType;
}

/**
 * What the provider side is told of a connection: the provider's parameters as the customer gave them (spec 3
 * "Cloud provider parameters", wire reference 3.7 create fields), the speed and place, and whether a cloud
 * credential lets the portal act in the customer's cloud account itself (AWS: accept the connection at once).
 */
export interface CloudConnectionFacts {
  speedMbps: number;
  pop?: string;
  zone?: string;
  vlan?: number;
  /** aws_account_id, azure_service_key, google_pairing_key, google_vlan_attachment_name, vc_ocid, region, ibm_account_id, … */
  parameters: Record<string, unknown>;
  /** The cloud credential of `cloud_settings.credentials_uuid`, opened (never stored or logged by the driver). */
  credential?: OpenedCloudCredential;
}

/** A cloud credential's secret, opened for one call. */
export type OpenedCloudCredential =
  | { provider: 'aws'; credentialId: string; awsAccessKey: string; awsSecretKey: string }
  | { provider: 'google'; credentialId: string; googleServiceAccount: string };

/**
 * The provider-side state of a connection (wire reference 3.7 `cloud_state`), in words the portal shows.
 * - `awaiting_acceptance`: AWS hosted connection ordered; the customer must accept it in the AWS console.
 * - `pending`: accepted (or Azure/Google/Oracle/IBM told); the cloud is bringing its side up.
 * - `available`: the cloud side is up.
 * - `deleting` / `deleted`: the cloud side is being / has been removed.
 * - `rejected`: the key or account was refused by the cloud after order (the reason says why).
 */
export const PROVIDER_SIDE_STATES = [
  'awaiting_acceptance',
  'pending',
  'available',
  'deleting',
  'deleted',
  'rejected',
] as const;
export type ProviderSideStateName = (typeof PROVIDER_SIDE_STATES)[number];

/** The text the portal shows while an AWS hosted connection waits for the customer (issue 17). */
export const AWS_AWAITING_ACCEPTANCE_MESSAGE = 'awaiting acceptance in your AWS console';

export interface ProviderSideState {
  ref: CloudConnectionRef;
  state: ProviderSideStateName;
  /** What to show for the state ("awaiting acceptance in your AWS console", …); null when nothing to add. */
  message: string | null;
  /** The cloud's own id of the connection (AWS dxcon-…, Azure ExpressRoute circuit key, Google attachment, OCID). */
  providerConnectionId: string | null;
  /** wire reference 3.7 `cloud_state` read-outs (aws_dx_connection_state, aws_vif_state, bgp_state, google_interconnect_state, …). */
  cloudState: Record<string, string>;
  /** When an AWS acceptance is due without credentials (the simulated customer accepts then); null otherwise. */
  acceptanceDueAt: Date | null;
  updatedAt: Date;
}

/** What a product module's hook hears after each provider-side change, in the change's transaction. */
export type ProviderStateHook = (tx: Transaction, state: ProviderSideState) => Promise<void>;

/** The provider-side checks a hosted connection needs before order, one per cloud. */
export type HostedKeyCheckInput =
  | { provider: 'aws'; awsAccountId: string }
  | { provider: 'azure'; azureServiceKey: string; speedMbps?: number }
  | { provider: 'google'; googlePairingKey: string }
  | { provider: 'oracle'; vcOcid: string; region: string }
  | { provider: 'ibm'; ibmAccountId: string };

/**
 * The answer of a check: ok with what the cloud told (Azure circuit bandwidth and what is left, Google region and
 * edge availability domain, Oracle's 'OCID Successfully validated'), or refused naming the request field and the
 * spec 5 message (as a 400 `{field: message}` would).
 */
export type HostedKeyCheck =
  | { ok: true; message?: string; facts: Record<string, string | number> }
  | { ok: false; field: string; message: string };

/** An Azure ExpressRoute service key as Azure answers it (spec 5 remote check). */
export interface AzureServiceKeyInfo {
  /** false: 'This key is not valid' (no such circuit). */
  exists: boolean;
  bandwidthMbps: number;
  /** The bandwidth not yet used by connections on the key. */
  availableMbps: number;
  peeringLocation: string;
  /** Connections already on the key (primary, secondary). */
  connectionsInUse: number;
}

/** The capacity refusal of an Azure service key (spec 5 gives no text for it): names what the key has left. */
export function azureCapacityMessage(availableMbps: number): string {
  return availableMbps <= 0
    ? 'This key has no capacity left'
    : `This key has ${speedText(availableMbps)} of capacity left`;
}

/** spec 5 Oracle OCID remote check outcomes: 'This OCID is currently in use', 'OCID Successfully validated', invalid. */
export type OracleOcidOutcome = 'in-use' | 'valid' | 'invalid';

/** A region of a cloud as a credential sees it (wire reference 3.7 credential regions). */
export interface CloudRegion {
  code: string;
  name: string;
}

/** What a credential can see in one region: the gateways and networks a cloud_settings form picks from. */
export interface CloudResources {
  region: string;
  /** AWS: Direct Connect gateways, virtual private gateways and transit gateways; Google: cloud routers. */
  gateways: { type: string; id: string; name: string; asn: number }[];
  /** AWS VPCs or Google VPC networks, with their subnets (AWS) . */
  networks: { id: string; name: string; cidr: string | null; subnets: { id: string; cidr: string }[] }[];
}

/**
 * The clouds behind the portal (issue 17), beside the NetworkDriver: the NetworkDriver carries the connection on the
 * provider's own network (port, VLAN, VC); this carries what the cloud (AWS, Azure, Google, Oracle, IBM) does on its
 * side. Like the NetworkDriver, changes run inside the caller's transaction (an order that rolls back tells the cloud
 * nothing) and answer at once; later changes (an AWS acceptance) arrive on durable jobs and are heard through
 * `onProviderState` and the live events. Reads are pure reads of state.
 */
export interface CloudProviderDriver {
  /**
   * Checks a hosted connection's cloud-side key or account before order (spec 5 messages, the field named). Called in
   * the order's transaction, it holds the key (pairing key, OCID, Azure service key) until that transaction ends, so
   * parallel orders of one key are checked one after the other.
   */
  checkHostedKey(db: Executor, input: HostedKeyCheckInput): Promise<HostedKeyCheck>;
  /**
   * Azure's answer for a service key (the remote check of spec 5); the format is the caller's to check first. A
   * speed change of a connection on the key leaves that connection out of what is in use (`excludingConnectionId`).
   */
  azureServiceKey(
    db: Executor,
    serviceKey: string,
    options?: { excludingConnectionId?: string },
  ): Promise<AzureServiceKeyInfo>;
  /** Oracle's answer for a virtual circuit OCID in a region (spec 5's three messages through `oracleOcidMessage`). */
  oracleOcid(db: Executor, vcOcid: string, region: string): Promise<OracleOcidOutcome>;

  /** Tells the cloud of a new connection; AWS without a credential then waits for the customer's acceptance. */
  connect(db: Executor, ref: CloudConnectionRef, facts: CloudConnectionFacts): Promise<ProviderSideState>;
  /** Tells the cloud of a changed connection (speed, cloud settings). */
  change(db: Executor, ref: CloudConnectionRef, facts: CloudConnectionFacts): Promise<ProviderSideState>;
  /** Tells the cloud the connection goes; its key, OCID or account is free again once deleted. */
  disconnect(db: Executor, ref: CloudConnectionRef): Promise<ProviderSideState>;
  /** The cloud's side of a connection now; null when the cloud was never told of it (or for another customer). */
  providerState(db: Executor, ref: CloudConnectionRef): Promise<ProviderSideState | null>;
  /** Registers a product module's hook, told of every provider-side change of its kind of connection. */
  onProviderState(portType: CloudPortType, hook: ProviderStateHook): void;

  /** The cloud's regions the credential can use (the regions of the cloud's on-ramps in the catalogue). */
  regions(db: Executor, credential: OpenedCloudCredential): Promise<CloudRegion[]>;
  /** The gateways and networks the credential sees in a region; null when the region is not the cloud's. */
  resources(db: Executor, credential: OpenedCloudCredential, region: string): Promise<CloudResources | null>;
}
