import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasSessionCookie } from '@/api/cookies';
import { endClientSession, isSigningOut, sessionKeys } from '@/api/session';
import { startSessionTrack } from '@/api/session-track';
import { showSessionEndedNotice } from '@/app/session-ended-notice';
import { LOGIN_PATH, pathOf, rememberReturnPath } from '@/lib/return-path';

/**
 * spec 7: while signed in, the WebSocket `/v2/auth/track` reports when the session ends on the server (revoked
 * by an admin, logged out in another tab, expired); the session is then cleared here too and the user goes to
 * login, the page remembered. The end of a logout of this tab is not news: that logout goes to login itself, and
 * with the session cookies gone (a logout in another tab) the page is not remembered either. A refused socket means the session is probably gone: the user is checked once,
 * and a 401 there takes the usual way to login.
 */
export function useSessionTrack(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, location });
  latest.current = { navigate, location };

  useEffect(
    () =>
      startSessionTrack({
        onSessionEnded: (reason) => {
          if (isSigningOut()) return;
          if (hasSessionCookie()) rememberReturnPath(pathOf(latest.current.location));
          showSessionEndedNotice(reason === 'expired' ? 'expired' : 'ended');
          void endClientSession(queryClient, () => latest.current.navigate(LOGIN_PATH, { replace: true }));
        },
        onRejected: () => {
          void queryClient.refetchQueries({ queryKey: sessionKeys.currentUser() });
        },
      }),
    [queryClient],
  );
}
