/** The filters of the activity log as the URL keeps them: `q` (object), `user`, `event`, `from` and `to` (days). */
export interface ActivityLogFilters {
  /** Part of an object's id (a circuit id), '' for any. */
  object: string;
  /** A login, absent for anyone. */
  user?: string | undefined;
  /** An event code, absent for any. */
  event?: string | undefined;
  /** The first day of the range (`YYYY-MM-DD`, local), inclusive. */
  from?: string | undefined;
  /** The last day of the range (`YYYY-MM-DD`, local), inclusive. */
  to?: string | undefined;
}

/** The names the page keeps in the URL besides the object search (`q`) and the page. */
export const ACTIVITY_FILTER_NAMES = ['user', 'event', 'from', 'to'] as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start of a local day as an instant, or undefined for a value that is not a day. */
function startOfDay(day: string | undefined, addDays = 0): string | undefined {
  const match = day ? DAY_PATTERN.exec(day) : null;
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + addDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * The query of `GET /v2/activity-logs` for the filters: the days of the range become the instants the server
 * compares (`from` at the start of its day, `to` at the end of its day, both in the browser's time zone).
 */
export function activityLogQuery(filters: ActivityLogFilters): Record<string, string> {
  const query: Record<string, string> = {};
  const object = filters.object.trim();
  if (object) query.object = object;
  if (filters.user) query.user = filters.user;
  if (filters.event) query.event = filters.event;
  const from = startOfDay(filters.from);
  const to = startOfDay(filters.to, 1);
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

/** Whether any filter narrows the log (the empty state then says so). */
export function hasActivityFilters(filters: ActivityLogFilters): boolean {
  return Object.keys(activityLogQuery(filters)).length > 0;
}
