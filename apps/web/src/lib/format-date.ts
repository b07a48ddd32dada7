/** How the portal writes dates: en-US, medium date and short time, in the browser's time zone. */
const LOCALE = 'en-US';

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A timestamp as "Mar 4, 2025, 3:07 PM"; `empty` when there is none; the raw text when it is not a date. */
export function formatDateTime(value: string | null | undefined, empty = 'Never'): string {
  if (!value) return empty;
  const date = parse(value);
  return date ? date.toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short' }) : value;
}

/** A timestamp as "Mar 4, 2025"; `empty` when there is none; the raw text when it is not a date. */
export function formatDate(value: string | null | undefined, empty = 'Never'): string {
  if (!value) return empty;
  const date = parse(value);
  return date ? date.toLocaleDateString(LOCALE, { dateStyle: 'medium' }) : value;
}

/** Milliseconds since the epoch for sorting; missing or invalid timestamps sort first. */
export function timestampOf(value: string | null | undefined): number {
  return parse(value)?.getTime() ?? 0;
}

/** The end of a calendar day (`YYYY-MM-DD`) in the browser's time zone, as an ISO timestamp; null if not a date. */
export function endOfLocalDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T23:59:59`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The calendar day (`YYYY-MM-DD`) a number of days from `now`, in the browser's time zone. */
export function localDayFromNow(days: number, now: Date = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
