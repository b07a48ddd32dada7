import type { NatSettings } from './nat.js';
import {
  type DestinationNat,
  destinationNatOf,
  natSourceCovering,
  poolText,
  type RouteNat,
  type SourceNat,
  sourceNatOf,
} from './nat-translation.js';
import { type Establishment, establishSession, type Origin, type Peer, type SessionEndpoint } from './peers.js';
import {
  type CompiledPolicy,
  compilePolicy,
  DEFAULT_LOCAL_PREFERENCE,
  matchPolicy,
  type PolicyEntry,
} from './policy.js';
import {
  type AddressFamily,
  addressText,
  formatWords,
  type Prefix,
  parseHostAddress,
  parseInterfaceAddress,
  parsePrefix,
  prefixContains,
} from './prefix.js';

/** Routing simulation: the path attributes the policy engine and best-path selection read. */
export interface RouteAttributes {
  asPath: readonly number[];
  origin: Origin;
  med: number;
  localPreference: number;
  nextHop: string;
}

/** Routing simulation: a route in the router's table, learned on a session. */
export interface Route extends RouteAttributes {
  prefix: Prefix;
  sessionId: string;
  /** The NAT this route stands for (a pool in place of private prefixes, a public address mapped to a private one). */
  nat?: RouteNat | undefined;
}

/** Routing simulation: a cloud router's BGP session: the router's side, its prefix filter and defaults. */
export interface SessionConfig extends SessionEndpoint {
  id: string;
  addressFamily: AddressFamily;
  /** Session defaults: local preference of accepted routes, MED and AS prepend of advertised ones. */
  localPreference?: number | undefined;
  med?: number | undefined;
  asPrepend?: number | undefined;
  prefixes: readonly PolicyEntry[];
  /** The session's NAT (only on a NAT-capable connection): it changes what enters the table and what is advertised. */
  nat?: NatSettings | undefined;
}

/** Routing simulation: a cloud router, its ASN and its sessions each with the peer behind it. */
export interface RouterInput {
  asn: number;
  sessions: readonly { config: SessionConfig; peer: Peer }[];
}

/**
 * Routing simulation: the address translation a route of a session takes part in. `private`: a route received and
 * accepted behind a source NAT, which is in the table only as the NAT's pool (`publicPrefixes`) standing for it;
 * `public`: a route that is a NAT's public side (a source NAT's pool, a destination NAT's public address) standing
 * for `privatePrefixes` (the destination NAT's only for traffic from `conditionalPrefix` when set).
 */
export interface RouteTranslation {
  side: 'private' | 'public';
  natType: 'overload' | 'inline_dnat';
  publicPrefixes: readonly string[];
  privatePrefixes: readonly string[];
  conditionalPrefix?: string | undefined;
}

/** Routing simulation: the public side a route in the table stands for, as its translation. */
export function translationOf(prefix: Prefix, nat: RouteNat | undefined): RouteTranslation | undefined {
  if (nat === undefined) return undefined;
  if (nat.type === 'source') {
    return {
      side: 'public',
      natType: 'overload',
      publicPrefixes: [prefix.text],
      privatePrefixes: [...nat.privatePrefixes],
    };
  }
  return {
    side: 'public',
    natType: 'inline_dnat',
    publicPrefixes: [prefix.text],
    privatePrefixes: [`${nat.privateAddress}/${nat.privateAddress.includes(':') ? 128 : 32}`],
    conditionalPrefix: nat.conditionalPrefix,
  };
}

/** Routing simulation: what a policy did to one route: accepted with its attributes after policy, or rejected. */
export interface PolicyDecision {
  prefix: string;
  accepted: boolean;
  /** The entry that decided it (missing when nothing matched). */
  entry?: PolicyEntry | undefined;
  reason: string;
  /** Attributes as received (import) or as held in the router (export). */
  received: RouteAttributes;
  /** Attributes after the policy, when accepted. */
  result?: RouteAttributes | undefined;
  /** The NAT the route takes part in: received behind a source NAT, or advertised as a NAT's public side. */
  translation?: RouteTranslation | undefined;
}

/** Routing simulation: a session's state with its routes received and advertised after policy. */
export interface SessionResult {
  id: string;
  establishment: Establishment;
  imported: readonly PolicyDecision[];
  exported: readonly PolicyDecision[];
}

/** Routing simulation: a prefix in the router's table, its best route, every candidate and why the best won. */
export interface RibEntry {
  prefix: Prefix;
  best: Route;
  candidates: readonly Route[];
  reason: string;
}

/** Routing simulation: the state of the whole router after its sessions established and policies ran. */
export interface RouterResult {
  sessions: readonly SessionResult[];
  rib: readonly RibEntry[];
}

/** Routing simulation: the router's ASN is prepended once, and `asPrepend` more times, on an advertised route. */
export function prependedPath(routerAsn: number, prepend: number, path: readonly number[]): number[] {
  return [...Array.from({ length: 1 + prepend }, () => routerAsn), ...path];
}

/**
 * Routing simulation: applies a session's import filter to a received route. Accepted routes take the entry's
 * local preference (else the session's, else 100), the entry's MED if it sets one (else the received MED), and
 * the entry's AS prepend repeats the peer's AS. A route whose AS path holds the router's own AS is dropped
 * (loop prevention) before any filter.
 */
export function importRoute(
  policy: CompiledPolicy,
  session: Pick<SessionConfig, 'localPreference'>,
  routerAsn: number,
  prefix: Prefix,
  received: RouteAttributes,
): PolicyDecision {
  if (received.asPath.includes(routerAsn)) {
    return {
      prefix: prefix.text,
      accepted: false,
      reason: `AS path loop: the path holds the router's AS ${routerAsn}`,
      received,
    };
  }
  const matched = matchPolicy(policy, prefix);
  if (matched === undefined) {
    return { prefix: prefix.text, accepted: false, reason: 'No import prefix matches', received };
  }
  const firstAs = received.asPath[0];
  const prepend = matched.asPrepend ?? 0;
  return {
    prefix: prefix.text,
    accepted: true,
    entry: matched.source,
    reason: `Matches ${matched.prefix} ${matched.matchType}`,
    received,
    result: {
      ...received,
      asPath:
        prepend > 0 && firstAs !== undefined
          ? [...Array.from({ length: prepend }, () => firstAs), ...received.asPath]
          : received.asPath,
      med: matched.med ?? received.med,
      localPreference: matched.localPreference ?? session.localPreference ?? DEFAULT_LOCAL_PREFERENCE,
    },
  };
}

/**
 * Routing simulation: applies a session's export filter to one of the router's best routes. Advertised routes
 * carry the router's AS (prepended 1 + AS prepend times, the entry's else the session's), the entry's MED else the
 * session's else none (0), and the router's own address as next hop; local preference is not sent to an eBGP peer.
 */
export function exportRoute(
  policy: CompiledPolicy,
  session: Pick<SessionConfig, 'med' | 'asPrepend' | 'l3Address'>,
  routerAsn: number,
  route: Route,
): PolicyDecision {
  const matched = matchPolicy(policy, route.prefix);
  const translation = translationOf(route.prefix, route.nat);
  if (matched === undefined) {
    return {
      prefix: route.prefix.text,
      accepted: false,
      reason: 'No export prefix matches',
      received: route,
      translation,
    };
  }
  const local = parseInterfaceAddress(session.l3Address);
  return {
    prefix: route.prefix.text,
    accepted: true,
    entry: matched.source,
    reason: `Matches ${matched.prefix} ${matched.matchType}`,
    received: attributesOf(route),
    translation,
    result: {
      asPath: prependedPath(routerAsn, matched.asPrepend ?? session.asPrepend ?? 0, route.asPath),
      origin: route.origin,
      med: matched.med ?? session.med ?? 0,
      localPreference: DEFAULT_LOCAL_PREFERENCE,
      nextHop: local === undefined ? '' : addressText(local.address),
    },
  };
}

function attributesOf(route: Route): RouteAttributes {
  return {
    asPath: route.asPath,
    origin: route.origin,
    med: route.med,
    localPreference: route.localPreference,
    nextHop: route.nextHop,
  };
}

const ORIGIN_RANK: Record<Origin, number> = { igp: 0, egp: 1, incomplete: 2 };

/** Routing simulation: the step of best-path selection that prefers `a` over `b`, or undefined when b is not worse. */
function preference(a: Route, b: Route, compareMed: boolean): string | undefined {
  if (a.localPreference !== b.localPreference) {
    return a.localPreference > b.localPreference ? 'higher local preference' : undefined;
  }
  if (a.asPath.length !== b.asPath.length) return a.asPath.length < b.asPath.length ? 'shorter AS path' : undefined;
  if (a.origin !== b.origin) return ORIGIN_RANK[a.origin] < ORIGIN_RANK[b.origin] ? 'lower origin' : undefined;
  if (compareMed && a.med !== b.med) return a.med < b.med ? 'lower MED' : undefined;
  const addressOrder = compareAddresses(a.nextHop, b.nextHop);
  if (addressOrder !== 0) return addressOrder < 0 ? 'lower peer address' : undefined;
  return a.sessionId < b.sessionId ? 'lower session id' : undefined;
}

function compareAddresses(a: string, b: string): number {
  if (a === b) return 0;
  const left = parseHostAddress(a);
  const right = parseHostAddress(b);
  if (left === undefined || right === undefined) return a < b ? -1 : a > b ? 1 : 0;
  if (left.family !== right.family) return left.family - right.family;
  for (let index = 0; index < left.words.length; index++) {
    const difference = (left.words[index] ?? 0) - (right.words[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function compareRoutes(a: Route, b: Route, compareMed: boolean): number {
  if (preference(a, b, compareMed) !== undefined) return -1;
  return preference(b, a, compareMed) !== undefined ? 1 : 0;
}

function pickBest(routes: readonly Route[], compareMed: boolean): { best: Route; reason: string } {
  const [best, runnerUp] = [...routes].sort((a, b) => compareRoutes(a, b, compareMed));
  if (runnerUp === undefined) return { best: best as Route, reason: 'only path' };
  return { best: best as Route, reason: preference(best as Route, runnerUp, compareMed) ?? 'equal paths' };
}

const neighbourAs = (route: Route) => route.asPath[0];

/**
 * Routing simulation: best-path selection among the routes of one prefix, as routers do it: highest local
 * preference, then shortest AS path, then lowest origin (IGP, EGP, incomplete), then lowest MED — compared only
 * between routes from the same neighbouring AS, grouped first as with deterministic MED — then the lowest peer
 * address. Returns the best route and the step that set it apart from the runner-up.
 */
export function selectBestPath(routes: readonly Route[]): { best: Route; reason: string } | undefined {
  if (routes.length === 0) return undefined;
  if (routes.length === 1) return { best: routes[0] as Route, reason: 'only path' };
  const groups = new Map<number | undefined, Route[]>();
  for (const route of routes) {
    const group = groups.get(neighbourAs(route));
    if (group === undefined) groups.set(neighbourAs(route), [route]);
    else group.push(route);
  }
  const winners = [...groups.values()].map((group) => pickBest(group, true));
  if (winners.length === 1) return winners[0];
  return pickBest(
    winners.map((winner) => winner.best),
    false,
  );
}

interface CompiledSession {
  config: SessionConfig;
  peer: Peer;
  establishment: Establishment;
  importPolicy: CompiledPolicy;
  exportPolicy: CompiledPolicy;
  sourceNat: SourceNat | undefined;
  destinationNats: readonly DestinationNat[];
}

type Candidates = Map<string, Route[]>;

function addCandidate(candidates: Candidates, route: Route): void {
  const list = candidates.get(route.prefix.text);
  if (list === undefined) candidates.set(route.prefix.text, [route]);
  else list.push(route);
}

/**
 * Receives a session's routes through its import filter into the candidates. With source NAT `output`, an accepted
 * route inside a pre-NAT source does not enter the table itself: the pool prefixes do, standing for it.
 */
function importSession(session: CompiledSession, routerAsn: number, candidates: Candidates): PolicyDecision[] {
  const decisions: PolicyDecision[] = [];
  if (session.establishment.state !== 'established') return decisions;
  const { config, sourceNat } = session;
  const pools = new Map<string, Route & { nat: { type: 'source'; privatePrefixes: string[] } }>();
  for (const advertised of session.peer.routes) {
    const parsed = parsePrefix(advertised.prefix);
    if (!parsed.ok || parsed.prefix.family !== config.addressFamily) continue;
    const received: RouteAttributes = {
      asPath: advertised.asPath,
      origin: advertised.origin,
      med: advertised.med,
      localPreference: DEFAULT_LOCAL_PREFERENCE,
      nextHop: config.remoteAddress,
    };
    const decision = importRoute(session.importPolicy, config, routerAsn, parsed.prefix, received);
    const translated =
      decision.result !== undefined && sourceNat?.direction === 'output'
        ? natSourceCovering(sourceNat, parsed.prefix)
        : undefined;
    if (decision.result === undefined || sourceNat === undefined || translated === undefined) {
      decisions.push(decision);
      if (decision.result !== undefined) {
        addCandidate(candidates, { ...decision.result, prefix: parsed.prefix, sessionId: config.id });
      }
      continue;
    }
    const pool = sourceNat.pool.filter((item) => item.family === parsed.prefix.family);
    decisions.push({
      ...decision,
      reason: `${decision.reason}; source NAT to ${poolText(sourceNat, parsed.prefix.family)}`,
      translation: {
        side: 'private',
        natType: 'overload',
        publicPrefixes: pool.map((item) => item.text),
        privatePrefixes: [parsed.prefix.text],
      },
    });
    for (const prefix of pool) {
      const held = pools.get(prefix.text);
      if (held === undefined) {
        const nat = { type: 'source' as const, privatePrefixes: [parsed.prefix.text] };
        pools.set(prefix.text, { ...decision.result, prefix, sessionId: config.id, nat });
      } else held.nat.privatePrefixes.push(parsed.prefix.text);
    }
  }
  for (const route of pools.values()) addCandidate(candidates, route);
  return decisions;
}

/**
 * Inline destination NAT: each public address of a session's mappings enters the table as a host route when the
 * private address it maps to is reached through that session (its most specific accepted route covering it).
 */
function destinationRoutes(session: CompiledSession, candidates: Candidates): Route[] {
  if (session.establishment.state !== 'established') return [];
  const own = [...candidates.values()].flat().filter((route) => route.sessionId === session.config.id && !route.nat);
  return session.destinationNats.flatMap((mapping) => {
    const covering = own
      .filter((route) => prefixContains(route.prefix, mapping.privateAddress))
      .sort((a, b) => b.prefix.length - a.prefix.length)[0];
    if (covering === undefined) return [];
    const nat: RouteNat = {
      type: 'destination',
      privateAddress: addressText(mapping.privateAddress),
      conditionalPrefix: mapping.conditionalPrefix,
    };
    return [{ ...covering, prefix: mapping.publicAddress, nat }];
  });
}

/**
 * The routes a session is offered and its export filter's decisions. With source NAT `input`, the best routes
 * inside a pre-NAT source are advertised to the peer as the pool prefixes instead (through the export filter).
 */
function exportSession(session: CompiledSession, routerAsn: number, rib: readonly RibEntry[]): PolicyDecision[] {
  if (session.establishment.state !== 'established') return [];
  const { config, sourceNat } = session;
  const offered = rib.filter(
    (entry) => entry.best.sessionId !== config.id && entry.prefix.family === config.addressFamily,
  );
  const translating = sourceNat?.direction === 'input' ? sourceNat : undefined;
  const decisions: PolicyDecision[] = [];
  const behindPool: Route[] = [];
  for (const entry of offered) {
    if (translating !== undefined && natSourceCovering(translating, entry.prefix) !== undefined) {
      behindPool.push(entry.best);
      continue;
    }
    decisions.push(exportRoute(session.exportPolicy, config, routerAsn, entry.best));
  }
  const [first] = behindPool;
  if (translating === undefined || first === undefined) return decisions;
  const privatePrefixes = behindPool.map((route) => route.prefix.text);
  for (const prefix of translating.pool.filter((item) => item.family === config.addressFamily)) {
    const pooled: Route = { ...first, prefix, nat: { type: 'source', privatePrefixes } };
    const decision = exportRoute(session.exportPolicy, config, routerAsn, pooled);
    decisions.push({ ...decision, reason: `${decision.reason}; source NAT of ${privatePrefixes.join(', ')}` });
  }
  return decisions;
}

/**
 * Routing simulation: runs a cloud router. Each session establishes against its peer (or stays down with the
 * reason); established sessions receive their peer's routes of the session's address family, the import filter
 * decides which enter the table; a session's NAT then puts its pool in place of the private prefixes behind it and
 * its destination NAT's public addresses in the table; best-path selection picks one route per prefix; each
 * established session is offered every best route not learned on it, and its export filter decides what is
 * advertised.
 */
export function simulateRouter(router: RouterInput): RouterResult {
  const sessions: CompiledSession[] = router.sessions.map(({ config, peer }) => ({
    config,
    peer,
    establishment: establishSession(config, peer, router.asn),
    importPolicy: compilePolicy(config.prefixes, 'in'),
    exportPolicy: compilePolicy(config.prefixes, 'out'),
    sourceNat: sourceNatOf(config.nat),
    destinationNats: destinationNatOf(config.nat),
  }));
  const candidates: Candidates = new Map();
  const imported = new Map(
    sessions.map((session) => [session.config.id, importSession(session, router.asn, candidates)]),
  );
  const mapped = sessions.flatMap((session) => destinationRoutes(session, candidates));
  for (const route of mapped) addCandidate(candidates, route);
  const rib: RibEntry[] = [];
  for (const routes of candidates.values()) {
    const selected = selectBestPath(routes);
    if (selected === undefined) continue;
    rib.push({ prefix: selected.best.prefix, best: selected.best, candidates: routes, reason: selected.reason });
  }
  rib.sort((a, b) => comparePrefixes(a.prefix, b.prefix));
  return {
    rib,
    sessions: sessions.map((session) => ({
      id: session.config.id,
      establishment: session.establishment,
      imported: imported.get(session.config.id) ?? [],
      exported: exportSession(session, router.asn, rib),
    })),
  };
}

/** Routing simulation: orders prefixes by family, address, then length (as a routing table lists them). */
export function comparePrefixes(a: Prefix, b: Prefix): number {
  if (a.family !== b.family) return a.family - b.family;
  for (let index = 0; index < a.words.length; index++) {
    const difference = (a.words[index] ?? 0) - (b.words[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/** Routing simulation: the looking glass's answer: the route that carries traffic to an address and its next hop. */
export interface LookingGlassAnswer {
  address: string;
  entry: RibEntry;
  nextHop: string;
  sessionId: string;
}

/**
 * Routing simulation: the looking glass. Longest-prefix match of an address over the router's table: the most
 * specific prefix holding the address wins, and its best route gives the next hop. Undefined when no route
 * covers the address (or it is not an address).
 */
export function lookingGlass(rib: readonly RibEntry[], address: string): LookingGlassAnswer | undefined {
  const host = parseHostAddress(address);
  if (host === undefined) return undefined;
  const index = ribIndex(rib);
  for (let length = host.length; length >= 0; length--) {
    const entry = index.get(`${maskedText(host.words, length)}/${length}`);
    if (entry !== undefined) {
      return { address: addressText(host), entry, nextHop: entry.best.nextHop, sessionId: entry.best.sessionId };
    }
  }
  return undefined;
}

const ribIndexes = new WeakMap<readonly RibEntry[], Map<string, RibEntry>>();

// The table by canonical prefix text, built once per table (a table is never changed after simulateRouter).
function ribIndex(rib: readonly RibEntry[]): Map<string, RibEntry> {
  let index = ribIndexes.get(rib);
  if (index === undefined) {
    index = new Map(rib.map((entry) => [entry.prefix.text, entry]));
    ribIndexes.set(rib, index);
  }
  return index;
}

function maskedText(words: readonly number[], length: number): string {
  return formatWords(
    words.map((word, index) => {
      const kept = Math.max(0, Math.min(32, length - index * 32));
      return kept === 0 ? 0 : kept === 32 ? word : (word & ((0xffffffff << (32 - kept)) >>> 0)) >>> 0;
    }),
  );
}

/** Routing simulation: how a draft changes one route: newly accepted, newly rejected, changed or unchanged. */
export type WhatIfOutcome = 'accepted' | 'rejected' | 'changed' | 'unchanged';

/** Routing simulation: one route's fate under the current and the draft policy. */
export interface WhatIfChange {
  sessionId: string;
  direction: 'import' | 'export';
  prefix: string;
  outcome: WhatIfOutcome;
  before?: RouteAttributes | undefined;
  after?: RouteAttributes | undefined;
  reason: string;
}

/** Routing simulation: the what-if's answer: every route in and out of every session, and the table's changes. */
export interface WhatIfResult {
  changes: readonly WhatIfChange[];
  summary: Record<WhatIfOutcome, number>;
  before: RouterResult;
  after: RouterResult;
}

function sameAttributes(a: RouteAttributes, b: RouteAttributes): boolean {
  return (
    a.localPreference === b.localPreference &&
    a.med === b.med &&
    a.origin === b.origin &&
    a.nextHop === b.nextHop &&
    a.asPath.length === b.asPath.length &&
    a.asPath.every((asn, index) => asn === b.asPath[index])
  );
}

function outcomeOf(before: RouteAttributes | undefined, after: RouteAttributes | undefined): WhatIfOutcome {
  if (before === undefined) return after === undefined ? 'unchanged' : 'accepted';
  if (after === undefined) return 'rejected';
  return sameAttributes(before, after) ? 'unchanged' : 'changed';
}

function diffDecisions(
  sessionId: string,
  direction: 'import' | 'export',
  before: readonly PolicyDecision[],
  after: readonly PolicyDecision[],
): WhatIfChange[] {
  const previous = new Map(before.map((decision) => [decision.prefix, decision]));
  const next = new Map(after.map((decision) => [decision.prefix, decision]));
  const prefixes = [...new Set([...previous.keys(), ...next.keys()])];
  return prefixes.map((prefix) => {
    const was = previous.get(prefix)?.result;
    const will = next.get(prefix)?.result;
    return {
      sessionId,
      direction,
      prefix,
      outcome: outcomeOf(was, will),
      before: was,
      after: will,
      reason: next.get(prefix)?.reason ?? 'No longer offered: the route left the table',
    };
  });
}

/** The changes between the router without and with a draft: every session of either, in and out. */
function compareResults(before: RouterResult, after: RouterResult): WhatIfResult {
  const ids = [...new Set([...before.sessions, ...after.sessions].map((session) => session.id))];
  const changes: WhatIfChange[] = [];
  for (const id of ids) {
    const was = before.sessions.find((candidate) => candidate.id === id);
    const next = after.sessions.find((candidate) => candidate.id === id);
    changes.push(...diffDecisions(id, 'import', was?.imported ?? [], next?.imported ?? []));
    changes.push(...diffDecisions(id, 'export', was?.exported ?? [], next?.exported ?? []));
  }
  const summary: Record<WhatIfOutcome, number> = { accepted: 0, rejected: 0, changed: 0, unchanged: 0 };
  for (const change of changes) summary[change.outcome] += 1;
  return { changes, summary, before, after };
}

/**
 * Routing simulation: the BGP what-if. Applies a draft of one session's settings (its prefix filter, defaults,
 * NAT or disabled) to the router's current routes and compares with the current policy: for every session, each
 * received route and each advertised route is accepted (newly), rejected (newly), changed (attributes before and
 * after) or unchanged. Nothing is saved: the caller decides.
 */
export function whatIf(
  router: RouterInput,
  sessionId: string,
  draft: Partial<Omit<SessionConfig, 'id'>>,
): WhatIfResult {
  return compareResults(
    simulateRouter(router),
    simulateRouter({
      ...router,
      sessions: router.sessions.map((session) =>
        session.config.id === sessionId ? { ...session, config: { ...session.config, ...draft } } : session,
      ),
    }),
  );
}

/**
 * Routing simulation: the what-if of a session not made yet (issue 18's draft new session): the router as it is,
 * then with the draft added against its peer. The draft's received routes are accepted (newly) or, when its filter
 * refuses them, unchanged with the reason; the other sessions show what its routes change for them.
 */
export function whatIfNewSession(router: RouterInput, added: RouterInput['sessions'][number]): WhatIfResult {
  return compareResults(simulateRouter(router), simulateRouter({ ...router, sessions: [...router.sessions, added] }));
}
