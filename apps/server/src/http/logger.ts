import { REQUEST_SOURCE_HEADER } from '@portal/contract';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** Structured logs (pino): passwords, tokens and cookies never reach a log line. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.new_password',
        '*.old_password',
        '*.token',
        '*.authentication_code',
        '*.aws_access_key',
        '*.aws_secret_key',
        '*.google_service_account',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: request.url,
          remoteAddress: request.ip,
          requestSource: request.headers[REQUEST_SOURCE_HEADER],
        };
      },
    },
  };
}

/**
 * One line per request at `info`, written when the answer is sent: method, url, address, status and time. Fastify's
 * own pair ("incoming request" and "request completed") is off (`disableRequestLogging`), which halves the log
 * writes of a busy server.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    reply.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
