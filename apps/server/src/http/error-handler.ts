import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@portal/contract';
import { ERROR_CATALOGUE } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';
import { generateRequestId } from './request-id.js';

function body(
  request: FastifyRequest,
  code: keyof typeof ERROR_CATALOGUE,
  message?: string,
  fields?: Record<string, string>,
): ErrorBody {
  return {
    message: message ?? ERROR_CATALOGUE[code].message,
    request_id: String(request.id),
    code,
    ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
  };
}

/** `/interfaces/0/vlan` reads `interfaces.0.vlan`, as the wire reference's validation messages name fields. */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path !== '') return path;
  // The whole part is wrong (not an object, not JSON): name the part as the caller knows it.
  return context === 'querystring' ? 'query' : (context ?? 'body');
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

function isValidationList(validation: unknown): validation is ValidationIssue[] {
  return Array.isArray(validation) && validation.length > 0;
}

/** Fastify's own 400s (bad JSON, a bad length) concern a part of the request: the field and a readable reason. */
const FRAMEWORK_400_FIELDS: Record<string, [field: string, message: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['body', 'The body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['content-length', 'The Content-Length does not match the body.'],
};

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type) keep their status, never a 500. */
const FRAMEWORK_CODES: Record<number, keyof typeof ERROR_CATALOGUE> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  431: 'headers_too_large',
  429: 'rate_limited',
};

/** ARCHITECTURE rule 5: one error shape `{message, request_id, code, fields?}`; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body(request, error.code, error.message, error.fields));
    }
    if (isValidationList(error.validation)) {
      // No prototype: a field named `constructor` or `__proto__` is a field like any other.
      const fields: Record<string, string> = Object.create(null);
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath ?? '', error.validationContext);
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      const [first] = Object.entries(fields);
      const message = first ? `${first[0]}: ${first[1]}` : ERROR_CATALOGUE.validation_failed.message;
      return reply.status(400).send(body(request, 'validation_failed', message, fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, request_id: request.id }, 'response did not match its schema');
      return reply.status(500).send(body(request, 'internal'));
    }
    const status = error.statusCode ?? 500;
    const frameworkCode = FRAMEWORK_CODES[status];
    if (status < 500 && frameworkCode) {
      if (status !== 400) return reply.status(status).send(body(request, frameworkCode));
      // ARCHITECTURE rule 5: a 400 names the field, Fastify's own ones too.
      const [field, reason] = FRAMEWORK_400_FIELDS[error.code] ?? ['body', error.message];
      return reply.status(400).send(body(request, frameworkCode, `${field}: ${reason}`, { [field]: reason }));
    }
    request.log.error({ err: error, request_id: request.id }, 'unhandled error');
    return reply.status(500).send(body(request, 'internal'));
  });
}

/** The JSON 404 for unknown API paths. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send(body(request, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
}

/**
 * Fastify's routing errors (a URL that is not valid percent-encoding, a path segment longer than the router's
 * limit) answered in the house format rather than Fastify's own body.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(body(request, 'uri_too_long'));
    return;
  }
  const message = 'Not a valid URL (a bad percent-encoding or character).';
  void reply.status(400).send(body(request, 'validation_failed', `url: ${message}`, { url: message }));
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers or request line over `maxHeaderSize`, a
 * malformed request, a timeout): the connection gets a house-format answer and is closed, as Node itself does.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, keyof typeof ERROR_CATALOGUE] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout']
        : [400, 'validation_failed'];
  const requestId = generateRequestId({ headers: {} } as IncomingMessage);
  const answer: ErrorBody = {
    message: status === 400 ? 'request: The HTTP request is malformed.' : ERROR_CATALOGUE[code].message,
    request_id: requestId,
    code,
    ...(status === 400 ? { fields: { request: 'The HTTP request is malformed.' } } : {}),
  };
  const payload = JSON.stringify(answer);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(payload)}\r\nx-request-id: ${requestId}\r\nConnection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy(error);
}
