import { type AddressInfo, connect } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * PacketFabric's official Go client (`internal/packetfabric/client.go` of its Terraform provider), replayed over a
 * real socket exactly as it builds its requests, so a test sees what the server sees from it:
 * - `Authorization` is the raw token (no `Bearer `), `Content-Type: application/json` on every call, GET and
 *   DELETE included, and `pf-request-source: terraform`;
 * - GET sends no body; POST, PATCH and PUT send `json.Marshal(payload)`, which is `null` for a nil payload (the
 *   enable and disable calls); DELETE sends no body at all (no `Content-Length`) unless it has a payload;
 * - a multipart upload sets its own content type, then the client adds `application/json` as a second
 *   `Content-Type` header (`Header.Add`), so the request carries both.
 * Only 400, 401 and 404 are errors to the client; every other status is decoded as a success.
 */
export interface GoAnswer {
  status: number;
  body: string;
  /** The body as JSON, `undefined` when it is empty or not JSON (the client would fail to decode it). */
  json: unknown;
  /** What the client makes of it: an error for 400, 401 and 404 (`Status: <code>, body: <raw>`), else success. */
  isClientError: boolean;
}

export type GoMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export class GoClient {
  private constructor(
    private readonly port: number,
    readonly token: string,
  ) {}

  /** A client of a listening app (the app is made to listen on a free loopback port when it is not yet). */
  static async of(app: FastifyInstance, token: string): Promise<GoClient> {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    return new GoClient((app.server.address() as AddressInfo).port, token);
  }

  /** The server's address, for calls the Go client does not make (the event stream its users read). */
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Another client of the same server with another token. */
  withToken(token: string): GoClient {
    return new GoClient(this.port, token);
  }

  /** `sendRequest(uri, method, payload, resp)`: the payload is marshalled as the Go code does. */
  send(method: GoMethod, uri: string, payload?: unknown): Promise<GoAnswer> {
    const headers: Record<string, string | string[]> = {
      Authorization: this.token,
      'Content-Type': 'application/json',
      'pf-request-source': 'terraform',
    };
    let body: Buffer | null = null;
    if (method === 'POST' || method === 'PATCH' || method === 'PUT') {
      body = Buffer.from(JSON.stringify(payload ?? null));
    } else if (method === 'DELETE' && payload !== undefined) {
      body = Buffer.from(JSON.stringify(payload));
    }
    if (body) headers['Content-Length'] = String(body.length);
    return this.exchange(method, uri, headers, body);
  }

  /** `sendMultipartRequest`: a file part, text fields, and the two content types the Go code ends up sending. */
  sendMultipart(
    uri: string,
    fileField: string,
    file: { name: string; data: Buffer; contentType: string },
    fields: Record<string, string>,
  ): Promise<GoAnswer> {
    const boundary = 'b6a2f3c41d9e0f7a8b5c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e';
    const chunks: Buffer[] = [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    ];
    for (const [name, value] of Object.entries(fields)) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    const body = Buffer.concat(chunks);
    return this.exchange(
      'POST',
      uri,
      {
        'Content-Type': [`multipart/form-data; boundary=${boundary}`, 'application/json'],
        Authorization: this.token,
        'pf-request-source': 'terraform',
        'Content-Length': String(body.length),
      },
      body,
    );
  }

  /**
   * One request on a fresh connection, written byte for byte as Go's `Request.write` does: the request target is the
   * URI as the client formatted it (Go escapes the path but sends the query raw, spaces included), then `Host`,
   * `User-Agent`, the headers, and `Accept-Encoding: gzip`, which Go's transport adds and undoes itself.
   */
  private exchange(
    method: GoMethod,
    target: string,
    headers: Record<string, string | string[]>,
    body: Buffer | null,
  ): Promise<GoAnswer> {
    const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${this.port}`, 'User-Agent: Go-http-client/1.1'];
    for (const [name, value] of Object.entries(headers)) {
      for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
    }
    lines.push('Accept-Encoding: gzip');
    const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
    return new Promise((resolve, reject) => {
      const socket = connect(this.port, '127.0.0.1');
      let received = Buffer.alloc(0);
      const finish = () => {
        const answer = parseResponse(received);
        if (!answer) return false;
        socket.destroy();
        resolve(answer);
        return true;
      };
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        finish();
      });
      socket.on('end', () => {
        if (!finish()) reject(new Error(`incomplete answer: ${received.toString('utf8')}`));
      });
      socket.on('error', reject);
      socket.write(body ? Buffer.concat([head, body]) : head);
    });
  }
}

/** A whole HTTP/1.1 answer (Content-Length or chunked, gzip undone as Go's transport does), or null if partial. */
function parseResponse(raw: Buffer): GoAnswer | null {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...headerLines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers = new Map(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  let rest = raw.subarray(headEnd + 4);
  let payload: Buffer;
  if (headers.get('transfer-encoding')?.toLowerCase() === 'chunked') {
    const chunks: Buffer[] = [];
    for (;;) {
      const sizeEnd = rest.indexOf('\r\n');
      if (sizeEnd < 0) return null;
      const size = Number.parseInt(rest.subarray(0, sizeEnd).toString('latin1'), 16);
      if (rest.length < sizeEnd + 2 + size + 2) return null;
      if (size === 0) break;
      chunks.push(rest.subarray(sizeEnd + 2, sizeEnd + 2 + size));
      rest = rest.subarray(sizeEnd + 2 + size + 2);
    }
    payload = Buffer.concat(chunks);
  } else {
    const length = Number(headers.get('content-length') ?? 0);
    if (rest.length < length) return null;
    payload = rest.subarray(0, length);
  }
  if (headers.get('content-encoding') === 'gzip') payload = gunzipSync(payload);
  const text = payload.toString('utf8');
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status, body: text, json, isClientError: status === 400 || status === 401 || status === 404 };
}

/**
 * The Go types the client decodes answers into, as `encoding/json` reads them: a JSON `null` leaves any field at
 * its zero value; a string field takes only a string, an int field only a whole number, a float64 any number, a
 * bool only a boolean, `interface{}` anything; a struct takes an object (unknown keys ignored), a slice an array.
 */
export type GoType =
  | 'string'
  | 'int'
  | 'float64'
  | 'bool'
  | 'any'
  | { struct: Record<string, GoField> }
  | { slice: GoType };

/** A struct field: its type, and whether the answer must carry it (the wire reference lists it). */
export type GoField = GoType | { optional: GoType };

export const goStruct = (fields: Record<string, GoField>): GoType => ({ struct: fields });
export const goSlice = (of: GoType): GoType => ({ slice: of });
/** A field the client reads when present but the wire reference does not promise (`omitempty` extras). */
export const optional = (type: GoType): GoField => ({ optional: type });

const INT64_LIMIT = 2 ** 63;

/**
 * Why `encoding/json` would refuse to decode `value` into `type`, or a promised field is missing: one line per
 * problem, each with its path (`[0].members.traffic_rx_bps`); empty when the client decodes it as expected.
 */
export function goDecodeProblems(value: unknown, type: GoType, path = '$'): string[] {
  if (value === null || type === 'any') return [];
  const kind = Array.isArray(value) ? 'array' : typeof value;
  const wrong = (want: string) => [`${path}: a ${want} field cannot take a JSON ${kind} (${JSON.stringify(value)})`];
  if (type === 'string') return typeof value === 'string' ? [] : wrong('string');
  if (type === 'bool') return typeof value === 'boolean' ? [] : wrong('bool');
  if (type === 'float64') return typeof value === 'number' ? [] : wrong('float64');
  if (type === 'int') {
    return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < INT64_LIMIT ? [] : wrong('int');
  }
  if ('slice' in type) {
    if (!Array.isArray(value)) return wrong('slice');
    return value.flatMap((item, index) => goDecodeProblems(item, type.slice, `${path}[${index}]`));
  }
  if (kind !== 'object') return wrong('struct');
  const record = value as Record<string, unknown>;
  // Go matches keys to fields without regard to case; the server's keys are the wire's lower-case ones.
  const problems: string[] = [];
  for (const [name, field] of Object.entries(type.struct)) {
    const isOptional = typeof field === 'object' && 'optional' in field;
    const fieldType = isOptional ? (field as { optional: GoType }).optional : (field as GoType);
    if (!(name in record)) {
      if (!isOptional) problems.push(`${path}.${name}: missing`);
      continue;
    }
    problems.push(...goDecodeProblems(record[name], fieldType, `${path}.${name}`));
  }
  return problems;
}
