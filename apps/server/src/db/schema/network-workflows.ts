import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/** A failed attempt of a workflow step, as the status object lists it. */
export interface WorkflowFailure {
  step: string;
  reason: string;
  time: string;
}

/** A named step of a workflow. */
export interface WorkflowStep {
  state: string;
  description: string;
}

/**
 * A provisioning workflow of the simulated network: the steps one operation (provision, modify, deprovision,
 * enable, disable) runs on one product object, advanced one step at a time by durable jobs. The product's own row
 * lives with the product module; this row is the network's side, and the /v2.1 status objects are read from it.
 */
export const networkWorkflows = pgTable(
  'network_workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    operation: text('operation', { enum: ['provision', 'modify', 'deprovision', 'enable', 'disable'] }).notNull(),
    name: text('name').notNull(),
    steps: jsonb('steps').$type<WorkflowStep[]>().notNull(),
    /** How many steps are done; equals the number of steps once complete. */
    position: integer('position').notNull().default(0),
    state: text('state', { enum: ['RUNNING', 'COMPLETE', 'FAILED', 'SUPERSEDED'] })
      .notNull()
      .default('RUNNING'),
    /** The product state of spec 4 this workflow gives the object: requested, provisioning, active, deleting... */
    objectState: text('object_state').notNull(),
    failures: jsonb('failures').$type<WorkflowFailure[]>().notNull().default(sql`'[]'::jsonb`),
    isFinal: boolean('is_final').notNull().default(false),
    /** Facts the network needs about the object (speed, PoP, peer), as the product module passed them. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** Failure injection (tests, demos): the step number (1-based) that fails, why, and how many times. */
    failAtStep: integer('fail_at_step'),
    failReason: text('fail_reason'),
    /** Null: the step fails for good; a number: it fails that many times, then succeeds on a retry. */
    failTimes: integer('fail_times'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('network_workflows_object_idx').on(table.customerId, table.objectType, table.objectId, table.createdAt),
    index('network_workflows_running_idx').on(table.objectType, table.objectId).where(sql`${table.isFinal} = false`),
  ],
);
