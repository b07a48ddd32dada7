import { routeTable } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { mountRoute } from '../../../http/mount-route.js';
import { consumeRateLimit } from '../../../http/rate-limit.js';
import { insertClientErrorLog } from './client-logs.repo.js';

/** A browser in trouble may report a burst, but one address cannot flood the table. */
export const CLIENT_LOG_LIMIT = { limit: 60, windowSeconds: 60 } as const;

function reportedAt(timestamp: number | undefined, now: Date): Date {
  // GELF timestamps are seconds; a clock far off (or a value in milliseconds) falls back to the arrival time.
  if (timestamp === undefined) return now;
  // Past ±8.64e15 ms (`1e308`) a Date is invalid: that is a clock far off too.
  const date = new Date(timestamp * 1000);
  const isNearNow = Math.abs(date.getTime() - now.getTime()) <= 24 * 60 * 60 * 1000;
  return isNearNow ? date : now;
}

export function registerClientLogRoutes(app: FastifyInstance, deps: { db: Database }): void {
  mountRoute(app, deps.db, routeTable.clientLogs.gelf, async (request, reply) => {
    await consumeRateLimit(deps.db, { bucket: `gelf:ip:${request.ip}`, ...CLIENT_LOG_LIMIT });
    const message = request.body;
    const now = new Date();
    await insertClientErrorLog(deps.db, {
      appName: message._app_name,
      environment: message._environment,
      host: message.host,
      level: message.level,
      userId: message._user_id ?? null,
      uri: message._uri,
      reportedAt: reportedAt(message.timestamp, now),
      message: message.short_message,
      traceback: message._traceback ?? message.full_message ?? null,
      requestId: message._request_id ?? null,
      ipAddress: request.ip,
    });
    reply.status(202);
    return { accepted: true as const };
  });
}
