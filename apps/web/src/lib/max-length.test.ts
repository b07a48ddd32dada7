import { createContactRequestSchema, updateCustomerRequestSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { maxLengthOf } from './max-length';

describe('the max length of a contract field', () => {
  it('reads it through optional fields', () => {
    expect(maxLengthOf(updateCustomerRequestSchema, 'name')).toBe(200);
    expect(maxLengthOf(updateCustomerRequestSchema, 'postal')).toBe(32);
    expect(maxLengthOf(createContactRequestSchema, 'first_name')).toBe(100);
  });

  it('has none for a field that is not limited text', () => {
    expect(maxLengthOf(updateCustomerRequestSchema, 'type')).toBeUndefined();
    expect(maxLengthOf(createContactRequestSchema, 'billing')).toBeUndefined();
  });
});
