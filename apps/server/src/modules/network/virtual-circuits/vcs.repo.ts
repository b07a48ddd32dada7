import type { ListVcsQuery } from '@portal/contract';
import { and, asc, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { customers, locations, ports, vcInterfaces, virtualCircuits } from '../../../db/schema/index.js';
import type { LogicalInterface } from '../../../platform/port-vlan-directory.js';
import { escapeLikePattern } from '../../platform/inventory/inventory.repo.js';

export type VcRow = typeof virtualCircuits.$inferSelect;
export type NewVcRow = typeof virtualCircuits.$inferInsert;
export type VcInterfaceRow = typeof vcInterfaces.$inferSelect;
export type NewVcInterfaceRow = typeof vcInterfaces.$inferInsert;

/** One end of a VC with the port (or LAG) it sits on and that port's PoP. */
export interface VcEndRecord {
  end: VcInterfaceRow;
  port: typeof ports.$inferSelect;
  location: typeof locations.$inferSelect;
}

/** A VC with what its wire shape needs: its customer's name and its two ends, A then Z. */
export interface VcRecord {
  vc: VcRow;
  customerName: string;
  ends: VcEndRecord[];
}

/** The ends of some VCs of the customer, A before Z. */
async function endsOf(db: Executor, customerId: string, circuitIds: readonly string[]) {
  if (circuitIds.length === 0) return new Map<string, VcEndRecord[]>();
  const rows = await db
    .select({ end: vcInterfaces, port: ports, location: locations })
    .from(vcInterfaces)
    .innerJoin(ports, eq(ports.circuitId, vcInterfaces.portCircuitId))
    .innerJoin(locations, eq(locations.pop, ports.pop))
    .where(and(eq(vcInterfaces.customerId, customerId), inArray(vcInterfaces.vcCircuitId, [...circuitIds])))
    .orderBy(asc(vcInterfaces.vcCircuitId), asc(vcInterfaces.side));
  const byVc = new Map<string, VcEndRecord[]>();
  for (const row of rows) byVc.set(row.end.vcCircuitId, [...(byVc.get(row.end.vcCircuitId) ?? []), row]);
  return byVc;
}

async function withEnds(
  db: Executor,
  customerId: string,
  rows: { vc: VcRow; customerName: string }[],
): Promise<VcRecord[]> {
  const ends = await endsOf(
    db,
    customerId,
    rows.map((row) => row.vc.circuitId),
  );
  return rows.map((row) => ({ ...row, ends: ends.get(row.vc.circuitId) ?? [] }));
}

function selectVcs(db: Executor) {
  return db
    .select({ vc: virtualCircuits, customerName: customers.name })
    .from(virtualCircuits)
    .innerJoin(customers, eq(customers.id, virtualCircuits.customerId));
}

/** One VC of the customer, or null: another customer's id reads as missing. */
export async function findVcRecord(db: Executor, customerId: string, circuitId: string): Promise<VcRecord | null> {
  const rows = await selectVcs(db)
    .where(and(eq(virtualCircuits.customerId, customerId), eq(virtualCircuits.circuitId, circuitId)))
    .limit(1);
  const [record] = await withEnds(db, customerId, rows);
  return record ?? null;
}

/** One VC row of the customer, locked for a change when asked, or null. */
export async function findVcRow(
  db: Executor,
  customerId: string,
  circuitId: string,
  options: { forUpdate?: boolean } = {},
): Promise<VcRow | null> {
  const query = db
    .select()
    .from(virtualCircuits)
    .where(and(eq(virtualCircuits.customerId, customerId), eq(virtualCircuits.circuitId, circuitId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

function listConditions(customerId: string, query: ListVcsQuery): SQL[] {
  const conditions: SQL[] = [eq(virtualCircuits.customerId, customerId)];
  if (query.service_type && query.service_type.length > 0) {
    conditions.push(inArray(virtualCircuits.serviceType, query.service_type));
  }
  if (query.state) conditions.push(eq(virtualCircuits.state, query.state));
  if (query.service_class) conditions.push(eq(virtualCircuits.serviceClass, query.service_class));
  if (query.port_circuit_id) {
    const portId = query.port_circuit_id;
    conditions.push(
      exists(
        sql`(select 1 from ${vcInterfaces} where ${vcInterfaces.vcCircuitId} = ${virtualCircuits.circuitId}
          and lower(${vcInterfaces.portCircuitId}) = lower(${portId}))`,
      ),
    );
  }
  if (query.q) {
    const pattern = `%${escapeLikePattern(query.q)}%`;
    const matches = or(
      ilike(virtualCircuits.circuitId, pattern),
      ilike(virtualCircuits.description, pattern),
      ilike(virtualCircuits.poNumber, pattern),
      exists(
        sql`(select 1 from ${vcInterfaces} where ${vcInterfaces.vcCircuitId} = ${virtualCircuits.circuitId}
          and ${vcInterfaces.portCircuitId} ilike ${pattern})`,
      ),
    );
    if (matches) conditions.push(matches);
  }
  return conditions;
}

const speedMbps = sql`(case when ${virtualCircuits.speed} like '%Gbps' then 1000 else 1 end)
  * nullif(regexp_replace(${virtualCircuits.speed}, '[^0-9]', '', 'g'), '')::int + ${virtualCircuits.burstSpeedMbps}`;

const SORT_COLUMNS = {
  time_created: virtualCircuits.createdAt,
  vc_circuit_id: virtualCircuits.circuitId,
  description: virtualCircuits.description,
  speed: speedMbps,
  state: virtualCircuits.state,
  service_class: virtualCircuits.serviceClass,
} as const;

function orderOf(sort: string): SQL[] {
  const isDescending = sort.startsWith('-');
  const field = (isDescending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[field] ?? virtualCircuits.createdAt;
  return [isDescending ? desc(column) : asc(column), asc(virtualCircuits.circuitId)];
}

/** A page of the customer's VCs with the total matching the filters (`x-total-item-count`). */
export async function listVcRecords(
  db: Executor,
  customerId: string,
  query: ListVcsQuery,
): Promise<{ records: VcRecord[]; total: number }> {
  const where = and(...listConditions(customerId, query));
  const [rows, [counted]] = await Promise.all([
    selectVcs(db)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: sql<number>`count(*)::int` }).from(virtualCircuits).where(where),
  ]);
  return { records: await withEnds(db, customerId, rows), total: counted?.total ?? 0 };
}

export async function insertVc(db: Executor, vc: NewVcRow, ends: readonly NewVcInterfaceRow[]): Promise<void> {
  await db.insert(virtualCircuits).values(vc);
  await db.insert(vcInterfaces).values([...ends]);
}

/** Changes a VC of the customer; null when the customer has no such VC. */
export async function updateVcRow(
  db: Executor,
  customerId: string,
  circuitId: string,
  changes: Partial<Omit<NewVcRow, 'circuitId' | 'customerId'>>,
): Promise<VcRow | null> {
  const [row] = await db
    .update(virtualCircuits)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(virtualCircuits.customerId, customerId), eq(virtualCircuits.circuitId, circuitId)))
    .returning();
  return row ?? null;
}

/** Changes one end of a VC of the customer (its VLANs or its provisioning status). */
export async function updateVcEnd(
  db: Executor,
  customerId: string,
  circuitId: string,
  side: 'a' | 'z',
  changes: Partial<
    Pick<NewVcInterfaceRow, 'vlan' | 'svlan' | 'untagged' | 'outerVlan' | 'innerVlan' | 'provisioningStatus'>
  >,
): Promise<void> {
  await db
    .update(vcInterfaces)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(vcInterfaces.customerId, customerId),
        eq(vcInterfaces.vcCircuitId, circuitId),
        eq(vcInterfaces.side, side),
      ),
    );
}

/** Sets the provisioning status of every end of a VC. */
export async function setVcEndsStatus(db: Executor, customerId: string, circuitId: string, status: string) {
  await db
    .update(vcInterfaces)
    .set({ provisioningStatus: status, updatedAt: new Date() })
    .where(and(eq(vcInterfaces.customerId, customerId), eq(vcInterfaces.vcCircuitId, circuitId)));
}

/** The ends of one VC of the customer (rows only), A then Z. */
export async function listVcEnds(db: Executor, customerId: string, circuitId: string): Promise<VcInterfaceRow[]> {
  return db
    .select()
    .from(vcInterfaces)
    .where(and(eq(vcInterfaces.customerId, customerId), eq(vcInterfaces.vcCircuitId, circuitId)))
    .orderBy(asc(vcInterfaces.side));
}

/** Removes a VC whose deletion the network finished (its ends go with it, freeing their VLANs). */
export async function deleteVcRow(db: Executor, customerId: string, circuitId: string): Promise<void> {
  await db
    .delete(virtualCircuits)
    .where(and(eq(virtualCircuits.customerId, customerId), eq(virtualCircuits.circuitId, circuitId)));
}

/** The VCs' logical interfaces on one port of the customer (the port's VLAN summary reads them). */
export async function vcInterfacesOnPort(
  db: Executor,
  customerId: string,
  portCircuitId: string,
): Promise<LogicalInterface[]> {
  const rows = await db
    .select({
      circuitId: vcInterfaces.vcCircuitId,
      serviceType: virtualCircuits.serviceType,
      vlan: vcInterfaces.vlan,
      svlan: vcInterfaces.svlan,
      untagged: vcInterfaces.untagged,
    })
    .from(vcInterfaces)
    .innerJoin(virtualCircuits, eq(virtualCircuits.circuitId, vcInterfaces.vcCircuitId))
    .where(and(eq(vcInterfaces.customerId, customerId), eq(vcInterfaces.portCircuitId, portCircuitId)))
    .orderBy(asc(vcInterfaces.vcCircuitId));
  return rows.map((row) => ({
    circuit_id: row.circuitId,
    service_type: row.serviceType,
    vlan: row.vlan,
    svlan: row.svlan,
    untagged: row.untagged,
  }));
}

/** The customer's VCs as measured circuits: each with its ends' port circuit ids (the metric lookups). */
export async function listVcCircuits(
  db: Executor,
  customerId: string,
  options: { circuitId?: string; longhaulOnly?: boolean } = {},
): Promise<{ circuitId: string; interfaces: string[] }[]> {
  const rows = await db
    .select({ circuitId: vcInterfaces.vcCircuitId, port: vcInterfaces.portCircuitId })
    .from(vcInterfaces)
    .innerJoin(virtualCircuits, eq(virtualCircuits.circuitId, vcInterfaces.vcCircuitId))
    .where(
      and(
        eq(vcInterfaces.customerId, customerId),
        options.circuitId === undefined ? undefined : eq(vcInterfaces.vcCircuitId, options.circuitId),
        options.longhaulOnly ? eq(virtualCircuits.serviceClass, 'longhaul') : undefined,
      ),
    )
    .orderBy(asc(vcInterfaces.vcCircuitId), asc(vcInterfaces.side));
  const byVc = new Map<string, string[]>();
  for (const row of rows) byVc.set(row.circuitId, [...(byVc.get(row.circuitId) ?? []), row.port]);
  return [...byVc].map(([circuitId, interfaces]) => ({ circuitId, interfaces }));
}

/** The PoPs where the customer's VCs end (the customer-locations footprint). */
export async function popsWithVcs(db: Executor, customerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ pop: ports.pop })
    .from(vcInterfaces)
    .innerJoin(ports, eq(ports.circuitId, vcInterfaces.portCircuitId))
    .where(eq(vcInterfaces.customerId, customerId));
  return rows.map((row) => row.pop);
}
