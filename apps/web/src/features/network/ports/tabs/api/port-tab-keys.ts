import type { TrafficUnit } from '@portal/domain';

/**
 * Query keys of the port detail tabs, under the port's own key (`['port', circuitId, ...]`, the live-events
 * convention) so an event of the port refreshes what its tabs show.
 */
export const portTabKeys = {
  metrics: (circuitId: string, kind: string, rangeKey: string, unit?: TrafficUnit) =>
    ['port', circuitId, 'metrics', kind, rangeKey, ...(unit ? [unit] : [])] as const,
  routerLogs: (circuitId: string, filter: object) => ['port', circuitId, 'router-logs', filter] as const,
  documents: (circuitId: string) => ['port', circuitId, 'documents'] as const,
};
