/** spec 6: how a permission check combines the required keys, and a custom checker that can also grant. */
export interface PermissionCheckOptions {
  /** 'all' (default): every key must hold; 'any': one is enough. */
  mode?: 'all' | 'any';
  /** Grants access on its own when it answers true. */
  checker?: (granted: readonly string[]) => boolean;
}

/** spec 6: permission keys in lower case, without blanks around them. */
export function normalizePermissions(keys: readonly string[]): string[] {
  return keys.map((key) => key.trim().toLowerCase());
}

// Nothing required always holds, in both modes.
/** spec 6: lower-case permission check, all (default) or any; a custom checker can also grant. */
export function hasPermissions(
  granted: readonly string[],
  required: readonly string[],
  options: PermissionCheckOptions = {},
): boolean {
  const grantedSet = new Set(normalizePermissions(granted));
  if (options.checker?.([...grantedSet])) return true;
  const needed = normalizePermissions(required);
  if (needed.length === 0) return true;
  return options.mode === 'any'
    ? needed.some((key) => grantedSet.has(key))
    : needed.every((key) => grantedSet.has(key));
}
