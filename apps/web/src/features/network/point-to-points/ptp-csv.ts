import type { PointToPoint } from '@portal/contract';
import { subscriptionTermLabel } from '@portal/domain';
import Papa from 'papaparse';
import { serviceBadge } from '@/components/service-status-badge';
import { serviceClassLabel } from '../virtual-circuits/vc-display';
import { endOf, ptpEndText } from './ptp-display';

const end = (ptp: PointToPoint, side: 'a' | 'z') => {
  const found = endOf(ptp, side);
  return found ? ptpEndText(found) : '';
};

/** The columns of the CSV export, in order, and how each is read from a point-to-point. */
const CSV_COLUMNS: readonly [string, (ptp: PointToPoint) => string | number][] = [
  ['Circuit ID', (ptp) => ptp.ptp_circuit_id],
  ['Description', (ptp) => ptp.description],
  ['Status', (ptp) => serviceBadge(ptp).label],
  ['State', (ptp) => ptp.state],
  ['A end', (ptp) => end(ptp, 'a')],
  ['Z end', (ptp) => end(ptp, 'z')],
  ['Speed', (ptp) => ptp.speed],
  ['Media', (ptp) => ptp.media],
  ['Class', (ptp) => serviceClassLabel(ptp.service_class)],
  ['Term', (ptp) => subscriptionTermLabel(ptp.billing.subscription_term)],
  ['PO number', (ptp) => ptp.po_number ?? ''],
  ['Created', (ptp) => ptp.time_created],
];

/** The rows of the export: a header row, then one row per point-to-point in the order given. */
export function ptpCsvRows(ptps: readonly PointToPoint[]): (string | number)[][] {
  return [CSV_COLUMNS.map(([header]) => header), ...ptps.map((ptp) => CSV_COLUMNS.map(([, read]) => read(ptp)))];
}

/** The CSV text (papaparse quoting; a leading = + - @ is escaped against formula injection). */
export function ptpsCsv(ptps: readonly PointToPoint[]): string {
  return Papa.unparse(ptpCsvRows(ptps), { escapeFormulae: true });
}

export function ptpsCsvFileName(day: Date): string {
  return `point-to-points-${day.toISOString().slice(0, 10)}.csv`;
}
