import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { createAppQueryClient, shouldRetry } from './query-client';

const failure = (status: number | null) => new ApiError({ status, code: 'x', message: `status ${status}` });

function setup() {
  const handlers = { onUnauthorized: vi.fn(), onError: vi.fn(), onReport: vi.fn() };
  return { handlers, queryClient: createAppQueryClient(handlers) };
}

describe('cache-wide error handling (spec 8)', () => {
  it('ends the session on a 401 from a query, without a toast, even for a silent query', async () => {
    const { handlers, queryClient } = setup();
    await expect(
      queryClient.fetchQuery({
        queryKey: ['a'],
        queryFn: () => Promise.reject(failure(401)),
        meta: { isSilent: true },
      }),
    ).rejects.toThrow();
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(handlers.onError).not.toHaveBeenCalled();
  });

  it('reports other query failures unless the query is silent', async () => {
    const { handlers, queryClient } = setup();
    const error = failure(404);
    await expect(queryClient.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(error) })).rejects.toBe(error);
    await expect(
      queryClient.fetchQuery({ queryKey: ['c'], queryFn: () => Promise.reject(error), meta: { isSilent: true } }),
    ).rejects.toBe(error);
    expect(handlers.onError).toHaveBeenCalledTimes(1);
    expect(handlers.onError).toHaveBeenCalledWith(error);
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
  });

  it('handles mutations the same way', async () => {
    const { handlers, queryClient } = setup();
    const run = (error: ApiError, isSilent: boolean) =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => Promise.reject(error), meta: { isSilent } })
        .execute(undefined)
        .catch(() => undefined);
    await run(failure(401), false);
    await run(failure(409), true);
    await run(failure(500), false);
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(handlers.onError).toHaveBeenCalledTimes(1);
  });

  it('sends every failure but a 401 to the error log, silent or not', async () => {
    const { handlers, queryClient } = setup();
    const silent = failure(409);
    const loud = failure(500);
    await queryClient.fetchQuery({ queryKey: ['d'], queryFn: () => Promise.reject(failure(401)) }).catch(() => 0);
    await queryClient
      .fetchQuery({ queryKey: ['e'], queryFn: () => Promise.reject(silent), meta: { isSilent: true } })
      .catch(() => 0);
    await queryClient.fetchQuery({ queryKey: ['f'], queryFn: () => Promise.reject(loud) }).catch(() => 0);
    expect(handlers.onReport.mock.calls).toEqual([[silent], [loud]]);
  });
});

describe('shouldRetry', () => {
  it('never retries an answer of the 4xx family', () => {
    expect(shouldRetry(0, failure(401))).toBe(false);
    expect(shouldRetry(0, failure(404))).toBe(false);
  });

  it('retries a failure without an answer or a 5xx twice', () => {
    expect(shouldRetry(0, failure(null))).toBe(true);
    expect(shouldRetry(1, failure(503))).toBe(true);
    expect(shouldRetry(2, failure(503))).toBe(false);
  });
});
