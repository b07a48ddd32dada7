import type { Port } from '@portal/contract';
import { subscriptionTermLabel } from '@portal/domain';
import Papa from 'papaparse';
import { portBadge } from './port-badge';

/** The columns of the CSV export, in order, and how each is read from a port. */
const CSV_COLUMNS: readonly [string, (port: Port) => string | number][] = [
  ['Circuit ID', (port) => port.port_circuit_id],
  ['Type', (port) => (port.is_lag ? 'LAG' : 'Port')],
  ['Description', (port) => port.description],
  ['Status', (port) => portBadge(port).label],
  ['State', (port) => port.state],
  ['Admin status', (port) => port.admin_status],
  ['Operational status', (port) => port.operational_status],
  ['PoP', (port) => port.pop],
  ['Zone', (port) => port.zone],
  ['Site', (port) => port.site],
  ['Market', (port) => port.market_description || port.market],
  ['Speed', (port) => port.speed],
  ['Media', (port) => port.media],
  ['LAG members', (port) => (port.is_lag ? port.member_count : '')],
  ['Term', (port) => subscriptionTermLabel(port.subscription_term)],
  ['PO number', (port) => port.po_number ?? ''],
  ['Created', (port) => port.time_created],
];

/** The rows of the export: a header row, then one row per port in the order given. */
export function portCsvRows(ports: readonly Port[]): (string | number)[][] {
  return [CSV_COLUMNS.map(([header]) => header), ...ports.map((port) => CSV_COLUMNS.map(([, read]) => read(port)))];
}

/** The CSV text of the export (RFC 4180 quoting by papaparse; a leading = + - @ is escaped against formula injection). */
export function portsCsv(ports: readonly Port[]): string {
  return Papa.unparse(portCsvRows(ports), { escapeFormulae: true });
}

/** The file name of an export made on `day` ("ports-2025-03-01.csv"). */
export function portsCsvFileName(day: Date): string {
  return `ports-${day.toISOString().slice(0, 10)}.csv`;
}
