import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, registerRequestLog } from './logger.js';

function capturingApp(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const options = loggerOptions(level);
  const app = Fastify({ logger: { ...(options as object), stream }, disableRequestLogging: true });
  registerRequestLog(app);
  app.get('/v2/thing', async () => ({ ok: true }));
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line per request at info, with method, url, status and time, and no credentials', async () => {
    const { app, lines } = capturingApp('info');
    const response = await app.inject({
      method: 'GET',
      url: '/v2/thing?x=1',
      headers: { authorization: 'Bearer secret-token', cookie: 'portal_session=secret' },
    });
    expect(response.statusCode).toBe(200);
    const missing = await app.inject({ method: 'GET', url: '/v2/nothing' });
    expect(missing.statusCode).toBe(404);
    await app.close();

    const requestLines = lines.filter((line) => 'responseTime' in line);
    expect(requestLines).toHaveLength(2);
    expect(lines.filter((line) => line.msg === 'incoming request')).toHaveLength(0);
    const [first, second] = requestLines;
    expect(first).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/v2/thing?x=1' },
      res: { statusCode: 200 },
    });
    expect(typeof first?.responseTime).toBe('number');
    expect(typeof first?.reqId).toBe('string');
    expect(second).toMatchObject({ req: { url: '/v2/nothing' }, res: { statusCode: 404 } });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('writes nothing at warn', async () => {
    const { app, lines } = capturingApp('warn');
    await app.inject({ method: 'GET', url: '/v2/thing' });
    await app.close();
    expect(lines).toHaveLength(0);
  });
});
