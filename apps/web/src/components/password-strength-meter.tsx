import { Group, Progress, Stack, Text } from '@mantine/core';
import { strengthMeter } from '@/lib/password-meter';
import { usePasswordStrength } from '@/lib/use-password-strength';

interface PasswordStrengthMeterProps {
  password: string;
  /** The user's own words (name, login, e-mail), which make a password weaker. */
  userInputs?: readonly string[];
}

/** spec 5: a live meter under a new-password field, with the checker's advice while the password is too weak. */
export function PasswordStrengthMeter({ password, userInputs }: PasswordStrengthMeterProps) {
  const { strength } = usePasswordStrength(password, userInputs);
  if (password === '') {
    return (
      <Text size="xs" c="dimmed">
        Use a long passphrase or a mix of words, numbers and symbols that is hard to guess.
      </Text>
    );
  }
  const meter = strength ? strengthMeter(strength) : null;
  return (
    <Stack gap={4} aria-live="polite">
      <Progress
        value={meter?.value ?? 0}
        color={meter?.color ?? 'gray'}
        size="sm"
        aria-label="Strength of the password"
        transitionDuration={200}
      />
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed">
          {strength?.message ?? (meter?.isStrongEnough ? 'Strong enough.' : 'Checking…')}
        </Text>
        {meter && (
          <Text size="xs" fw={600} c={`var(--mantine-color-${meter.color}-text)`} style={{ whiteSpace: 'nowrap' }}>
            {meter.text}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
