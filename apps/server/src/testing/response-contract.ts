import { allRoutes, buildOpenApiDocument } from '@portal/contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_DOCUMENT_VERSION } from '../http/openapi-version.js';

/**
 * The contract test of the route tests: every answer a test receives through `inject` is checked against the
 * OpenAPI document the server publishes. A success must use a documented status and match its response schema;
 * every error must be the house error body, with a status the document lists for the route. A mismatch makes that
 * `inject` call throw, so the test fails where the answer was received.
 */
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

const document = buildOpenApiDocument(allRoutes, { version: API_DOCUMENT_VERSION }) as {
  paths: Record<string, Record<string, Operation>>;
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(document, 'openapi');
const validators = new Map<string, ValidateFunction>();

function pointer(...segments: string[]): string {
  return segments.map((segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

function validatorAt(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi#/${ref}` });
    validators.set(ref, validate);
  }
  return validate;
}

/** `/v2/ports/:id` as the document writes it, `/v2/ports/{id}`. */
function documentPath(url: string): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

/** What is wrong with one answer, or null. Routes outside the document (static files, sockets) are not checked. */
export function contractProblem(
  method: string,
  routeUrl: string | undefined,
  status: number,
  contentType: unknown,
  payload: unknown,
): string | null {
  if (status < 200 || (status >= 300 && status < 400)) return null;
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  const parse = (): { value: unknown } | null => {
    if (text === null || !isJson(contentType)) return null;
    try {
      return { value: JSON.parse(text) };
    } catch {
      return null;
    }
  };
  const path = routeUrl ? documentPath(routeUrl) : null;
  const operation = path ? document.paths[path]?.[method.toLowerCase()] : undefined;
  if (status >= 400) {
    const parsed = parse();
    if (!parsed) return `error ${status} is not a JSON body: ${String(text).slice(0, 200)}`;
    const validate = validatorAt(pointer('components', 'schemas', 'Error'));
    if (!validate(parsed.value)) {
      return `error ${status} is not the house error body: ${ajv.errorsText(validate.errors)}`;
    }
    if (operation && !operation.responses?.[String(status)]) {
      return `error ${status} is not documented for ${method} ${path}: add it to the route's \`errors\` in packages/contract`;
    }
    return null;
  }
  if (!path || !operation) return null;
  const documented = operation.responses?.[String(status)];
  if (!documented) return `status ${status} is not documented for ${method} ${path}`;
  if (!documented.content?.['application/json']) return null;
  const parsed = parse();
  if (!parsed) return `${method} ${path} answered ${status} without a JSON body`;
  const validate = validatorAt(
    `${pointer('paths', path, method.toLowerCase(), 'responses', String(status))}/content/application~1json/schema`,
  );
  if (validate(parsed.value)) return null;
  return `${method} ${path} ${status} does not match its schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}`;
}

const VIOLATION_HEADER = 'x-contract-violation';

/**
 * Checks every answer of the app against the document: an `onSend` hook notes a mismatch on the answer, and
 * `inject` throws it, so the test that received the answer fails with the reason.
 */
export function enforceResponseContract(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const problem = contractProblem(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.getHeader('content-type'),
      payload,
    );
    if (problem) reply.header(VIOLATION_HEADER, encodeURIComponent(problem));
    return payload;
  });
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  app.inject = ((options: InjectOptions | undefined, callback?: unknown) => {
    if (options === undefined || callback) throw new Error('Route tests call inject with options and await it.');
    return inject(options).then((response) => {
      const violation = response.headers[VIOLATION_HEADER];
      if (typeof violation === 'string') {
        throw new Error(`Response contract: ${decodeURIComponent(violation)}\n${response.body.slice(0, 500)}`);
      }
      return response;
    });
  }) as typeof app.inject;
}
