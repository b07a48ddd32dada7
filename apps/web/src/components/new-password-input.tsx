import { PasswordInput, type PasswordInputProps, Stack } from '@mantine/core';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordInputProps extends Omit<PasswordInputProps, 'value'> {
  /** Controlled: the meter follows what is typed. */
  value?: string;
  /** The user's own words (name, login, e-mail), which make a password weaker. */
  userInputs?: readonly string[];
}

/**
 * A field for choosing a password, with the live strength meter of spec 5 under it. The form checks the
 * strength again on submit (asynchronously) and the server checks it too.
 */
export function NewPasswordInput({ value, userInputs, ...inputProps }: NewPasswordInputProps) {
  return (
    <Stack gap={6}>
      <PasswordInput autoComplete="new-password" withAsterisk value={value} {...inputProps} />
      <PasswordStrengthMeter password={value ?? ''} userInputs={userInputs} />
    </Stack>
  );
}
