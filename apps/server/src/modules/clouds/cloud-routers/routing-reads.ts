import { randomUUID } from 'node:crypto';
import type { BgpDryRun, BgpDryRunRequest, BgpRoute, CreateBgpSessionRequest, LookingGlass } from '@portal/contract';
import {
  IP_MESSAGES,
  lookingGlass,
  parseHostAddress,
  type RouteAttributes,
  type RouteNat,
  type SessionConfig,
  validateUniqueSessionAddress,
  type WhatIfResult,
  whatIf,
  whatIfNewSession,
} from '@portal/domain';
import type { Executor } from '../../../db/client.js';
import { invalidField, notFound, stateConflict } from '../../../http/app-error.js';
import type { UnreadableSecrets } from '../../platform/secrets/unreadable-secrets.js';
import { checkDraftFamily, checkSessionRules, peerForSession } from './bgp-session-rules.js';
import { findSession, listSessionEvents } from './cloud-routers.repo.js';
import {
  type CloudRouterDeps,
  CONNECTION_NOT_ACTIVE_MESSAGE,
  isKeptMd5,
  requireConnection,
  requireRouter,
  requireSession,
  SESSION_NOT_FOUND,
  type SessionReader,
  storedPrefixes,
} from './cloud-routers.service.js';
import {
  circuitsOfSessions,
  loadWorld,
  peerOf,
  policyEntriesOf,
  type RouterWorld,
  routerInputOf,
  routesOf,
  sessionConfigOf,
} from './routing-view.js';

/** The router's routes after policy, optionally filtered. */
export async function allRoutes(
  deps: CloudRouterDeps,
  customerId: string,
  routerId: string,
  filter: { prefix?: string | undefined; cloud_circuit_id?: string | undefined; type?: BgpRoute['type'] | undefined },
  unreadable: UnreadableSecrets,
): Promise<BgpRoute[]> {
  const router = await requireRouter(deps.db, customerId, routerId);
  const world = await loadWorld(deps.db, router);
  const routes = routesOf(world, deps.network.routing(routerInputOf(deps.secrets, world, unreadable)));
  const prefix = filter.prefix?.trim().toLowerCase();
  const circuit = filter.cloud_circuit_id?.trim().toUpperCase();
  return routes.filter(
    (route) =>
      (!prefix || route.prefix.includes(prefix)) &&
      (!circuit || route.cloud_circuit_id === circuit) &&
      (!filter.type || route.type === filter.type),
  );
}

export async function connectionRoutes(
  deps: CloudRouterDeps,
  customerId: string,
  routerId: string,
  cid: string,
  query: { route_type: BgpRoute['type']; bgp_settings_uuid?: string | undefined },
  unreadable: UnreadableSecrets,
): Promise<BgpRoute[]> {
  const { router, connection } = await requireConnection(deps.db, customerId, routerId, cid);
  if (query.bgp_settings_uuid !== undefined) {
    const session = await findSession(deps.db, customerId, query.bgp_settings_uuid);
    if (!session || session.connectionId !== connection.id) throw notFound(SESSION_NOT_FOUND);
  }
  const world = await loadWorld(deps.db, router);
  return routesOf(world, deps.network.routing(routerInputOf(deps.secrets, world, unreadable))).filter(
    (route) =>
      route.cloud_circuit_id === connection.circuitId &&
      route.type === query.route_type &&
      (query.bgp_settings_uuid === undefined || route.bgp_settings_uuid === query.bgp_settings_uuid),
  );
}

/** `GET …/bgp-logs`: the sessions' events, newest first, optionally of one connection. */
export async function bgpLogs(db: Executor, customerId: string, routerId: string, cid: string | undefined) {
  const router = await requireRouter(db, customerId, routerId);
  const rows = await listSessionEvents(db, customerId, router.id, cid);
  return rows.map((row) => ({
    cloud_circuit_id: row.connectionCircuitId,
    bgp_settings_uuid: row.bgpSettingsUuid,
    severity: row.severity,
    message: row.message,
    timestamp: row.at.toISOString(),
  }));
}

/** spec 5: the looking glass takes an IPv4 ('Not a valid IPv4.') or an IPv6 ('Not a valid IPv6') address. */
function lookingGlassAddressMessage(address: string): string {
  return address.includes(':') ? IP_MESSAGES.invalidIpv6 : IP_MESSAGES.invalidIpv4;
}

function natView(nat: RouteNat | undefined): LookingGlass['nat'] {
  if (nat === undefined) return null;
  if (nat.type === 'source') {
    return { nat_type: 'overload', private_prefixes: [...nat.privatePrefixes], conditional_prefix: null };
  }
  return {
    nat_type: 'inline_dnat',
    private_prefixes: [`${nat.privateAddress}/${nat.privateAddress.includes(':') ? 128 : 32}`],
    conditional_prefix: nat.conditionalPrefix ?? null,
  };
}

/**
 * `GET …/looking-glass`: the route that carries traffic to an address (longest prefix), its next hop and, when the
 * route is a NAT pool or a destination NAT address, the translation behind it.
 */
export async function runLookingGlass(
  deps: CloudRouterDeps,
  customerId: string,
  routerId: string,
  address: string,
  unreadable: UnreadableSecrets,
): Promise<LookingGlass> {
  const router = await requireRouter(deps.db, customerId, routerId);
  if (parseHostAddress(address) === undefined) throw invalidField('address', lookingGlassAddressMessage(address));
  const world = await loadWorld(deps.db, router);
  const answer = lookingGlass(deps.network.routing(routerInputOf(deps.secrets, world, unreadable)).rib, address);
  if (!answer) {
    return {
      address: address.trim(),
      found: false,
      prefix: null,
      next_hop: null,
      cloud_circuit_id: null,
      bgp_settings_uuid: null,
      as_path: null,
      reason: null,
      alternatives: 0,
      nat: null,
    };
  }
  return {
    address: answer.address,
    found: true,
    prefix: answer.entry.prefix.text,
    next_hop: answer.nextHop,
    cloud_circuit_id: circuitsOfSessions(world)(answer.sessionId) ?? null,
    bgp_settings_uuid: answer.sessionId,
    as_path: answer.entry.best.asPath.join(' '),
    reason: answer.entry.reason,
    alternatives: answer.entry.candidates.length - 1,
    nat: natView(answer.entry.best.nat),
  };
}

function attributesView(value: RouteAttributes | undefined) {
  return value === undefined
    ? null
    : {
        as_path: value.asPath.join(' '),
        local_preference: value.localPreference,
        med: value.med,
        next_hop: value.nextHop,
      };
}

/** The what-if as the API answers it; `draft` names a session not saved yet (its rows carry no uuid). */
function presentWhatIf(
  world: RouterWorld,
  result: WhatIfResult,
  focus: { sessionId: string; draftCircuitId?: string },
): BgpDryRun {
  const circuitOf = circuitsOfSessions(world);
  const isDraft = (sessionId: string) => focus.draftCircuitId !== undefined && sessionId === focus.sessionId;
  const mine = result.after.sessions.find((item) => item.id === focus.sessionId);
  return {
    summary: result.summary,
    bgp_state: mine?.establishment.state ?? 'idle',
    state_reason: mine?.establishment.reason ?? null,
    changes: result.changes.map((change) => ({
      cloud_circuit_id: isDraft(change.sessionId) ? (focus.draftCircuitId ?? '') : (circuitOf(change.sessionId) ?? ''),
      bgp_settings_uuid: isDraft(change.sessionId) ? null : change.sessionId,
      direction: change.direction,
      prefix: change.prefix,
      outcome: change.outcome,
      before: attributesView(change.before),
      after: attributesView(change.after),
      reason: change.reason,
    })),
  };
}

/** `POST …/bgp/{uuid}/dry-run`: the what-if of a draft of the session, nothing saved. */
export async function dryRun(
  deps: CloudRouterDeps,
  customerId: string,
  routerId: string,
  cid: string,
  uuid: string,
  body: BgpDryRunRequest,
  reader: SessionReader,
): Promise<BgpDryRun> {
  const { router, connection, session } = await requireSession(deps.db, customerId, routerId, cid, uuid);
  checkSessionRules(body, connection, { isWholeSession: false });
  checkDraftFamily(body, session.addressFamily);
  const world = await loadWorld(deps.db, router);
  const orlonger = body.orlonger ?? session.orlonger;
  const draft: Partial<SessionConfig> = {
    ...(body.remote_asn === undefined ? {} : { remoteAsn: body.remote_asn }),
    ...(body.remote_address === undefined ? {} : { remoteAddress: body.remote_address }),
    ...(body.l3_address === undefined ? {} : { l3Address: body.l3_address }),
    ...(body.multihop_ttl === undefined ? {} : { multihopTtl: body.multihop_ttl }),
    // Left out: as saved; null: unset (the router's default, the peer's MED); 0 sets 0.
    ...(body.local_preference === undefined ? {} : { localPreference: body.local_preference ?? undefined }),
    ...(body.med === undefined ? {} : { med: body.med ?? undefined }),
    ...(body.as_prepend === undefined ? {} : { asPrepend: body.as_prepend ?? undefined }),
    // The saved key stays for the mask sent back, and for a caller who may not change the session: the what-if
    // must not tell a reader whether a key it guesses is the session's (the peer refuses any other).
    ...(body.md5 === undefined || isKeptMd5(body.md5) || !reader.mayChange ? {} : { md5: body.md5 || undefined }),
    ...(body.disabled === undefined ? {} : { disabled: body.disabled }),
    ...(body.nat === undefined ? {} : { nat: body.nat ?? undefined }),
    ...(body.prefixes === undefined ? {} : { prefixes: policyEntriesOf(storedPrefixes(body.prefixes, orlonger)) }),
  };
  const input = routerInputOf(deps.secrets, world, reader.unreadable);
  // A session not yet live takes part with its saved settings, so the draft compares against them.
  if (!input.sessions.some((item) => item.config.id === session.id)) {
    input.sessions = [
      ...input.sessions,
      {
        config: sessionConfigOf(deps.secrets, session, reader.unreadable),
        peer: peerOf(deps.secrets, session, connection, reader.unreadable),
      },
    ];
  }
  return presentWhatIf(world, whatIf(input, session.id, draft), { sessionId: session.id });
}

/**
 * `POST …/connections/{cid}/bgp/dry-run` (issue 18): the what-if of a session not made yet, from the body the
 * session would be created with (the same checks as the create, its address free on the router included). Its
 * peer is set up as the create would set it, so the answer shows which of the connection's routes the draft filter
 * takes and what the other sessions gain.
 */
export async function dryRunNewSession(
  deps: CloudRouterDeps,
  customerId: string,
  routerId: string,
  cid: string,
  body: CreateBgpSessionRequest,
  unreadable: UnreadableSecrets,
): Promise<BgpDryRun> {
  const { router, connection } = await requireConnection(deps.db, customerId, routerId, cid);
  if (connection.state !== 'active') throw stateConflict('cid', CONNECTION_NOT_ACTIVE_MESSAGE);
  checkSessionRules(body, connection, { isWholeSession: true });
  const world = await loadWorld(deps.db, router);
  const taken = validateUniqueSessionAddress(body.l3_address, world.sessions);
  if (taken !== undefined) throw invalidField('l3_address', taken);
  const id = randomUUID();
  const config: SessionConfig = {
    id,
    addressFamily: body.address_family === 'v6' ? 6 : 4,
    disabled: body.disabled ?? false,
    l3Address: body.l3_address.trim(),
    remoteAddress: body.remote_address.trim(),
    remoteAsn: body.remote_asn,
    md5: body.md5 || undefined,
    multihopTtl: body.multihop_ttl ?? 1,
    localPreference: body.local_preference ?? undefined,
    med: body.med ?? undefined,
    asPrepend: body.as_prepend ?? undefined,
    prefixes: policyEntriesOf(storedPrefixes(body.prefixes, body.orlonger ?? false)),
    nat: body.nat ?? undefined,
  };
  const stored = peerForSession(deps.secrets, router, connection, body);
  const peer = peerOf(deps.secrets, { id, peer: stored }, connection, unreadable);
  const result = whatIfNewSession(routerInputOf(deps.secrets, world, unreadable), { config, peer });
  return presentWhatIf(world, result, { sessionId: id, draftCircuitId: connection.circuitId });
}
