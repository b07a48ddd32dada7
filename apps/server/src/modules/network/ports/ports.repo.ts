import type { ListPortsQuery } from '@portal/contract';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { preparedPerDatabase } from '../../../db/prepared.js';
import { customers, locations, ports } from '../../../db/schema/index.js';

export type PortRow = typeof ports.$inferSelect;
export type NewPortRow = typeof ports.$inferInsert;
export type LocationRow = typeof locations.$inferSelect;

/** A port with what its wire shape needs from elsewhere: its PoP, its customer's name and its member count. */
export interface PortRecord {
  port: PortRow;
  location: LocationRow;
  customerName: string;
  memberCount: number;
}

const memberCount = sql<number>`(select count(*) from ${ports} as members where members.lag_id = ${ports.circuitId})::int`;

function selectRecords(db: Executor) {
  return db
    .select({ port: ports, location: locations, customerName: customers.name, memberCount })
    .from(ports)
    .innerJoin(locations, eq(locations.pop, ports.pop))
    .innerJoin(customers, eq(customers.id, ports.customerId));
}

/** One port or LAG of the customer, or null: another customer's id reads as missing (ARCHITECTURE rule 3). */
export async function findPortRecord(db: Executor, customerId: string, circuitId: string): Promise<PortRecord | null> {
  const [row] = await preparedFor(db).find.execute({ customer: customerId, circuit: circuitId });
  return row ?? null;
}

/**
 * One port or LAG of the customer, locked for the change about to be made (the caller's transaction), or null.
 * Other modules use it to check that a port circuit id named in a request is the caller's (cross connects, VCs).
 */
export async function findCustomerPort(
  db: Executor,
  customerId: string,
  circuitId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PortRow | null> {
  if (!options.forUpdate) {
    const [row] = await preparedFor(db).findRow.execute({ customer: customerId, circuit: circuitId });
    return row ?? null;
  }
  const [row] = await db
    .select()
    .from(ports)
    .where(and(eq(ports.customerId, customerId), eq(ports.circuitId, circuitId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Several ports of the customer by id, locked in id order (so two requests never lock them crosswise). */
export async function lockCustomerPorts(db: Executor, customerId: string, circuitIds: readonly string[]) {
  if (circuitIds.length === 0) return [];
  return db
    .select()
    .from(ports)
    .where(and(eq(ports.customerId, customerId), inArray(ports.circuitId, [...circuitIds])))
    .orderBy(asc(ports.circuitId))
    .for('update');
}

/** The circuit ids of a LAG's members, by circuit id (the same order on every database and every call). */
export async function listLagMemberIds(db: Executor, customerId: string, lagId: string): Promise<string[]> {
  const rows = await db
    .select({ id: ports.circuitId })
    .from(ports)
    .where(and(eq(ports.customerId, customerId), eq(ports.lagId, lagId)))
    .orderBy(asc(ports.circuitId));
  return rows.map((row) => row.id);
}

/** The member ports of a LAG of the customer, oldest first. */
export async function listLagMemberRecords(db: Executor, customerId: string, lagId: string): Promise<PortRecord[]> {
  return preparedFor(db).members.execute({ customer: customerId, lag: lagId });
}

const SORT_COLUMNS = {
  time_created: ports.createdAt,
  time_updated: ports.updatedAt,
  port_circuit_id: ports.circuitId,
  description: ports.description,
  pop: ports.pop,
  speed: ports.speed,
  state: ports.state,
} as const;
type SortField = keyof typeof SORT_COLUMNS;

/** A sort as the contract names it (`-time_created`), as one of the fourteen orders a list is prepared for. */
function sortOf(sort: string): { field: SortField; isDescending: boolean } {
  const isDescending = sort.startsWith('-');
  const name = isDescending ? sort.slice(1) : sort;
  return { field: name in SORT_COLUMNS ? (name as SortField) : 'time_created', isDescending };
}

const placeholder = sql.placeholder;

/**
 * The spec 9 default filter (not cloud, not lag member, not ptp) unless the caller chose otherwise, with every
 * filter a parameter (null: not filtered), so one prepared statement answers any combination of them.
 */
const listFilter = and(
  eq(ports.customerId, placeholder('customer')),
  // Cloud and point-to-point ports are never stored here (their modules own them), so asking for them finds none.
  sql`not ${placeholder('none')}::boolean`,
  sql`(${ports.lagId} is not null) = ${placeholder('member')}::boolean`,
  sql`(${placeholder('isLag')}::boolean is null or ${ports.isLag} = ${placeholder('isLag')}::boolean)`,
  sql`(${placeholder('state')}::text is null or ${ports.state} = ${placeholder('state')}::text)`,
  sql`(${placeholder('pop')}::text is null or lower(${ports.pop}) = lower(${placeholder('pop')}::text))`,
  sql`(${placeholder('speed')}::text is null or ${ports.speed} = ${placeholder('speed')}::text)`,
  sql`(${placeholder('q')}::text is null or ${or(
    ilike(ports.circuitId, sql`${placeholder('q')}::text`),
    ilike(ports.description, sql`${placeholder('q')}::text`),
    ilike(ports.pop, sql`${placeholder('q')}::text`),
    ilike(ports.poNumber, sql`${placeholder('q')}::text`),
  )})`,
);

function listValues(customerId: string, query: ListPortsQuery) {
  return {
    customer: customerId,
    none: query.is_cloud === true || query.is_ptp === true,
    member: query.is_lag_member ?? false,
    isLag: query.is_lag ?? null,
    state: query.state ?? null,
    pop: query.pop ?? null,
    speed: query.speed ?? null,
    q: query.q ? `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  };
}

/** The hot reads of ports, built once per database and prepared (PostgreSQL plans each once per connection). */
function prepareReads(db: Executor) {
  const lists = new Map<string, ReturnType<typeof prepareList>>();
  function prepareList(field: SortField, isDescending: boolean) {
    const column = SORT_COLUMNS[field];
    return (
      db
        .select({
          port: ports,
          location: locations,
          customerName: customers.name,
          memberCount,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(ports)
        .innerJoin(locations, eq(locations.pop, ports.pop))
        .innerJoin(customers, eq(customers.id, ports.customerId))
        .where(listFilter)
        // The circuit id breaks ties, so pages never overlap.
        .orderBy(isDescending ? desc(column) : asc(column), asc(ports.circuitId))
        .limit(placeholder('limit'))
        .offset(placeholder('offset'))
        .prepare(`ports_list_${isDescending ? 'desc' : 'asc'}_${field}`)
    );
  }
  const ofCustomer = (column: typeof ports.circuitId | typeof ports.lagId, name: string) =>
    and(eq(ports.customerId, placeholder('customer')), eq(column, placeholder(name)));
  return {
    findRow: db.select().from(ports).where(ofCustomer(ports.circuitId, 'circuit')).limit(1).prepare('ports_find_row'),
    members: selectRecords(db)
      .where(ofCustomer(ports.lagId, 'lag'))
      .orderBy(asc(ports.createdAt), asc(ports.circuitId))
      .prepare('ports_lag_members'),
    find: selectRecords(db)
      .where(and(eq(ports.customerId, placeholder('customer')), eq(ports.circuitId, placeholder('circuit'))))
      .limit(1)
      .prepare('ports_find'),
    count: db.select({ total: sql<number>`count(*)::int` }).from(ports).where(listFilter).prepare('ports_count'),
    list(sort: string) {
      const { field, isDescending } = sortOf(sort);
      const key = `${isDescending ? '-' : ''}${field}`;
      const existing = lists.get(key);
      if (existing) return existing;
      const prepared = prepareList(field, isDescending);
      lists.set(key, prepared);
      return prepared;
    },
  };
}

const preparedFor = preparedPerDatabase(prepareReads);

/**
 * A page of the customer's ports and LAGs with the total matching the filters (`x-total-item-count`), in one
 * statement; only a page past the end counts again.
 */
export async function listPortRecords(
  db: Executor,
  customerId: string,
  query: ListPortsQuery,
): Promise<{ records: PortRecord[]; total: number }> {
  const reads = preparedFor(db);
  const values = listValues(customerId, query);
  const rows = await reads.list(query.sort).execute(values);
  const first = rows[0];
  if (!first) {
    if (values.offset === 0) return { records: [], total: 0 };
    const [counted] = await reads.count.execute(values);
    return { records: [], total: counted?.total ?? 0 };
  }
  const records = rows.map(
    (row): PortRecord => ({
      port: row.port,
      location: row.location,
      customerName: row.customerName,
      memberCount: row.memberCount,
    }),
  );
  return { records, total: first.total };
}

export async function insertPort(db: Executor, values: NewPortRow): Promise<PortRow> {
  const [row] = await db.insert(ports).values(values).returning();
  if (!row) throw new Error('port insert returned nothing');
  return row;
}

/** Changes a port of the customer; null when the customer has no such port. */
export async function updatePortRow(
  db: Executor,
  customerId: string,
  circuitId: string,
  changes: Partial<Omit<NewPortRow, 'circuitId' | 'customerId'>>,
): Promise<PortRow | null> {
  const [row] = await db
    .update(ports)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(ports.customerId, customerId), eq(ports.circuitId, circuitId)))
    .returning();
  return row ?? null;
}

/** Puts ports of the customer in a LAG, or out of it with `lagId` null. */
export async function setLagOfPorts(
  db: Executor,
  customerId: string,
  circuitIds: readonly string[],
  lagId: string | null,
): Promise<PortRow[]> {
  if (circuitIds.length === 0) return [];
  return db
    .update(ports)
    .set({ lagId, updatedAt: new Date() })
    .where(and(eq(ports.customerId, customerId), inArray(ports.circuitId, [...circuitIds])))
    .returning();
}

/** Removes a port whose deletion the network finished. */
export async function deletePortRow(db: Executor, customerId: string, circuitId: string): Promise<PortRow | null> {
  const [row] = await db
    .delete(ports)
    .where(and(eq(ports.customerId, customerId), eq(ports.circuitId, circuitId)))
    .returning();
  return row ?? null;
}

/** The next LAG number of the customer at a PoP (wire reference 3.4 `number`), counting from 1. */
export async function nextLagNumber(db: Executor, customerId: string, pop: string): Promise<number> {
  const [row] = await db
    .select({ highest: sql<number>`coalesce(max(${ports.lagNumber}), 0)::int` })
    .from(ports)
    .where(and(eq(ports.customerId, customerId), eq(ports.pop, pop), eq(ports.isLag, true)));
  return (row?.highest ?? 0) + 1;
}

/** The PoPs where the customer has ports (the customer-locations footprint). */
export async function popsWithPorts(db: Executor, customerId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ pop: ports.pop }).from(ports).where(eq(ports.customerId, customerId));
  return rows.map((row) => row.pop);
}

/** The customer's ports and LAGs as measured circuits (the metric endpoints' `interface` kind), by circuit id. */
export async function listPortIds(db: Executor, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: ports.circuitId })
    .from(ports)
    .where(eq(ports.customerId, customerId))
    .orderBy(asc(ports.circuitId));
  return rows.map((row) => row.id);
}
