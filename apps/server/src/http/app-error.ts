import { ERROR_CATALOGUE, type ErrorCode } from '@portal/contract';

/** An error the API answers on purpose: a code of the catalogue, its status, a readable message, invalid fields. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.fields = fields;
  }
}

/** A 404 that reads the same for a missing id and for another customer's id (ARCHITECTURE rule 3). */
export function notFound(what = 'Not found.'): AppError {
  return new AppError('not_found', what);
}
