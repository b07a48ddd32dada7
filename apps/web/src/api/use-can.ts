import { hasPermissions } from '@portal/domain';
import { usePermissions } from './session';

/**
 * spec 6: whether the signed-in user holds every one of the permission keys (the same keys the server checks).
 * False until the permissions are loaded, so an action is never offered and then taken away.
 */
export function useCan(...required: readonly string[]): boolean {
  const { data: permissions } = usePermissions();
  return permissions !== undefined && hasPermissions(permissions, required);
}
