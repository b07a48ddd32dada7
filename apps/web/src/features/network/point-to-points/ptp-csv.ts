import type { PointToPoint } from '@portal/contract';
import { subscriptionTermLabel } from '@portal/domain';
import { serviceBadge } from '@/components/service-status-badge';
import { type CsvColumn, csvExport } from '@/lib/csv';
import { serviceClassLabel } from '../virtual-circuits/vc-display';
import { endOf, ptpEndText } from './ptp-display';

const end = (ptp: PointToPoint, side: 'a' | 'z') => {
  const found = endOf(ptp, side);
  return found ? ptpEndText(found) : '';
};

/** The columns of the CSV export, in order, and how each is read from a point-to-point. */
const CSV_COLUMNS: readonly CsvColumn<PointToPoint>[] = [
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

export const { rows: ptpCsvRows, text: ptpsCsv, fileName: ptpsCsvFileName } = csvExport('point-to-points', CSV_COLUMNS);
