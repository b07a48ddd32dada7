import type { DeviceInfo as ContractDeviceInfo, NetworkStatus } from '@portal/contract';
import type { RouterInput, RouterResult } from '@portal/domain';
import type { Executor, Transaction } from '../db/client.js';
import type { CloudRouterLogFacts } from './cloud-router-logs.js';
import type { LinkState } from './link-state.js';

/** Every kind of product the network provisions (issue 6 "NetworkDriver"). */
export const NETWORK_OBJECT_TYPES = [
  'port',
  'lag',
  'vc',
  'ptp',
  'cloud_connection',
  'cloud_router',
  'cr_connection',
  'bgp_session',
  'cross_connect',
  'hpi',
] as const;
export type NetworkObjectType = (typeof NETWORK_OBJECT_TYPES)[number];

export const NETWORK_OPERATIONS = ['provision', 'modify', 'deprovision', 'enable', 'disable'] as const;
export type NetworkOperation = (typeof NETWORK_OPERATIONS)[number];

/** One product object on the network: its kind, its id (the circuit id) and the customer that owns it. */
export interface NetworkObjectRef {
  objectType: NetworkObjectType;
  objectId: string;
  customerId: string;
}

/** Makes a step fail (tests and demos): the 1-based step number, the readable reason, and how many times. */
export interface FailureInjection {
  step: number;
  reason: string;
  /** Omitted: the step fails for good and the workflow ends FAILED. A number: it fails that often, then recovers. */
  times?: number;
}

export interface OperationOptions {
  /** Facts the network needs (speed, PoP, zone, peer); kept with the workflow. */
  details?: Record<string, unknown>;
  failure?: FailureInjection;
}

/** What starting an operation answers: the workflow that will carry it out and the object's state now. */
export interface WorkflowStarted {
  workflowId: string;
  name: string;
  objectState: string;
  steps: number;
}

/** What a product module's hook hears after every step, in the step's transaction. */
export interface WorkflowStepUpdate {
  workflowId: string;
  ref: NetworkObjectRef;
  operation: NetworkOperation;
  /** spec 4 state of the object after this step (requested, provisioning, active, deleting, deleted, error). */
  objectState: string;
  isFinal: boolean;
  isDeleted: boolean;
  /** The reason when the step failed (for good, or before a retry). */
  failureReason: string | null;
  position: number;
  steps: number;
  stepName: string;
  /** The facts the product module passed when it started the operation. */
  details: Record<string, unknown>;
}

/** A product module updates its own row from the network's progress, inside the step's transaction. */
export type WorkflowStepHook = (tx: Transaction, update: WorkflowStepUpdate) => Promise<void>;

/** A time range of a read. */
export interface TimeRange {
  from: Date;
  to: Date;
}

/** Wire reference 3.3 router-logs entry; severities per spec 4 (emergency 1 to debug 8). */
export interface RouterLogEntry {
  device_name: string;
  iface_name: string;
  message: string;
  severity: number;
  severity_name: string;
  timestamp: string;
}

/** What the network knows of a port's interface (wire reference 3.3 device-info). */
export interface PortFacts {
  objectId: string;
  pop: string;
  speed: string;
  media: string;
  /** Whether the port is up, administratively and operationally (the port's own record of the network's state). */
  link: LinkState;
  /** Whether auto-negotiation is on (1Gbps ports only). */
  autoneg?: boolean;
  /** When the link last changed state; counters run from there. Unknown: a day before the reading. */
  linkChangedAt?: Date;
  /** The speed in Mbps of the LAG the port belongs to (or is), 0 or unset when none. */
  lagSpeedMbps?: number;
}

/** Where the network hands a port over in the data centre (spec issue 7: shown on the Letter of Authorization). */
export interface Demarcation {
  site: string;
  cage: string;
  panel: string;
  module: string;
  position: string;
}

export interface OpticLane {
  lane: number;
  bias_current_ma: number;
  output_power_dbm: number;
  receive_power_dbm: number;
}

/** Wire reference 3.3 device-info, as the contract answers it. */
export type DeviceInfo = ContractDeviceInfo;

/** The stored series a telemetry read uses: 1-minute samples, 5-minute or hourly rollups. */
export type MetricResolution = '1m' | '5m' | '1h';

/** One bucket of traffic in bits per second; timestamps in Unix seconds. */
export interface RateBucket {
  timestamp: number;
  rx_avg: number;
  rx_min: number;
  rx_max: number;
  tx_avg: number;
  tx_min: number;
  tx_max: number;
}

/** What a telemetry read asks for: the series, the range and the bucket length. */
export interface TelemetryQuery {
  resolution: MetricResolution;
  range: TimeRange;
  stepSeconds: number;
}

/**
 * Reads of the network's telemetry, keyed by telemetry id (a circuit id, `<vc>/<port>`, `<connection>:ipsec`).
 * The caller checks ownership first; these reads know nothing of customers.
 */
export interface TelemetryReader {
  /** Bucket length and how long each series is kept, so callers can pick one. */
  resolutions: Readonly<Record<MetricResolution, { seconds: number; retentionMs: number }>>;
  /** Traffic per bucket, summed across the ids (each id's average, minimum and maximum in the bucket). */
  rate(db: Executor, ids: readonly string[], query: TelemetryQuery): Promise<RateBucket[]>;
  /** The 95th percentile of the summed average traffic over the range. */
  percentile95(
    db: Executor,
    ids: readonly string[],
    resolution: MetricResolution,
    range: TimeRange,
  ): Promise<{ rx: number; tx: number }>;
  counters(
    db: Executor,
    id: string,
    query: TelemetryQuery,
    columns: readonly string[],
  ): Promise<Record<string, number>[]>;
  optics(db: Executor, id: string, query: TelemetryQuery): Promise<Record<string, number | null>[]>;
  bytes(
    db: Executor,
    id: string,
    query: TelemetryQuery,
  ): Promise<{ timestamp: number; rx_bytes: number; tx_bytes: number }[]>;
}

/**
 * The provider's network behind the portal (ARCHITECTURE rule 8). Product modules never fake network behaviour:
 * they call this. Operations start a workflow inside the caller's transaction (so an order that rolls back starts
 * nothing) and answer at once; progress is read with `status` and heard through `onStep` and the live events.
 */
export interface NetworkDriver {
  provision(db: Executor, ref: NetworkObjectRef, options?: OperationOptions): Promise<WorkflowStarted>;
  modify(db: Executor, ref: NetworkObjectRef, options?: OperationOptions): Promise<WorkflowStarted>;
  deprovision(db: Executor, ref: NetworkObjectRef, options?: OperationOptions): Promise<WorkflowStarted>;
  enable(db: Executor, ref: NetworkObjectRef, options?: OperationOptions): Promise<WorkflowStarted>;
  disable(db: Executor, ref: NetworkObjectRef, options?: OperationOptions): Promise<WorkflowStarted>;
  /** The /v2.1 status object of the object's latest workflow; null when the customer has no such object. */
  status(db: Executor, ref: NetworkObjectRef): Promise<NetworkStatus | null>;
  /** Registers a product module's hook for one kind of object. */
  onStep(objectType: NetworkObjectType, hook: WorkflowStepHook): void;
  routerLogs(db: Executor, ref: NetworkObjectRef, range: TimeRange, limit?: number): Promise<RouterLogEntry[]>;
  /**
   * A cloud router's log, a layer-3 router's (in the router-log shape of `routerLogs`): its BGP events as the
   * routing recorded them, its connections coming up and going down, its IPsec tunnels' SA renewals.
   */
  cloudRouterLogs(
    db: Executor,
    facts: CloudRouterLogFacts,
    range: TimeRange,
    limit?: number,
  ): Promise<RouterLogEntry[]>;
  /**
   * Cloud routers' routing: each BGP session against its peer (established, or down with the reason), the import
   * and export filters, best paths, what is advertised. The embedded network runs the domain's simulation.
   */
  routing(router: RouterInput): RouterResult;
  deviceInfo(port: PortFacts, at?: Date): Promise<DeviceInfo>;
  /** Where a new port of `site` is handed over; device info reports the same wiring. */
  demarcation(objectId: string, site: string): Demarcation;
  telemetry: TelemetryReader;
}
