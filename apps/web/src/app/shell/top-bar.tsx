import { ActionIcon, Anchor, Burger, Group, Text, Tooltip } from '@mantine/core';
import { hasPermissions } from '@portal/domain';
import { Link, useLocation } from 'react-router';
import { usePermissions } from '@/api/session';
import { PRODUCT_NAME } from '@/lib/document-title';
import { isLinkActive, topBarLinks } from './navigation';
import { UserMenu } from './user-menu';

interface TopBarProps {
  isNavbarOpen: boolean;
  onToggleNavbar: () => void;
}

/** spec 2 "Shell": the product, the top-bar links and the user menu. */
export function TopBar({ isNavbarOpen, onToggleNavbar }: TopBarProps) {
  const { pathname } = useLocation();
  const { data: permissions = [] } = usePermissions();
  const links = topBarLinks.filter((link) => hasPermissions(permissions, link.permissions ?? []));
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={isNavbarOpen}
          onClick={onToggleNavbar}
          hiddenFrom="sm"
          size="sm"
          aria-label={isNavbarOpen ? 'Close navigation' : 'Open navigation'}
        />
        <Anchor component={Link} to="/dashboard" underline="never" c="inherit" aria-label={`${PRODUCT_NAME} home`}>
          <Group gap={8} wrap="nowrap">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <Text fw={700} size="lg">
              {PRODUCT_NAME}
            </Text>
          </Group>
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {links.map((link) => (
          <Tooltip key={link.to} label={link.label}>
            <ActionIcon
              component={Link}
              to={link.to}
              variant={isLinkActive(link, pathname) ? 'light' : 'subtle'}
              color="gray"
              size="lg"
              aria-label={link.label}
            >
              <link.icon size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ))}
        <UserMenu />
      </Group>
    </Group>
  );
}
