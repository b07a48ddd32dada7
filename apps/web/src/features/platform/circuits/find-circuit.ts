import type { SearchResult } from '@portal/contract';
import { dedupeSearchResults } from '@portal/domain';

/**
 * spec 2 "Circuit lookup": the search answers everything that contains the id; only the circuit whose id is exactly
 * the one asked for (ignoring case and surrounding spaces, as people type ids) is the one to open.
 */
export function findExactCircuit(results: readonly SearchResult[], circuitId: string): SearchResult | undefined {
  const wanted = circuitId.trim().toLowerCase();
  return dedupeSearchResults(results).find((result) => result.circuit_id.toLowerCase() === wanted);
}
