import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/auth.js';
import { type RunningServer, startServer } from './support/server.js';

/**
 * A stop must not wait for clients: an event stream whose reader stopped reading and a request whose body never
 * arrives would each hold a plain `close()` until the client gives up. The built server cuts them at its deadline.
 */
const DEADLINE_MS = 2000;
let server: RunningServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startServer({ SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS) });
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await server?.stop();
});

/** A raw connection that sends `request` and resolves once the server's answer contains `until` (if given). */
function rawRequest(request: string, until?: string): Promise<{ socket: Socket; closed: Promise<void> }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    sockets.push(socket);
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    let received = '';
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(request);
      if (!until) resolve({ socket, closed });
    });
    socket.on('data', (chunk) => {
      received += chunk;
      if (until && received.includes(until)) {
        // From here on nothing is read: the server's writes pile up as a stuck client's would.
        socket.pause();
        resolve({ socket, closed });
      }
    });
  });
}

describe('stopping the server', () => {
  it('exits on SIGTERM within its deadline while an event stream and a half-sent request are still open', async () => {
    const login = await fetch(`${server.url}/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'demo', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const host = new URL(server.url).host;
    const stream = await rawRequest(
      `GET /v2/events HTTP/1.1\r\nHost: ${host}\r\nAccept: text/event-stream\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      ': subscribed',
    );
    // The server has the request once it invites the body (100 Continue); a part of the body follows, never the rest.
    const upload = await rawRequest(
      `POST /v2/auth/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n`,
      '100 Continue',
    );
    upload.socket.write('{"login":');

    const exit = await server.terminate();

    // Exit code 0: the server closed what was left at its deadline; the last-resort exit a second later answers 1.
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.logs()).toContain('connections still open at the shutdown deadline are closed');
    // The stream's end is read once the client reads again: the server had closed both connections.
    stream.socket.resume();
    await Promise.all([stream.closed, upload.closed]);
  });
});
