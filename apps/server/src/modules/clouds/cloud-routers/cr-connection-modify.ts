import type {
  BillingModifyPreview,
  BillingModifyRequest,
  CloudRouterConnection,
  UpgradeOptions,
} from '@portal/contract';
import {
  canUpgradeCloudRouterConnectionSpeed,
  messages,
  PERMISSIONS,
  priceFor,
  SUBSCRIPTION_TERMS,
  speedsForConnectionType,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { cloudRouterConnections } from '../../../db/schema/index.js';
import { invalidField, notFound, stateConflict } from '../../../http/app-error.js';
import { type ChangeableServiceKind, modifyPreviewOf } from '../../billing/service-changes/service-changes.js';
import { BEING_DELETED_MESSAGE } from '../../network/ports/port-actions.js';
import type { Caller } from '../../network/ports/port-changes.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import { type ConnectionRow, findConnection, findRouterById, type RouterRow } from './cloud-routers.repo.js';
import {
  type CloudRouterDeps,
  CONNECTION_NOT_FOUND,
  connectionRef,
  measuredFactsOf,
  presentConnections,
  syncConnectionInventory,
} from './cloud-routers.service.js';

/** spec 4: why a connection's speed cannot change (the rule's states and providers). */
export const CR_UPGRADE_REFUSED_MESSAGE =
  'The speed of a cloud router connection can change only while it is active, bgp_not_created or bgp_disabled, ' +
  'and only on IPsec, own-port and Google connections, or hosted AWS connections with a cloud credential.';
export const CR_SAME_PLAN_MESSAGE = 'This is already the speed and term of the connection.';
export const CR_TERM_SHORTER_MESSAGE = 'The subscription term can only be extended.';
export const CR_NO_CAPACITY_MESSAGE = 'A cloud router connection has no capacity: send its new speed.';

/** Cloud router connections' circuit ids (`PF-L3-CON-…`): billing modify sends them to this module. */
function isCrConnectionId(id: string): boolean {
  return /^PF-L3-CON-/i.test(id.trim());
}

/** The speeds a connection of this kind is sold with (spec 9 lists: ipsec, the own port, a cloud's). */
function speedsOf(view: CloudRouterConnection): readonly string[] {
  if (view.connection_type === 'ipsec' || view.connection_type === 'packetfabric') {
    return speedsForConnectionType(view.connection_type);
  }
  return speedsForConnectionType(view.service_provider);
}

const priceOf = (speed: string, term: number) => priceFor({ productType: 'cr_connection', speed, term });

interface Found {
  row: ConnectionRow;
  router: RouterRow;
  view: CloudRouterConnection;
}

async function findOwned(db: Executor, customerId: string, circuitId: string, forUpdate = false): Promise<Found> {
  const row = await findConnection(db, customerId, null, circuitId, { forUpdate });
  if (!row) throw notFound(CONNECTION_NOT_FOUND);
  const router = await findRouterById(db, customerId, row.routerId);
  if (!router) throw notFound(CONNECTION_NOT_FOUND);
  const [view] = await presentConnections(db, router, [row]);
  if (!view) throw notFound(CONNECTION_NOT_FOUND);
  return { row, router, view };
}

/** The checked new plan: spec 4's rule, a speed of the connection's list, a term that only grows, both priced. */
function plannedChange(found: Found, body: BillingModifyRequest) {
  const { row, view } = found;
  if (row.state === 'deleting') throw stateConflict('id', BEING_DELETED_MESSAGE);
  if (body.capacity !== undefined && body.speed === undefined) throw invalidField('capacity', CR_NO_CAPACITY_MESSAGE);
  if (!canUpgradeCloudRouterConnectionSpeed(view)) throw stateConflict('id', CR_UPGRADE_REFUSED_MESSAGE);
  const speed = body.speed ?? row.speed;
  const term = body.subscription_term ?? row.subscriptionTerm;
  const speeds = speedsOf(view);
  if (!speeds.includes(speed)) throw invalidField('speed', messages.oneOf(speeds));
  if (term < row.subscriptionTerm) throw invalidField('subscription_term', CR_TERM_SHORTER_MESSAGE);
  if (speed === row.speed && term === row.subscriptionTerm) throw invalidField('speed', CR_SAME_PLAN_MESSAGE);
  const current = priceOf(row.speed, row.subscriptionTerm);
  const proposed = priceOf(speed, term);
  if (!proposed || !current) throw invalidField('subscription_term', messages.oneOf(SUBSCRIPTION_TERMS));
  return { speed, term, current, proposed };
}

/** `GET /v2/services/{cloud_circuit_id}/upgrade/options`: the speeds and terms of the connection's kind, priced. */
async function connectionUpgradeOptions(db: Executor, customerId: string, circuitId: string): Promise<UpgradeOptions> {
  const { row, view } = await findOwned(db, customerId, circuitId);
  const speeds = speedsOf(view).flatMap((speed) => {
    const price = priceOf(speed, row.subscriptionTerm);
    return price ? [{ speed, mrc: price.mrc, is_current: speed === row.speed }] : [];
  });
  const terms = SUBSCRIPTION_TERMS.filter((term) => term >= row.subscriptionTerm).flatMap((term) => {
    const price = priceOf(row.speed, term);
    return price ? [{ subscription_term: term, mrc: price.mrc }] : [];
  });
  return {
    vc_circuit_id: row.circuitId,
    current_speed: row.speed,
    current_subscription_term: row.subscriptionTerm,
    speeds,
    subscription_terms: terms,
    max_burst_mbps: 0,
    can_burst: false,
    can_upgrade: row.state !== 'deleting' && canUpgradeCloudRouterConnectionSpeed(view),
  };
}

/** `POST /v2/billing/services/{cloud_circuit_id}/modify/preview`: the connection's charges now and after. */
async function previewConnectionModify(
  db: Executor,
  customerId: string,
  circuitId: string,
  body: BillingModifyRequest,
): Promise<BillingModifyPreview> {
  const found = await findOwned(db, customerId, circuitId);
  const plan = plannedChange(found, body);
  const { row } = found;
  return modifyPreviewOf(
    row.circuitId,
    { speed: row.speed, subscriptionTerm: row.subscriptionTerm, serviceClass: null, price: plan.current },
    { speed: plan.speed, subscriptionTerm: plan.term, serviceClass: null, price: plan.proposed },
  );
}

/**
 * `POST /v2/billing/services/{cloud_circuit_id}/modify`: a longer term applies at once; a new speed is configured by
 * the network (a modify workflow: the connection is provisioning until it is done, then its sessions are evaluated
 * again).
 */
async function modifyConnection(
  deps: Pick<CloudRouterDeps, 'db' | 'network'>,
  caller: Caller,
  circuitId: string,
  body: BillingModifyRequest,
): Promise<string> {
  const customerId = caller.actor.customerId;
  const updated = await deps.db.transaction(async (tx) => {
    const found = await findOwned(tx, customerId, circuitId, true);
    const plan = plannedChange(found, body);
    const { row, router } = found;
    // A new speed is the network's work: the connection shows the workflow's state until it is done.
    const started =
      plan.speed === row.speed
        ? null
        : await deps.network.modify(tx, connectionRef(row), {
            // With what it measures: a connection whose cloud accepts it later is measured from this change's word.
            details: { speed: plan.speed, from: row.speed, ...measuredFactsOf(row) },
          });
    const [changed] = await tx
      .update(cloudRouterConnections)
      .set({
        speed: plan.speed,
        subscriptionTerm: plan.term,
        ...(started ? { state: started.objectState } : {}),
        updatedAt: new Date(),
      })
      .where(eq(cloudRouterConnections.id, row.id))
      .returning();
    if (!changed) throw notFound(CONNECTION_NOT_FOUND);
    await syncConnectionInventory(tx, router, changed);
    await recordActivity(tx, {
      customerId,
      actorUserId: caller.actor.userId,
      action: 'cr_connection.modify',
      objectType: 'cr_connection',
      objectId: row.circuitId,
      before: { speed: row.speed, subscription_term: row.subscriptionTerm, mrc: plan.current.mrc },
      after: { speed: plan.speed, subscription_term: plan.term, mrc: plan.proposed.mrc },
      ipAddress: caller.meta.ipAddress,
      requestId: caller.meta.requestId,
    });
    return changed;
  });
  return `${updated.circuitId} now runs at ${updated.speed} on a ${updated.subscriptionTerm}-month term.`;
}

/**
 * Cloud router connections as a kind of service whose speed changes through the VCs' calls (upgrade options,
 * billing modify preview and modify). Every `PF-L3-CON-…` id is theirs: one that is not the customer's answers 404
 * 'Cloud router connection not found' (the customer id is in every query), not the VC's message.
 */
export function changeableCrConnections(deps: Pick<CloudRouterDeps, 'db' | 'network'>): ChangeableServiceKind {
  return {
    name: 'cr_connection',
    readPermission: PERMISSIONS.CLOUD_ROUTER_READ,
    changePermission: PERMISSIONS.CLOUD_ROUTER_CREATE,
    owns: async (_db, _customerId, id) => isCrConnectionId(id),
    upgradeOptions: (customerId, id) => connectionUpgradeOptions(deps.db, customerId, id),
    preview: (customerId, id, body) => previewConnectionModify(deps.db, customerId, id, body),
    modify: (caller, id, body) => modifyConnection(deps, caller, id, body),
  };
}
