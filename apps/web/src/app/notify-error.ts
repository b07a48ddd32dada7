import { notifications } from '@mantine/notifications';
import { describeError } from '@/api/api-error';

/**
 * spec 8: a failed request shows a toast with the server's message, else the client's, else the generic one.
 * The same message is shown once at a time, so a burst of identical failures does not stack up.
 */
export function notifyError(error: unknown): void {
  const message = describeError(error);
  notifications.show({ id: `error:${message}`, color: 'red', title: 'Error', message, autoClose: 6000 });
}
