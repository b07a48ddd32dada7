import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/**
 * A cloud connection as the embedded clouds (AWS, Azure, Google, Oracle, IBM) know it: the cloud's side of a hosted
 * or dedicated connection, kept by the simulator behind the CloudProviderDriver. The product's own row lives with
 * the hosted or dedicated module; this is what the cloud was told and where its side stands. `provider_key` is the
 * identity the cloud knows the connection by (AWS account, Azure service key, Google pairing key, Oracle OCID, IBM
 * account) so that a key in use is seen as such (a pairing key or OCID is taken once, an Azure key's connections
 * share its capacity; an AWS or IBM account takes any number).
 */
export const cloudProviderConnections = pgTable(
  'cloud_provider_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    connectionId: text('connection_id').notNull(),
    provider: text('provider', { enum: ['aws', 'azure', 'google', 'oracle', 'ibm'] }).notNull(),
    portType: text('port_type', { enum: ['hosted', 'dedicated'] }).notNull(),
    state: text('state', {
      enum: ['awaiting_acceptance', 'pending', 'available', 'deleting', 'deleted', 'rejected'],
    }).notNull(),
    message: text('message'),
    providerKey: text('provider_key'),
    providerConnectionId: text('provider_connection_id'),
    speedMbps: integer('speed_mbps').notNull().default(0),
    cloudState: jsonb('cloud_state').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** Parameters and place the cloud was told (never a credential's secret). */
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    acceptanceDueAt: timestamp('acceptance_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cloud_provider_connections_connection_idx').on(table.connectionId),
    index('cloud_provider_connections_key_idx').on(table.provider, table.providerKey),
  ],
);

/**
 * A customer's cloud credential (spec 2 /admin/cloud-credentials, wire reference 3.7): AWS access key and secret,
 * or a Google service account, sealed at rest with SECRETS_KEY (purpose `cloud-credential`). Never returned.
 */
export const cloudCredentials = pgTable(
  'cloud_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    cloudProvider: text('cloud_provider', { enum: ['aws', 'google'] }).notNull(),
    description: text('description').notNull(),
    /** The sealed JSON of the secret (`enc:v1:…`). */
    secret: text('secret').notNull(),
    /** What the list shows of the secret: the AWS access key id's last 4, or the Google service account's e-mail. */
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cloud_credentials_customer_idx').on(table.customerId, table.createdAt)],
);
