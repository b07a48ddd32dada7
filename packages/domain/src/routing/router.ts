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
}

/** Routing simulation: a cloud router, its ASN and its sessions each with the peer behind it. */
export interface RouterInput {
  asn: number;
  sessions: readonly { config: SessionConfig; peer: Peer }[];
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
  if (matched === undefined) {
    return { prefix: route.prefix.text, accepted: false, reason: 'No export prefix matches', received: route };
  }
  const local = parseInterfaceAddress(session.l3Address);
  return {
    prefix: route.prefix.text,
    accepted: true,
    entry: matched.source,
    reason: `Matches ${matched.prefix} ${matched.matchType}`,
    received: attributesOf(route),
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
}

/**
 * Routing simulation: runs a cloud router. Each session establishes against its peer (or stays down with the
 * reason); established sessions receive their peer's routes of the session's address family, the import filter
 * decides which enter the table; best-path selection picks one route per prefix; each established session is
 * offered every best route not learned on it, and its export filter decides what is advertised.
 */
export function simulateRouter(router: RouterInput): RouterResult {
  const sessions: CompiledSession[] = router.sessions.map(({ config, peer }) => ({
    config,
    peer,
    establishment: establishSession(config, peer, router.asn),
    importPolicy: compilePolicy(config.prefixes, 'in'),
    exportPolicy: compilePolicy(config.prefixes, 'out'),
  }));
  const imported = new Map<string, PolicyDecision[]>();
  const candidates = new Map<string, Route[]>();
  for (const session of sessions) {
    const decisions: PolicyDecision[] = [];
    imported.set(session.config.id, decisions);
    if (session.establishment.state !== 'established') continue;
    for (const advertised of session.peer.routes) {
      const parsed = parsePrefix(advertised.prefix);
      if (!parsed.ok || parsed.prefix.family !== session.config.addressFamily) continue;
      const received: RouteAttributes = {
        asPath: advertised.asPath,
        origin: advertised.origin,
        med: advertised.med,
        localPreference: DEFAULT_LOCAL_PREFERENCE,
        nextHop: session.config.remoteAddress,
      };
      const decision = importRoute(session.importPolicy, session.config, router.asn, parsed.prefix, received);
      decisions.push(decision);
      if (decision.result === undefined) continue;
      const route: Route = { ...decision.result, prefix: parsed.prefix, sessionId: session.config.id };
      const list = candidates.get(parsed.prefix.text);
      if (list === undefined) candidates.set(parsed.prefix.text, [route]);
      else list.push(route);
    }
  }
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
      exported:
        session.establishment.state === 'established'
          ? rib
              .filter(
                (entry) =>
                  entry.best.sessionId !== session.config.id && entry.prefix.family === session.config.addressFamily,
              )
              .map((entry) => exportRoute(session.exportPolicy, session.config, router.asn, entry.best))
          : [],
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

/**
 * Routing simulation: the BGP what-if. Applies a draft of one session's settings (its prefix filter, defaults,
 * or disabled) to the router's current routes and compares with the current policy: for every session, each
 * received route and each advertised route is accepted (newly), rejected (newly), changed (attributes before and
 * after) or unchanged. Nothing is saved: the caller decides.
 */
export function whatIf(
  router: RouterInput,
  sessionId: string,
  draft: Partial<Omit<SessionConfig, 'id'>>,
): WhatIfResult {
  const before = simulateRouter(router);
  const after = simulateRouter({
    ...router,
    sessions: router.sessions.map((session) =>
      session.config.id === sessionId ? { ...session, config: { ...session.config, ...draft } } : session,
    ),
  });
  const changes: WhatIfChange[] = [];
  for (const session of before.sessions) {
    const next = after.sessions.find((candidate) => candidate.id === session.id);
    changes.push(...diffDecisions(session.id, 'import', session.imported, next?.imported ?? []));
    changes.push(...diffDecisions(session.id, 'export', session.exported, next?.exported ?? []));
  }
  const summary: Record<WhatIfOutcome, number> = { accepted: 0, rejected: 0, changed: 0, unchanged: 0 };
  for (const change of changes) summary[change.outcome] += 1;
  return { changes, summary, before, after };
}
