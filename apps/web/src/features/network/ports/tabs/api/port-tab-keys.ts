/**
 * Query keys of the port detail tabs, under the port's own key (`['port', circuitId, ...]`, the live-events
 * convention) so an event of the port refreshes what its tabs show. The statistics' keys are `portMetricsKey` of
 * `src/api/port-metrics.ts`: other products' screens show a port's statistics too.
 */
export const portTabKeys = {
  routerLogs: (circuitId: string, filter: object) => ['port', circuitId, 'router-logs', filter] as const,
  documents: (circuitId: string) => ['port', circuitId, 'documents'] as const,
};
