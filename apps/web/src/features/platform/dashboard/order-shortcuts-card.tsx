import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { OrderShortcut } from './dashboard-links';
import { DashboardSection } from './dashboard-section';

interface OrderShortcutsCardProps {
  shortcuts: readonly OrderShortcut[];
  /** A customer with nothing yet gets a word of welcome with the shortcuts. */
  isFirstOrder: boolean;
}

/** Shortcuts to the order screens of the common products that exist and the user may open. */
export function OrderShortcutsCard({ shortcuts, isFirstOrder }: OrderShortcutsCardProps) {
  return (
    <DashboardSection title={isFirstOrder ? 'Order your first service' : 'Order'}>
      {isFirstOrder && (
        <Text size="sm" mb="md">
          Your company has no services yet. Start with a port at one of our locations; virtual circuits and cloud
          connections ride on it.
        </Text>
      )}
      <Group gap="xs">
        {shortcuts.map((shortcut) => (
          <Button
            key={shortcut.to}
            component={Link}
            to={shortcut.to}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            aria-label={`Order ${shortcut.label}`}
          >
            {shortcut.label}
          </Button>
        ))}
      </Group>
    </DashboardSection>
  );
}
