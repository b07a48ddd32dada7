import { portKey } from '@/api/port';
import type { PortListRequest } from '../port-list-query';

/**
 * Query keys of ports and LAGs, on the live-events convention (docs/architecture.md "Live events"): one object's
 * queries under `['port', circuitId, ...]`, lists under `['port', 'list', ...]`. A LAG is read as a port
 * (`GET /v2/ports/{id}`), so its queries use the same keys; the live-events layer refreshes port keys for `lag`
 * events too.
 */
export const portKeys = {
  all: ['port'] as const,
  lists: () => ['port', 'list'] as const,
  list: (request: PortListRequest | 'all') => ['port', 'list', request] as const,
  detail: portKey,
  status: (circuitId: string) => ['port', circuitId, 'status'] as const,
  members: (circuitId: string) => ['port', circuitId, 'members'] as const,
};
