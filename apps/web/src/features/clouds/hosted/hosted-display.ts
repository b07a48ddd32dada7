import {
  HOSTED_PROVIDERS,
  HOSTED_SUMMARIES,
  type HostedCloud,
  type HostedProvider,
  ROUTER_TYPES,
  type RouterType,
} from '@portal/contract';
import Papa from 'papaparse';
import { SUMMARY_COLORS } from '@/lib/summary-colour';

export { HOSTED_PROVIDERS, HOSTED_SUMMARIES };
export type HostedSummary = (typeof HOSTED_SUMMARIES)[number];

/** The provider's short name, as the server's messages write it. */
const PROVIDER_LABELS: Readonly<Record<HostedProvider, string>> = {
  aws: 'AWS',
  azure: 'Azure',
  google: 'Google Cloud',
  oracle: 'Oracle Cloud',
  ibm: 'IBM Cloud',
};

/** The provider's hosted product, for the provider choice. */
export const PROVIDER_PRODUCTS: Readonly<Record<HostedProvider, string>> = {
  aws: 'AWS Direct Connect',
  azure: 'Azure ExpressRoute',
  google: 'Google Cloud Interconnect',
  oracle: 'Oracle FastConnect',
  ibm: 'IBM Cloud Direct Link',
};

export function providerLabel(provider: string): string {
  return PROVIDER_LABELS[provider as HostedProvider] ?? provider;
}

const SUMMARY_LABELS: Record<HostedSummary, string> = {
  active: 'Active',
  provisioning: 'Provisioning',
  deleting: 'Deleting',
  error: 'Error',
};

/**
 * What a connection's badge shows: spec 4's hosted summary (deleting, provisioning for vc_provisioning, error, else
 * active), "Awaiting acceptance" while an AWS connection waits for its customer, and whether the network or the
 * cloud is still working on it.
 */
export function hostedBadge(cloud: Pick<HostedCloud, 'summary' | 'is_awaiting_acceptance'>) {
  const isBusy = cloud.summary === 'provisioning' || cloud.summary === 'deleting';
  const color = cloud.summary === 'deleting' ? 'gray' : SUMMARY_COLORS[cloud.summary];
  const label =
    cloud.summary === 'provisioning' && cloud.is_awaiting_acceptance
      ? 'Awaiting acceptance'
      : SUMMARY_LABELS[cloud.summary];
  return { label, color, isBusy };
}

/**
 * spec 4's alternate hosted summary gives warning unless the state is active, vc_provisioning, requested or
 * deleting: a state the main summary reads as active (or error) that is not a settled one. True when it warns.
 */
export function hasStateWarning(cloud: Pick<HostedCloud, 'alternate_summary' | 'summary'>): boolean {
  return cloud.alternate_summary === 'warning' && cloud.summary !== 'error';
}

/** The customer's end: the port and the VLAN(s) the connection takes of it. */
export function sourceOf(cloud: Pick<HostedCloud, 'interfaces' | 'settings'>): { port: string; vlans: string } {
  const port = cloud.interfaces[0]?.port_circuit_id ?? '';
  const { vlan_id_cust: vlan, vlan_id_private: vlanPrivate, vlan_id_microsoft: vlanMicrosoft } = cloud.settings;
  const parts: string[] = [];
  if (vlan !== undefined) parts.push(`VLAN ${vlan}`);
  if (vlanPrivate !== undefined) parts.push(`private VLAN ${vlanPrivate}`);
  if (vlanMicrosoft !== undefined) parts.push(`Microsoft VLAN ${vlanMicrosoft}`);
  if (parts.length === 0 && cloud.interfaces[0]?.vlan != null) parts.push(`VLAN ${cloud.interfaces[0].vlan}`);
  return { port, vlans: parts.join(', ') };
}

/** The provider's identifier of the connection: the AWS account, Azure key, Google attachment, OCID or IBM account. */
export function providerReference(cloud: Pick<HostedCloud, 'service_provider' | 'settings'>): string {
  const { settings } = cloud;
  switch (cloud.service_provider) {
    case 'aws':
      return settings.aws_account_id ? `Account ${settings.aws_account_id}` : '';
    case 'azure':
      return settings.azure_service_key ?? '';
    case 'google':
      return settings.google_vlan_attachment_name ?? '';
    case 'oracle':
      return settings.vc_ocid ?? '';
    case 'ibm':
      return settings.account_id ? `Account ${settings.account_id}` : '';
    default:
      return '';
  }
}

/**
 * The details' "Provider reference" fact: none when it is the provider connection ID shown beside it (a Google
 * connection's VLAN attachment is both), so one identifier is not listed twice.
 */
export function providerReferenceFacts(
  cloud: Pick<HostedCloud, 'service_provider' | 'settings' | 'cloud_provider_connection_id'>,
): [string, string][] {
  const reference = providerReference(cloud);
  if (reference !== '' && reference === cloud.cloud_provider_connection_id) return [];
  return [['Provider reference', reference || '—']];
}

/** The nine router types of wire reference 3.7, as a person reads them. */
export const ROUTER_TYPE_LABELS: Readonly<Record<RouterType, string>> = {
  'CiscoSystemsInc-2900SeriesRouters-IOS124': 'Cisco 2900 Series Routers (IOS 12.4)',
  'CiscoSystemsInc-3700SeriesRouters-IOS124': 'Cisco 3700 Series Routers (IOS 12.4)',
  'CiscoSystemsInc-7200SeriesRouters-IOS124': 'Cisco 7200 Series Routers (IOS 12.4)',
  'CiscoSystemsInc-Nexus7000SeriesSwitches-NXOS51': 'Cisco Nexus 7000 Series Switches (NX-OS 5.1)',
  'CiscoSystemsInc-Nexus9KSeriesSwitches-NXOS93': 'Cisco Nexus 9K Series Switches (NX-OS 9.3)',
  'JuniperNetworksInc-MMXSeriesRouters-JunOS95': 'Juniper MX Series Routers (JunOS 9.5)',
  'JuniperNetworksInc-SRXSeriesRouters-JunOS95': 'Juniper SRX Series Routers (JunOS 9.5)',
  'JuniperNetworksInc-TSeriesRouters-JunOS95': 'Juniper T Series Routers (JunOS 9.5)',
  'PaloAltoNetworks-PA3000and5000series-PANOS803': 'Palo Alto Networks PA-3000 and PA-5000 Series (PAN-OS 8.0.3)',
};

export const ROUTER_TYPE_OPTIONS = ROUTER_TYPES.map((value) => ({ value, label: ROUTER_TYPE_LABELS[value] }));

/** The file a router configuration is saved as: the circuit and the router type, plain text. */
export function routerConfigFileName(circuitId: string, routerType: RouterType): string {
  return `${circuitId}-${routerType}.txt`;
}

const CSV_COLUMNS: readonly [string, (cloud: HostedCloud) => string | number][] = [
  ['Circuit ID', (cloud) => cloud.cloud_circuit_id],
  ['Provider', (cloud) => providerLabel(cloud.service_provider)],
  ['Description', (cloud) => cloud.description],
  ['Status', (cloud) => hostedBadge(cloud).label],
  ['State', (cloud) => cloud.state],
  ['Provider state', (cloud) => cloud.provider_state ?? ''],
  ['Port', (cloud) => sourceOf(cloud).port],
  ['VLAN', (cloud) => sourceOf(cloud).vlans],
  ['On-ramp PoP', (cloud) => cloud.pop],
  ['Zone', (cloud) => cloud.zone],
  ['Cloud region', (cloud) => cloud.cloud_provider.region],
  ['Speed', (cloud) => cloud.speed],
  ['Class', (cloud) => (cloud.service_class === 'longhaul' ? 'Longhaul' : 'Metro')],
  ['Provider reference', (cloud) => providerReference(cloud)],
  ['Provider connection ID', (cloud) => cloud.cloud_provider_connection_id ?? ''],
  ['PO number', (cloud) => cloud.po_number ?? ''],
  ['Created', (cloud) => cloud.time_created],
];

/** The rows of the export: a header row, then one row per connection in the order given. */
export function hostedCsvRows(clouds: readonly HostedCloud[]): (string | number)[][] {
  return [CSV_COLUMNS.map(([header]) => header), ...clouds.map((cloud) => CSV_COLUMNS.map(([, read]) => read(cloud)))];
}

/** The CSV text (papaparse quoting; a leading = + - @ is escaped against formula injection). */
export function hostedCsv(clouds: readonly HostedCloud[]): string {
  return Papa.unparse(hostedCsvRows(clouds), { escapeFormulae: true });
}

export function hostedCsvFileName(day: Date): string {
  return `hosted-clouds-${day.toISOString().slice(0, 10)}.csv`;
}
