import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/** A service the search can answer (spec 9 dedup priority plus the kinds without a search priority). */
export const CIRCUIT_SERVICE_TYPES = [
  'port',
  'lag',
  'vc',
  'ptp',
  'cloud-hosted',
  'cloud-dedicated',
  'l3nf',
  'cr-connection',
  'cross-connect',
  'hpi',
  'ix',
  'flex-bandwidth',
] as const;
export type CircuitServiceType = (typeof CIRCUIT_SERVICE_TYPES)[number];

/** The summary state every product reduces to (spec 4 summaries), which the dashboard counts. */
export const CIRCUIT_SUMMARIES = ['active', 'provisioning', 'warning', 'error'] as const;
export type CircuitSummary = (typeof CIRCUIT_SUMMARIES)[number];

/** Another service a circuit belongs to or rides on (a connection's cloud router, a LAG member's LAG). */
export interface RelatedService {
  circuit_id: string;
  service_type: CircuitServiceType;
}

/**
 * The service inventory: one row per circuit a customer has, of every kind. Product modules own their objects in
 * their own tables and keep this row in step, in the same transaction (inventory.repo.ts). Search, the circuit
 * lookup, the sidebar counts and the dashboard read only this table, so they stay one indexed query each.
 */
export const circuits = pgTable(
  'circuits',
  {
    circuitId: text('circuit_id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    serviceType: text('service_type', { enum: CIRCUIT_SERVICE_TYPES }).notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    /** The parent service (a connection's cloud router, a LAG member's LAG); null for top-level services. */
    parentCircuitId: text('parent_circuit_id'),
    relatedServices: jsonb('related_services').$type<RelatedService[]>().notNull().default(sql`'[]'::jsonb`),
    /** The product's own state (spec 4): requested, provisioning, active, deleting, pending, error... */
    state: text('state').notNull(),
    summary: text('summary', { enum: CIRCUIT_SUMMARIES }).notNull(),
    pop: text('pop'),
    /** Lower-cased circuit id, name, description and labels: what the trigram index searches. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('circuits_customer_type_idx').on(table.customerId, table.serviceType, table.summary),
    index('circuits_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('circuits_parent_idx').on(table.parentCircuitId),
  ],
);
