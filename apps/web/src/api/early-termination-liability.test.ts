import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyTerminationLiabilityQuery } from './early-termination-liability';

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const read = (circuitId: string) =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
    earlyTerminationLiabilityQuery(['vc', circuitId], circuitId),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the early termination liability of a circuit', () => {
  it('is the bare number billing answers, asked for the circuit', async () => {
    const fetchMock = answer(200, 1234.5);
    vi.stubGlobal('fetch', fetchMock);
    await expect(read('PF-BC-NYC-LAX-1')).resolves.toBe(1234.5);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      '/v2/billing/services/early-termination-liability/PF-BC-NYC-LAX-1',
    );
  });

  it('reads a 404 as nothing to pay (wire reference), for every kind of circuit', async () => {
    vi.stubGlobal('fetch', answer(404, { code: 'not_found', message: 'Not found' }));
    await expect(read('PF-PTP-1')).resolves.toBe(0);
  });

  it('keeps any other failure an error, for the dialog to show with a retry', async () => {
    vi.stubGlobal('fetch', answer(503, { code: 'unavailable', message: 'The service is temporarily unavailable.' }));
    await expect(read('PF-AP-1')).rejects.toMatchObject({ status: 503 });
  });

  it('lives under the key of the object it belongs to', () => {
    expect(earlyTerminationLiabilityQuery(['port', 'PF-AP-1'], 'PF-AP-1').queryKey).toEqual([
      'port',
      'PF-AP-1',
      'early-termination-liability',
    ]);
  });
});
