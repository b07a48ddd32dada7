import type { ActivityLogEntry } from '@portal/contract';
import Papa from 'papaparse';

/** The columns of the export, in order: the sentence people read and the raw event code tools read. */
const CSV_COLUMNS: readonly [string, (entry: ActivityLogEntry) => string][] = [
  ['Time', (entry) => entry.time_created],
  ['Event', (entry) => entry.message],
  ['Event code', (entry) => entry.event],
  ['User', (entry) => entry.user_name ?? 'System'],
  ['Login', (entry) => entry.user ?? ''],
  ['On behalf of', (entry) => entry.on_behalf_of ?? ''],
  ['Severity', (entry) => entry.log_level_name],
  ['Object type', (entry) => entry.object_type],
  ['Object ID', (entry) => entry.object_id],
  ['IP address', (entry) => entry.ip_address],
  ['Request ID', (entry) => entry.request_id],
];

/** The rows of the export: a header row, then one row per entry in the order given. */
export function activityCsvRows(entries: readonly ActivityLogEntry[]): string[][] {
  return [CSV_COLUMNS.map(([header]) => header), ...entries.map((entry) => CSV_COLUMNS.map(([, read]) => read(entry)))];
}

/** The CSV text of the export (RFC 4180 quoting; a leading = + - @ is escaped against formula injection). */
export function activityCsv(entries: readonly ActivityLogEntry[]): string {
  return Papa.unparse(activityCsvRows(entries), { escapeFormulae: true });
}

/** The file name of an export made on `day` ("activity-log-2026-03-01.csv"). */
export function activityCsvFileName(day: Date): string {
  return `activity-log-${day.toISOString().slice(0, 10)}.csv`;
}
