import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveEvents, liveEventsUrl } from '@/api/live-events';
import { onBehalfCustomerId } from '@/api/on-behalf';
import { currentUserQuery } from '@/api/session';

/**
 * Keeps the live event stream open while someone is signed in: the signed-in user is whatever the current-user
 * query holds (this observer never fetches it), so the stream opens after login and closes when the session
 * cache is cleared at logout. While acting on behalf of a customer the stream is that customer's.
 */
export function LiveEventsConnector() {
  const queryClient = useQueryClient();
  const { data: user } = useQuery({ ...currentUserQuery(), enabled: false });
  const userId = user?.uuid;
  const url = liveEventsUrl(onBehalfCustomerId());
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    return connectLiveEvents({ queryClient, url });
  }, [queryClient, userId, url]);
  return null;
}
