/** A message handed to the login page by the page before it ("Your password has been changed…"). */
export interface LoginNotice {
  notice: string;
}

/** The notice in a location's state, if the previous page left one. */
export function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state as { notice: unknown };
  return typeof notice === 'string' && notice.trim() !== '' ? notice : null;
}
