import { loginRequestSchema } from '@portal/contract';
import { messages } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFormResolver } from './zod-form-resolver';

describe('zodFormResolver', () => {
  const validateLogin = zodFormResolver<{ login: string; password: string }>(loginRequestSchema);

  it('answers no errors for valid values', () => {
    expect(validateLogin({ login: 'dana', password: 'secret' })).toEqual({});
  });

  it("uses the contract's messages for each invalid field", () => {
    expect(validateLogin({ login: '   ', password: '' })).toEqual({
      login: messages.required,
      password: messages.required,
    });
  });

  it('names nested fields by their path and keeps the first issue of a field', () => {
    const schema = z.object({
      ports: z.array(z.object({ vlan: z.number().min(4, 'too low').multipleOf(2, 'not even') })),
    });
    expect(zodFormResolver(schema)({ ports: [{ vlan: 8 }, { vlan: 3 }] })).toEqual({ 'ports.1.vlan': 'too low' });
  });
});
