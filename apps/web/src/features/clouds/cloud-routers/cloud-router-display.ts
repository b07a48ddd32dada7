import { CLOUD_ROUTER_REGIONS, type CloudRouter, type CloudRouterConnection } from '@portal/contract';
import { subscriptionTermLabel } from '@portal/domain';
import Papa from 'papaparse';
import { stateLabel } from '@/lib/state-label';

/** spec 4: a router's summary, in the order the list counts them. */
export const ROUTER_SUMMARIES = ['active', 'provisioning', 'deleting', 'error'] as const;
export type RouterSummary = (typeof ROUTER_SUMMARIES)[number];

type BadgeColour = 'green' | 'blue' | 'yellow' | 'red' | 'gray' | 'orange';

export interface StatusBadge {
  label: string;
  color: BadgeColour;
  /** The network is working on it: a spinner shows, and changes and deletion wait. */
  isBusy: boolean;
}

const SUMMARY_LABELS: Record<RouterSummary, string> = {
  active: 'Active',
  provisioning: 'Provisioning',
  deleting: 'Deleting',
  error: 'Error',
};

/** spec 4: a router's badge, its summary with the state while the network works on it. */
export function routerBadge(router: Pick<CloudRouter, 'state' | 'summary'>): StatusBadge {
  const isBusy = router.summary === 'provisioning' || router.summary === 'deleting';
  const colours: Record<RouterSummary, BadgeColour> = {
    active: 'green',
    provisioning: 'blue',
    deleting: 'gray',
    error: 'red',
  };
  const label =
    router.summary === 'provisioning' && router.state !== 'provisioning'
      ? `Provisioning (${stateLabel(router.state)})`
      : SUMMARY_LABELS[router.summary];
  return { label, color: colours[router.summary], isBusy };
}

/** The connection summaries the list filters by. */
export const CONNECTION_SUMMARIES = ['active', 'provisioning', 'attention', 'deleting', 'error'] as const;
export type ConnectionSummary = (typeof CONNECTION_SUMMARIES)[number];

/**
 * spec 4: a connection counts as provisioning unless its state is one of the settled ones (the server answers it as
 * `is_provisioning`); deleting and error show as such, and a settled state other than active (no BGP session yet,
 * BGP disabled, inactive) asks for attention.
 */
export function connectionSummary(
  connection: Pick<CloudRouterConnection, 'state' | 'is_provisioning' | 'pending_delete'>,
): ConnectionSummary {
  const state = connection.state.toLowerCase();
  if (connection.pending_delete || state === 'deleting' || state === 'pendingdelete') return 'deleting';
  if (state === 'error') return 'error';
  if (connection.is_provisioning) return 'provisioning';
  return state === 'active' || state === 'vc_active' || state === 'bgp_provisioned' ? 'active' : 'attention';
}

/**
 * spec 4: whether a connection's BGP sessions are being deleted with it: the connection is deleting or pending delete,
 * or its router is deleting. No change may then be made to a session (its Save, its toggle, a new session); the
 * session dialog shows it read-only and the BGP sessions tab offers only to view it.
 */
export function isSessionBeingDeleted(
  connection: Pick<CloudRouterConnection, 'state' | 'is_provisioning' | 'pending_delete'> | undefined,
  router: Pick<CloudRouter, 'summary'> | undefined,
): boolean {
  return (connection !== undefined && connectionSummary(connection) === 'deleting') || router?.summary === 'deleting';
}

/** The cloud's read-outs of a router's cloud connection (wire reference 3.7 `cloud_state`), strings by name. */
function cloudStateOf(connection: Pick<CloudRouterConnection, 'cloud_settings'>): Record<string, unknown> {
  const state = connection.cloud_settings.cloud_state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/**
 * Whether a router's AWS connection waits for the customer to accept it in the AWS console: AWS reports its Direct
 * Connect connection `ordering` (wire reference 3.7 `cloud_state.aws_dx_connection_state`) while it is not deleted.
 */
export function isAwaitingAcceptance(
  connection: Pick<
    CloudRouterConnection,
    'connection_type' | 'service_provider' | 'cloud_settings' | 'state' | 'is_provisioning' | 'pending_delete'
  >,
): boolean {
  return (
    connection.connection_type === 'cloud_hosted' &&
    connection.service_provider === 'aws' &&
    connectionSummary(connection) === 'provisioning' &&
    cloudStateOf(connection).aws_dx_connection_state === 'ordering'
  );
}

type BadgeInput = Pick<CloudRouterConnection, 'state' | 'is_provisioning' | 'pending_delete'> &
  Partial<Pick<CloudRouterConnection, 'connection_type' | 'service_provider' | 'cloud_settings'>>;

/** A connection's badge: its state in words, coloured by its spec 4 summary; an AWS one awaiting acceptance says so. */
export function connectionBadge(connection: BadgeInput): StatusBadge {
  const { connection_type, service_provider, cloud_settings } = connection;
  if (
    connection_type !== undefined &&
    service_provider !== undefined &&
    cloud_settings !== undefined &&
    isAwaitingAcceptance({ ...connection, connection_type, service_provider, cloud_settings })
  ) {
    return { label: 'Awaiting acceptance', color: 'blue', isBusy: true };
  }
  const summary = connectionSummary(connection);
  const colours: Record<ConnectionSummary, BadgeColour> = {
    active: 'green',
    provisioning: 'blue',
    attention: 'yellow',
    deleting: 'gray',
    error: 'red',
  };
  const isPlainProvisioning = connection.state.toLowerCase() === 'provisioning';
  const label =
    summary === 'provisioning' && !isPlainProvisioning
      ? `Provisioning (${stateLabel(connection.state)})`
      : stateLabel(connection.state);
  return { label, color: colours[summary], isBusy: summary === 'provisioning' || summary === 'deleting' };
}

/** A BGP session state's colour: established green, on its way blue, down or idle red. */
export function bgpStateColour(state: string): BadgeColour {
  const lower = state.toLowerCase();
  if (lower === 'established') return 'green';
  if (lower === 'disabled') return 'gray';
  if (['configuring', 'fetching', 'connect', 'active', 'opensent', 'openconfirm', 'bgp_provisioning'].includes(lower)) {
    return 'blue';
  }
  return 'red';
}

const CONNECTION_TYPE_LABELS: Record<string, string> = {
  ipsec: 'IPsec VPN',
  packetfabric: 'Your port',
  cloud_hosted: 'Hosted cloud',
  cloud_dedicated: 'Dedicated cloud',
};

const PROVIDER_LABELS: Record<string, string> = {
  aws: 'AWS',
  azure: 'Azure',
  google: 'Google Cloud',
  oracle: 'Oracle Cloud',
  ibm: 'IBM Cloud',
  ipsec: 'IPsec',
  packetfabric: 'Your port',
};

export function connectionTypeLabel(connection: Pick<CloudRouterConnection, 'connection_type' | 'service_provider'>) {
  const type = CONNECTION_TYPE_LABELS[connection.connection_type] ?? connection.connection_type;
  if (connection.connection_type === 'ipsec' || connection.connection_type === 'packetfabric') return type;
  return `${providerLabel(connection.service_provider)} · ${type}`;
}

export function providerLabel(provider: string): string {
  return PROVIDER_LABELS[provider] ?? provider;
}

/** spec 9 "Regions": US is North America, UK is EMEA. */
export function regionLabel(code: string): string {
  const name = CLOUD_ROUTER_REGIONS[code as keyof typeof CLOUD_ROUTER_REGIONS];
  return name ? `${code} (${name})` : code;
}

export function regionsText(router: Pick<CloudRouter, 'regions'>): string {
  return router.regions.map((region) => regionLabel(region.code)).join(', ');
}

/** Where a connection lands: the port and VLAN of one of the company's ports, else its PoP. */
export function connectionPlace(
  connection: Pick<CloudRouterConnection, 'connection_type' | 'port_circuit_id' | 'vlan' | 'untagged' | 'pop'>,
): string {
  if (connection.connection_type === 'packetfabric' && connection.port_circuit_id) {
    return `${connection.port_circuit_id} · ${connection.untagged ? 'untagged' : `VLAN ${connection.vlan ?? '—'}`}`;
  }
  return connection.pop;
}

const ROUTER_CSV_COLUMNS: readonly [string, (router: CloudRouter) => string | number][] = [
  ['Circuit ID', (router) => router.circuit_id],
  ['Name', (router) => router.name],
  ['Status', (router) => routerBadge(router).label],
  ['State', (router) => router.state],
  ['ASN', (router) => router.asn],
  ['Capacity', (router) => router.capacity],
  ['Regions', (router) => router.regions.map((region) => region.code).join(' ')],
  ['Connections', (router) => router.connection_count],
  ['Term', (router) => subscriptionTermLabel(router.subscription_term)],
  ['Monthly price (USD)', (router) => router.price?.mrc ?? ''],
  ['PO number', (router) => router.po_number ?? ''],
  ['Created', (router) => router.time_created],
];

/** The rows of the export: a header row, then one row per router in the order given. */
export function routerCsvRows(routers: readonly CloudRouter[]): (string | number)[][] {
  return [
    ROUTER_CSV_COLUMNS.map(([header]) => header),
    ...routers.map((router) => ROUTER_CSV_COLUMNS.map(([, read]) => read(router))),
  ];
}

/** The CSV text (papaparse quoting; a leading = + - @ is escaped against formula injection). */
export function routerCsv(routers: readonly CloudRouter[]): string {
  return Papa.unparse(routerCsvRows(routers), { escapeFormulae: true });
}

export function routerCsvFileName(day: Date): string {
  return `cloud-routers-${day.toISOString().slice(0, 10)}.csv`;
}
