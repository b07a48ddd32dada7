import { ActionIcon, Anchor, Burger, Group, Text, Tooltip } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useBranding } from '@/api/brand';
import { BrandLogo } from '@/components/brand-logo';
import { isLinkActive, topBarLinks, visibleLinks } from './navigation';
import { QuickSearch } from './quick-search/quick-search';
import { useShellContext } from './use-shell-context';
import { UserMenu } from './user-menu';

interface TopBarProps {
  isNavbarOpen: boolean;
  onToggleNavbar: () => void;
}

/** spec 2 "Shell": the product (or the reseller's brand on its host), the top-bar links and the user menu. */
export function TopBar({ isNavbarOpen, onToggleNavbar }: TopBarProps) {
  const { pathname } = useLocation();
  const links = visibleLinks(topBarLinks, useShellContext());
  const branding = useBranding();
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
        <Anchor component={Link} to="/dashboard" underline="never" c="inherit" aria-label={`${branding.name} home`}>
          <Group gap={8} wrap="nowrap">
            <BrandLogo branding={branding} height={28} />
            <Text fw={700} size="lg">
              {branding.name}
            </Text>
          </Group>
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <QuickSearch />
        {/* On a phone these links sit in the navigation behind the burger (sidebar.tsx), so the bar fits 390 px. */}
        <Group gap="xs" wrap="nowrap" visibleFrom="sm">
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
        </Group>
        <UserMenu />
      </Group>
    </Group>
  );
}
