import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const INDEX = '<!doctype html><title>Portal</title><script type="module" src="/assets/index-AbC123.js"></script>';
const SCRIPT = `export const portal = ${JSON.stringify('x'.repeat(4000))};`;

/** A web build as `npm run build` leaves it: text files beside their brotli and gzip copies. */
function writeBuild(folder: string) {
  mkdirSync(join(folder, 'assets'));
  const write = (path: string, text: string) => {
    writeFileSync(join(folder, path), text);
    writeFileSync(join(folder, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(folder, `${path}.gz`), gzipSync(text));
  };
  write('index.html', INDEX);
  write('assets/index-AbC123.js', SCRIPT);
  writeFileSync(join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

let harness: TestApp;
let build: string;

beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'portal-web-build-'));
  writeBuild(build);
  harness = await createTestApp({ seed: false, env: { WEB_DIST: build } });
});

afterAll(async () => {
  await harness?.close();
  rmSync(build, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string>) => harness.app.inject({ method: 'GET', url, headers });

describe('the web build', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, else the file', async () => {
    const brotli = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches hashed files for good and has index.html, at any path of the app, revalidated', async () => {
    const script = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const path of ['/', '/dashboard', '/ports/PF-AP-NYC1-1']) {
      const page = await get(path, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
    }
    // A file without a hash in its name (a favicon, the service worker) is revalidated too.
    const icon = await get('/favicon.svg', {});
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the document security headers on pages and leaves them off scripts, where they mean nothing', async () => {
    const page = await get('/dashboard', { accept: 'text/html' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');

    const script = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers a missing asset and an unknown API path with a 404, not the app', async () => {
    const asset = await get('/assets/missing-123.js', { accept: '*/*' });
    expect(asset.statusCode).toBe(404);
    const api = await get('/v2/no-such-thing', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: expect.any(String) });
  });
});
