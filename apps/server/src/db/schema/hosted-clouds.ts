import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { ports } from './ports.js';

/**
 * Hosted cloud connections (wire reference 3.7 CloudServiceConn): a VLAN of one of the customer's ports carried to
 * a cloud provider's on-ramp at a PoP (`pop`, `zone`), where the provider's side (`region`) takes it. `settings`
 * holds the provider's identifiers of the order (AWS account, Azure service key, Google pairing key, Oracle OCID,
 * IBM account and BGP), `cloud_settings` what the provider side is to be configured with (never a secret),
 * `cloud_state` what the provider reports. State (spec 4): vc_provisioning while the network builds it and, for
 * AWS, until the customer accepts it; active; deleting; error. A connection whose deletion completed is removed.
 */
export const hostedClouds = pgTable(
  'hosted_clouds',
  {
    circuitId: text('circuit_id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The user who ordered it (wire reference `user_uuid`); null for the demo's or a removed user's. */
    userId: uuid('user_id'),
    accountUuid: uuid('account_uuid').notNull(),
    provider: text('provider', { enum: ['aws', 'azure', 'google', 'oracle', 'ibm'] }).notNull(),
    description: text('description').notNull(),
    poNumber: text('po_number'),
    speed: text('speed').notNull(),
    serviceClass: text('service_class', { enum: ['metro', 'longhaul'] }).notNull(),
    portCircuitId: text('port_circuit_id')
      .notNull()
      .references(() => ports.circuitId, { onDelete: 'restrict' }),
    /** The on-ramp the connection lands on. */
    pop: text('pop').notNull(),
    zone: text('zone').notNull(),
    region: text('region').notNull(),
    /** The VLAN on the provider's side of the on-ramp. */
    vlanIdPf: integer('vlan_id_pf').notNull(),
    state: text('state').notNull(),
    /** Whether the network finished building its part (the connection is active once the provider's side is too). */
    isNetworkReady: boolean('is_network_ready').notNull().default(false),
    /** The provider side's state as the CloudProviderDriver reports it (awaiting_acceptance, pending, available, …). */
    providerState: text('provider_state'),
    /** What to show for it ("awaiting acceptance in your AWS console"), or null. */
    providerMessage: text('provider_message'),
    /** The provider's id of the connection (an AWS dxcon, an ExpressRoute circuit), once it exists. */
    providerConnectionId: text('provider_connection_id'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    cloudSettings: jsonb('cloud_settings').$type<Record<string, unknown>>(),
    cloudState: jsonb('cloud_state').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('hosted_clouds_uuid_idx').on(table.uuid),
    index('hosted_clouds_customer_created_idx').on(table.customerId, table.createdAt),
  ],
);

/**
 * The VLANs a hosted connection takes on its port (one, or Azure's private and Microsoft VLANs), keyed as the VCs'
 * ends are (plain VLAN: vlan, 0; Q-in-Q: svlan, vlan), so the unique index refuses a second hosted connection on a
 * VLAN of a port whatever the race. Orders lock the port row first, so a VC and a hosted connection queue too.
 */
export const hostedCloudVlans = pgTable(
  'hosted_cloud_vlans',
  {
    circuitId: text('circuit_id')
      .notNull()
      .references(() => hostedClouds.circuitId, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    portCircuitId: text('port_circuit_id')
      .notNull()
      .references(() => ports.circuitId, { onDelete: 'restrict' }),
    /** `vlan`, or Azure's `private` and `microsoft`. */
    kind: text('kind', { enum: ['vlan', 'private', 'microsoft'] }).notNull(),
    vlan: integer('vlan').notNull(),
    svlan: integer('svlan'),
    outerVlan: integer('outer_vlan').notNull(),
    innerVlan: integer('inner_vlan').notNull(),
  },
  (table) => [
    uniqueIndex('hosted_cloud_vlans_circuit_kind_idx').on(table.circuitId, table.kind),
    uniqueIndex('hosted_cloud_vlans_port_vlan_idx').on(table.portCircuitId, table.outerVlan, table.innerVlan),
  ],
);
