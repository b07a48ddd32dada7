/** spec 5 "Generic form rules": the exact messages of every generic rule. */
export const messages = {
  required: 'This field is required',
  email: 'This is not a valid email',
  minLength: (n: number) => `The min length is ${n}`,
  maxLength: (n: number) => `The max length is ${n}`,
  exactLength: (n: number) => `The required length is ${n}`,
  passwordNotStrong: 'Password is not strong enough',
  sameAs: (field: string) => `Must match the "${field}" field`,
  notEqual: (field: string) => `Must not match the "${field}" field`,
  pattern: (kind?: string) => (kind ? `Not a valid ${kind}` : 'Not a valid value'),
  website: 'Not a valid website',
  phone: 'Not a valid phone number',
  oneOf: (list: readonly (string | number)[]) => `Invalid value, must be one of "${list.join(', ')}".`,
  min: (n: number) => `Invalid value, must be greater than ${n}.`,
  max: (n: number) => `Invalid value, must be less than ${n}.`,
  between: (a: number, b: number) => `Value must be between ${a} and ${b}, inclusive.`,
  except: (x: string | number) => `You can't use ${x}, please try with other value.`,
} as const;
