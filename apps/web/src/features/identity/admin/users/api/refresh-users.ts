import { useQueryClient } from '@tanstack/react-query';
import { groupKeys } from '../../groups/api/groups-query';
import { userKeys } from './users-query';

/** After a change to users: the user lists and the groups' member lists and counts change together. */
export function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    ]);
}
