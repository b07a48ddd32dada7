import { SESSION_TRACK_PATH, type SessionTrackMessage, sessionTrackMessageSchema } from '@portal/contract';
import { reconnectDelay } from '@/lib/reconnect-backoff';

/**
 * Close codes after which reconnecting cannot help: 4000 the session ended, 4401 no valid session, 4403 the page
 * is not of the portal's origin. (Other closes, e.g. 1006 for a dropped network, are retried.)
 */
export const FINAL_CLOSE_CODES: readonly number[] = [4000, 4401, 4403];

/** The part of a WebSocket the tracker uses (a browser WebSocket, or a fake in tests). */
export interface TrackSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(code?: number): void;
}

export interface SessionTrackOptions {
  /** The session ended on the server (revoked, logged out elsewhere, expired). */
  onSessionEnded: (reason: SessionTrackMessage['reason']) => void;
  /** The server refused or ended the socket for good (see FINAL_CLOSE_CODES): the caller checks the session. */
  onRejected: () => void;
  /** Opens a socket to the URL; the browser's WebSocket by default. */
  connect?: (url: string) => TrackSocket;
  /** Runs a function later; answers how to cancel it. */
  schedule?: (run: () => void, delayMs: number) => () => void;
  /** The page's origin, e.g. `https://portal.example` (same origin: the session cookie goes along). */
  origin?: string;
}

/** `ws(s)://host/v2/auth/track` of the page's origin. */
export function sessionTrackUrl(origin: string): string {
  const url = new URL(SESSION_TRACK_PATH, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function parseMessage(data: unknown): SessionTrackMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = sessionTrackMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * spec 7: the WebSocket `/v2/auth/track` tells an open browser that its session ended. A dropped connection is
 * reopened with backoff; a refusal (4401, 4403), an end (4000) or a `session_ended` message is final. Answers a
 * function that stops it.
 */
export function startSessionTrack(options: SessionTrackOptions): () => void {
  const connect = options.connect ?? ((url: string) => new WebSocket(url) as unknown as TrackSocket);
  const schedule =
    options.schedule ??
    ((run: () => void, delayMs: number) => {
      const timer = setTimeout(run, delayMs);
      return () => clearTimeout(timer);
    });
  const url = sessionTrackUrl(options.origin ?? globalThis.location.origin);
  let socket: TrackSocket | null = null;
  let cancelRetry: (() => void) | null = null;
  let attempt = 0;
  let isStopped = false;

  const stop = () => {
    isStopped = true;
    cancelRetry?.();
    cancelRetry = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000);
      socket = null;
    }
  };

  const open = () => {
    cancelRetry = null;
    if (isStopped) return;
    const current = connect(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
    };
    current.onmessage = (event) => {
      const message = parseMessage(event.data);
      if (!message) return;
      stop();
      options.onSessionEnded(message.reason);
    };
    current.onclose = (event) => {
      if (isStopped || socket !== current) return;
      socket = null;
      if (FINAL_CLOSE_CODES.includes(event.code)) {
        stop();
        options.onRejected();
        return;
      }
      cancelRetry = schedule(open, reconnectDelay(attempt));
      attempt += 1;
    };
  };

  open();
  return stop;
}
