import { Avatar, Box, Group, Menu, Text, UnstyledButton, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/api/session';
import { useLogout } from '@/features/identity/auth/api/use-logout';
import { settingsLinks, visibleLinks } from './navigation';
import { ThemeSwitch } from './theme-switch';
import { useShellContext } from './use-shell-context';

function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/** spec 2 "Settings menu": the signed-in user, the theme, and Logout. */
export function UserMenu() {
  const { data: user } = useCurrentUser();
  // The theme's primary colour: a reseller's main colour on its host (spec 2 "Host and brand").
  const theme = useMantineTheme();
  const logout = useLogout();
  const links = visibleLinks(settingsLinks, useShellContext());
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';

  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        {/* Named by its text, "User menu" and the user's name, so the name a screen reader says holds what is seen. */}
        <UnstyledButton px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap={8} wrap="nowrap">
            <VisuallyHidden>User menu</VisuallyHidden>
            <Avatar radius="xl" size={30} color={theme.primaryColor} aria-hidden>
              {user ? initialsOf(user.first_name, user.last_name) : null}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm">
              {fullName}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {user && (
          <Box px="sm" py={6}>
            <Text size="sm" fw={600}>
              {fullName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          </Box>
        )}
        <Menu.Divider />
        {links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to} leftSection={<link.icon size={16} aria-hidden />}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>Theme</Menu.Label>
        <Box px="sm" pb="xs">
          <ThemeSwitch />
        </Box>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
