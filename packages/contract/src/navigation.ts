import { z } from 'zod';
import { defineRoute } from './route.js';

/**
 * The sidebar badges (spec 2 "Shell, navigation and search"): `ports` (ports and LAGs that are not LAG members),
 * `vcs`, `point_to_points`, `hosted_clouds`, `dedicated_clouds`, `cloud_routers`, `cross_connects`, `ixs`, `hpi`
 * and `documents`, each present (0 when there are none).
 */
export const navigationCountsSchema = z.object({ counts: z.record(z.string(), z.number().int()) });
export type NavigationCounts = z.infer<typeof navigationCountsSchema>;

export const navigationRoutes = {
  counts: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/navigation/counts',
    access: 'session',
    tag: 'Navigation',
    summary:
      'Every sidebar count of the current customer in one cheap call, so the web can refresh it on each live event.',
    response: navigationCountsSchema,
  }),
};
