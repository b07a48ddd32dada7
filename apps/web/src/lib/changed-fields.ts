/** The fields whose value differs from the saved one, so a form sends only what the user changed. */
export function changedFields<T extends object>(saved: T, edited: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) {
    const before = saved[key];
    const after = edited[key];
    const isSame =
      typeof before === 'string' && typeof after === 'string' ? before.trim() === after.trim() : before === after;
    if (!isSame) changes[key] = after;
  }
  return changes;
}
