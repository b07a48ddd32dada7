import { isCountedAsPort, PORT_LIST_SERVICE_TYPES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { circuits, documents } from '../../../db/schema/index.js';

/** One grouped count: an inventory service type (or `documents`) and whether its rows are top-level. */
export interface SidebarCountRow {
  kind: string;
  topLevel: boolean;
  count: number;
}

/**
 * The sidebar badge each counted kind feeds (spec 2 "Shell, navigation and search"). Ports and LAGs share the
 * Ports item; cloud router connections and flex bandwidth have no item of their own.
 */
const COUNT_KEY_OF: Readonly<Record<string, string>> = {
  port: 'ports',
  lag: 'ports',
  vc: 'vcs',
  ptp: 'point_to_points',
  'cloud-hosted': 'hosted_clouds',
  'cloud-dedicated': 'dedicated_clouds',
  l3nf: 'cloud_routers',
  'cross-connect': 'cross_connects',
  ix: 'ixs',
  hpi: 'hpi',
  documents: 'documents',
};

/** Every sidebar key answered, so a customer without circuits or documents still gets each badge as 0. */
export const SIDEBAR_COUNT_KEYS = [...new Set(Object.values(COUNT_KEY_OF))];

/** Whether a group of rows counts: ports by the domain's one port count, everything else when top-level. */
function isCounted(row: SidebarCountRow): boolean {
  if (!PORT_LIST_SERVICE_TYPES.includes(row.kind)) return row.topLevel;
  return isCountedAsPort({ service_type: row.kind, is_lag_member: !row.topLevel });
}

/**
 * The sidebar counts from the grouped rows. Only top-level circuits count: a LAG member is on its LAG's page, not
 * a port of its own in the Ports list (the domain's `isCountedAsPort`, spec 9 default ports filter).
 */
export function navigationCounts(rows: readonly SidebarCountRow[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(SIDEBAR_COUNT_KEYS.map((key) => [key, 0]));
  for (const row of rows) {
    const key = COUNT_KEY_OF[row.kind];
    if (key !== undefined && isCounted(row)) counts[key] = (counts[key] ?? 0) + Number(row.count);
  }
  return counts;
}

/**
 * Every count of the sidebar in one query, cheap enough to run on each live event: the customer's circuits
 * grouped by service type and level (the inventory index), plus its documents (their customer index).
 */
export async function countSidebarItems(db: Executor, customerId: string): Promise<SidebarCountRow[]> {
  const result = await db.execute(sql`
    select ${circuits.serviceType} as kind, (${circuits.parentCircuitId} is null) as "topLevel", count(*)::int as count
      from ${circuits} where ${circuits.customerId} = ${customerId}
      group by 1, 2
    union all
    select 'documents', true, count(*)::int from ${documents} where ${documents.customerId} = ${customerId}`);
  return (result as unknown as { rows: SidebarCountRow[] }).rows;
}
