import { ActionIcon, Menu } from '@mantine/core';
import type { User } from '@portal/contract';
import { IconDots, IconLogout, IconTrash, IconUsersGroup } from '@tabler/icons-react';

interface UserActionsMenuProps {
  user: User;
  isSelf: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onChangeGroup: (user: User) => void;
  onSignOut: (user: User) => void;
  onDelete: (user: User) => void;
}

/** The actions on one user the signed-in user may take (spec 6: the others are not shown). */
export function UserActionsMenu(props: UserActionsMenuProps) {
  const { user, isSelf, canUpdate, canDelete } = props;
  const canDeleteThis = canDelete && !isSelf;
  if (!canUpdate && !canDeleteThis) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${user.login}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canUpdate && (
          <>
            <Menu.Item leftSection={<IconUsersGroup size={16} />} onClick={() => props.onChangeGroup(user)}>
              Change group
            </Menu.Item>
            <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => props.onSignOut(user)}>
              {isSelf ? 'Sign out my other sessions' : 'Sign out everywhere'}
            </Menu.Item>
          </>
        )}
        {canDeleteThis && (
          <>
            {canUpdate && <Menu.Divider />}
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => props.onDelete(user)}>
              Delete user
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
