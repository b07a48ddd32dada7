import { describe, expect, it } from 'vitest';
import { ApiError, describeError, isUnauthorizedError } from './api-error';

const serverError = (status: number, message: string, code = 'any') =>
  new ApiError({ status, code, message, requestId: 'req-1' });

describe('describeError (spec 8)', () => {
  it('shows the no-permission message for a 403', () => {
    expect(describeError(serverError(403, 'Forbidden', 'forbidden'))).toBe(
      "You don't have permissions for that operation.",
    );
  });

  it('asks an unverified user to verify their address', () => {
    expect(describeError(serverError(403, 'Only verified users can access this endpoint', 'unverified'))).toBe(
      'Please verify your email address to proceed with this action.',
    );
  });

  it("shows the server's message, else the client's", () => {
    expect(describeError(serverError(409, 'The port is in use.'))).toBe('The port is in use.');
    expect(describeError(new ApiError({ status: null, code: 'network_error', message: 'Network Error' }))).toBe(
      'Network Error',
    );
  });

  it('falls back to the generic message', () => {
    expect(describeError(new Error(''))).toBe('An error has occurred.');
    expect(describeError('boom')).toBe('An error has occurred.');
    expect(describeError(undefined)).toBe('An error has occurred.');
  });
});

describe('isUnauthorizedError', () => {
  it('is true only for a 401 ApiError', () => {
    expect(isUnauthorizedError(serverError(401, 'Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(serverError(403, 'Forbidden'))).toBe(false);
    expect(isUnauthorizedError(new Error('401'))).toBe(false);
  });
});
