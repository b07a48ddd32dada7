import type { z } from 'zod';

/** Which base a route lives under: the public API versions of spec 9, or the server root (health, docs). */
export type ApiBase = 'v2' | 'v2.1' | 'root';

/**
 * Who may call a route.
 * - `public`: anyone;
 * - `session`: any signed-in user (session cookie, bearer token or API key);
 * - a permission key of spec 6: a signed-in user whose group grants it.
 */
export type RouteAccess = 'public' | 'session' | { permission: string };

export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  base: ApiBase;
  /** Path below the base, in `:param` form (`/ports/:id`). */
  path: string;
  access: RouteAccess;
  /**
   * Only users with a verified e-mail address may call it: an unverified user gets 403
   * `{code: 'unverified', message: 'Only verified users can access this endpoint'}` (spec 8).
   */
  verified?: boolean;
  /**
   * spec 2 "Billing": not available to customers of a reseller (the reseller is billed for them). A caller whose
   * customer (the one acted for, on behalf) is a reseller's answers 403 `forbidden`.
   */
  directCustomersOnly?: boolean;
  /**
   * A session still waiting for its second factor (MFA login, half-open) may call it. Every other route answers
   * 401 `{code: 'mfa_pending'}` to such a session.
   */
  allowsMfaPending?: boolean;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success response; `null` for a binary or HTML answer documented elsewhere. */
  response: z.ZodType | null;
  successStatus?: 200 | 201 | 202 | 204;
  /**
   * Error statuses the route answers beyond those its access, path and method imply (the OpenAPI document lists
   * both): 401 for a wrong password, 404 for an object named in the body or query, 409 for a request the object's
   * state or another object refuses, 429 for a limit of its own, 503. The route tests fail on an undocumented one.
   */
  errors?: readonly (401 | 403 | 404 | 409 | 429 | 503)[];
  /** Reads an `Idempotency-Key` header: a retry with the same key answers the first result. */
  idempotent?: boolean;
  /** A page of a list (`page`, `page_size`); the answer carries the total in `x-total-item-count`. */
  paged?: boolean;
  /** The media type of a success that is not JSON (`response: null`): `text/event-stream`, `image/*`, a file. */
  responseType?: string;
  /** A multipart/form-data body (`body` unset, the server reads the parts): its text fields and its file parts. */
  multipart?: { fields?: z.ZodType; files: readonly string[] };
}

/** Declares a route of the contract and keeps its literal types for the server and the web. */
export function defineRoute<const T extends RouteDefinition>(route: T): T {
  return route;
}

/** The full URL path of a route, as the HTTP server registers it (`/v2/ports/:id`). */
export function routeUrl(route: Pick<RouteDefinition, 'base' | 'path'>): string {
  return route.base === 'root' ? route.path : `/${route.base}${route.path}`;
}
