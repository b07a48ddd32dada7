import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { linkOrigin } from './request-meta.js';

/** A request with a forged Host, to a server listening on `address` (null: not listening, as under inject). */
function requestTo(address: { port: number } | null): FastifyRequest {
  return {
    protocol: 'https',
    host: 'attacker.example',
    headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    server: { server: { address: () => address } },
  } as unknown as FastifyRequest;
}

describe('linkOrigin', () => {
  it('prefers PUBLIC_URL (without a trailing slash)', () => {
    const settings = { publicUrl: 'https://portal.example.com/', host: '0.0.0.0', port: 3000 };
    expect(linkOrigin(requestTo(null), settings)).toBe('https://portal.example.com');
  });

  it("never follows the Host header: without PUBLIC_URL it is the server's own listening address", () => {
    expect(linkOrigin(requestTo(null), { publicUrl: undefined, host: '127.0.0.1', port: 3000 })).toBe(
      'http://localhost:3000',
    );
    expect(linkOrigin(requestTo(null), { publicUrl: undefined, host: '0.0.0.0', port: 8080 })).toBe(
      'http://localhost:8080',
    );
    expect(linkOrigin(requestTo(null), { publicUrl: undefined, host: 'portal.internal', port: 3000 })).toBe(
      'http://portal.internal:3000',
    );
    expect(linkOrigin(requestTo(null), { publicUrl: undefined, host: 'fd00::5', port: 3000 })).toBe(
      'http://[fd00::5]:3000',
    );
  });

  it('names the port the server really listens on (PORT=0 picks one)', () => {
    expect(linkOrigin(requestTo({ port: 43121 }), { publicUrl: undefined, host: '127.0.0.1', port: 0 })).toBe(
      'http://localhost:43121',
    );
  });
});
