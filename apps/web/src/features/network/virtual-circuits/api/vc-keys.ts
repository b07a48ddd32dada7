import type { VcListRequest } from '../vc-list-query';

/**
 * Query keys of virtual circuits on the live-events convention (docs/architecture.md "Live events"): one VC's
 * queries under `['vc', circuitId, ...]`, lists under `['vc', 'list', ...]`, so a `vc` event refreshes them.
 */
export const vcKeys = {
  all: ['vc'] as const,
  lists: () => ['vc', 'list'] as const,
  list: (request: VcListRequest) => ['vc', 'list', request] as const,
  detail: (circuitId: string) => ['vc', circuitId] as const,
  upgradeOptions: (circuitId: string) => ['vc', circuitId, 'upgrade-options'] as const,
  longhaulUsage: (circuitId: string, rangeKey: string) => ['vc', circuitId, 'longhaul-usage', rangeKey] as const,
};
