import { PERMISSIONS } from '@portal/domain';
import type { Database } from '../../../db/client.js';
import type { ChangeableServiceKind } from '../service-changes/service-changes.js';
import { isFlexId, previewResize, resizePool } from './flex.service.js';

/**
 * Flex bandwidth pools change capacity and term through billing modify like the other changeable services. A
 * pool's id says it is one (`PF-AB-…`), so an unknown or another customer's pool answers the pool's own 404; the
 * change needs `flex-bandwidth.create`, as ordering one does. A pool has no upgrade options of its own.
 */
export function changeableFlexBandwidth(db: Database): ChangeableServiceKind {
  return {
    name: 'flex bandwidth',
    readPermission: PERMISSIONS.FLEX_BANDWIDTH_READ,
    changePermission: PERMISSIONS.FLEX_BANDWIDTH_CREATE,
    owns: async (_db, _customerId, id) => isFlexId(id),
    preview: (customerId, id, body) => previewResize(db, customerId, id, body),
    modify: (caller, id, body) => resizePool(db, caller, id, body),
  };
}
