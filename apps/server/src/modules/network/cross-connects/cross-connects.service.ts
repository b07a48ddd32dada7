import { randomInt } from 'node:crypto';
import { type CreateOutboundCrossConnect, LOA_DOCUMENT_TYPES, type OutboundCrossConnect } from '@portal/contract';
import {
  CROSS_CONNECT_REFUSALS,
  crossConnectProgressAt,
  crossConnectRefusal,
  pointToPointCrossConnectRefusal,
} from '@portal/domain';
import type { Database, Transaction } from '../../../db/client.js';
import type { Actor } from '../../../http/actor.js';
import { AppError, invalidField, notFound, stateConflict } from '../../../http/app-error.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import type { NetworkDriver } from '../../../network/network-driver.js';
import { findDocument } from '../../operations/documents/documents.repo.js';
import { DOCUMENT_NOT_FOUND } from '../../operations/documents/documents.service.js';
import { findPortDemarcation, type PortDemarcation } from '../../operations/documents/port-demarcation.repo.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import { setCircuitState, upsertCircuit } from '../../platform/inventory/inventory.repo.js';
import { findPtpEndDemarcation } from '../point-to-points/ptp-demarcation.js';
import { crossConnectSummary, inventoryEntryOf, presentCrossConnect } from './cross-connects.presenter.js';
import {
  type CrossConnectRow,
  findCrossConnect,
  insertCrossConnect,
  listCrossConnects,
  portHasCrossConnect,
  updateCrossConnect,
} from './cross-connects.repo.js';

const NOT_FOUND = 'Cross connect not found.';
/** spec 8 success notice of a delete. */
export const DELETE_MESSAGE =
  'Your service has been successfully deleted. Please allow several minutes for this process to complete.';
/** spec 8: a service being deleted takes no more changes. */
export const DELETING_MESSAGE = 'Service is currently being deleted. No additional changes can be made.';
export const NOT_AN_LOA_MESSAGE = 'The document must be a Letter of Authorization.';

/** A new order's ids: the circuit id names the PoP (wire reference 2 formats), both share one number. */
function newIds(pop: string) {
  const number = randomInt(1_000_000, 10_000_000);
  return { circuitId: `PF-XC-${pop.toUpperCase()}-${number}`, outboundCrossConnectId: `OBCC-${number}` };
}

/** spec 5 "Product eligibility rules": the refusal for this port, read through the domain rule. */
function refusalFor(port: PortDemarcation, hasCrossConnect: boolean): string | undefined {
  return crossConnectRefusal(
    {
      port_circuit_id: port.circuitId,
      pop: port.pop,
      provider: port.vendor,
      network_provider: port.networkProvider,
      state: port.state,
      status: port.status,
      is_lag: port.isLag,
    },
    hasCrossConnect,
  );
}

export function createCrossConnectsService(db: Database, network: NetworkDriver) {
  const refuse = (message: string) => new AppError('validation_failed', message, { port: message });

  /** The cross connect of the customer, locked, that may still change (not deleted, not being deleted). */
  async function changeable(tx: Transaction, customerId: string, circuitId: string): Promise<CrossConnectRow> {
    const row = await findCrossConnect(tx, customerId, circuitId, { forUpdate: true });
    if (!row || row.deleted) throw notFound(NOT_FOUND);
    if (row.state === 'deleting') throw stateConflict('circuit_id', DELETING_MESSAGE);
    return row;
  }

  return {
    async list(customerId: string): Promise<OutboundCrossConnect[]> {
      return (await listCrossConnects(db, customerId)).map(presentCrossConnect);
    },

    async get(customerId: string, circuitId: string): Promise<OutboundCrossConnect> {
      const row = await findCrossConnect(db, customerId, circuitId);
      if (!row) throw notFound(NOT_FOUND);
      return presentCrossConnect(row);
    },

    /**
     * Wire reference 3.13: orders a cross connect from one of the company's ports with one of its LOA documents,
     * after the eligibility of spec 5; the network's cross_connect workflow then carries it along the board.
     */
    async create(actor: Actor, order: CreateOutboundCrossConnect, meta: RequestMeta): Promise<{ message: string }> {
      const row = await db.transaction(async (tx) => {
        // A port of the company, or the port the provider built at one end of its point-to-point (spec 5).
        const ownPort = await findPortDemarcation(tx, actor.customerId, order.port, { forUpdate: true });
        const ptpEnd = ownPort ? null : await findPtpEndDemarcation(tx, actor.customerId, order.port);
        const port = ownPort ?? ptpEnd?.port;
        if (!port) throw notFound('Port not found.');
        const document = await findDocument(tx, actor.customerId, order.document_uuid);
        if (!document) throw notFound(DOCUMENT_NOT_FOUND);
        if (!LOA_DOCUMENT_TYPES.includes(document.type)) throw invalidField('document_uuid', NOT_AN_LOA_MESSAGE);
        const hasCrossConnect = await portHasCrossConnect(tx, actor.customerId, port.circuitId);
        const refusal = ptpEnd
          ? pointToPointCrossConnectRefusal(ptpEnd.interfaces, hasCrossConnect)
          : refusalFor(port, hasCrossConnect);
        if (refusal) throw refuse(refusal);
        if (order.site.toLowerCase() !== port.siteCode.toLowerCase()) {
          throw invalidField('site', `The port is at site ${port.siteCode}.`);
        }
        const board = crossConnectProgressAt(0, 1);
        const inserted = await insertCrossConnect(tx, {
          ...newIds(port.pop),
          customerId: actor.customerId,
          portCircuitId: port.circuitId,
          site: port.siteCode,
          pop: port.pop,
          documentId: document.id,
          obccStatus: board.status,
          state: 'requested',
          progress: board.progress,
          description: order.description,
          destinationName: order.destination_name || null,
          destinationCircuitId: order.destination_circuit_id || null,
          panel: order.panel || null,
          module: order.module || null,
          position: order.position || null,
          dataCenterCrossConnectId: order.data_center_cross_connect_id || null,
        });
        // The one-per-port index answers a concurrent order for the same port (an id clash is all but impossible).
        if (!inserted) throw refuse(CROSS_CONNECT_REFUSALS.alreadyHasOne);
        const started = await network.provision(
          tx,
          { objectType: 'cross_connect', objectId: inserted.circuitId, customerId: actor.customerId },
          { details: { port: port.circuitId, pop: port.pop } },
        );
        const stored = (await updateCrossConnect(tx, actor.customerId, inserted.circuitId, {
          state: started.objectState,
        })) as CrossConnectRow;
        await upsertCircuit(tx, inventoryEntryOf(stored));
        await recordActivity(tx, {
          customerId: actor.customerId,
          actorUserId: actor.userId,
          action: 'cross_connect.create',
          objectType: 'cross_connect',
          objectId: stored.circuitId,
          after: presentCrossConnect(stored),
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
        return stored;
      });
      return { message: `Cross connect ${row.circuitId} has been ordered.` };
    },

    async update(
      actor: Actor,
      circuitId: string,
      changes: { user_description: string },
      meta: RequestMeta,
    ): Promise<OutboundCrossConnect> {
      return db.transaction(async (tx) => {
        const before = await changeable(tx, actor.customerId, circuitId);
        const after = (await updateCrossConnect(tx, actor.customerId, circuitId, {
          userDescription: changes.user_description || null,
        })) as CrossConnectRow;
        await upsertCircuit(tx, inventoryEntryOf(after));
        await recordActivity(tx, {
          customerId: actor.customerId,
          actorUserId: actor.userId,
          action: 'cross_connect.update',
          objectType: 'cross_connect',
          objectId: circuitId,
          before: { user_description: before.userDescription },
          after: { user_description: after.userDescription },
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
        return presentCrossConnect(after);
      });
    },

    /** Starts the network's deprovision workflow; an order not yet closed is canceled on the board (spec 4). */
    async remove(actor: Actor, circuitId: string, meta: RequestMeta): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const before = await changeable(tx, actor.customerId, circuitId);
        await network.deprovision(tx, {
          objectType: 'cross_connect',
          objectId: circuitId,
          customerId: actor.customerId,
        });
        const isClosed = before.obccStatus === 'order closed';
        const after = (await updateCrossConnect(tx, actor.customerId, circuitId, {
          state: 'deleting',
          ...(isClosed ? {} : { obccStatus: 'canceled' }),
        })) as CrossConnectRow;
        await setCircuitState(tx, actor.customerId, circuitId, 'deleting', crossConnectSummary('deleting'));
        await recordActivity(tx, {
          customerId: actor.customerId,
          actorUserId: actor.userId,
          action: 'cross_connect.delete',
          objectType: 'cross_connect',
          objectId: circuitId,
          before: presentCrossConnect(before),
          after: presentCrossConnect(after),
          ipAddress: meta.ipAddress,
          requestId: meta.requestId,
        });
      });
      return { message: DELETE_MESSAGE };
    },
  };
}

export type CrossConnectsService = ReturnType<typeof createCrossConnectsService>;
