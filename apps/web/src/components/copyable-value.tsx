import { ActionIcon, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * An identifier a network engineer pastes elsewhere (a circuit ID, a provider's connection ID, a gateway address)
 * with a small copy button beside it; `children` shows it differently (a link) when given.
 */
export function CopyableValue({ value, label, children }: { value: string; label: string; children?: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" align="center" component="span" style={{ display: 'inline-flex', maxWidth: '100%' }}>
      <span style={{ overflowWrap: 'anywhere' }}>{children ?? value}</span>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label={`Copy ${label}`}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
