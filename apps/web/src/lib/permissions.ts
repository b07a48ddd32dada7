/**
 * spec 6: permissions are compared in lower case and, unless a route says otherwise, all the listed ones must
 * hold.
 */
export function hasAllPermissions(granted: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) return true;
  const grantedKeys = new Set(granted.map((key) => key.toLowerCase()));
  return required.every((key) => grantedKeys.has(key.toLowerCase()));
}
