import type { DedicatedCloud } from '@portal/contract';
import { DEDICATED_CLOUD_PROVIDER_LABELS, type DedicatedCloudProvider, subscriptionTermLabel } from '@portal/domain';
import Papa from 'papaparse';
import { stateLabel } from '@/lib/state-label';
import { SUMMARY_COLORS } from '@/lib/summary-colour';

/** spec 4 "Dedicated cloud summary", in the order the list counts them. */
export const DEDICATED_SUMMARIES = ['active', 'provisioning', 'deleting', 'warning', 'error'] as const;
export type DedicatedSummary = (typeof DEDICATED_SUMMARIES)[number];

const SUMMARY_LABELS: Record<DedicatedSummary, string> = {
  active: 'Active',
  provisioning: 'Provisioning',
  deleting: 'Deleting',
  warning: 'Warning',
  error: 'Error',
};

/** What a connection's badge shows: the summary, with the state in words while the network works on it. */
export function dedicatedBadge(cloud: Pick<DedicatedCloud, 'state' | 'summary'>) {
  const isBusy = cloud.summary === 'provisioning' || cloud.summary === 'deleting';
  const color = cloud.summary === 'deleting' ? 'gray' : SUMMARY_COLORS[cloud.summary];
  const label =
    cloud.summary === 'provisioning' && cloud.state.toLowerCase() !== 'provisioning'
      ? `Provisioning (${stateLabel(cloud.state)})`
      : SUMMARY_LABELS[cloud.summary];
  return { label, color, isBusy };
}

export function providerLabel(provider: string): string {
  return DEDICATED_CLOUD_PROVIDER_LABELS[provider as DedicatedCloudProvider] ?? provider;
}

export function serviceClassLabel(serviceClass: string): string {
  return serviceClass === 'longhaul' ? 'Longhaul' : 'Metro';
}

/** An Azure encapsulation as the order form names it (Dot1Q, QinQ). */
export function encapsulationLabel(encapsulation: string): string {
  if (encapsulation === 'qinq') return 'QinQ';
  if (encapsulation === 'dot1q') return 'Dot1Q';
  return encapsulation;
}

/** An Azure port category as the order form names it (Primary, Secondary). */
export function portCategoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

/** One line of the provider's settings: Azure's port category and encapsulation, AWS's region, autoneg. */
export function providerDetails(cloud: DedicatedCloud): string {
  const parts: string[] = [];
  if (cloud.azure_port_category) parts.push(`${portCategoryLabel(cloud.azure_port_category)} port`);
  if (cloud.settings.encapsulation) parts.push(encapsulationLabel(cloud.settings.encapsulation));
  if (cloud.settings.aws_region) parts.push(cloud.settings.aws_region);
  if (cloud.settings.autoneg) parts.push('autoneg');
  return parts.join(' · ');
}

const CSV_COLUMNS: readonly [string, (cloud: DedicatedCloud) => string | number][] = [
  ['Circuit ID', (cloud) => cloud.cloud_circuit_id],
  ['Provider', (cloud) => providerLabel(cloud.service_provider)],
  ['Description', (cloud) => cloud.description],
  ['Status', (cloud) => dedicatedBadge(cloud).label],
  ['State', (cloud) => cloud.state],
  ['PoP', (cloud) => cloud.pop],
  ['Zone', (cloud) => cloud.zone],
  ['Cloud region', (cloud) => cloud.cloud_provider.region],
  ['Speed', (cloud) => cloud.speed],
  ['Media', (cloud) => cloud.media ?? ''],
  ['Settings', (cloud) => providerDetails(cloud)],
  ['Class', (cloud) => serviceClassLabel(cloud.service_class)],
  ['Term', (cloud) => subscriptionTermLabel(cloud.subscription_term)],
  ['Provider connection ID', (cloud) => cloud.cloud_provider_connection_id ?? ''],
  ['PO number', (cloud) => cloud.po_number ?? ''],
  ['Created', (cloud) => cloud.time_created],
];

/** The rows of the export: a header row, then one row per connection in the order given. */
export function dedicatedCsvRows(clouds: readonly DedicatedCloud[]): (string | number)[][] {
  return [CSV_COLUMNS.map(([header]) => header), ...clouds.map((cloud) => CSV_COLUMNS.map(([, read]) => read(cloud)))];
}

/** The CSV text (papaparse quoting; a leading = + - @ is escaped against formula injection). */
export function dedicatedCsv(clouds: readonly DedicatedCloud[]): string {
  return Papa.unparse(dedicatedCsvRows(clouds), { escapeFormulae: true });
}

export function dedicatedCsvFileName(day: Date): string {
  return `dedicated-clouds-${day.toISOString().slice(0, 10)}.csv`;
}
