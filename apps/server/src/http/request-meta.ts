import type { FastifyRequest } from 'fastify';

/** Where a request came from, for sessions and the activity log. */
export interface RequestMeta {
  ipAddress: string;
  userAgent: string;
  requestId: string;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ipAddress: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
    requestId: String(request.id),
  };
}

/**
 * The origin of the links in e-mail: PUBLIC_URL when set, else the request's own origin. Behind a public address
 * PUBLIC_URL must be set, so that a forged Host header cannot point a reset link elsewhere.
 */
export function linkOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
