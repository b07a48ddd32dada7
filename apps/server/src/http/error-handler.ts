import type { ErrorBody } from '@portal/contract';
import { ERROR_CATALOGUE } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';

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

function fieldName(instancePath: string, fallback: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path === '' ? fallback : path;
}

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type) keep their status, never a 500. */
const FRAMEWORK_CODES: Record<number, keyof typeof ERROR_CATALOGUE> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** ARCHITECTURE rule 5: one error shape `{message, request_id, code, fields?}`; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body(request, error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, error.validationContext ?? 'body');
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
      const message = status === 400 ? error.message : undefined;
      return reply.status(status).send(body(request, frameworkCode, message));
    }
    request.log.error({ err: error, request_id: request.id }, 'unhandled error');
    return reply.status(500).send(body(request, 'internal'));
  });
}

/** The JSON 404 for unknown API paths. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send(body(request, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
}
