import { useDebouncedValue } from '@mantine/hooks';
import { checkPasswordStrength, type PasswordStrength } from '@portal/domain';
import { useEffect, useState } from 'react';

/** spec 9: the default debounce. */
const STRENGTH_DEBOUNCE_MS = 300;

/**
 * spec 5: the live strength of a password as it is typed. The check is asynchronous (the checker loads its
 * dictionaries on first use) and debounced; an answer for text that has changed since is dropped.
 */
export function usePasswordStrength(password: string, userInputs: readonly string[] = []) {
  const [debounced] = useDebouncedValue(password, STRENGTH_DEBOUNCE_MS);
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputsKey = userInputs.filter(Boolean).join('\u0000');

  useEffect(() => {
    if (debounced === '') {
      setStrength(null);
      return;
    }
    let isCurrent = true;
    const inputs = inputsKey === '' ? [] : inputsKey.split('\u0000');
    checkPasswordStrength(debounced, inputs).then(
      (result) => {
        if (isCurrent) setStrength(result);
      },
      () => {
        if (isCurrent) setStrength(null);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [debounced, inputsKey]);

  return { strength: password === '' ? null : strength, isChecking: password !== debounced };
}
