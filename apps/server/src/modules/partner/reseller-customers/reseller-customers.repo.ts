import { ACTABLE_CUSTOMERS_LIMIT, type ActableCustomer } from '@portal/contract';
import { and, asc, eq, ilike, not, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import { circuits, customers } from '../../../db/schema/index.js';

/** Whose customers a caller may act for: a reseller company's own, or every customer for provider staff. */
export type ActingScope = { kind: 'reseller'; resellerId: string } | { kind: 'staff' } | { kind: 'none' };

/** A circuit id is searched from this many characters on (shorter text matches too many circuits to mean one). */
const CIRCUIT_SEARCH_MIN = 3;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** LIKE's own characters taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The customers a caller may act for (on-behalf plugin's rule: a reseller's customers, or any customer that is not
 * the provider for staff), by name, narrowed by part of the name, the exact customer id, or part of a circuit id.
 */
export async function listActableCustomers(
  db: Executor,
  scope: ActingScope,
  query: string,
): Promise<ActableCustomer[]> {
  if (scope.kind === 'none') return [];
  const reseller = alias(customers, 'reseller');
  const needle = query.trim();
  const pattern = `%${likeLiteral(needle)}%`;
  const searchesCircuits = needle.length >= CIRCUIT_SEARCH_MIN;
  const matchedCircuit = searchesCircuits
    ? sql<
        string | null
      >`(select ${circuits.circuitId} from ${circuits} where ${circuits.customerId} = ${customers.id} and ${circuits.circuitId} ilike ${pattern} order by ${circuits.circuitId} limit 1)`
    : sql<string | null>`null`;
  const matches: SQL | undefined = needle
    ? or(
        ilike(customers.name, pattern),
        UUID.test(needle) ? eq(customers.id, needle.toLowerCase()) : undefined,
        searchesCircuits ? sql`${matchedCircuit} is not null` : undefined,
      )
    : undefined;
  const rows = await db
    .select({
      customer_uuid: customers.id,
      name: customers.name,
      type: customers.type,
      reseller_name: reseller.name,
      matched_circuit_id: matchedCircuit,
    })
    .from(customers)
    .leftJoin(reseller, eq(reseller.id, customers.resellerId))
    .where(
      and(
        not(customers.isProvider),
        scope.kind === 'reseller' ? eq(customers.resellerId, scope.resellerId) : undefined,
        matches,
      ),
    )
    .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id))
    .limit(ACTABLE_CUSTOMERS_LIMIT);
  return rows.map((row) => ({ ...row, reseller_name: row.reseller_name ?? null }));
}
