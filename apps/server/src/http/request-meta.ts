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

/** Where links in e-mail point: PUBLIC_URL, else the server's own listening address (HOST and PORT). */
export interface LinkOriginSettings {
  publicUrl: string | undefined;
  host: string;
  port: number;
}

/** The listening address as a browser on this machine reaches it: any wildcard or loopback address is localhost. */
function hostOfLinks(host: string): string {
  if (['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * The origin of the links in e-mail (verification, reset, invite): PUBLIC_URL when set, else the server's own
 * listening address (`http://localhost:3000` under `npm start`; the port the server really listens on when PORT is
 * 0). Never the request's `Host` or `X-Forwarded-Host`: whoever asks for a reset link of someone else's account
 * must not choose where that link points.
 */
export function linkOrigin(request: FastifyRequest, settings: LinkOriginSettings): string {
  if (settings.publicUrl) return settings.publicUrl.replace(/\/+$/, '');
  const address = request.server.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  return `http://${hostOfLinks(settings.host)}:${port}`;
}
