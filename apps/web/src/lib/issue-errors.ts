/** A schema's complaint about one field: where (`path`) and what (`message`), as zod reports it. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** The field an issue's path names: its top-level name, or `fallback` for an issue about the whole body. */
export const topLevelField =
  (fallback: string) =>
  (path: readonly PropertyKey[]): string =>
    String(path[0] ?? fallback);

/**
 * A contract schema's issues as a form's errors by field (the form field `fieldOf` names for each path); the first
 * message of a field wins, as the server names the first problem of a field.
 */
export function issueErrors(
  issues: readonly SchemaIssue[],
  fieldOf: (path: readonly PropertyKey[]) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[fieldOf(issue.path)] ??= issue.message;
  return errors;
}
