import { notifications } from '@mantine/notifications';
import type { User } from '@portal/contract';
import { TypedDeleteDialog } from '@/components/typed-delete-dialog';
import { useDeleteUser } from './api/use-delete-user';

/** spec 5: deleting a user is confirmed by typing DELETE. */
export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const remove = useDeleteUser();
  return (
    <TypedDeleteDialog
      opened={user !== null}
      title="Delete user"
      isPending={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(user.uuid, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: `${user.login} is deleted.` });
            onClose();
          },
        });
      }}
    >
      Delete <b>{user?.login}</b> ({user?.email})? Their sessions end and their API keys stop working at once. This
      cannot be undone.
    </TypedDeleteDialog>
  );
}
