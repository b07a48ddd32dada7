import type { VirtualCircuit } from '@portal/contract';
import { serviceTypeLabel, subscriptionTermLabel } from '@portal/domain';
import { type CsvColumn, csvExport } from '@/lib/csv';
import { endText, serviceClassLabel, vcBadge, vcSpeedText } from './vc-display';

const end = (vc: VirtualCircuit, side: 'a' | 'z') => {
  const found = vc.interfaces.find((item) => item.side === side);
  return found ? endText(found) : '';
};

/** The columns of the CSV export, in order, and how each is read from a VC. */
const CSV_COLUMNS: readonly CsvColumn<VirtualCircuit>[] = [
  ['Circuit ID', (vc) => vc.vc_circuit_id],
  ['Type', (vc) => serviceTypeLabel(vc.service_type)],
  ['Description', (vc) => vc.description],
  ['Status', (vc) => vcBadge(vc).label],
  ['State', (vc) => vc.state],
  ['A end', (vc) => end(vc, 'a')],
  ['Z end', (vc) => end(vc, 'z')],
  ['Speed', (vc) => vcSpeedText(vc)],
  ['Class', (vc) => serviceClassLabel(vc.service_class)],
  ['Mode', (vc) => vc.mode.toUpperCase()],
  ['Bandwidth type', (vc) => vc.bandwidth.longhaul_type],
  ['Term', (vc) => subscriptionTermLabel(vc.bandwidth.subscription_term)],
  ['PO number', (vc) => vc.po_number ?? ''],
  ['Created', (vc) => vc.time_created],
];

export const { rows: vcCsvRows, text: vcsCsv, fileName: vcsCsvFileName } = csvExport('virtual-circuits', CSV_COLUMNS);
