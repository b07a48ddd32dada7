import { Badge, Box, Divider, NavLink, ScrollArea } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import {
  badgeCount,
  isLinkActive,
  isShellGroup,
  type ShellContext,
  type ShellLink,
  sidebarEntries,
  sidebarLinks,
  topBarLinks,
  visibleLinks,
  visibleSidebar,
} from './navigation';
import { useShellContext } from './use-shell-context';

interface SidebarLinkProps {
  link: ShellLink;
  context: ShellContext;
  pathname: string;
  onNavigate: () => void;
}

/** spec 2: a count badge when the count is above 0. */
function CountBadge({ link, context }: { link: ShellLink; context: ShellContext }) {
  const count = badgeCount(link, context.counts);
  if (count <= 0) return null;
  return (
    <Badge size="sm" variant="light" circle={count < 10} aria-label={`${count} ${link.label}`}>
      {count}
    </Badge>
  );
}

function SidebarLink({ link, context, pathname, onNavigate }: SidebarLinkProps) {
  const icon = <link.icon size={18} aria-hidden />;
  if (link.opensPage) {
    return (
      <NavLink
        component="a"
        href={link.to}
        target="_blank"
        rel="noopener"
        label={link.label}
        leftSection={icon}
        rightSection={<IconExternalLink size={14} aria-hidden />}
      />
    );
  }
  return (
    <NavLink
      component={Link}
      to={link.to}
      label={link.label}
      leftSection={icon}
      rightSection={<CountBadge link={link} context={context} />}
      active={isLinkActive(link, pathname)}
      onClick={onNavigate}
    />
  );
}

/** spec 2 "Sidebar": the product areas the user may open, grouped, with their counts. */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const context = useShellContext();
  const entries = visibleSidebar(sidebarEntries, context);
  // The top bar's links, which a phone's top bar has no room for (the ones the sidebar lacks).
  const topBarOnly = visibleLinks(topBarLinks, context).filter(
    (link) => !sidebarLinks.some((candidate) => candidate.to === link.to),
  );

  return (
    <ScrollArea component="nav" aria-label="Main navigation" h="100%">
      {entries.map((entry) =>
        isShellGroup(entry) ? (
          <NavLink
            key={entry.label}
            label={entry.label}
            leftSection={<entry.icon size={18} aria-hidden />}
            defaultOpened
            childrenOffset={12}
          >
            {entry.links.map((link) => (
              <SidebarLink key={link.to} link={link} context={context} pathname={pathname} onNavigate={onNavigate} />
            ))}
          </NavLink>
        ) : (
          <SidebarLink key={entry.to} link={entry} context={context} pathname={pathname} onNavigate={onNavigate} />
        ),
      )}
      {topBarOnly.length > 0 && (
        <Box hiddenFrom="sm">
          <Divider my="xs" />
          {topBarOnly.map((link) => (
            <SidebarLink key={link.to} link={link} context={context} pathname={pathname} onNavigate={onNavigate} />
          ))}
        </Box>
      )}
    </ScrollArea>
  );
}
