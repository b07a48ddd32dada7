import { FLEX_SORT_FIELDS, type FlexBandwidth } from '@portal/contract';
import { FLEX_CAPACITIES, flexMbpsText, parseSpeedMbps, priceFor } from '@portal/domain';
import { type ServerListQuery, serverList } from '@/components/service-pages/list-query';
import { type CsvColumn, csvExport } from '@/lib/csv';
import type { ListParams } from '@/lib/list-params';

/** The pool list as `GET /v2/flex-bandwidth` pages it: newest first, 25 a page, searched but not filtered. */
const FLEX_LIST = serverList({
  pageSize: 25,
  defaultSort: 'time_created',
  sortFields: FLEX_SORT_FIELDS,
  filters: {},
});

export const FLEX_PAGE_SIZE = FLEX_LIST.pageSize;
export const FLEX_LIST_DEFAULTS = FLEX_LIST.defaults;

/** What `GET /v2/flex-bandwidth` is asked for one screen of the list. */
export type FlexListRequest = ServerListQuery;

/** The list state in the URL as the server's query; an unknown sort (an edited URL) falls back to the default. */
export const flexListRequest = (params: Pick<ListParams, 'search' | 'sort' | 'direction' | 'page'>): FlexListRequest =>
  FLEX_LIST.request(params);

/** The share of the pool its circuits use, 0 to 100 (for the usage bar). */
export function usedPercent(pool: Pick<FlexBandwidth, 'capacity_mbps' | 'used_capacity_mbps'>): number {
  if (pool.capacity_mbps <= 0) return 0;
  return Math.min(100, Math.round((pool.used_capacity_mbps / pool.capacity_mbps) * 1000) / 10);
}

/** "12Gbps of 50Gbps used · 38Gbps available". */
export function usageText(
  pool: Pick<FlexBandwidth, 'capacity_mbps' | 'used_capacity_mbps' | 'available_capacity_mbps'>,
) {
  return `${flexMbpsText(pool.used_capacity_mbps)} of ${flexMbpsText(pool.capacity_mbps)} used · ${flexMbpsText(pool.available_capacity_mbps)} available`;
}

/** The bar's colour: calm while there is room, a warning from 80 %, red when full. */
export function usageColor(percent: number): string {
  if (percent >= 100) return 'red';
  return percent >= 80 ? 'yellow' : 'teal';
}

/** The capacities a pool may be resized to: every size of the catalogue, those below what is used disabled. */
export function capacityOptions(usedMbps: number) {
  return FLEX_CAPACITIES.map((capacity) => {
    const isTooSmall = parseSpeedMbps(capacity) < usedMbps;
    return { value: capacity, label: isTooSmall ? `${capacity} (below what is used)` : capacity, disabled: isTooSmall };
  });
}

/** The list price of a pool of a capacity and term, or undefined when either is not chosen or not sold. */
export function flexPrice(capacity: string | null, term: number | null) {
  if (!capacity || term === null) return undefined;
  return priceFor({ productType: 'aggregate_capacity', speed: capacity, term });
}

const CSV_COLUMNS: readonly CsvColumn<FlexBandwidth>[] = [
  ['Flex bandwidth ID', (pool) => pool.flex_bandwidth_id],
  ['Description', (pool) => pool.description],
  ['Capacity (Mbps)', (pool) => pool.capacity_mbps],
  ['Used (Mbps)', (pool) => pool.used_capacity_mbps],
  ['Available (Mbps)', (pool) => pool.available_capacity_mbps],
  ['Circuits', (pool) => pool.vc_count],
  ['Term (months)', (pool) => pool.subscription_term],
  ['MRC (USD)', (pool) => pool.mrc],
  ['PO number', (pool) => pool.po_number ?? ''],
  ['Created', (pool) => pool.time_created],
];

export const { rows: flexCsvRows, text: flexCsv, fileName: flexCsvFileName } = csvExport('flex-bandwidth', CSV_COLUMNS);
