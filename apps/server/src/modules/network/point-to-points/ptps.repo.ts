import type { ListPtpsQuery } from '@portal/contract';
import { and, asc, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { locations, pointToPoints, ptpEndpoints } from '../../../db/schema/index.js';
import { type LinkState, linkStatesAt } from '../../../network/link-state.js';
import { escapeLikePattern } from '../../platform/inventory/inventory.repo.js';

export type PtpRow = typeof pointToPoints.$inferSelect;
export type NewPtpRow = typeof pointToPoints.$inferInsert;
export type PtpEndpointRow = typeof ptpEndpoints.$inferSelect;
export type NewPtpEndpointRow = typeof ptpEndpoints.$inferInsert;
type LocationRow = typeof locations.$inferSelect;

/**
 * A point-to-point with its two endpoints (A then Z), each with its PoP and the network's latest record of its
 * port's link (none: up).
 */
export interface PtpRecord {
  ptp: PtpRow;
  ends: { end: PtpEndpointRow; location: LocationRow; link: LinkState | undefined }[];
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Matches a point-to-point by circuit id (any case) or, when the id is a uuid, by `ptp_uuid`. */
function idMatches(id: string) {
  const byCircuit = eq(pointToPoints.circuitId, id.toUpperCase());
  return UUID_PATTERN.test(id) ? or(byCircuit, eq(pointToPoints.ptpUuid, id.toLowerCase())) : byCircuit;
}

/** The customer's point-to-point by circuit id or uuid, optionally locked for the change that reads it. */
export async function findPtpRow(
  db: Executor,
  customerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PtpRow | null> {
  const query = db
    .select()
    .from(pointToPoints)
    .where(and(eq(pointToPoints.customerId, customerId), idMatches(id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

async function withEnds(db: Executor, customerId: string, rows: PtpRow[]): Promise<PtpRecord[]> {
  if (rows.length === 0) return [];
  const ends = await db
    .select({ end: ptpEndpoints, location: locations })
    .from(ptpEndpoints)
    .innerJoin(locations, eq(locations.pop, ptpEndpoints.pop))
    .where(
      and(
        eq(ptpEndpoints.customerId, customerId),
        inArray(
          ptpEndpoints.ptpUuid,
          rows.map((row) => row.ptpUuid),
        ),
      ),
    )
    .orderBy(asc(ptpEndpoints.side));
  const links = await linkStatesAt(
    db,
    ends.map((item) => item.end.portCircuitId),
    new Date(),
  );
  return rows.map((ptp) => ({
    ptp,
    ends: ends
      .filter((item) => item.end.ptpUuid === ptp.ptpUuid)
      .map((item) => ({ ...item, link: links.get(item.end.portCircuitId) })),
  }));
}

export async function findPtpRecord(db: Executor, customerId: string, id: string): Promise<PtpRecord | null> {
  const row = await findPtpRow(db, customerId, id);
  if (!row) return null;
  const [record] = await withEnds(db, customerId, [row]);
  return record ?? null;
}

function listConditions(customerId: string, query: ListPtpsQuery): SQL[] {
  const conditions: SQL[] = [eq(pointToPoints.customerId, customerId)];
  if (query.state) conditions.push(eq(pointToPoints.state, query.state));
  if (query.service_class) conditions.push(eq(pointToPoints.serviceClass, query.service_class));
  if (query.q) {
    const pattern = `%${escapeLikePattern(query.q)}%`;
    const matches = or(
      ilike(pointToPoints.circuitId, pattern),
      ilike(pointToPoints.description, pattern),
      ilike(pointToPoints.poNumber, pattern),
      exists(
        sql`(select 1 from ${ptpEndpoints} where ${ptpEndpoints.ptpUuid} = ${pointToPoints.ptpUuid}
          and (${ptpEndpoints.portCircuitId} ilike ${pattern} or ${ptpEndpoints.pop} ilike ${pattern}))`,
      ),
    );
    if (matches) conditions.push(matches);
  }
  return conditions;
}

const speedGbps = sql`nullif(regexp_replace(${pointToPoints.speed}, '[^0-9]', '', 'g'), '')::int`;

const SORT_COLUMNS = {
  time_created: pointToPoints.createdAt,
  ptp_circuit_id: pointToPoints.circuitId,
  description: pointToPoints.description,
  speed: speedGbps,
  state: pointToPoints.state,
} as const;

function orderOf(sort: string): SQL[] {
  const isDescending = sort.startsWith('-');
  const field = (isDescending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[field] ?? pointToPoints.createdAt;
  return [isDescending ? desc(column) : asc(column), asc(pointToPoints.circuitId)];
}

/** A page of the customer's point-to-points with the total matching the filters (`x-total-item-count`). */
export async function listPtpRecords(
  db: Executor,
  customerId: string,
  query: ListPtpsQuery,
): Promise<{ records: PtpRecord[]; total: number }> {
  const where = and(...listConditions(customerId, query));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(pointToPoints)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: sql<number>`count(*)::int` }).from(pointToPoints).where(where),
  ]);
  return { records: await withEnds(db, customerId, rows), total: counted?.total ?? 0 };
}

export async function insertPtp(tx: Executor, row: NewPtpRow, ends: NewPtpEndpointRow[]): Promise<void> {
  await tx.insert(pointToPoints).values(row);
  await tx.insert(ptpEndpoints).values(ends);
}

export async function updatePtpRow(
  tx: Executor,
  customerId: string,
  ptpUuid: string,
  changes: Partial<Pick<NewPtpRow, 'state' | 'description' | 'poNumber'>>,
): Promise<void> {
  await tx
    .update(pointToPoints)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(pointToPoints.customerId, customerId), eq(pointToPoints.ptpUuid, ptpUuid)));
}

export async function setPtpEndStatus(
  tx: Executor,
  customerId: string,
  ptpUuid: string,
  status: string,
  side?: 'a' | 'z',
): Promise<void> {
  await tx
    .update(ptpEndpoints)
    .set({ provisioningStatus: status, updatedAt: new Date() })
    .where(
      and(
        eq(ptpEndpoints.customerId, customerId),
        eq(ptpEndpoints.ptpUuid, ptpUuid),
        side ? eq(ptpEndpoints.side, side) : sql`true`,
      ),
    );
}

export async function deletePtpRow(tx: Executor, customerId: string, ptpUuid: string): Promise<void> {
  await tx
    .delete(pointToPoints)
    .where(and(eq(pointToPoints.customerId, customerId), eq(pointToPoints.ptpUuid, ptpUuid)));
}

/** The PoPs where the customer has a point-to-point end (the customer's footprint). */
export async function popsWithPtps(db: Executor, customerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ pop: ptpEndpoints.pop })
    .from(ptpEndpoints)
    .where(eq(ptpEndpoints.customerId, customerId));
  return rows.map((row) => row.pop);
}

/** The customer's point-to-points as metered circuits: each with its ends' port circuit ids (its interfaces). */
export async function listPtpCircuits(
  db: Executor,
  customerId: string,
  circuitId?: string,
): Promise<{ circuitId: string; interfaces: string[] }[]> {
  const rows = await db
    .select({ circuitId: pointToPoints.circuitId, port: ptpEndpoints.portCircuitId })
    .from(pointToPoints)
    .innerJoin(ptpEndpoints, eq(ptpEndpoints.ptpUuid, pointToPoints.ptpUuid))
    .where(
      and(
        eq(pointToPoints.customerId, customerId),
        circuitId === undefined ? sql`true` : eq(pointToPoints.circuitId, circuitId.toUpperCase()),
      ),
    )
    .orderBy(asc(pointToPoints.circuitId), asc(ptpEndpoints.side));
  const byCircuit = new Map<string, string[]>();
  for (const row of rows) byCircuit.set(row.circuitId, [...(byCircuit.get(row.circuitId) ?? []), row.port]);
  return [...byCircuit].map(([id, interfaces]) => ({ circuitId: id, interfaces }));
}

/** The port circuit id of a point-to-point end of the customer (any case), or null. */
export async function findPtpEndPort(db: Executor, customerId: string, portCircuitId: string): Promise<string | null> {
  const [row] = await db
    .select({ port: ptpEndpoints.portCircuitId })
    .from(ptpEndpoints)
    .where(and(eq(ptpEndpoints.customerId, customerId), eq(ptpEndpoints.portCircuitId, portCircuitId.toUpperCase())))
    .limit(1);
  return row?.port ?? null;
}

/** The customer's point-to-point with an end on the given port, locked for the change that reads it, or null. */
export async function findPtpRecordByEndPort(
  db: Executor,
  customerId: string,
  portCircuitId: string,
): Promise<PtpRecord | null> {
  const [row] = await db
    .select({ ptp: pointToPoints })
    .from(pointToPoints)
    .innerJoin(ptpEndpoints, eq(ptpEndpoints.ptpUuid, pointToPoints.ptpUuid))
    .where(and(eq(pointToPoints.customerId, customerId), eq(ptpEndpoints.portCircuitId, portCircuitId)))
    .limit(1)
    .for('update', { of: pointToPoints });
  if (!row) return null;
  const [record] = await withEnds(db, customerId, [row.ptp]);
  return record ?? null;
}
