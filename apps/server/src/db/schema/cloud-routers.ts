import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/**
 * Cloud routers (wire reference 3.8): a customer's layer-3 router in the provider's network, `circuit_id`
 * `PF-L3-CUST-…`, with its ASN (4556 or a private one), regions (US, UK), capacity and term. State follows the
 * network's cloud_router workflows (requested, provisioning, active, deleting, error).
 */
export const cloudRouters = pgTable(
  'cloud_routers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circuitId: text('circuit_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    accountUuid: uuid('account_uuid').notNull(),
    name: text('name').notNull(),
    asn: bigint('asn', { mode: 'number' }).notNull(),
    regions: jsonb('regions').$type<string[]>().notNull(),
    capacity: text('capacity').notNull(),
    subscriptionTerm: integer('subscription_term').notNull(),
    poNumber: text('po_number'),
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cloud_routers_circuit_idx').on(table.circuitId),
    index('cloud_routers_customer_idx').on(table.customerId, table.createdAt),
  ],
);

/** wire reference 3.9: the IPsec fields of a connection (the shared key is kept sealed apart). */
export interface IpsecSettings {
  ike_version: number;
  phase1_authentication_method: string;
  phase1_group: string;
  phase1_encryption_algo: string;
  phase1_authentication_algo: string;
  phase1_lifetime: number;
  phase2_pfs_group: string;
  phase2_encryption_algo: string;
  phase2_authentication_algo: string | null;
  phase2_lifetime: number;
  local_gateway_address: string;
}

/**
 * Cloud router connections (wire reference 3.9), `cloud_circuit_id` `PF-L3-CON-…`: an IPsec tunnel to the
 * customer's gateway, a VLAN on the customer's own port (`packetfabric`), or a hosted connection to a cloud
 * (`cloud_hosted`: AWS, Azure, Google, Oracle, IBM at one of the cloud's on-ramps). The IPsec pre-shared key is sealed
 * with SECRETS_KEY (purpose `ipsec-shared-key`) and never answered. A customer gateway address is used by one
 * connection at a time across the provider (`customer_gateway_address` unique). A cloud connection keeps the cloud's
 * identifiers of the order in `settings`, what the cloud side is to be configured with in `cloud_settings` (never a
 * secret: a credential is named by its uuid) and what the CloudProviderDriver reports in the provider columns.
 */
export const cloudRouterConnections = pgTable(
  'cloud_router_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circuitId: text('circuit_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    routerId: uuid('router_id')
      .notNull()
      .references(() => cloudRouters.id, { onDelete: 'cascade' }),
    connectionType: text('connection_type', { enum: ['ipsec', 'packetfabric', 'cloud_hosted'] }).notNull(),
    /** The cloud of a `cloud_hosted` connection; null otherwise. */
    provider: text('provider', { enum: ['aws', 'azure', 'google', 'oracle', 'ibm'] }),
    /** The cloud's region the on-ramp reaches (`us-west-2`), for a cloud connection. */
    region: text('region'),
    /** The user who ordered it (wire reference `user_uuid`); null for the demo's. */
    userId: uuid('user_id'),
    accountUuid: uuid('account_uuid').notNull(),
    description: text('description').notNull(),
    speed: text('speed').notNull(),
    subscriptionTerm: integer('subscription_term').notNull(),
    poNumber: text('po_number'),
    pop: text('pop').notNull(),
    zone: text('zone'),
    portCircuitId: text('port_circuit_id'),
    vlan: integer('vlan'),
    untagged: boolean('untagged').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    natCapable: boolean('nat_capable').notNull().default(false),
    dnatCapable: boolean('dnat_capable').notNull().default(false),
    customerGatewayAddress: text('customer_gateway_address'),
    ipsec: jsonb('ipsec').$type<IpsecSettings>(),
    sharedKey: text('shared_key'),
    /** The cloud's identifiers of the order (aws_account_id, azure_service_key, google_pairing_key, vc_ocid, …). */
    settings: jsonb('settings').$type<Record<string, unknown>>(),
    cloudSettings: jsonb('cloud_settings').$type<Record<string, unknown>>(),
    /** The cloud side's state as the CloudProviderDriver reports it (awaiting_acceptance, pending, available, …). */
    providerState: text('provider_state'),
    providerMessage: text('provider_message'),
    providerConnectionId: text('provider_connection_id'),
    cloudState: jsonb('cloud_state').$type<Record<string, unknown>>(),
    /** Whether the network finished building its part (a cloud connection is active once the cloud's side is too). */
    isNetworkReady: boolean('is_network_ready').notNull().default(false),
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cloud_router_connections_circuit_idx').on(table.circuitId),
    uniqueIndex('cloud_router_connections_gateway_idx')
      .on(table.customerGatewayAddress)
      .where(sql`${table.customerGatewayAddress} is not null`),
    index('cloud_router_connections_router_idx').on(table.routerId, table.createdAt),
    // The VLANs of a port: which of the customer's connections use it (hot path of every VLAN check).
    index('cloud_router_connections_port_idx').on(table.customerId, table.portCircuitId),
  ],
);

/** wire reference 3.10: one BGP prefix of a session's filter. */
export interface StoredBgpPrefix {
  bgp_prefix_uuid: string;
  prefix: string;
  match_type: 'exact' | 'orlonger';
  type: 'in' | 'out';
  as_prepend: number | null;
  med: number | null;
  local_preference: number | null;
}

/** The routing simulation's peer: how the far side was configured when the session was made. */
export interface StoredPeer {
  kind: 'aws' | 'google' | 'azure' | 'oracle' | 'ibm' | 'ipsec' | 'packetfabric';
  asn: number;
  address: string;
  neighbourAddress: string;
  neighbourAsn: number;
  /** The MD5 key the far side uses, sealed under SECRETS_KEY (purpose `bgp-md5`) as the session's own column. */
  md5: string | null;
}

/**
 * BGP sessions of a cloud router connection (wire reference 3.10), by `bgp_settings_uuid`. The MD5 key is sealed
 * (purpose `bgp-md5`). `bgp_state` is what the routing simulation found when the session's workflow last ran
 * (configuring while it runs); `peer` is the far side the simulation talks to.
 */
export const bgpSessions = pgTable(
  'bgp_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => cloudRouterConnections.id, { onDelete: 'cascade' }),
    addressFamily: text('address_family', { enum: ['v4', 'v6'] }).notNull(),
    remoteAsn: bigint('remote_asn', { mode: 'number' }).notNull(),
    remoteAddress: text('remote_address').notNull(),
    l3Address: text('l3_address').notNull(),
    primarySubnet: text('primary_subnet'),
    secondarySubnet: text('secondary_subnet'),
    multihopTtl: integer('multihop_ttl').notNull().default(1),
    localPreference: bigint('local_preference', { mode: 'number' }),
    med: bigint('med', { mode: 'number' }),
    asPrepend: integer('as_prepend'),
    md5: text('md5'),
    orlonger: boolean('orlonger').notNull().default(false),
    bfdInterval: integer('bfd_interval'),
    bfdMultiplier: integer('bfd_multiplier'),
    includeSubDefaults: boolean('include_sub_defaults').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    nat: jsonb('nat').$type<Record<string, unknown>>(),
    prefixes: jsonb('prefixes').$type<StoredBgpPrefix[]>().notNull().default(sql`'[]'::jsonb`),
    peer: jsonb('peer').$type<StoredPeer>().notNull(),
    bgpState: text('bgp_state').notNull(),
    stateReason: text('state_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bgp_sessions_connection_idx').on(table.connectionId, table.createdAt)],
);

/** BGP logs (`GET …/bgp-logs`): each session's state changes and updates, with timestamps. */
export const bgpSessionEvents = pgTable(
  'bgp_session_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    routerId: uuid('router_id')
      .notNull()
      .references(() => cloudRouters.id, { onDelete: 'cascade' }),
    connectionCircuitId: text('connection_circuit_id').notNull(),
    bgpSettingsUuid: uuid('bgp_settings_uuid').notNull(),
    severity: text('severity', { enum: ['notice', 'warning', 'error', 'informational'] }).notNull(),
    message: text('message').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bgp_session_events_router_idx').on(table.routerId, table.at)],
);
