import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portStatusQuery } from './port-detail-queries';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

function readStatus(circuitId: string) {
  const options = portStatusQuery(circuitId);
  const queryFn = options.queryFn as (context: QueryFunctionContext) => Promise<unknown>;
  return queryFn({ queryKey: options.queryKey } as unknown as QueryFunctionContext);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the status of a port', () => {
  it('reads a port without a workflow on record (404) as no status, not as an error', async () => {
    answer(404, { message: 'Port not found.', code: 'not_found' });
    await expect(readStatus('PF-AP-OLD-1')).resolves.toBeNull();
  });

  it('still fails on other errors', async () => {
    answer(500, { message: 'Something went wrong', code: 'internal' });
    await expect(readStatus('PF-AP-BROKEN-1')).rejects.toMatchObject({ status: 500 });
  });

  it('answers the status object of the wire reference', async () => {
    const status = { circuit_id: 'PF-AP-NEW-1', status: { object: { state: 'active', deleted: false } } };
    answer(200, status);
    await expect(readStatus('PF-AP-NEW-1')).resolves.toEqual(status);
  });
});
