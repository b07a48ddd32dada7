import type { VirtualCircuit } from '@portal/contract';
import { serviceTypeLabel, subscriptionTermLabel } from '@portal/domain';
import Papa from 'papaparse';
import { endText, serviceClassLabel, vcBadge, vcSpeedText } from './vc-display';

const end = (vc: VirtualCircuit, side: 'a' | 'z') => {
  const found = vc.interfaces.find((item) => item.side === side);
  return found ? endText(found) : '';
};

/** The columns of the CSV export, in order, and how each is read from a VC. */
const CSV_COLUMNS: readonly [string, (vc: VirtualCircuit) => string | number][] = [
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

/** The rows of the export: a header row, then one row per VC in the order given. */
export function vcCsvRows(vcs: readonly VirtualCircuit[]): (string | number)[][] {
  return [CSV_COLUMNS.map(([header]) => header), ...vcs.map((vc) => CSV_COLUMNS.map(([, read]) => read(vc)))];
}

/** The CSV text (papaparse quoting; a leading = + - @ is escaped against formula injection). */
export function vcsCsv(vcs: readonly VirtualCircuit[]): string {
  return Papa.unparse(vcCsvRows(vcs), { escapeFormulae: true });
}

export function vcsCsvFileName(day: Date): string {
  return `virtual-circuits-${day.toISOString().slice(0, 10)}.csv`;
}
