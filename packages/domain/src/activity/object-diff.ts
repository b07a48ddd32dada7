/** One field that an activity-log entry changed, by its path in the object (`demarcation.panel`). */
export interface FieldChange {
  field: string;
  /** `added` when the field was not there before (a creation), `removed` when it is gone (a deletion). */
  kind: 'added' | 'removed' | 'changed';
  before: unknown;
  after: unknown;
}

type PlainObject = Record<string, unknown>;

const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects flattened to their leaves by dotted path; arrays and scalars are leaves. */
function leaves(value: PlainObject, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, item] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(item) && Object.keys(item).length > 0) leaves(item, path, into);
    else into.set(path, item);
  }
  return into;
}

const isSame = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/**
 * What an activity-log entry changed: the fields whose value differs between its `before` and `after` (nested
 * objects by dotted path), in the order the object lists them. A creation (no before) lists every field as added,
 * a deletion (no after) every field as removed; values that are not objects compare as one unnamed field.
 */
export function diffObjects(before: unknown, after: unknown): FieldChange[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!isPlainObject(before) && !isPlainObject(after)) {
    if (isSame(before, after)) return [];
    const kind = !hasBefore ? 'added' : !hasAfter ? 'removed' : 'changed';
    return [{ field: '', kind, before: before ?? null, after: after ?? null }];
  }
  const old = isPlainObject(before) ? leaves(before) : new Map<string, unknown>();
  const next = isPlainObject(after) ? leaves(after) : new Map<string, unknown>();
  const fields = [...new Set([...next.keys(), ...old.keys()])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const wasThere = old.has(field);
    const isThere = next.has(field);
    const previous = old.get(field);
    const current = next.get(field);
    if (wasThere && isThere && isSame(previous, current)) continue;
    const kind = !wasThere ? 'added' : !isThere ? 'removed' : 'changed';
    changes.push({ field, kind, before: wasThere ? previous : null, after: isThere ? current : null });
  }
  return changes;
}

/** A changed value as text: '—' for none, strings as they are, everything else as JSON. */
export function formatChangeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
