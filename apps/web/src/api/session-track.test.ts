import { describe, expect, it, vi } from 'vitest';
import { type SessionTrackOptions, sessionTrackUrl, startSessionTrack, type TrackSocket } from './session-track';

class FakeSocket implements TrackSocket {
  onopen: TrackSocket['onopen'] = null;
  onmessage: TrackSocket['onmessage'] = null;
  onclose: TrackSocket['onclose'] = null;
  closedWith: number | undefined;
  constructor(readonly url: string) {}
  close(code?: number) {
    this.closedWith = code;
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const pending: { run: () => void; delayMs: number; cancelled: boolean }[] = [];
  const options: SessionTrackOptions = {
    onSessionEnded: vi.fn(),
    onRejected: vi.fn(),
    origin: 'https://portal.example',
    connect: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    schedule: (run, delayMs) => {
      const entry = { run, delayMs, cancelled: false };
      pending.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
  };
  const stop = startSessionTrack(options);
  const last = () => sockets[sockets.length - 1] as FakeSocket;
  return { sockets, pending, options, stop, last };
}

describe('session tracking socket (spec 7)', () => {
  it('uses the page origin with the WebSocket scheme', () => {
    expect(sessionTrackUrl('https://portal.example')).toBe('wss://portal.example/v2/auth/track');
    expect(sessionTrackUrl('http://127.0.0.1:3000')).toBe('ws://127.0.0.1:3000/v2/auth/track');
  });

  it('reports a session_ended message once and stops', () => {
    const { last, options, sockets, pending } = setup();
    last().onmessage?.({ data: JSON.stringify({ type: 'session_ended', reason: 'revoked' }) });
    expect(options.onSessionEnded).toHaveBeenCalledWith('revoked');
    expect(last().closedWith).toBe(1000);
    expect(sockets).toHaveLength(1);
    expect(pending).toHaveLength(0);
  });

  it('ignores messages it does not understand', () => {
    const { last, options } = setup();
    last().onmessage?.({ data: 'not json' });
    last().onmessage?.({ data: JSON.stringify({ type: 'hello' }) });
    expect(options.onSessionEnded).not.toHaveBeenCalled();
  });

  it('reconnects after a drop with growing waits, and starts over once connected', () => {
    const { last, pending, sockets } = setup();
    last().onclose?.({ code: 1006 });
    expect(pending[0]?.delayMs).toBeGreaterThanOrEqual(800);
    expect(pending[0]?.delayMs).toBeLessThanOrEqual(1000);
    pending[0]?.run();
    expect(sockets).toHaveLength(2);
    last().onclose?.({ code: 1006 });
    expect(pending[1]?.delayMs).toBeGreaterThanOrEqual(1600);
    pending[1]?.run();
    last().onopen?.({});
    last().onclose?.({ code: 1001 });
    expect(pending[2]?.delayMs).toBeLessThanOrEqual(1000);
  });

  it.each([4000, 4401, 4403])('never retries after close code %i and lets the caller check the session', (code) => {
    const { last, pending, options } = setup();
    last().onclose?.({ code });
    expect(pending).toHaveLength(0);
    expect(options.onRejected).toHaveBeenCalledTimes(1);
  });

  it('stops cleanly: the socket closes and a scheduled retry is cancelled', () => {
    const { last, pending, stop, sockets } = setup();
    last().onclose?.({ code: 1006 });
    stop();
    expect(pending[0]?.cancelled).toBe(true);
    pending[0]?.run();
    expect(sockets).toHaveLength(1);
  });
});
