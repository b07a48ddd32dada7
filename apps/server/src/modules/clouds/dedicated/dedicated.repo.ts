import type { ListDedicatedQuery } from '@portal/contract';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { cloudOnRamps, dedicatedClouds, locations } from '../../../db/schema/index.js';
import { escapeLikePattern } from '../../platform/inventory/inventory.repo.js';

export type DedicatedCloudRow = typeof dedicatedClouds.$inferSelect;
export type NewDedicatedCloudRow = typeof dedicatedClouds.$inferInsert;
type LocationRow = typeof locations.$inferSelect;
type OnRampRow = typeof cloudOnRamps.$inferSelect;

/** A dedicated connection with its PoP and the provider's on-ramp there (its region). */
export interface DedicatedCloudRecord {
  cloud: DedicatedCloudRow;
  location: LocationRow;
  onRamp: OnRampRow | null;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Matches a connection by circuit id (any case) or, when the id is a uuid, by its `uuid`. */
function idMatches(id: string) {
  const byCircuit = eq(dedicatedClouds.circuitId, id.toUpperCase());
  return UUID_PATTERN.test(id) ? or(byCircuit, eq(dedicatedClouds.uuid, id.toLowerCase())) : byCircuit;
}

/** The customer's dedicated connection by circuit id or uuid, optionally locked for the change that reads it. */
export async function findDedicatedRow(
  db: Executor,
  customerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DedicatedCloudRow | null> {
  const query = db
    .select()
    .from(dedicatedClouds)
    .where(and(eq(dedicatedClouds.customerId, customerId), idMatches(id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

function selectRecords(db: Executor) {
  return db
    .select({ cloud: dedicatedClouds, location: locations, onRamp: cloudOnRamps })
    .from(dedicatedClouds)
    .innerJoin(locations, eq(locations.pop, dedicatedClouds.pop))
    .leftJoin(
      cloudOnRamps,
      and(
        eq(cloudOnRamps.pop, dedicatedClouds.pop),
        eq(cloudOnRamps.cloudProvider, dedicatedClouds.provider),
        eq(cloudOnRamps.connectionType, 'dedicated'),
      ),
    );
}

export async function findDedicatedRecord(
  db: Executor,
  customerId: string,
  id: string,
): Promise<DedicatedCloudRecord | null> {
  const [record] = await selectRecords(db)
    .where(and(eq(dedicatedClouds.customerId, customerId), idMatches(id)))
    .limit(1);
  return record ?? null;
}

function listConditions(customerId: string, query: ListDedicatedQuery): SQL[] {
  const conditions: SQL[] = [eq(dedicatedClouds.customerId, customerId)];
  if (query.service_provider) conditions.push(eq(dedicatedClouds.provider, query.service_provider));
  if (query.q) {
    const pattern = `%${escapeLikePattern(query.q)}%`;
    const matches = or(
      ilike(dedicatedClouds.circuitId, pattern),
      ilike(dedicatedClouds.description, pattern),
      ilike(dedicatedClouds.poNumber, pattern),
      ilike(dedicatedClouds.pop, pattern),
      ilike(dedicatedClouds.provider, pattern),
      ilike(dedicatedClouds.awsRegion, pattern),
      ilike(cloudOnRamps.region, pattern),
    );
    if (matches) conditions.push(matches);
  }
  return conditions;
}

const speedMbps = sql`(case when ${dedicatedClouds.speed} like '%Gbps' then 1000 else 1 end)
  * nullif(regexp_replace(${dedicatedClouds.speed}, '[^0-9]', '', 'g'), '')::int`;

const SORT_COLUMNS = {
  time_created: dedicatedClouds.createdAt,
  cloud_circuit_id: dedicatedClouds.circuitId,
  description: dedicatedClouds.description,
  speed: speedMbps,
  state: dedicatedClouds.state,
  service_provider: dedicatedClouds.provider,
} as const;

function orderOf(sort: string): SQL[] {
  const isDescending = sort.startsWith('-');
  const field = (isDescending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[field] ?? dedicatedClouds.createdAt;
  return [isDescending ? desc(column) : asc(column), asc(dedicatedClouds.circuitId)];
}

/**
 * A page of the customer's dedicated connections with the total matching the filters (`x-total-item-count`), newest
 * first unless sorted; a page past the end is empty and still counts.
 */
export async function listDedicatedRecords(
  db: Executor,
  customerId: string,
  query: ListDedicatedQuery,
): Promise<{ records: DedicatedCloudRecord[]; total: number }> {
  const where = and(...listConditions(customerId, query));
  const [records, [counted]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(dedicatedClouds)
      .leftJoin(
        cloudOnRamps,
        and(
          eq(cloudOnRamps.pop, dedicatedClouds.pop),
          eq(cloudOnRamps.cloudProvider, dedicatedClouds.provider),
          eq(cloudOnRamps.connectionType, 'dedicated'),
        ),
      )
      .where(where),
  ]);
  return { records, total: counted?.total ?? 0 };
}

/** The provider's dedicated on-ramp at a PoP, if it has one. */
export async function findDedicatedOnRamp(db: Executor, provider: string, pop: string): Promise<OnRampRow | null> {
  const [row] = await db
    .select()
    .from(cloudOnRamps)
    .where(
      and(
        eq(cloudOnRamps.pop, pop),
        eq(cloudOnRamps.cloudProvider, provider as OnRampRow['cloudProvider']),
        eq(cloudOnRamps.connectionType, 'dedicated'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The PoPs where the provider has a dedicated on-ramp (what a refusal of another PoP lists). */
export async function dedicatedOnRampPops(db: Executor, provider: string): Promise<string[]> {
  const rows = await db
    .select({ pop: cloudOnRamps.pop })
    .from(cloudOnRamps)
    .where(
      and(
        eq(cloudOnRamps.cloudProvider, provider as OnRampRow['cloudProvider']),
        eq(cloudOnRamps.connectionType, 'dedicated'),
      ),
    )
    .orderBy(asc(cloudOnRamps.pop));
  return rows.map((row) => row.pop);
}

export async function insertDedicated(tx: Executor, row: NewDedicatedCloudRow): Promise<void> {
  await tx.insert(dedicatedClouds).values(row);
}

export async function updateDedicatedRow(
  tx: Executor,
  customerId: string,
  uuid: string,
  changes: Partial<
    Pick<NewDedicatedCloudRow, 'state' | 'description' | 'poNumber' | 'adminStatus' | 'operationalStatus'>
  >,
): Promise<void> {
  await tx
    .update(dedicatedClouds)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(dedicatedClouds.customerId, customerId), eq(dedicatedClouds.uuid, uuid)));
}

/** Records the cloud's own id of the connection (once the cloud has one). */
export async function setProviderConnectionId(
  tx: Executor,
  customerId: string,
  uuid: string,
  providerConnectionId: string | null,
): Promise<void> {
  if (providerConnectionId === null) return;
  await tx
    .update(dedicatedClouds)
    .set({ providerConnectionId })
    .where(and(eq(dedicatedClouds.customerId, customerId), eq(dedicatedClouds.uuid, uuid)));
}

export async function deleteDedicatedRow(tx: Executor, customerId: string, uuid: string): Promise<void> {
  await tx
    .delete(dedicatedClouds)
    .where(and(eq(dedicatedClouds.customerId, customerId), eq(dedicatedClouds.uuid, uuid)));
}

/** The circuit ids of the customer's dedicated connections (each is measured as one interface). */
export async function listDedicatedCircuitIds(db: Executor, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ circuitId: dedicatedClouds.circuitId })
    .from(dedicatedClouds)
    .where(eq(dedicatedClouds.customerId, customerId))
    .orderBy(asc(dedicatedClouds.circuitId));
  return rows.map((row) => row.circuitId);
}

/** The PoPs where the customer has a dedicated connection (the customer's footprint). */
export async function popsWithDedicatedClouds(db: Executor, customerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ pop: dedicatedClouds.pop })
    .from(dedicatedClouds)
    .where(eq(dedicatedClouds.customerId, customerId));
  return rows.map((row) => row.pop);
}
