import type { LiveEvent } from '@portal/contract';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  connectLiveEvents,
  connectLiveEventsWhileSignedIn,
  type EventSourceLike,
  keysToInvalidate,
  liveEventsUrl,
  objectKeys,
} from './live-events';
import { NAVIGATION_COUNTS_KEY } from './navigation-counts';
import { sessionKeys } from './session';

class FakeEventSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readyState = 0;
  isClosed = false;
  constructor(readonly url: string) {}
  close() {
    this.isClosed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  send(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  fail(isFinal: boolean) {
    this.readyState = isFinal ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}

const portEvent = (objectId: string, type = 'network.workflow.step'): LiveEvent => ({
  id: 'evt-1',
  type,
  customer_id: 'acme',
  object_type: 'port',
  object_id: objectId,
  occurred_at: '2025-03-01T00:00:00.000Z',
  data: { object_state: 'active' },
});

let queryClient: QueryClient;
let sources: FakeEventSource[];
let timers: (() => void)[];

function connect() {
  return connectLiveEvents({
    queryClient,
    createSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    setTimer: (run) => {
      timers.push(run);
      return () => undefined;
    },
  });
}

function seed(key: readonly unknown[]) {
  queryClient.setQueryData(key, { cached: true });
}
const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

beforeEach(() => {
  queryClient = new QueryClient();
  sources = [];
  timers = [];
});

describe('liveEventsUrl', () => {
  it("is the user's own stream, or the stream of the customer acted for", () => {
    expect(liveEventsUrl(null)).toBe('/v2/events');
    expect(liveEventsUrl('00000000-0000-4000-8000-0000000000c2')).toBe(
      '/v2/events?on_behalf_of=00000000-0000-4000-8000-0000000000c2',
    );
  });
});

describe('keysToInvalidate', () => {
  it("names the object's keys, its lists and the sidebar counts; activity entries also the activity log", () => {
    expect(keysToInvalidate(portEvent('PF-1'))).toEqual([['port', 'PF-1'], ['port', 'list'], NAVIGATION_COUNTS_KEY]);
    expect(keysToInvalidate({ ...portEvent('PF-1'), type: 'activity.recorded' })).toContainEqual(['activity-log']);
  });

  it("also refreshes a LAG's port queries, since a LAG is read and listed as a port", () => {
    const keys = keysToInvalidate({ ...portEvent('PF-AE-1'), object_type: 'lag' });
    expect(keys).toContainEqual(['lag', 'PF-AE-1']);
    expect(keys).toContainEqual(['port', 'PF-AE-1']);
    expect(keys).toContainEqual(['port', 'list']);
  });

  it('refreshes a cloud router connection when its cloud moves (AWS accepting it), named as a cloud connection', () => {
    const keys = keysToInvalidate({ ...portEvent('PF-L3-CON-7'), object_type: 'cloud_connection' });
    expect(keys).toContainEqual(['cloud_connection', 'PF-L3-CON-7']);
    expect(keys).toContainEqual(['cr_connection', 'PF-L3-CON-7']);
    expect(keys).toContainEqual(['cr_connection', 'list']);
  });
});

describe('connectLiveEvents', () => {
  it("refreshes the cloud router connections when a BGP session changes, since they show the session's state", () => {
    seed(['cr_connection', 'list', 'PF-L3-CUST-1']);
    seed(['cr_connection', 'PF-L3-CON-1']);
    connect();
    sources[0]?.open();
    sources[0]?.send({ ...portEvent('PF-1'), object_type: 'cloud_router' });
    expect(isStale(['cr_connection', 'list', 'PF-L3-CUST-1'])).toBe(false);
    sources[0]?.send({ ...portEvent('2f1c0b9e-0000-4000-8000-000000000001'), object_type: 'bgp_session' });
    expect(isStale(['cr_connection', 'list', 'PF-L3-CUST-1'])).toBe(true);
    expect(isStale(['cr_connection', 'PF-L3-CON-1'])).toBe(true);
  });

  it('refreshes every flex bandwidth pool query when a virtual circuit changes, since it may draw from a pool', () => {
    seed(['flex_bandwidth', 'list', { page: 1, page_size: 25 }]);
    seed(['flex_bandwidth', 'choices']);
    connect();
    sources[0]?.open();
    sources[0]?.send(portEvent('PF-1'));
    expect(isStale(['flex_bandwidth', 'list', { page: 1, page_size: 25 }])).toBe(false);
    sources[0]?.send({ ...portEvent('PF-BC-DAL-CHI-1'), object_type: 'vc' });
    expect(isStale(['flex_bandwidth', 'list', { page: 1, page_size: 25 }])).toBe(true);
    expect(isStale(['flex_bandwidth', 'choices'])).toBe(true);
  });

  it('opens the events stream and invalidates exactly the changed object, its sub-queries and its lists', () => {
    seed([...objectKeys.object('port', 'PF-1'), 'status']);
    seed(objectKeys.object('port', 'PF-1'));
    seed([...objectKeys.lists('port'), { page: 1 }]);
    seed(objectKeys.object('port', 'PF-2'));
    seed(objectKeys.object('vc', 'PF-1'));
    seed(['session', 'current-user']);
    seed(NAVIGATION_COUNTS_KEY);
    connect();
    expect(sources[0]?.url).toBe('/v2/events');
    sources[0]?.open();
    sources[0]?.send(portEvent('PF-1'));
    expect(isStale(['port', 'PF-1', 'status'])).toBe(true);
    expect(isStale(['port', 'PF-1'])).toBe(true);
    expect(isStale(['port', 'list', { page: 1 }])).toBe(true);
    expect(isStale(['port', 'PF-2'])).toBe(false);
    expect(isStale(['vc', 'PF-1'])).toBe(false);
    expect(isStale(['session', 'current-user'])).toBe(false);
    expect(isStale(NAVIGATION_COUNTS_KEY)).toBe(true);
  });

  it('ignores messages that are not events', () => {
    seed(['port', 'PF-1']);
    connect();
    sources[0]?.send('not json');
    sources[0]?.send({ type: 'x' });
    expect(isStale(['port', 'PF-1'])).toBe(false);
  });

  it('reconnects after the browser gives up, and refreshes what may have been missed', () => {
    seed(['port', 'PF-9']);
    connect();
    sources[0]?.open();
    sources[0]?.fail(false);
    expect(timers).toHaveLength(0);
    sources[0]?.fail(true);
    expect(sources[0]?.isClosed).toBe(true);
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(sources).toHaveLength(2);
    expect(isStale(['port', 'PF-9'])).toBe(false);
    sources[1]?.open();
    expect(isStale(['port', 'PF-9'])).toBe(true);
  });

  it('closes the stream and stops reconnecting when disconnected', () => {
    const disconnect = connect();
    disconnect();
    expect(sources[0]?.isClosed).toBe(true);
    sources[0]?.fail(true);
    expect(timers).toHaveLength(0);
  });
});

describe('connectLiveEventsWhileSignedIn', () => {
  function follow() {
    return connectLiveEventsWhileSignedIn({
      queryClient,
      createSource: (url) => {
        const source = new FakeEventSource(url);
        sources.push(source);
        return source;
      },
    });
  }
  const signIn = (uuid: string) => queryClient.setQueryData(sessionKeys.currentUser(), { uuid });

  it('opens the stream once a sign-in without a page load has replaced the session queries', () => {
    // The app starts on the login page: the current-user query exists, empty.
    void queryClient.prefetchQuery({ queryKey: sessionKeys.currentUser(), queryFn: () => new Promise(() => {}) });
    const stop = follow();
    expect(sources).toHaveLength(0);
    // Signing in drops the session queries, then the signed-in layout loads the user again.
    queryClient.removeQueries({ queryKey: sessionKeys.all });
    signIn('user-1');
    expect(sources).toHaveLength(1);
    expect(sources[0]?.isClosed).toBe(false);
    stop();
    expect(sources[0]?.isClosed).toBe(true);
  });

  it('closes the stream at logout and opens a new one for the next user', () => {
    signIn('user-1');
    const stop = follow();
    expect(sources).toHaveLength(1);
    queryClient.clear();
    expect(sources[0]?.isClosed).toBe(true);
    signIn('user-2');
    expect(sources).toHaveLength(2);
    expect(sources[1]?.isClosed).toBe(false);
    // Other queries changing leave the stream alone.
    queryClient.setQueryData(['port', 'PF-AP-1'], { state: 'active' });
    expect(sources).toHaveLength(2);
    stop();
  });
});
