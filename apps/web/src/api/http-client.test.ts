import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { buildUrl, createHttpClient, GET_THROTTLE_MS } from './http-client';

type FetchArgs = [url: string, init: RequestInit];

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
let clock: number;

function client() {
  return createHttpClient({ now: () => clock });
}

function headersOf(call: number): Record<string, string> {
  const init = fetchMock.mock.calls[call]?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  clock = 10_000;
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => jsonResponse({ ok: true }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: 'theme=dark; portal_csrf=token%2B1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('puts the path under the version base and encodes the query', () => {
    expect(buildUrl('/ports')).toBe('/v2/ports');
    expect(buildUrl('services/abc/status', 'v2.1')).toBe('/v2.1/services/abc/status');
    expect(buildUrl('/services', 'v2', { service_type: ['ptp', 'ix'], q: 'a b', page: 2, skip: undefined })).toBe(
      '/v2/services?service_type=ptp&service_type=ix&q=a+b&page=2',
    );
  });
});

describe('requests', () => {
  it('sends the request-source header and same-origin credentials on a GET, without the anti-forgery header', async () => {
    await expect(client().get('/users/current')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v2/users/current');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBeUndefined();
    expect(headersOf(0)['pf-request-source']).toBe('portal');
    expect(headersOf(0)['x-csrf-token']).toBeUndefined();
  });

  it('sends the anti-forgery cookie value and a JSON body on every mutation', async () => {
    const api = client();
    await api.post('/auth/login', { login: 'dana', password: 'secret' });
    await api.put('/ports/1', { name: 'a' });
    await api.patch('/ports/1', { name: 'b' });
    await api.delete('/ports/1');
    for (const [call, method] of ['POST', 'PUT', 'PATCH', 'DELETE'].entries()) {
      expect(fetchMock.mock.calls[call]?.[1].method).toBe(method);
      expect(headersOf(call)['x-csrf-token']).toBe('token+1');
      expect(headersOf(call)['pf-request-source']).toBe('portal');
    }
    expect(fetchMock.mock.calls[0]?.[1].body).toBe('{"login":"dana","password":"secret"}');
    expect(headersOf(0)['content-type']).toBe('application/json');
    expect(headersOf(3)['content-type']).toBeUndefined();
  });

  it('leaves the anti-forgery header out when the cookie is missing', async () => {
    vi.stubGlobal('document', { cookie: '' });
    await client().post('/auth/login', {});
    expect(headersOf(0)['x-csrf-token']).toBeUndefined();
  });

  it('sends the on-behalf header only while acting for a customer (spec 7)', async () => {
    let actingFor: string | null = 'customer-7';
    const onBehalfClient = createHttpClient({ now: () => clock, onBehalfOf: () => actingFor });
    await onBehalfClient.get('/ports');
    actingFor = null;
    await onBehalfClient.post('/ports', {});
    expect(headersOf(0)['x-on-behalf-of']).toBe('customer-7');
    expect(headersOf(1)['x-on-behalf-of']).toBeUndefined();
  });

  it('answers undefined for an empty success', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(client().delete('/ports/1')).resolves.toBeUndefined();
  });
});

describe('error mapping', () => {
  it('maps an error body to an ApiError with status, code, message, request id and fields', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          message: 'The request is not valid.',
          request_id: 'req-1',
          code: 'validation_failed',
          fields: { login: 'x' },
        },
        400,
      ),
    );
    const error = await failureOf(client().post('/auth/login', {}));
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'The request is not valid.',
      requestId: 'req-1',
      fields: { login: 'x' },
    });
  });

  it('flags a 401 as unauthorized', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Unauthorized', request_id: 'req-2', code: 'unauthenticated' }, 401),
    );
    const error = await failureOf(client().get('/users/current'));
    expect(error.isUnauthorized).toBe(true);
    expect(error.fields).toBeUndefined();
  });

  it('uses the client message when the answer has no error body', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failureOf(client().get('/ports'));
    expect(error).toMatchObject({ status: 502, code: 'http_error', message: 'Request failed with status code 502' });
  });

  it('keeps the request id header when the body does not carry one', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500, headers: { 'x-request-id': 'req-3' } }));
    const error = await failureOf(client().get('/ports'));
    expect(error).toMatchObject({ status: 500, message: 'Request failed with status code 500', requestId: 'req-3' });
  });

  it('maps a network failure to "Network Error"', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failureOf(client().get('/ports'));
    expect(error).toMatchObject({ status: null, code: 'network_error', message: 'Network Error' });
  });

  it('maps an aborted request to "Request aborted"', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted.', 'AbortError'));
    const error = await failureOf(client().get('/ports'));
    expect(error).toMatchObject({ status: null, code: 'aborted', message: 'Request aborted' });
  });
});

describe('GET throttling (spec 9)', () => {
  it('shares one request between identical GETs made while it is in flight', async () => {
    const api = client();
    const first = api.get('/ports');
    const second = api.get('/ports');
    const [firstAnswer, secondAnswer] = await Promise.all([first, second]);
    expect(secondAnswer).toBe(firstAnswer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shares a finished answer within the window and asks again after it', async () => {
    const api = client();
    await api.get('/ports');
    clock += GET_THROTTLE_MS - 1;
    await api.get('/ports');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    clock += 1;
    await api.get('/ports');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps different URLs apart, query included', async () => {
    const api = client();
    await Promise.all([api.get('/ports'), api.get('/ports', { query: { page: 2 } }), api.get('/lags')]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('never shares a failure with a later call', async () => {
    const api = client();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/ports')).rejects.toBeInstanceOf(ApiError);
    await expect(api.get('/ports')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks the server again after a mutation', async () => {
    const api = client();
    await api.get('/ports');
    await api.patch('/ports/1', { name: 'new' });
    await api.get('/ports');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('lets a caller opt out', async () => {
    const api = client();
    await api.get('/users/current', { throttle: false });
    await api.get('/users/current', { throttle: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never throttles mutations', async () => {
    const api = client();
    await Promise.all([api.post('/ports', {}), api.post('/ports', {})]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('forms and headers', () => {
  it('sends a FormData body as multipart, leaving the content type to the browser', async () => {
    const form = new FormData();
    form.append('file', new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'logo.svg');
    await client().post('/customers/current/image', form);
    expect(fetchMock.mock.calls[0]?.[1].body).toBe(form);
    expect(headersOf(0)['content-type']).toBeUndefined();
    expect(headersOf(0)['x-csrf-token']).toBe('token+1');
  });

  it('answers the headers with the body when asked', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([{ id: 1 }], 200, { 'x-total-item-count': '42' }));
    const answer = await client().getWithHeaders<{ id: number }[]>('/activity-logs', { query: { limit: 1 } });
    expect(answer.data).toEqual([{ id: 1 }]);
    expect(answer.headers.get('x-total-item-count')).toBe('42');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v2/activity-logs?limit=1');
  });
});
