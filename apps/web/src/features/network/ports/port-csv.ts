import type { Port } from '@portal/contract';
import { subscriptionTermLabel } from '@portal/domain';
import { type CsvColumn, csvExport } from '@/lib/csv';
import { portBadge } from './port-badge';

/** The columns of the CSV export, in order, and how each is read from a port. */
const CSV_COLUMNS: readonly CsvColumn<Port>[] = [
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

export const { rows: portCsvRows, text: portsCsv, fileName: portsCsvFileName } = csvExport('ports', CSV_COLUMNS);
