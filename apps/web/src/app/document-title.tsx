import { pageTitle } from '@portal/domain';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { routeHandle } from '@/lib/route-handle';

/** Keeps the document title in step with the matched routes (spec 2). */
export function DocumentTitle() {
  const matches = useMatches();
  const title = pageTitle(...matches.map((match) => routeHandle(match).title));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
