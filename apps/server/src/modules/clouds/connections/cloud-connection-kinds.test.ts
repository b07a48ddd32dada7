import type { CloudConnection } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../http/app-error.js';
import type { Caller } from '../../network/ports/port-changes.js';
import { type CloudConnectionKind, CloudConnectionKinds } from './cloud-connection-kinds.js';

/** A kind holding the given connection ids of one customer; it records the ids it was asked to delete. */
function kindOf(name: CloudConnectionKind['name'], deletePermission: string, ids: readonly string[]) {
  const removed: string[] = [];
  const kind: CloudConnectionKind = {
    name,
    deletePermission,
    read: async (_db: Executor, _customerId: string, id: string) =>
      ids.includes(id) ? ({ cloud_circuit_id: id } as CloudConnection) : null,
    status: async () => null,
    remove: async (_db: Database, _caller: Caller, id: string) => {
      if (!ids.includes(id)) return false;
      removed.push(id);
      return true;
    },
  };
  return { kind, removed };
}

function setUp() {
  const kinds = new CloudConnectionKinds();
  const hosted = kindOf('hosted', PERMISSIONS.HOSTED_CLOUD_CREATE, ['PF-CC-HOSTED']);
  const dedicated = kindOf('dedicated', PERMISSIONS.DEDICATED_CLOUD_CREATE, ['PF-CC-DEDICATED']);
  kinds.register(dedicated.kind);
  kinds.register(hosted.kind);
  return { kinds, hosted, dedicated };
}

const db = {} as Database;
const caller = { actor: { customerId: 'acme' } } as Caller;
const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.code : 'other'),
  );

describe('DELETE /v2/services/cloud/{id}: the kind of the connection names the permission (spec 6)', () => {
  it('lets a caller with hosted-cloud.create only delete a hosted connection, not a dedicated one', async () => {
    const { kinds, hosted, dedicated } = setUp();
    const hostedOnly = [PERMISSIONS.HOSTED_CLOUD_CREATE];
    expect(await codeOf(kinds.remove(db, caller, hostedOnly, 'PF-CC-HOSTED'))).toBe('ok');
    expect(hosted.removed).toEqual(['PF-CC-HOSTED']);
    expect(await codeOf(kinds.remove(db, caller, hostedOnly, 'PF-CC-DEDICATED'))).toBe('forbidden');
    expect(dedicated.removed).toEqual([]);
  });

  it('lets a caller with dedicated-cloud.create only delete a dedicated connection', async () => {
    const { kinds, dedicated } = setUp();
    const dedicatedOnly = [PERMISSIONS.DEDICATED_CLOUD_CREATE];
    expect(await codeOf(kinds.remove(db, caller, dedicatedOnly, 'PF-CC-HOSTED'))).toBe('forbidden');
    expect(await codeOf(kinds.remove(db, caller, dedicatedOnly, 'PF-CC-DEDICATED'))).toBe('ok');
    expect(dedicated.removed).toEqual(['PF-CC-DEDICATED']);
  });

  it('refuses a caller who may delete neither kind whatever the id, and answers 404 for an unknown id', async () => {
    const { kinds } = setUp();
    expect(await codeOf(kinds.remove(db, caller, [PERMISSIONS.HOSTED_CLOUD_READ], 'PF-CC-NOBODY'))).toBe('forbidden');
    const both = [PERMISSIONS.HOSTED_CLOUD_CREATE, PERMISSIONS.DEDICATED_CLOUD_CREATE];
    expect(await codeOf(kinds.remove(db, caller, both, 'PF-CC-NOBODY'))).toBe('not_found');
  });
});
