import { ActionIcon, Alert, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { maskedKey } from './ipsec-connection-form';

/**
 * The pre-shared key, shown this once after saving: masked until the user reveals it, copyable, and never shown
 * again (the server keeps it encrypted and answers no key).
 */
export function SharedKeyOnce({ sharedKey }: { sharedKey: string }) {
  const [isRevealed, setIsRevealed] = useState(false);
  return (
    <Alert color="yellow" variant="light" title="Save the pre-shared key now">
      <Stack gap="xs">
        <Text size="sm">This is the only time the key is shown. It is stored encrypted and cannot be read back.</Text>
        <Group gap="xs" wrap="nowrap">
          <Code block style={{ flex: 1, wordBreak: 'break-all' }} aria-label="Pre-shared key">
            {isRevealed ? sharedKey : maskedKey(sharedKey)}
          </Code>
          <Tooltip label={isRevealed ? 'Hide the key' : 'Show the key'}>
            <ActionIcon
              variant="light"
              color="gray"
              size="lg"
              onClick={() => setIsRevealed((shown) => !shown)}
              aria-label={isRevealed ? 'Hide the key' : 'Show the key'}
              aria-pressed={isRevealed}
            >
              {isRevealed ? <IconEyeOff size={18} /> : <IconEye size={18} />}
            </ActionIcon>
          </Tooltip>
          <CopyButton value={sharedKey} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy the key'}>
                <ActionIcon
                  variant="light"
                  color={copied ? 'teal' : 'gray'}
                  size="lg"
                  onClick={copy}
                  aria-label="Copy the key"
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
