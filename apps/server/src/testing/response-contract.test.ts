import { describe, expect, it } from 'vitest';
import { contractProblem } from './response-contract.js';

const JSON_TYPE = 'application/json; charset=utf-8';

describe('the response contract of the route tests', () => {
  it('accepts an answer that matches its documented schema, and the house error body', () => {
    expect(
      contractProblem('GET', '/v2/locations/regions', 200, JSON_TYPE, '[{"name":"North America","code":"US"}]'),
    ).toBe(null);
    const error = JSON.stringify({ message: 'Unauthorized', request_id: 'r-1', code: 'unauthenticated' });
    expect(contractProblem('GET', '/v2/ports', 401, JSON_TYPE, error)).toBe(null);
  });

  it('names a field missing from a success, an undocumented status, an error outside the house format or undocumented for the route', () => {
    expect(contractProblem('GET', '/v2/locations/regions', 200, JSON_TYPE, '[{"name":"North America"}]')).toMatch(
      /does not match its schema: .*code/,
    );
    expect(contractProblem('GET', '/v2/locations/regions', 201, JSON_TYPE, '[]')).toMatch(
      /status 201 is not documented/,
    );
    expect(contractProblem('GET', '/v2/ports', 400, JSON_TYPE, '{"error":"Bad Request","statusCode":400}')).toMatch(
      /not the house error body/,
    );
    expect(contractProblem('GET', undefined, 431, 'text/plain', 'Request Header Fields Too Large')).toMatch(
      /not a JSON body/,
    );
    const conflict = JSON.stringify({ message: 'Taken', request_id: 'r-2', code: 'conflict' });
    expect(contractProblem('GET', '/v2/locations/regions', 409, JSON_TYPE, conflict)).toMatch(
      /error 409 is not documented for GET \/v2\/locations\/regions/,
    );
    expect(contractProblem('POST', '/v2/ports', 409, JSON_TYPE, conflict)).toBe(null);
  });
});
