import { z } from 'zod';
import { circuitSummarySchema } from './dashboard.js';
import { requiredText } from './fields.js';
import { defineRoute } from './route.js';

/** Another service a circuit belongs to or rides on (a connection's cloud router, a LAG member's LAG). */
export const relatedServiceSchema = z.object({
  circuit_id: z.string(),
  service_type: z.string(),
});

/** spec 3 "Search result": one circuit of the current customer that matches the query. */
export const searchResultSchema = z.object({
  circuit_id: z.string(),
  /** port, lag, vc, ptp, cloud-hosted, cloud-dedicated, l3nf, cr-connection, cross-connect, hpi, ix, flex-bandwidth. */
  service_type: z.string(),
  extra_details: z.object({ name: z.string(), description: z.string() }),
  related_services: z.array(relatedServiceSchema),
  /** spec 4 summary of the circuit (a port that is down is a warning), as the dashboard counts it. */
  summary: circuitSummarySchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The most results one search answers. */
export const SEARCH_RESULT_LIMIT = 50;

export const searchQuerySchema = z.object({
  /** spec 9: a search needs a non-space character; blank answers 400 'This field is required' on `q`. */
  q: requiredText({ max: 200 }),
});

/** What the quick search offers before and beside a query: the customer's service types and frequent searches. */
export const searchOptionsSchema = z.object({
  service_types: z.array(z.object({ service_type: z.string(), label: z.string(), count: z.number().int() })),
  /** This user's most frequent queries of the last 30 days, most frequent first, at most 5. */
  frequently_searched: z.array(z.object({ query: z.string(), count: z.number().int() })),
});
export type SearchOptions = z.infer<typeof searchOptionsSchema>;

export const searchRoutes = {
  search: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/search',
    access: 'session',
    tag: 'Search',
    summary:
      "The current customer's circuits of every kind whose circuit id, name, description or labels contain `q` " +
      '(case-insensitive): an exact circuit id first, then the closest matches, at most 50.',
    query: searchQuerySchema,
    response: z.array(searchResultSchema),
  }),
  options: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/search/options',
    access: 'session',
    tag: 'Search',
    summary:
      "The current customer's service types with their labels and circuit counts, and the caller's most frequent " +
      'searches of the last 30 days (top 5).',
    response: searchOptionsSchema,
  }),
};
