import { CSRF_COOKIE, CSRF_HEADER, ON_BEHALF_HEADER, REQUEST_SOURCE_HEADER } from '@portal/contract';
import { GET_THROTTLE_MS } from '@portal/domain';
import { errorFromFetchFailure, errorFromResponse } from './api-error';
import { readCookie } from './cookies';
import { onBehalfCustomerId } from './on-behalf';

/** spec 9: identical GET requests within this window share one answer. */
export { GET_THROTTLE_MS } from '@portal/domain';
/** spec 7: the value of the request-source header every request of the web carries. */
export const REQUEST_SOURCE = 'portal';

/** spec 9: v2 for everything, v2.1 for the status calls. */
export type ApiVersion = 'v2' | 'v2.1';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  version?: ApiVersion;
  /** Query-string parameters; null and undefined values are left out. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** A JSON body (mutations only). */
  body?: unknown;
  /** Extra headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** Set false for a GET that must reach the server even if an identical one just ran. */
  throttle?: boolean;
}

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** A GET that also answers the response headers (e.g. the total count of a page, spec 7). */
  getWithHeaders<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<ApiAnswer<T>>;
}

/** A parsed body with the headers it came with. */
export interface ApiAnswer<T> {
  data: T;
  headers: Headers;
}

export interface HttpClientOptions {
  /** The clock, for tests. */
  now?: () => number;
  /** spec 7: the customer acted for, sent in the on-behalf header when set (see api/on-behalf.ts). */
  onBehalfOf?: () => string | null;
}

interface RecentGet {
  promise: Promise<ApiAnswer<unknown>>;
  startedAt: number;
  isSettled: boolean;
}

/** The URL of a call: `/v2/ports?x=1`. Paths are relative to the version base (spec 7). */
export function buildUrl(path: string, version: ApiVersion = 'v2', query: RequestOptions['query'] = {}): string {
  const normalizedPath = path.startsWith('/') ? path : `/${path}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== null && item !== undefined) search.append(key, String(item));
    }
  }
  const queryString = search.toString();
  return `/${version}${normalizedPath}${queryString ? `?${queryString}` : ''}`;
}

/**
 * The HTTP client of the portal (spec 7): JSON over same-origin fetch with the request-source header, the
 * anti-forgery header on mutations, no timeout, errors mapped to ApiError. It has no UI side effects: callers
 * and the query cache's handlers decide what a failure shows.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const now = options.now ?? Date.now;
  const recentGets = new Map<string, RecentGet>();

  async function send<T>(method: HttpMethod, url: string, requestOptions: RequestOptions): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      [REQUEST_SOURCE_HEADER]: REQUEST_SOURCE,
      ...requestOptions.headers,
    };
    const onBehalfOf = options.onBehalfOf?.();
    if (onBehalfOf) headers[ON_BEHALF_HEADER] = onBehalfOf;
    if (method !== 'GET') {
      const csrfToken = readCookie(CSRF_COOKIE);
      if (csrfToken !== null) headers[CSRF_HEADER] = csrfToken;
    }
    const hasBody = requestOptions.body !== undefined;
    // A form (a file upload) is sent as multipart: the browser writes its content type with the boundary.
    const isForm = typeof FormData !== 'undefined' && requestOptions.body instanceof FormData;
    if (hasBody && !isForm) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await globalThis.fetch(url, {
        method,
        headers,
        credentials: 'same-origin',
        body: isForm ? (requestOptions.body as FormData) : hasBody ? JSON.stringify(requestOptions.body) : undefined,
      });
    } catch (failure) {
      const error = errorFromFetchFailure(failure);
      error.request = { method, url };
      throw error;
    }

    const body = await readBody(response);
    if (!response.ok) {
      const error = errorFromResponse(response.status, body, response.headers.get('x-request-id'));
      error.request = { method, url };
      throw error;
    }
    return { data: body as T, headers: response.headers };
  }

  function throttledGet<T>(url: string, requestOptions: RequestOptions): Promise<ApiAnswer<T>> {
    const startedAt = now();
    const recent = recentGets.get(url);
    if (recent && (!recent.isSettled || startedAt - recent.startedAt < GET_THROTTLE_MS)) {
      return recent.promise as Promise<ApiAnswer<T>>;
    }
    const entry: RecentGet = { promise: send<unknown>('GET', url, requestOptions), startedAt, isSettled: false };
    recentGets.set(url, entry);
    entry.promise.then(
      () => {
        entry.isSettled = true;
      },
      () => {
        // A failure is never shared with a later caller: the next identical GET asks the server again.
        if (recentGets.get(url) === entry) recentGets.delete(url);
      },
    );
    return entry.promise as Promise<ApiAnswer<T>>;
  }

  async function requestWithHeaders<T>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<ApiAnswer<T>> {
    const url = buildUrl(path, requestOptions.version, requestOptions.query);
    if (method === 'GET') {
      return requestOptions.throttle === false
        ? send<T>('GET', url, requestOptions)
        : throttledGet<T>(url, requestOptions);
    }
    const result = await send<T>(method, url, requestOptions);
    // A change makes earlier answers stale: the next read after a mutation always reaches the server.
    recentGets.clear();
    return result;
  }

  async function request<T>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    return (await requestWithHeaders<T>(method, path, requestOptions)).data;
  }

  return {
    request,
    get: (path, getOptions) => request('GET', path, getOptions),
    post: (path, body, postOptions) => request('POST', path, { ...postOptions, body }),
    put: (path, body, putOptions) => request('PUT', path, { ...putOptions, body }),
    patch: (path, body, patchOptions) => request('PATCH', path, { ...patchOptions, body }),
    delete: (path, deleteOptions) => request('DELETE', path, deleteOptions),
    getWithHeaders: (path, getOptions) => requestWithHeaders('GET', path, getOptions),
  };
}

/** The body of an answer: parsed JSON, the text when it is not JSON, undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The one client the portal uses. */
export const api = createHttpClient({ onBehalfOf: () => onBehalfCustomerId() });
