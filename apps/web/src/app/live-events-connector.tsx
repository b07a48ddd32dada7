import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveEventsWhileSignedIn, liveEventsUrl } from '@/api/live-events';
import { onBehalfCustomerId } from '@/api/on-behalf';

/**
 * Keeps the live event stream open while someone is signed in (the stream opens after login, also a login
 * without a page load, and closes when the session cache is cleared at logout). While acting on behalf of a
 * customer the stream is that customer's.
 */
export function LiveEventsConnector() {
  const queryClient = useQueryClient();
  const url = liveEventsUrl(onBehalfCustomerId());
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return connectLiveEventsWhileSignedIn({ queryClient, url });
  }, [queryClient, url]);
  return null;
}
