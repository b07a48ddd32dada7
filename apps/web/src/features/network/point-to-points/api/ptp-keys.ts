import type { PtpListRequest } from '../ptp-list-query';

/**
 * Query keys of point-to-points on the live-events convention (docs/architecture.md "Live events"): one
 * point-to-point's queries under `['ptp', circuitId, ...]`, lists under `['ptp', 'list', ...]`, so a `ptp` event
 * (each step of its workflow) refreshes them.
 */
export const ptpKeys = {
  lists: () => ['ptp', 'list'] as const,
  list: (request: PtpListRequest) => ['ptp', 'list', request] as const,
  detail: (circuitId: string) => ['ptp', circuitId] as const,
  status: (circuitId: string) => ['ptp', circuitId, 'status'] as const,
};
