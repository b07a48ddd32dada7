import type { GelfMessage } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { createErrorReporter, gelfMessageFor, type ReporterContext } from './error-reporter';

function context(clock = { at: 1_700_000_000_000 }): ReporterContext {
  return {
    host: 'portal.example.com',
    environment: 'test',
    uri: () => '/ports/PF-AP-WDC1-1726464',
    userId: () => 'user-1',
    now: () => clock.at,
  };
}

function apiError(status: number | null, url = '/v2/ports') {
  const error = new ApiError({ status, code: 'x', message: `failed ${status}`, requestId: 'req-42' });
  error.request = { method: 'GET', url };
  return error;
}

describe('gelfMessageFor (spec 8 error logging)', () => {
  it('carries the request id, status, method and URL of a failed call, and the page', () => {
    const message = gelfMessageFor(apiError(500), context());
    expect(message).toMatchObject({
      version: '1.1',
      host: 'portal.example.com',
      short_message: 'failed 500 (GET /v2/ports -> 500)',
      level: 3,
      _app_name: 'portal-web',
      _environment: 'test',
      _user_id: 'user-1',
      _uri: '/ports/PF-AP-WDC1-1726464',
      _request_id: 'req-42',
      timestamp: 1_700_000_000,
    });
  });

  it('keeps the stack of an exception as its traceback', () => {
    const error = new TypeError('boom');
    const message = gelfMessageFor(error, context());
    expect(message?.short_message).toBe('boom');
    expect(message?._traceback).toContain('TypeError: boom');
  });

  it('sends nothing for a 401 or for a failure of the intake itself', () => {
    expect(gelfMessageFor(apiError(401), context())).toBeNull();
    expect(gelfMessageFor(apiError(500, '/gelf'), context())).toBeNull();
  });

  it('describes rejections that are not errors', () => {
    expect(gelfMessageFor('plain text', context())?.short_message).toBe('plain text');
    expect(gelfMessageFor({ reason: 'x' }, context())?.short_message).toBe('{"reason":"x"}');
  });
});

describe('createErrorReporter', () => {
  it('sends a repeated error once per window and caps the rate', () => {
    const clock = { at: 1_700_000_000_000 };
    const sent: GelfMessage[] = [];
    const reporter = createErrorReporter(
      context(clock),
      async (message) => {
        sent.push(message);
      },
      { maxPerMinute: 3, repeatWindowMs: 10_000 },
    );
    reporter.report(new Error('same'));
    reporter.report(new Error('same'));
    expect(sent).toHaveLength(1);
    clock.at += 10_000;
    reporter.report(new Error('same'));
    expect(sent).toHaveLength(2);
    reporter.report(new Error('a'));
    reporter.report(new Error('b'));
    expect(sent).toHaveLength(3);
    clock.at += 60_000;
    reporter.report(new Error('c'));
    expect(sent).toHaveLength(4);
  });

  it('never throws when sending fails', () => {
    const reporter = createErrorReporter(context(), () => Promise.reject(new Error('offline')));
    expect(() => reporter.report(new Error('x'))).not.toThrow();
  });
});
