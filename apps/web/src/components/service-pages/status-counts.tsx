import { Badge, Group } from '@mantine/core';

/** How many rows have each status, in the order of `statuses`, leaving out the statuses no row has. */
export function countByStatus<T, S extends string>(
  rows: readonly T[],
  statuses: readonly S[],
  statusOf: (row: T) => string,
): { status: S; count: number }[] {
  return statuses
    .map((status) => ({ status, count: rows.filter((row) => statusOf(row) === status).length }))
    .filter((entry) => entry.count > 0);
}

/**
 * The spec 4 summary counts above a list ("3 active", "1 warning"), one badge per status that any row has; the
 * list page passes it as its `summary`.
 */
export function StatusCounts<T, S extends string>(props: {
  /** What is counted, for screen readers ("Connections by status"). */
  label: string;
  rows: readonly T[];
  statuses: readonly S[];
  statusOf: (row: T) => string;
  colorOf: (status: S) => string;
}) {
  const counts = countByStatus(props.rows, props.statuses, props.statusOf);
  if (counts.length === 0) return null;
  return (
    <Group gap="xs" mb="md" aria-label={props.label}>
      {counts.map(({ status, count }) => (
        <Badge key={status} variant="light" color={props.colorOf(status)} data-summary={status}>
          {count} {status}
        </Badge>
      ))}
    </Group>
  );
}
