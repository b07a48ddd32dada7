import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveEvents } from '@/api/live-events';
import { currentUserQuery } from '@/api/session';

/**
 * Keeps the live event stream open while someone is signed in: the signed-in user is whatever the current-user
 * query holds (this observer never fetches it), so the stream opens after login and closes when the session
 * cache is cleared at logout.
 */
export function LiveEventsConnector() {
  const queryClient = useQueryClient();
  const { data: user } = useQuery({ ...currentUserQuery(), enabled: false });
  const userId = user?.uuid;
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    return connectLiveEvents({ queryClient });
  }, [queryClient, userId]);
  return null;
}
