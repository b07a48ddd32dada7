import type { OutboundCrossConnect } from '@portal/contract';
import { crossConnectStatusLabel } from '@portal/domain';
import { type CsvColumn, csvExport } from '@/lib/csv';

const CSV_COLUMNS: readonly CsvColumn<OutboundCrossConnect>[] = [
  ['Circuit ID', (item) => item.circuit_id],
  ['Port', (item) => item.port],
  ['Site', (item) => item.site],
  ['Status', (item) => crossConnectStatusLabel(item.obcc_status)],
  ['Progress (%)', (item) => item.progress],
  ['Description', (item) => item.user_description ?? item.description],
  ['Destination', (item) => item.destination_name ?? ''],
  ['Destination circuit ID', (item) => item.destination_circuit_id ?? ''],
  ['Panel', (item) => item.panel ?? ''],
  ['Module', (item) => item.module ?? ''],
  ['Position', (item) => item.position ?? ''],
  ['Data center cross connect ID', (item) => item.data_center_cross_connect_id ?? ''],
  ['Ordered', (item) => item.time_created],
];

/** The cross connects export: a header row, then one row per cross connect in the list's order. */
export const {
  rows: crossConnectCsvRows,
  text: crossConnectCsv,
  fileName: crossConnectCsvFileName,
} = csvExport('cross-connects', CSV_COLUMNS);
