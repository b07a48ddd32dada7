import { notifications } from '@mantine/notifications';
import type { User } from '@portal/contract';
import { useCurrentUser } from '@/api/session';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSignOutEverywhere } from './api/use-sign-out-everywhere';

/** Confirms signing a user out of every session (for oneself: every other session). */
export function SignOutEverywhereDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const signOut = useSignOutEverywhere();
  const { data: currentUser } = useCurrentUser();
  const isSelf = user?.uuid === currentUser?.uuid;
  return (
    <ConfirmDialog
      opened={user !== null}
      title="Sign out everywhere"
      confirmLabel="Sign out"
      isPending={signOut.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!user) return;
        signOut.mutate(user.uuid, {
          onSuccess: (answer) => {
            notifications.show({ color: 'green', message: answer.message });
            onClose();
          },
        });
      }}
    >
      {isSelf
        ? 'End every session of yours except this one? Other browsers and devices will have to log in again.'
        : `End every session of ${user?.login ?? ''}? Their open browsers go back to the login page at once. API keys keep working.`}
    </ConfirmDialog>
  );
}
