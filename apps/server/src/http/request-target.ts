import type { Server } from 'node:http';
import type { Socket } from 'node:net';

const SPACE = 0x20;
const PLUS = 0x2b;

/**
 * A request line whose query holds literal spaces: `GET /v2/ports/PF-AP-WDC1-1/router-logs?time_from=2020-05-23
 * 00:00:00&time_to=… HTTP/1.1`. The official Go client sends exactly that (it formats the query itself and Go
 * writes `RawQuery` as is), and Node's HTTP parser refuses it before any route runs. The spaces are turned into `+`
 * in place, which the query string decodes as a space again; the line keeps its length and nothing else changes.
 */
const REQUEST_LINE = /^[A-Z]{3,7} \/[^ ?\r\n]*\?[^\r\n]* HTTP\/1\.[01]\r\n/;

/** The chunk with the spaces of its leading request line's query made `+`, when it starts with such a line. */
export function escapeQuerySpaces(chunk: Buffer): void {
  const head = chunk.subarray(0, Math.min(chunk.length, 8192)).toString('latin1');
  const line = REQUEST_LINE.exec(head)?.[0];
  if (!line) return;
  const queryStart = line.indexOf('?');
  const versionStart = line.length - ' HTTP/1.1\r\n'.length;
  if (line.indexOf(' ', queryStart) === versionStart) return;
  for (let index = queryStart; index < versionStart; index += 1) {
    if (chunk[index] === SPACE) chunk[index] = PLUS;
  }
}

interface ParsingSocket extends Socket {
  parser?: { incoming?: { complete: boolean } | null } | null;
}

/**
 * Lets a request line carry spaces in its query (see `escapeQuerySpaces`). Each connection's bytes pass through
 * one listener placed before the HTTP parser's; only the first bytes of a request are looked at (never a body: the
 * parser is between messages), and only a line the parser would refuse anyway is changed.
 */
export function acceptSpacesInQuery(server: Server): void {
  server.on('connection', (socket: ParsingSocket) => {
    socket.prependListener('data', (chunk: Buffer | string) => {
      if (typeof chunk === 'string') return;
      const incoming = socket.parser?.incoming;
      if (incoming && !incoming.complete) return;
      escapeQuerySpaces(chunk);
    });
  });
}
