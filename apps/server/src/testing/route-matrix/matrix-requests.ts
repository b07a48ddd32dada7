import { errorBodySchema } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { fillPath, type MatrixRoute } from './route-catalogue.js';
import { acceptedSample, asQueryObject } from './schema-values.js';

/**
 * Path parameters the route's schema accepts (a UUID where it wants one), for checks that stop before the
 * handler (401, 403); a parameter without a schema gets `x`.
 */
export function sampleParams(route: MatrixRoute): Record<string, string> {
  const sample = route.route.params ? asQueryObject(acceptedSample(route.route.params)) : {};
  return Object.fromEntries(route.params.map((name) => [name, String(sample[name] ?? 'x')]));
}

/** The URL of a route with parameters and a query (`?a=1&a=2` for arrays). */
export function urlOf(route: MatrixRoute, params: Record<string, string>, query?: Record<string, string | string[]>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  const text = search.toString();
  return `${fillPath(route.url, params)}${text ? `?${text}` : ''}`;
}

/** The house error body of an answer, or a readable reason why it is not one. */
export function houseError(response: LightMyRequestResponse): { code: string; fields?: Record<string, string> } {
  let json: unknown;
  try {
    json = response.json();
  } catch {
    throw new Error(`${response.statusCode} without a JSON body: ${response.body.slice(0, 200)}`);
  }
  const parsed = errorBodySchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`${response.statusCode} not in the house format: ${response.body.slice(0, 200)}`);
  return parsed.data;
}
