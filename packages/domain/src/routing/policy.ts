import type { MATCH_TYPES } from '../catalogue/network-options.js';
import { bitAt, type Prefix, parsePrefix } from './prefix.js';

/** spec 9: a prefix match type. */
export type MatchType = (typeof MATCH_TYPES)[number];

/** wire reference 3.10: a BGP prefix's `type`, `in` (import) or `out` (export). */
export type PolicyDirection = 'in' | 'out';

/** Routing simulation: the default local preference of a received route (as routers use). */
export const DEFAULT_LOCAL_PREFERENCE = 100;

/**
 * spec 3 "BGP session": one entry of a session's prefix filter. `in` entries decide which received routes the
 * router accepts (and may set local preference, MED and AS prepend on them); `out` entries decide which of the
 * router's routes it advertises to the peer (and may set MED and AS prepend).
 */
export interface PolicyEntry {
  prefix: string;
  matchType: MatchType;
  direction: PolicyDirection;
  localPreference?: number | undefined;
  med?: number | undefined;
  asPrepend?: number | undefined;
  /** The caller's identifier of the entry (a bgp_prefix_uuid), echoed in decisions. */
  id?: string | undefined;
}

/** Routing simulation: a policy entry with its parsed prefix and its place in the list. */
export interface CompiledEntry extends PolicyEntry {
  parsed: Prefix;
  index: number;
  /** The entry as the caller gave it. */
  source: PolicyEntry;
}

interface TrieNode {
  zero: TrieNode | undefined;
  one: TrieNode | undefined;
  exact: CompiledEntry | undefined;
  orlonger: CompiledEntry | undefined;
}

const node = (): TrieNode => ({ zero: undefined, one: undefined, exact: undefined, orlonger: undefined });

/**
 * Routing simulation: one direction's filter compiled to a binary trie per address family, so matching a route
 * walks at most its prefix length (32 or 128 steps) whatever the number of entries.
 */
export interface CompiledPolicy {
  entries: readonly CompiledEntry[];
  roots: { 4: TrieNode; 6: TrieNode };
}

/**
 * Routing simulation: compiles the entries of one direction. Entries whose prefix does not parse are skipped
 * (the API refuses them before they are saved). When two entries have the same prefix and match type the first
 * one listed is kept, as a router keeps the first of duplicate prefix-list lines.
 */
export function compilePolicy(entries: readonly PolicyEntry[], direction: PolicyDirection): CompiledPolicy {
  const roots = { 4: node(), 6: node() };
  const compiled: CompiledEntry[] = [];
  entries.forEach((entry, index) => {
    if (entry.direction !== direction) return;
    const parsed = parsePrefix(entry.prefix);
    if (!parsed.ok) return;
    const item: CompiledEntry = { ...entry, parsed: parsed.prefix, index, source: entry };
    compiled.push(item);
    let current = roots[parsed.prefix.family];
    for (let depth = 0; depth < parsed.prefix.length; depth++) {
      const key = bitAt(parsed.prefix.words, depth) === 0 ? 'zero' : 'one';
      current[key] ??= node();
      current = current[key];
    }
    if (entry.matchType === 'exact') current.exact ??= item;
    else current.orlonger ??= item;
  });
  return { entries: compiled, roots };
}

/**
 * Routing simulation: the entry that decides a route's prefix, or undefined (no entry matches: the route is
 * rejected, as RFC 8212 has an eBGP router do without a policy that accepts it).
 *
 * Precedence, as the simulation's router applies it: the most specific matching entry wins (the longest entry
 * prefix containing the route); at equal length an exact entry wins over an orlonger one. So `10.0.0.0/8 orlonger`
 * with local preference 100 and `10.1.0.0/16 exact` with 200 give 10.1.0.0/16 preference 200 and 10.2.0.0/16
 * preference 100, in whatever order they were listed. `exact` matches only the same prefix and length; `orlonger`
 * matches the prefix itself and every longer prefix inside it.
 */
export function matchPolicy(policy: CompiledPolicy, prefix: Prefix): CompiledEntry | undefined {
  let current: TrieNode | undefined = policy.roots[prefix.family];
  let best: CompiledEntry | undefined;
  const words = prefix.words;
  for (let depth = 0; current !== undefined; depth++) {
    if (depth === prefix.length) return current.exact ?? current.orlonger ?? best;
    if (current.orlonger !== undefined) best = current.orlonger;
    current = bitAt(words, depth) === 0 ? current.zero : current.one;
  }
  return best;
}
