import type { ListHostedQuery } from '@portal/contract';
import { and, asc, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { customers, hostedClouds, hostedCloudVlans, locations, ports } from '../../../db/schema/index.js';
import type { LogicalInterface } from '../../../platform/port-vlan-directory.js';
import { escapeLikePattern } from '../../platform/inventory/inventory.repo.js';

export type HostedRow = typeof hostedClouds.$inferSelect;
export type NewHostedRow = typeof hostedClouds.$inferInsert;
export type HostedVlanRow = typeof hostedCloudVlans.$inferSelect;
export type NewHostedVlanRow = typeof hostedCloudVlans.$inferInsert;

/** A hosted connection with what its wire shape needs: its customer, its port and both PoPs, its VLANs. */
export interface HostedRecord {
  cloud: HostedRow;
  customerName: string;
  port: typeof ports.$inferSelect;
  portLocation: typeof locations.$inferSelect;
  onRampLocation: typeof locations.$inferSelect;
  vlans: HostedVlanRow[];
}

function selectHosted(db: Executor) {
  return db
    .select({
      cloud: hostedClouds,
      customerName: customers.name,
      port: ports,
      portLocation: locations,
    })
    .from(hostedClouds)
    .innerJoin(customers, eq(customers.id, hostedClouds.customerId))
    .innerJoin(ports, eq(ports.circuitId, hostedClouds.portCircuitId))
    .innerJoin(locations, eq(locations.pop, ports.pop));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectHosted>['where']>>[number];

async function complete(db: Executor, customerId: string, rows: SelectedRow[]): Promise<HostedRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.cloud.circuitId);
  const [vlans, onRamps] = await Promise.all([
    db
      .select()
      .from(hostedCloudVlans)
      .where(and(eq(hostedCloudVlans.customerId, customerId), inArray(hostedCloudVlans.circuitId, ids)))
      .orderBy(asc(hostedCloudVlans.kind)),
    db
      .select()
      .from(locations)
      .where(inArray(locations.pop, [...new Set(rows.map((row) => row.cloud.pop))])),
  ]);
  const popOf = new Map(onRamps.map((row) => [row.pop, row]));
  return rows.map((row) => ({
    cloud: row.cloud,
    customerName: row.customerName,
    port: row.port,
    portLocation: row.portLocation,
    onRampLocation: popOf.get(row.cloud.pop) ?? row.portLocation,
    vlans: vlans.filter((vlan) => vlan.circuitId === row.cloud.circuitId),
  }));
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Matches a connection by its `cloud_circuit_id` in any case or, when the id is a uuid, by its `uuid` (wire reference
 * 3.7: a connection is read by either), as dedicated connections are.
 */
function idMatches(id: string) {
  const byCircuit = eq(hostedClouds.circuitId, id.toUpperCase());
  return UUID_PATTERN.test(id) ? or(byCircuit, eq(hostedClouds.uuid, id.toLowerCase())) : byCircuit;
}

/** One hosted connection of the customer by circuit id or uuid, or null: another customer's id reads as missing. */
export async function findHostedRecord(db: Executor, customerId: string, id: string): Promise<HostedRecord | null> {
  const rows = await selectHosted(db)
    .where(and(eq(hostedClouds.customerId, customerId), idMatches(id)))
    .limit(1);
  const [record] = await complete(db, customerId, rows);
  return record ?? null;
}

/** One hosted connection row of the customer by circuit id or uuid, locked for a change when asked, or null. */
export async function findHostedRow(
  db: Executor,
  customerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<HostedRow | null> {
  const query = db
    .select()
    .from(hostedClouds)
    .where(and(eq(hostedClouds.customerId, customerId), idMatches(id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** spec 4 summary as SQL: deleting, provisioning (vc_provisioning), error, else active. */
const summarySql = sql<string>`(case ${hostedClouds.state}
  when 'deleting' then 'deleting' when 'error' then 'error'
  when 'vc_provisioning' then 'provisioning' when 'provisioning' then 'provisioning' else 'active' end)`;

function listConditions(customerId: string, query: ListHostedQuery): SQL[] {
  const conditions: SQL[] = [eq(hostedClouds.customerId, customerId)];
  if (query.service_provider) conditions.push(eq(hostedClouds.provider, query.service_provider));
  if (query.summary) conditions.push(sql`${summarySql} = ${query.summary}`);
  if (query.port_circuit_id) {
    conditions.push(sql`lower(${hostedClouds.portCircuitId}) = lower(${query.port_circuit_id})`);
  }
  if (query.q) {
    const pattern = `%${escapeLikePattern(query.q)}%`;
    const matches = or(
      ilike(hostedClouds.circuitId, pattern),
      ilike(hostedClouds.description, pattern),
      ilike(hostedClouds.poNumber, pattern),
      ilike(hostedClouds.portCircuitId, pattern),
      ilike(hostedClouds.pop, pattern),
      ilike(hostedClouds.region, pattern),
      ilike(hostedClouds.provider, pattern),
      exists(
        sql`(select 1 from ${hostedCloudVlans} where ${hostedCloudVlans.circuitId} = ${hostedClouds.circuitId}
          and ${hostedCloudVlans.vlan}::text = ${query.q})`,
      ),
    );
    if (matches) conditions.push(matches);
  }
  return conditions;
}

const speedMbps = sql`(case when ${hostedClouds.speed} like '%Gbps' then 1000 else 1 end)
  * nullif(regexp_replace(${hostedClouds.speed}, '[^0-9]', '', 'g'), '')::int`;

const SORT_COLUMNS = {
  time_created: hostedClouds.createdAt,
  cloud_circuit_id: hostedClouds.circuitId,
  description: hostedClouds.description,
  speed: speedMbps,
  state: hostedClouds.state,
  service_provider: hostedClouds.provider,
} as const;

function orderOf(sort: string): SQL[] {
  const isDescending = sort.startsWith('-');
  const field = (isDescending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[field] ?? hostedClouds.createdAt;
  return [isDescending ? desc(column) : asc(column), asc(hostedClouds.circuitId)];
}

/** A page of the customer's hosted connections with the total matching the filters (`x-total-item-count`). */
export async function listHostedRecords(
  db: Executor,
  customerId: string,
  query: ListHostedQuery,
): Promise<{ records: HostedRecord[]; total: number }> {
  const where = and(...listConditions(customerId, query));
  const [rows, [counted]] = await Promise.all([
    selectHosted(db)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: sql<number>`count(*)::int` }).from(hostedClouds).where(where),
  ]);
  return { records: await complete(db, customerId, rows), total: counted?.total ?? 0 };
}

export async function insertHosted(db: Executor, row: NewHostedRow, vlans: readonly NewHostedVlanRow[]): Promise<void> {
  await db.insert(hostedClouds).values(row);
  await db.insert(hostedCloudVlans).values([...vlans]);
}

/** Changes a hosted connection of the customer; null when the customer has no such connection. */
export async function updateHostedRow(
  db: Executor,
  customerId: string,
  circuitId: string,
  changes: Partial<Omit<NewHostedRow, 'circuitId' | 'customerId'>>,
): Promise<HostedRow | null> {
  const [row] = await db
    .update(hostedClouds)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(hostedClouds.customerId, customerId), eq(hostedClouds.circuitId, circuitId)))
    .returning();
  return row ?? null;
}

/** Removes a hosted connection whose deletion finished (its VLANs go with it). */
export async function deleteHostedRow(db: Executor, customerId: string, circuitId: string): Promise<void> {
  await db
    .delete(hostedClouds)
    .where(and(eq(hostedClouds.customerId, customerId), eq(hostedClouds.circuitId, circuitId)));
}

/** The hosted connections' logical interfaces on one port of the customer (VLAN summary, free VLANs). */
export async function hostedInterfacesOnPort(
  db: Executor,
  customerId: string,
  portCircuitId: string,
): Promise<LogicalInterface[]> {
  const rows = await db
    .select()
    .from(hostedCloudVlans)
    .where(and(eq(hostedCloudVlans.customerId, customerId), eq(hostedCloudVlans.portCircuitId, portCircuitId)))
    .orderBy(asc(hostedCloudVlans.circuitId), asc(hostedCloudVlans.kind));
  return rows.map((row) => ({
    circuit_id: row.circuitId,
    service_type: 'cloud_hosted',
    vlan: row.vlan,
    svlan: row.svlan,
    untagged: false,
  }));
}

/** Which of the given tag pairs (outer, inner) the customer's hosted connections hold on one of its ports. */
export async function takenHostedVlans(
  db: Executor,
  customerId: string,
  portCircuitId: string,
  pairs: readonly { outerVlan: number; innerVlan: number }[],
): Promise<{ outerVlan: number; innerVlan: number }[]> {
  if (pairs.length === 0) return [];
  return db
    .select({ outerVlan: hostedCloudVlans.outerVlan, innerVlan: hostedCloudVlans.innerVlan })
    .from(hostedCloudVlans)
    .where(
      and(
        eq(hostedCloudVlans.customerId, customerId),
        eq(hostedCloudVlans.portCircuitId, portCircuitId),
        or(
          ...pairs.map((pair) =>
            and(eq(hostedCloudVlans.outerVlan, pair.outerVlan), eq(hostedCloudVlans.innerVlan, pair.innerVlan)),
          ),
        ),
      ),
    );
}

/** The customer's hosted connections as measured circuits: each with its port (the metric lookups). */
export async function listHostedCircuits(
  db: Executor,
  customerId: string,
  circuitId?: string,
): Promise<{ circuitId: string; interfaces: string[] }[]> {
  const rows = await db
    .select({ circuitId: hostedClouds.circuitId, port: hostedClouds.portCircuitId })
    .from(hostedClouds)
    .where(
      and(
        eq(hostedClouds.customerId, customerId),
        circuitId === undefined ? undefined : eq(hostedClouds.circuitId, circuitId),
      ),
    )
    .orderBy(asc(hostedClouds.circuitId));
  return rows.map((row) => ({ circuitId: row.circuitId, interfaces: [row.port] }));
}

/** The PoPs where the customer's hosted connections start (the customer-locations footprint). */
export async function popsWithHosted(db: Executor, customerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ pop: ports.pop })
    .from(hostedClouds)
    .innerJoin(ports, eq(ports.circuitId, hostedClouds.portCircuitId))
    .where(eq(hostedClouds.customerId, customerId));
  return rows.map((row) => row.pop);
}

/** The ids among `credentialIds` that a hosted connection of the customer names in its cloud settings. */
export async function credentialsUsedByHosted(
  db: Executor,
  customerId: string,
  credentialIds: readonly string[],
): Promise<string[]> {
  const named = sql<string>`${hostedClouds.cloudSettings} ->> 'credentials_uuid'`;
  const rows = await db
    .selectDistinct({ id: named })
    .from(hostedClouds)
    .where(and(eq(hostedClouds.customerId, customerId), inArray(named, [...credentialIds])));
  return rows.map((row) => row.id);
}
