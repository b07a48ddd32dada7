import { type RouterInput, type RouterResult, simulateRouter } from '@portal/domain';
import type { Executor } from '../db/client.js';
import { type CloudRouterLogFacts, cloudRouterLogs } from './cloud-router-logs.js';
import type {
  NetworkDriver,
  NetworkObjectRef,
  NetworkObjectType,
  OperationOptions,
  PortFacts,
  TimeRange,
  WorkflowStepHook,
} from './network-driver.js';
import { demarcationOf, deviceInfo, routerLogs } from './simulated-reads.js';
import { readStatus } from './status-reader.js';
import { simulatedTelemetry } from './telemetry/telemetry.repo.js';
import type { WorkflowEngine } from './workflow-engine.js';

/**
 * The embedded network (the default, and the tests' double): every operation runs a workflow of named steps on
 * durable jobs; reads are generated deterministically from the object's id and time. A provider plugs its own
 * systems in by implementing NetworkDriver instead.
 */
export class NetworkSimulator implements NetworkDriver {
  readonly #engine: WorkflowEngine;
  readonly telemetry = simulatedTelemetry;

  constructor(engine: WorkflowEngine) {
    this.#engine = engine;
  }

  provision(db: Executor, ref: NetworkObjectRef, options?: OperationOptions) {
    return this.#engine.start(db, ref, 'provision', options);
  }

  modify(db: Executor, ref: NetworkObjectRef, options?: OperationOptions) {
    return this.#engine.start(db, ref, 'modify', options);
  }

  deprovision(db: Executor, ref: NetworkObjectRef, options?: OperationOptions) {
    return this.#engine.start(db, ref, 'deprovision', options);
  }

  enable(db: Executor, ref: NetworkObjectRef, options?: OperationOptions) {
    return this.#engine.start(db, ref, 'enable', options);
  }

  disable(db: Executor, ref: NetworkObjectRef, options?: OperationOptions) {
    return this.#engine.start(db, ref, 'disable', options);
  }

  status(db: Executor, ref: NetworkObjectRef) {
    return readStatus(db, ref);
  }

  onStep(objectType: NetworkObjectType, hook: WorkflowStepHook): void {
    this.#engine.onStep(objectType, hook);
  }

  routerLogs(db: Executor, ref: NetworkObjectRef, range: TimeRange, limit?: number) {
    return routerLogs(db, ref, range, limit);
  }

  cloudRouterLogs(db: Executor, facts: CloudRouterLogFacts, range: TimeRange, limit?: number) {
    return cloudRouterLogs(db, facts, range, limit);
  }

  routing(router: RouterInput): RouterResult {
    return simulateRouter(router);
  }

  async deviceInfo(port: PortFacts, at?: Date) {
    return deviceInfo(port, at);
  }

  demarcation(objectId: string, site: string) {
    return demarcationOf(objectId, site);
  }
}
