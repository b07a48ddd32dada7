import {
  ACTIVITY_LOG_OBJECT_TYPE,
  type CurrentUser,
  LIVE_EVENT_TYPES,
  type LiveEvent,
  liveEventSchema,
} from '@portal/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { reconnectDelay } from '@/lib/reconnect-backoff';
import { NAVIGATION_COUNTS_KEY } from './navigation-counts';
import { ON_BEHALF_QUERY_PARAMETER } from './on-behalf';
import { isSigningOut, sessionKeys } from './session';

/**
 * The query-key convention live events rely on (docs/architecture.md "Network, jobs and events"): a feature keys
 * the queries of one object `[objectType, objectId, ...]` (details, status, sub-resources) and its lists
 * `[objectType, 'list', ...]`, with the object types the server's events name (`port`, `vc`, `cloud_router`...).
 */
export const objectKeys = {
  object: (objectType: string, objectId: string) => [objectType, objectId] as const,
  lists: (objectType: string) => [objectType, 'list'] as const,
};

/**
 * Object types whose events also concern the queries of another type: a LAG is read through the ports endpoints
 * (wire reference 3.4, `GET /v2/ports/{id}`) and listed among the ports, so its events refresh port queries too; a
 * dedicated cloud connection's activity entries (`cloud_dedicated`) refresh its `cloud_connection` queries, the type
 * the network's workflow steps name it by; the cloud's own moves (`cloud_connection`: AWS accepted, the cloud's
 * side up) name a cloud router's cloud connection by its circuit id too, so they refresh its `cr_connection` queries.
 */
const QUERY_TYPE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  lag: ['port'],
  cloud_dedicated: ['cloud_connection'],
  cloud_connection: ['cr_connection'],
};

/**
 * Whole query families an object type's events also concern, whatever the object: a virtual circuit may draw from
 * or return capacity to a flex bandwidth pool (ordering, resizing, deleting it), and the event names the circuit
 * only, so every pool query (the pool list, the order form's pool choices) is refreshed; a BGP session's state
 * shows on its cloud router connection, so every connection query is.
 */
const RELATED_QUERY_FAMILIES: Readonly<Record<string, readonly QueryKey[]>> = {
  vc: [['flex_bandwidth']],
  // A BGP session's state is also read from its connection (`bgp_state_list`), in the lists and the map.
  bgp_session: [['cr_connection']],
};

/**
 * The keys an event makes stale: the object's queries, the lists it appears in, the sidebar's counts (any change
 * may move one), related query families (a circuit's flex pools) and the activity log for entries.
 */
export function keysToInvalidate(event: LiveEvent): QueryKey[] {
  const keys: QueryKey[] = [
    objectKeys.object(event.object_type, event.object_id),
    objectKeys.lists(event.object_type),
    NAVIGATION_COUNTS_KEY,
  ];
  for (const alias of QUERY_TYPE_ALIASES[event.object_type] ?? []) {
    keys.push(objectKeys.object(alias, event.object_id), objectKeys.lists(alias));
  }
  keys.push(...(RELATED_QUERY_FAMILIES[event.object_type] ?? []));
  if (event.type === LIVE_EVENT_TYPES.activityRecorded) keys.push([ACTIVITY_LOG_OBJECT_TYPE]);
  return keys;
}

/**
 * The stream's address: while acting on behalf of a customer, that customer is named in the query, since an
 * EventSource cannot send the on-behalf header (the server accepts the parameter on GETs only).
 */
export function liveEventsUrl(onBehalfOf: string | null): string {
  return onBehalfOf ? `/v2/events?${new URLSearchParams({ [ON_BEHALF_QUERY_PARAMETER]: onBehalfOf })}` : '/v2/events';
}

/** The part of `EventSource` the connection uses, so tests can hand in a fake. */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  readonly readyState: number;
  close(): void;
}

const CLOSED = 2;

export interface LiveEventsOptions {
  queryClient: QueryClient;
  url?: string;
  createSource?: (url: string) => EventSourceLike;
  onEvent?: (event: LiveEvent) => void;
  /** The wait before reconnection attempt `attempt` (0 for the first) of a stream the browser gave up on. */
  reconnectDelay?: (attempt: number) => number;
  setTimer?: (run: () => void, ms: number) => () => void;
}

/**
 * Follows `GET /v2/events` (Server-Sent Events with the session cookie) and invalidates exactly the queries of the
 * objects that changed. The browser reconnects a dropped stream by itself; when it gives up (the server refused
 * it), this reconnects with backoff. After any reconnection the active queries are refreshed once, since events
 * may have been missed meanwhile. Answers the function that disconnects.
 */
export function connectLiveEvents(options: LiveEventsOptions): () => void {
  const {
    queryClient,
    url = '/v2/events',
    createSource = (target) => new EventSource(target, { withCredentials: true }),
    onEvent,
    reconnectDelay: delayFor = reconnectDelay,
    setTimer = (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
  } = options;
  let source: EventSourceLike | null = null;
  let cancelTimer: (() => void) | null = null;
  let isStopped = false;
  let hasBeenOpen = false;
  let hasDropped = false;
  let attempt = 0;

  function open(): void {
    const current = createSource(url);
    source = current;
    current.onopen = () => {
      attempt = 0;
      if (hasBeenOpen && hasDropped && !isSigningOut()) void queryClient.invalidateQueries();
      hasBeenOpen = true;
      hasDropped = false;
    };
    current.onmessage = (message) => {
      let parsed: ReturnType<typeof liveEventSchema.safeParse>;
      try {
        parsed = liveEventSchema.safeParse(JSON.parse(message.data));
      } catch {
        return;
      }
      // Signing out ends the session first: a refetch now would only meet a 401 (the sign-out's own event does).
      if (!parsed.success || isSigningOut()) return;
      for (const queryKey of keysToInvalidate(parsed.data)) void queryClient.invalidateQueries({ queryKey });
      onEvent?.(parsed.data);
    };
    current.onerror = () => {
      hasDropped = true;
      if (current.readyState !== CLOSED || isStopped) return;
      current.close();
      cancelTimer = setTimer(() => {
        cancelTimer = null;
        if (!isStopped) open();
      }, delayFor(attempt));
      attempt += 1;
    };
  }

  open();
  return () => {
    isStopped = true;
    cancelTimer?.();
    source?.close();
  };
}

/**
 * Keeps the stream open while someone is signed in: the signed-in user is whatever the cache holds under the
 * current-user key, read again at every change of the cache, so the stream opens once a sign-in has loaded the
 * user, reopens for another user and closes when the session's queries are dropped (logout). The key is read
 * rather than observed because a sign-in removes the session queries and a logout clears the cache: an observer
 * would stay with the removed query and never see the next user. Answers the function that stops following.
 */
export function connectLiveEventsWhileSignedIn(options: LiveEventsOptions): () => void {
  const { queryClient } = options;
  const userIdNow = () => queryClient.getQueryData<CurrentUser>(sessionKeys.currentUser())?.uuid ?? null;
  let userId: string | null = null;
  let disconnect: (() => void) | null = null;
  function follow(): void {
    const next = userIdNow();
    if (next === userId) return;
    userId = next;
    disconnect?.();
    disconnect = next === null ? null : connectLiveEvents(options);
  }
  const unsubscribe = queryClient.getQueryCache().subscribe(follow);
  follow();
  return () => {
    unsubscribe();
    disconnect?.();
    disconnect = null;
  };
}
