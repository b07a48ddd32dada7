import { validatePasswordStrength } from '@portal/domain';
import { invalidField } from '../../../http/app-error.js';

/**
 * spec 5 "password strength" on the server: a password scoring under 3 is refused with 400 and the checker's
 * message on the field. The user's own names are given to the checker as words to avoid.
 */
export async function assertStrongPassword(
  password: string,
  field: string,
  userInputs: readonly (string | undefined)[],
): Promise<void> {
  const words = userInputs.filter((word): word is string => typeof word === 'string' && word.trim() !== '');
  const message = await validatePasswordStrength(password, words);
  if (message) throw invalidField(field, message);
}
