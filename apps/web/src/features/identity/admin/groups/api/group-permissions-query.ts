import type { PermissionEntry } from '@portal/contract';
import { normalizePermissions } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/http-client';
import { groupKeys } from './groups-query';

/** A group's permission keys, in lower case (spec 6) and sorted. */
export function useGroupPermissions(groupId: string) {
  return useQuery({
    queryKey: groupKeys.permissions(groupId),
    queryFn: async () => {
      const entries = await api.get<PermissionEntry[]>(`/groups/${encodeURIComponent(groupId)}/permissions`);
      return normalizePermissions(entries.map((entry) => entry.permission_key)).sort();
    },
    staleTime: 10 * 60_000,
  });
}
