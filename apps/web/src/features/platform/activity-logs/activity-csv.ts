import type { ActivityLogEntry } from '@portal/contract';
import { type CsvColumn, csvExport } from '@/lib/csv';

/** The columns of the export, in order: the sentence people read and the raw event code tools read. */
const CSV_COLUMNS: readonly CsvColumn<ActivityLogEntry>[] = [
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

export const {
  rows: activityCsvRows,
  text: activityCsv,
  fileName: activityCsvFileName,
} = csvExport('activity-log', CSV_COLUMNS);
