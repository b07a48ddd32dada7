import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { linkOrigin } from './request-meta.js';

const request = { protocol: 'https', host: 'attacker.example' } as FastifyRequest;

describe('linkOrigin', () => {
  it('prefers PUBLIC_URL (without a trailing slash) over the Host header', () => {
    expect(linkOrigin(request, 'https://portal.example.com/')).toBe('https://portal.example.com');
  });

  it("falls back to the request's own origin", () => {
    expect(linkOrigin(request, undefined)).toBe('https://attacker.example');
  });
});
