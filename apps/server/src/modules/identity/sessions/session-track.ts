import websocket from '@fastify/websocket';
import { SESSION_TRACK_PATH, type SessionTrackMessage } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.js';
import { resolveAuth } from '../../../http/authenticate.js';
import { sessionStates } from '../auth/sessions.repo.js';

/** What the tracker uses of a socket (the `ws` WebSocket the plugin hands over). */
interface TrackedSocket {
  send(data: string): void;
  close(code: number, reason: string): void;
  terminate(): void;
  on(event: 'close', listener: () => void): unknown;
}

/** Close codes of the track socket: 4401 no live session, 4403 a cross-site page, 4000 the session ended. */
export const TRACK_CLOSE_CODES = { unauthenticated: 4401, crossSite: 4403, sessionEnded: 4000 } as const;

/** A cookie-authenticated socket must come from a page of this origin (the browser always sends Origin). */
function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * spec 7 `/v2/auth/track`: tells an open browser that its session ended. Every `intervalMs` the sessions of all
 * open sockets are read in one query, so a revocation on any instance (or an expiry) reaches the browser within
 * one interval, on PostgreSQL and on PGlite alike.
 */
export async function registerSessionTrack(
  app: FastifyInstance,
  deps: { db: Database; intervalMs: number },
): Promise<void> {
  await app.register(websocket);
  const sockets = new Map<string, Set<TrackedSocket>>();

  function forget(sessionId: string, socket: TrackedSocket): void {
    const set = sockets.get(sessionId);
    set?.delete(socket);
    if (set?.size === 0) sockets.delete(sessionId);
  }

  function end(sessionId: string, reason: SessionTrackMessage['reason']): void {
    const message: SessionTrackMessage = { type: 'session_ended', reason };
    for (const socket of sockets.get(sessionId) ?? []) {
      socket.send(JSON.stringify(message));
      socket.close(TRACK_CLOSE_CODES.sessionEnded, 'session ended');
    }
    sockets.delete(sessionId);
  }

  let isChecking = false;
  async function check(): Promise<void> {
    if (isChecking || sockets.size === 0) return;
    isChecking = true;
    try {
      const ids = [...sockets.keys()];
      const states = new Map((await sessionStates(deps.db, ids)).map((state) => [state.id, state]));
      const now = new Date();
      for (const id of ids) {
        const state = states.get(id);
        // A missing row is a deleted user: their sessions went with them.
        if (!state || state.revokedAt) end(id, 'revoked');
        else if (state.expiresAt <= now) end(id, 'expired');
      }
    } catch (error) {
      app.log.warn({ err: error }, 'session tracking check failed');
    } finally {
      isChecking = false;
    }
  }

  const timer = setInterval(() => void check(), deps.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    for (const set of sockets.values()) for (const socket of set) socket.terminate();
    sockets.clear();
  });

  app.get(SESSION_TRACK_PATH, { websocket: true }, async (socket: TrackedSocket, request) => {
    const auth = await resolveAuth(request);
    const session = auth?.session;
    if (!auth || !session || session.isMfaPending) {
      socket.close(TRACK_CLOSE_CODES.unauthenticated, 'Unauthorized');
      return;
    }
    if (auth.via === 'cookie' && !isSameOrigin(request)) {
      socket.close(TRACK_CLOSE_CODES.crossSite, 'Forbidden');
      return;
    }
    const set = sockets.get(session.id) ?? new Set<TrackedSocket>();
    set.add(socket);
    sockets.set(session.id, set);
    socket.on('close', () => forget(session.id, socket));
  });
}
