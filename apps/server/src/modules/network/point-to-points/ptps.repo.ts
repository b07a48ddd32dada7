import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { locations, pointToPoints, ptpEndpoints } from '../../../db/schema/index.js';

export type PtpRow = typeof pointToPoints.$inferSelect;
export type NewPtpRow = typeof pointToPoints.$inferInsert;
export type PtpEndpointRow = typeof ptpEndpoints.$inferSelect;
export type NewPtpEndpointRow = typeof ptpEndpoints.$inferInsert;
type LocationRow = typeof locations.$inferSelect;

/** A point-to-point with its two endpoints (A then Z), each with its PoP. */
export interface PtpRecord {
  ptp: PtpRow;
  ends: { end: PtpEndpointRow; location: LocationRow }[];
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
  return rows.map((ptp) => ({ ptp, ends: ends.filter((item) => item.end.ptpUuid === ptp.ptpUuid) }));
}

export async function findPtpRecord(db: Executor, customerId: string, id: string): Promise<PtpRecord | null> {
  const row = await findPtpRow(db, customerId, id);
  if (!row) return null;
  const [record] = await withEnds(db, customerId, [row]);
  return record ?? null;
}

/** The customer's point-to-points, newest first. */
export async function listPtpRecords(db: Executor, customerId: string): Promise<PtpRecord[]> {
  const rows = await db
    .select()
    .from(pointToPoints)
    .where(eq(pointToPoints.customerId, customerId))
    .orderBy(desc(pointToPoints.createdAt), asc(pointToPoints.circuitId));
  return withEnds(db, customerId, rows);
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
