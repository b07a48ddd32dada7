import { NavLink, ScrollArea } from '@mantine/core';
import { hasPermissions } from '@portal/domain';
import { Link, useLocation } from 'react-router';
import { usePermissions } from '@/api/session';
import { isLinkActive, sidebarLinks } from './navigation';

/** spec 2 "Sidebar": the product areas the user may open. */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { data: permissions = [] } = usePermissions();
  const links = sidebarLinks.filter((link) => hasPermissions(permissions, link.permissions ?? []));

  return (
    <ScrollArea component="nav" aria-label="Main navigation" h="100%">
      {links.map((link) => (
        <NavLink
          key={link.to}
          component={Link}
          to={link.to}
          label={link.label}
          leftSection={<link.icon size={18} aria-hidden />}
          active={isLinkActive(link, pathname)}
          onClick={onNavigate}
        />
      ))}
    </ScrollArea>
  );
}
