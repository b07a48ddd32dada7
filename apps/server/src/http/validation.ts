import { repeatedParameterMessage } from '@portal/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, invalidField } from './app-error.js';

/** The answer to a NUL character anywhere in what a caller sends (PostgreSQL cannot store it in text). */
export const NUL_CHARACTER_MESSAGE = 'Must not contain the NUL character (\\u0000).';

/**
 * The path of the first string (value or key) holding a NUL character, as a JSON pointer (`/interfaces/0/vlan`);
 * `null` when there is none. Bounded by depth, since JSON bodies are already bounded by size.
 */
export function findNulCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, `${path}/${index}`, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyPath = `${path}/${key.replaceAll('\u0000', '\\u0000')}`;
    if (key.includes('\u0000')) return keyPath;
    const found = findNulCharacter(item, keyPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/**
 * A query parameter given more than once reaches the schema as an array, which no route's query takes: the
 * validator's own words ("expected string, received array") become the house message naming the parameter.
 */
function withRepeatedParameters(issues: readonly ValidationIssue[], query: unknown): ValidationIssue[] {
  if (query === null || typeof query !== 'object') return [...issues];
  const values = query as Record<string, unknown>;
  return issues.map((issue) => {
    const name = issue.instancePath.slice(1);
    const isWholeParameter = name !== '' && !name.includes('/') && Object.hasOwn(values, name);
    return isWholeParameter && Array.isArray(values[name])
      ? { ...issue, message: repeatedParameterMessage(name) }
      : issue;
  });
}

/**
 * The validator of every route (params, query, body): a NUL character anywhere is refused first, naming the field,
 * for every route at once and before any handler or query sees it; then the contract's zod schema decides (a
 * repeated query parameter answered in the house's words).
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
  const isQuery = route.httpPart === 'querystring';
  return (data: unknown) => {
    const nulAt = findNulCharacter(data);
    if (nulAt !== null) return { error: [{ instancePath: nulAt, message: NUL_CHARACTER_MESSAGE }] as never };
    const result = validate(data);
    if (!isQuery || typeof result !== 'object' || !('error' in result) || !Array.isArray(result.error)) return result;
    return { error: withRepeatedParameters(result.error as ValidationIssue[], data) as never };
  };
};

/**
 * The same rule for what a route reads itself (the text fields of a multipart form): a NUL character first, then
 * the zod schema; a failure is a 400 naming each field, like the validator's.
 */
export function parseFields<T extends z.ZodType>(schema: T, raw: Record<string, unknown>): z.output<T> {
  const nulAt = findNulCharacter(raw);
  if (nulAt !== null) throw invalidField(nulAt.replace(/^\//, '').replaceAll('/', '.'), NUL_CHARACTER_MESSAGE);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]),
  );
  const [first] = Object.entries(fields);
  throw new AppError('validation_failed', first ? `${first[0]}: ${first[1]}` : undefined, fields);
}
