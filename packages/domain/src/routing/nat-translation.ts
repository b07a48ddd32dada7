import type { NatSettings } from './nat.js';
import { type Prefix, parseHostAddress, parsePrefix, prefixContains } from './prefix.js';

/**
 * Routing simulation: the translation a route in the table stands for. `source`: a pool prefix advertised in place
 * of the private prefixes behind it (source NAT); `destination`: a public address whose traffic is sent on to a
 * private one (inline destination NAT), optionally only for traffic from `conditionalPrefix`.
 */
export type RouteNat =
  | { type: 'source'; privatePrefixes: readonly string[] }
  | { type: 'destination'; privateAddress: string; conditionalPrefix?: string | undefined };

/** Routing simulation: a session's source NAT (`overload`) with its prefixes parsed. */
export interface SourceNat {
  /** `output`: the peer's private prefixes reach the other sessions as the pool; `input`: the others' reach the peer so. */
  direction: 'output' | 'input';
  sources: readonly Prefix[];
  pool: readonly Prefix[];
}

/** Routing simulation: one inline destination NAT mapping of a session, parsed. */
export interface DestinationNat {
  publicAddress: Prefix;
  privateAddress: Prefix;
  conditionalPrefix?: string | undefined;
}

const parsedPrefixes = (values: readonly string[] | undefined): Prefix[] =>
  (values ?? []).flatMap((value) => {
    const parsed = parsePrefix(value);
    return parsed.ok ? [parsed.prefix] : [];
  });

/**
 * spec 3 (NAT on a NAT-capable connection): a session's source NAT as the simulation applies it, or undefined when
 * the session has none (or destination NAT). Prefixes that do not parse are skipped (the API refuses them first).
 */
export function sourceNatOf(nat: NatSettings | null | undefined): SourceNat | undefined {
  if (!nat || (nat.nat_type ?? 'overload') !== 'overload') return undefined;
  const sources = parsedPrefixes(nat.pre_nat_sources);
  const pool = parsedPrefixes(nat.pool_prefixes);
  if (sources.length === 0 || pool.length === 0) return undefined;
  return { direction: nat.direction ?? 'output', sources, pool };
}

/** spec 3 (DNAT on a DNAT-capable connection): a session's destination NAT mappings, parsed; empty when none. */
export function destinationNatOf(nat: NatSettings | null | undefined): DestinationNat[] {
  if (nat?.nat_type !== 'inline_dnat') return [];
  return (nat.dnat_mappings ?? []).flatMap((mapping) => {
    const publicAddress = parseHostAddress(mapping.public_ip ?? '');
    const privateAddress = parseHostAddress(mapping.private_ip ?? '');
    if (publicAddress === undefined || privateAddress === undefined) return [];
    if (publicAddress.family !== privateAddress.family) return [];
    const conditionalPrefix = mapping.conditional_prefix?.trim() || undefined;
    return [{ publicAddress, privateAddress, conditionalPrefix }];
  });
}

/** Routing simulation: the pre-NAT source holding a prefix, or undefined when the source NAT leaves it alone. */
export function natSourceCovering(nat: SourceNat, prefix: Prefix): Prefix | undefined {
  return nat.sources.find((source) => prefixContains(source, prefix));
}

/** Routing simulation: the pool prefixes of a source NAT in one address family, as text for a decision's reason. */
export function poolText(nat: SourceNat, family: Prefix['family']): string {
  return nat.pool
    .filter((pool) => pool.family === family)
    .map((pool) => pool.text)
    .join(', ');
}
