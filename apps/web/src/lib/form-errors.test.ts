import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { applyServerErrors, refusalMessage } from './form-errors';

function form() {
  return { setErrors: vi.fn() };
}

describe('server errors on a form', () => {
  it('puts field messages on their fields and leaves nothing above the form', () => {
    const target = form();
    const error = new ApiError({ status: 409, code: 'conflict', message: 'x', fields: { login: 'taken' } });
    expect(applyServerErrors(target, error, ['login', 'email'])).toBeNull();
    expect(target.setErrors).toHaveBeenCalledWith({ login: 'taken' });
  });

  it('shows a message about a field the form does not have above it', () => {
    const target = form();
    const error = new ApiError({
      status: 400,
      code: 'validation_failed',
      message: 'The request is not valid.',
      fields: { rt: 'This password reset link is not valid or has expired.', new_password: 'weak' },
    });
    expect(applyServerErrors(target, error, ['new_password'])).toBe(
      'This password reset link is not valid or has expired.',
    );
    expect(target.setErrors).toHaveBeenCalledWith({ new_password: 'weak' });
  });

  it('lands a server field on the form field it names, the first message of a field winning', () => {
    const target = form();
    const error = new ApiError({
      status: 400,
      code: 'validation_failed',
      message: 'x',
      fields: { 'prefixes.0': 'Not a valid prefix', 'prefixes.1': 'Duplicate prefix', account_uuid: 'Unknown account' },
    });
    const fieldOf = (name: string) => name.replace(/\.\d+$/, '');
    expect(applyServerErrors(target, error, ['prefixes'], fieldOf)).toBe('Unknown account');
    expect(target.setErrors).toHaveBeenCalledWith({ prefixes: 'Not a valid prefix' });
  });

  it('answers the message of spec 8 for a failure without fields', () => {
    const target = form();
    expect(applyServerErrors(target, new ApiError({ status: 500, code: 'internal', message: 'Boom' }), [])).toBe(
      'Boom',
    );
    const unverified = new ApiError({
      status: 403,
      code: 'unverified',
      message: 'Only verified users can access this endpoint',
    });
    expect(applyServerErrors(target, unverified, [])).toBe(
      'Please verify your email address to proceed with this action.',
    );
    expect(target.setErrors).not.toHaveBeenCalled();
  });
});

describe('refusalMessage', () => {
  it('answers the field messages, else the message of spec 8', () => {
    const conflict = new ApiError({
      status: 409,
      code: 'conflict',
      message: 'The company needs at least one admin.',
    });
    expect(refusalMessage(conflict)).toBe('The company needs at least one admin.');
    const invalid = new ApiError({ status: 400, code: 'x', message: 'bad', fields: { group: 'Invalid value' } });
    expect(refusalMessage(invalid)).toBe('Invalid value');
  });
});
