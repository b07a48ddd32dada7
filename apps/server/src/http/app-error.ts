import { ERROR_CATALOGUE, type ErrorCode } from '@portal/contract';

/** An error the API answers on purpose: a code of the catalogue, its status, a readable message, invalid fields. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  /** Response headers the answer carries (`retry-after` of a rate limit). */
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>, headers?: Record<string, string>) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.fields = fields;
    this.headers = headers;
  }
}

/** A 404 that reads the same for a missing id and for another customer's id (ARCHITECTURE rule 3). */
export function notFound(what = 'Not found.'): AppError {
  return new AppError('not_found', what);
}

/** A 400 naming one field, worded like the validation answers (`field: message`). */
export function invalidField(field: string, message: string): AppError {
  return new AppError('validation_failed', `${field}: ${message}`, { [field]: message });
}

/** A refusal because of the object's state (`state_conflict`), naming the parameter of the object and the reason. */
export function stateConflict(field: string, reason: string): AppError {
  return new AppError('state_conflict', reason, { [field]: reason });
}

/** A 409 naming the field that conflicts (a taken login or e-mail address). */
export function conflictOn(field: string, message: string): AppError {
  return new AppError('conflict', message, { [field]: message });
}
