import type { CloudConnection, NetworkStatus } from '@portal/contract';
import { hasPermissions } from '@portal/domain';
import type { Database, Executor } from '../../../db/client.js';
import { AppError, notFound } from '../../../http/app-error.js';
import type { Caller } from '../../network/ports/port-changes.js';

export const CLOUD_CONNECTION_NOT_FOUND = 'Cloud connection not found';

/**
 * What one kind of cloud connection (hosted, dedicated) answers for the calls the kinds share (wire reference 3.7:
 * read, delete, status by `cloud_circuit_id`). Each function answers null when the customer has no connection of
 * its kind with that id, so the next kind is asked; all of them put the customer id in their WHERE clause.
 */
export interface CloudConnectionKind {
  name: 'hosted' | 'dedicated';
  /** The permission of spec 6 a caller needs to delete a connection of this kind. */
  deletePermission: string;
  read(db: Executor, customerId: string, id: string): Promise<CloudConnection | null>;
  status(db: Executor, customerId: string, id: string): Promise<NetworkStatus | null>;
  /** Starts the deletion; false when the customer has no such connection of this kind. */
  remove(db: Database, caller: Caller, id: string): Promise<boolean>;
}

/** The kinds of cloud connection registered while the app is built; the shared routes ask each in turn. */
export class CloudConnectionKinds {
  readonly #kinds: CloudConnectionKind[] = [];

  register(kind: CloudConnectionKind): void {
    this.#kinds.push(kind);
  }

  async read(db: Executor, customerId: string, id: string): Promise<CloudConnection> {
    for (const kind of this.#kinds) {
      const found = await kind.read(db, customerId, id);
      if (found) return found;
    }
    throw notFound(CLOUD_CONNECTION_NOT_FOUND);
  }

  async status(db: Executor, customerId: string, id: string): Promise<NetworkStatus> {
    for (const kind of this.#kinds) {
      const found = await kind.status(db, customerId, id);
      if (found) return found;
    }
    throw notFound(CLOUD_CONNECTION_NOT_FOUND);
  }

  /**
   * Deletes the connection with the permission its kind names (spec 6: hosted-cloud.create for a hosted one,
   * dedicated-cloud.create for a dedicated one). A caller who may delete no kind is refused whatever the id.
   */
  async remove(db: Database, caller: Caller, permissions: readonly string[], id: string): Promise<void> {
    const deletePermissions = this.#kinds.map((kind) => kind.deletePermission);
    if (!hasPermissions(permissions, deletePermissions, { mode: 'any' })) throw new AppError('forbidden');
    for (const kind of this.#kinds) {
      if ((await kind.read(db, caller.actor.customerId, id)) === null) continue;
      if (!hasPermissions(permissions, [kind.deletePermission])) throw new AppError('forbidden');
      if (await kind.remove(db, caller, id)) return;
    }
    throw notFound(CLOUD_CONNECTION_NOT_FOUND);
  }
}
