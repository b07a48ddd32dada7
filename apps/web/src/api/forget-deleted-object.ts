import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After an object is deleted: its own queries (details, status, members, liability, all under `objectKey`) are
 * cancelled and dropped from the cache before its page closes, so the object's live events, which go on until the
 * network has taken it down, find nothing of it to refetch into 404s; its lists (`listsKey`) refresh to show it
 * deleting. Call it before navigating away from the object's page.
 */
export function forgetDeletedObject(queryClient: QueryClient, objectKey: QueryKey, listsKey: QueryKey): void {
  void queryClient.cancelQueries({ queryKey: objectKey });
  queryClient.removeQueries({ queryKey: objectKey });
  void queryClient.invalidateQueries({ queryKey: listsKey });
}
