import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvent } from '../events/publish-event.js';
import { waitUntil } from '../jobs/testing-jobs.js';
import { DEMO_CUSTOMER_IDS } from '../seed/demo.js';
import { createTestApp, login, type Session, type TestApp } from '../testing/test-app.js';

let harness: TestApp;
let webDist: string;
let demo: Session;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), `<!doctype html><title>Portal</title>${'<p>x</p>'.repeat(400)}`);
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  harness = await createTestApp({ env: { WEB_DIST: webDist } });
  demo = await login(harness.app, 'demo');
});
afterAll(async () => {
  await harness?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('API compression', () => {
  it('compresses an API answer with brotli or gzip as the client accepts, to the same content', async () => {
    const plain = await harness.app.inject({ method: 'GET', url: '/v2/ports', headers: demo.bearer });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const brotli = await harness.app.inject({
      method: 'GET',
      url: '/v2/ports',
      headers: { ...demo.bearer, 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await harness.app.inject({
      method: 'GET',
      url: '/v2/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).openapi).toBe('3.1.0');
  });

  it('leaves small answers and errors of the house format as they are', async () => {
    const small = await harness.app.inject({
      method: 'GET',
      url: '/v2/ports/PF-NOPE',
      headers: { ...demo.bearer, 'accept-encoding': 'gzip' },
    });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe('not_found');
  });

  it('does not touch the files of the web app', async () => {
    for (const url of ['/assets/app-1234.js', '/']) {
      const response = await harness.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      // No pre-compressed copy exists in this folder, and nothing compresses the files on the fly.
      expect(response.headers['content-encoding']).toBeUndefined();
    }
  });

  it('streams the live events uncompressed and at once, whatever the client accepts', async () => {
    const baseUrl = await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const received: string[] = [];
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = httpRequest(`${baseUrl}/v2/events`, {
        headers: { ...demo.bearer, accept: 'text/event-stream', 'accept-encoding': 'br, gzip, deflate' },
      });
      request.on('response', resolve).on('error', reject).end();
    });
    response.setEncoding('utf8').on('data', (chunk: string) => received.push(chunk));
    try {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(response.headers['content-encoding']).toBeUndefined();
      await waitUntil(() => received.join('').includes(': subscribed'), 'the stream is subscribed');
      await publishEvent(harness.database.db, {
        type: 'network.workflow.step',
        customerId: DEMO_CUSTOMER_IDS.acme,
        objectType: 'port',
        objectId: 'PF-AP-COMPRESSION',
        data: {},
      });
      await waitUntil(() => received.join('').includes('PF-AP-COMPRESSION'), 'the event arrives as plain text');
    } finally {
      response.destroy();
    }
  });
});
