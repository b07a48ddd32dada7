import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The interfaces the network measures: a port, a LAG, one end of a VC, a cloud-router connection (and its IPsec
 * and NAT traffic). The simulator adds one when a workflow makes the object active and stops it when deleted.
 */
export const telemetryInterfaces = pgTable(
  'telemetry_interfaces',
  {
    telemetryId: text('telemetry_id').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    /** The product object measured (a VC's interfaces share the VC's id), so a delete stops all of them. */
    objectId: text('object_id').notNull(),
    speedMbps: integer('speed_mbps').notNull(),
    media: text('media'),
    hasOptics: boolean('has_optics').notNull().default(false),
    /**
     * The customer links (ports, LAGs) the interface's traffic crosses: it carries traffic only while every one of
     * them is up (`network_link_changes`). Empty for traffic that rides on the provider's own links only.
     */
    linkIds: text('link_ids').array().notNull().default(sql`'{}'::text[]`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (table) => [index('telemetry_interfaces_object_idx').on(table.customerId, table.objectId)],
);

/** One series row: a sample (1 minute) or a rollup (5 minutes, 1 hour). Rates in bits per second; counts summed. */
function seriesColumns() {
  return {
    telemetryId: text('telemetry_id').notNull(),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    rxAvg: doublePrecision('rx_avg').notNull(),
    rxMin: doublePrecision('rx_min').notNull(),
    rxMax: doublePrecision('rx_max').notNull(),
    txAvg: doublePrecision('tx_avg').notNull(),
    txMin: doublePrecision('tx_min').notNull(),
    txMax: doublePrecision('tx_max').notNull(),
    rxUnicast: bigint('rx_unicast', { mode: 'number' }).notNull(),
    rxMulticast: bigint('rx_multicast', { mode: 'number' }).notNull(),
    rxBroadcast: bigint('rx_broadcast', { mode: 'number' }).notNull(),
    txUnicast: bigint('tx_unicast', { mode: 'number' }).notNull(),
    txMulticast: bigint('tx_multicast', { mode: 'number' }).notNull(),
    txBroadcast: bigint('tx_broadcast', { mode: 'number' }).notNull(),
    rxErrors: bigint('rx_errors', { mode: 'number' }).notNull(),
    txErrors: bigint('tx_errors', { mode: 'number' }).notNull(),
    rxCrc: bigint('rx_crc', { mode: 'number' }).notNull(),
    rxDiscards: bigint('rx_discards', { mode: 'number' }).notNull(),
    txDiscards: bigint('tx_discards', { mode: 'number' }).notNull(),
    moduleTemperature: real('module_temperature'),
    moduleVoltage: real('module_voltage'),
    bias0: real('bias_0'),
    bias1: real('bias_1'),
    bias2: real('bias_2'),
    bias3: real('bias_3'),
    output0: real('output_0'),
    output1: real('output_1'),
    output2: real('output_2'),
    output3: real('output_3'),
    receive0: real('receive_0'),
    receive1: real('receive_1'),
    receive2: real('receive_2'),
    receive3: real('receive_3'),
  };
}

type TrafficKeyColumns = Record<
  'telemetryId' | 'ts' | 'rxAvg' | 'rxMin' | 'rxMax' | 'txAvg' | 'txMin' | 'txMax',
  AnyPgColumn
>;

/**
 * The keys of a series table: the primary key (upserts), the time index (pruning) and a covering index of the
 * traffic columns, so that the rate and percentile queries are index-only scans instead of visits to rows the
 * collection scattered across the table by time (bench/telemetry-queries.ts: a 50-interface customer's 30 days
 * went from about 2 s to 140 ms with 1000 interfaces on PostgreSQL).
 */
function seriesKeys(name: string) {
  return (table: TrafficKeyColumns) => [
    primaryKey({ columns: [table.telemetryId, table.ts] }),
    index(`${name}_ts_idx`).on(table.ts),
    index(`${name}_traffic_idx`).on(
      table.telemetryId,
      table.ts,
      table.rxAvg,
      table.rxMin,
      table.rxMax,
      table.txAvg,
      table.txMin,
      table.txMax,
    ),
  ];
}

/** 1-minute samples, kept two days. */
export const telemetry1m = pgTable('telemetry_1m', seriesColumns(), seriesKeys('telemetry_1m'));

/** 5-minute rollups, kept 35 days; the 95th percentile is computed over these. */
export const telemetry5m = pgTable('telemetry_5m', seriesColumns(), seriesKeys('telemetry_5m'));

/** Hourly rollups, kept 400 days. */
export const telemetry1h = pgTable('telemetry_1h', seriesColumns(), seriesKeys('telemetry_1h'));
