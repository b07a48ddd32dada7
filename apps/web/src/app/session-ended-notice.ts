import { notifications } from '@mantine/notifications';

/** Why a signed-in user was sent to login: the tracking socket says ended or expired; a 401 alone cannot tell. */
export type SessionEndReason = 'ended' | 'expired' | 'unknown';

const MESSAGES: Record<SessionEndReason, string> = {
  ended: 'Your session was ended. Please log in again.',
  expired: 'Your session has expired. Please log in again.',
  unknown: 'Your session has ended. Please log in again.',
};

/**
 * The one notice of a session that ended under the user, whichever way the news came first (the tracking socket or
 * a request's 401): one id, so the second way updates the first instead of stacking a second toast.
 */
export function showSessionEndedNotice(reason: SessionEndReason): void {
  const notice = { id: 'session-ended', color: 'yellow', title: 'Signed out', message: MESSAGES[reason] };
  // A precise reason (from the socket) replaces the vaguer one a 401 showed a moment before.
  if (reason !== 'unknown') notifications.update(notice);
  notifications.show(notice);
}
