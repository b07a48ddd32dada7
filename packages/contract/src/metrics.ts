import { messages, PERMISSIONS, TRAFFIC_UNITS } from '@portal/domain';
import { z } from 'zod';
import { defineRoute } from './route.js';

const seconds = () =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, messages.pattern('number'))
    .transform(Number)
    .optional();

/**
 * The time range of a metric query, in Unix seconds (spec 3 "Metric series"): `start` and `end` (default: the last
 * 24 hours) and `step`, the bucket length (default: about 300 points over the range; 60 to 86400 seconds).
 */
export const metricRangeSchema = z.object({ start: seconds(), end: seconds(), step: seconds() });
export type MetricRange = z.output<typeof metricRangeSchema>;

const TRAFFIC_UNIT_NAMES = Object.keys(TRAFFIC_UNITS) as [
  keyof typeof TRAFFIC_UNITS,
  ...(keyof typeof TRAFFIC_UNITS)[],
];
const unitParam = z.enum(TRAFFIC_UNIT_NAMES, { error: messages.oneOf(TRAFFIC_UNIT_NAMES) });
const circuitId = z.string().trim().min(1, messages.required).max(64, messages.maxLength(64));

/** One bucket of traffic: average, minimum and maximum of received and sent, in the unit asked for. */
export const rateRowSchema = z.object({
  timestamp: z.number().int(),
  rx_avg: z.number(),
  rx_min: z.number(),
  rx_max: z.number(),
  tx_avg: z.number(),
  tx_min: z.number(),
  tx_max: z.number(),
});

const seriesFrame = {
  start: z.number().int(),
  end: z.number().int(),
  step: z.number().int(),
  /** The stored series the answer was computed from: 1m, 5m or 1h. */
  resolution: z.enum(['1m', '5m', '1h']),
};

/** Traffic of a circuit with the 95th percentile of the range (over 5-minute averages where they are kept). */
export const rateSeriesSchema = z.object({
  circuit_id: z.string(),
  unit: unitParam,
  ...seriesFrame,
  series: z.array(rateRowSchema),
  percentile_95: z.object({ rx: z.number(), tx: z.number() }),
});
export type RateSeries = z.infer<typeof rateSeriesSchema>;

export const customerRateSchema = rateSeriesSchema
  .omit({ circuit_id: true })
  .extend({ circuit_ids: z.array(z.string()) });

const count = z.number();

/** The cast counters, in the order the series lists them. */
export const WHATCAST_COLUMNS = [
  'rx_unicast',
  'rx_multicast',
  'rx_broadcast',
  'tx_unicast',
  'tx_multicast',
  'tx_broadcast',
] as const;
/** The error counters, in the order the series lists them. */
export const ERROR_COLUMNS = ['rx_errors', 'tx_errors', 'rx_crc', 'rx_discards', 'tx_discards'] as const;

/** Packets per bucket by cast (spec 3 "broadcast, multicast, unicast counts"). */
export const whatcastSeriesSchema = z.object({
  circuit_id: z.string(),
  ...seriesFrame,
  series: z.array(
    z.object({
      timestamp: z.number().int(),
      rx_unicast: count,
      rx_multicast: count,
      rx_broadcast: count,
      tx_unicast: count,
      tx_multicast: count,
      tx_broadcast: count,
    }),
  ),
});
export type WhatcastSeries = z.infer<typeof whatcastSeriesSchema>;

/** Error counters per bucket. */
export const errorSeriesSchema = z.object({
  circuit_id: z.string(),
  ...seriesFrame,
  series: z.array(
    z.object({
      timestamp: z.number().int(),
      rx_errors: count,
      tx_errors: count,
      rx_crc: count,
      rx_discards: count,
      tx_discards: count,
    }),
  ),
});
export type ErrorSeries = z.infer<typeof errorSeriesSchema>;

/** Optics per bucket: module temperature (°C) and voltage (V), and for lanes 0-3 bias (mA), output and receive (dBm). */
export const opticSeriesSchema = z.object({
  circuit_id: z.string(),
  ...seriesFrame,
  series: z.array(
    z.object({
      timestamp: z.number().int(),
      module_temperature: z.number().nullable(),
      module_voltage: z.number().nullable(),
      lanes: z.array(
        z.object({
          lane: z.number().int(),
          bias_current: z.number(),
          output_power: z.number(),
          receive_power: z.number(),
        }),
      ),
    }),
  ),
});
export type OpticSeries = z.infer<typeof opticSeriesSchema>;

/** Bytes carried per bucket by each of the customer's longhaul usage-billed circuits, and in total. */
export const longhaulUsageSchema = z.object({
  ...seriesFrame,
  circuits: z.array(
    z.object({
      circuit_id: z.string(),
      rx_bytes: z.number(),
      tx_bytes: z.number(),
      series: z.array(z.object({ timestamp: z.number().int(), rx_bytes: z.number(), tx_bytes: z.number() })),
    }),
  ),
});
export type LonghaulUsage = z.infer<typeof longhaulUsageSchema>;

function rateRoute<const Path extends string, Params extends z.ZodType>(
  path: Path,
  permission: string,
  summary: string,
  params: Params,
) {
  return defineRoute({
    method: 'GET',
    base: 'v2',
    path,
    access: { permission },
    tag: 'Metrics',
    summary,
    params,
    query: metricRangeSchema,
    response: rateSeriesSchema,
  });
}

const unitAndId = z.object({ unit: unitParam, id: circuitId });

export const metricRoutes = {
  interfaceRate: rateRoute(
    '/metrics/ifd/rate/:unit/:id',
    PERMISSIONS.INTERFACE_PHYSICAL_READ,
    'Traffic of a port or LAG by unit (bps, kbps, mbps, gbps), with the 95th percentile.',
    unitAndId,
  ),
  customerInterfaceRate: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/metrics/customer/ifd/rate/bps',
    access: { permission: PERMISSIONS.INTERFACE_PHYSICAL_READ },
    tag: 'Metrics',
    summary: "The customer's traffic: every port and LAG summed, in bps, with the 95th percentile.",
    query: metricRangeSchema,
    response: customerRateSchema,
  }),
  interfaceWhatcast: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/metrics/ifd/whatcast/:id',
    access: { permission: PERMISSIONS.INTERFACE_PHYSICAL_READ },
    tag: 'Metrics',
    summary: 'Unicast, multicast and broadcast packets of a port per bucket.',
    params: z.object({ id: circuitId }),
    query: metricRangeSchema,
    response: whatcastSeriesSchema,
  }),
  interfaceErrors: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/metrics/ifd/errors/:id',
    access: { permission: PERMISSIONS.INTERFACE_PHYSICAL_READ },
    tag: 'Metrics',
    summary: 'Error, CRC and discard counters of a port per bucket.',
    params: z.object({ id: circuitId }),
    query: metricRangeSchema,
    response: errorSeriesSchema,
  }),
  interfaceOptics: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/metrics/ifd/optic-data/:id',
    access: { permission: PERMISSIONS.INTERFACE_PHYSICAL_READ },
    tag: 'Metrics',
    summary:
      'Optics of a port per bucket: module temperature and voltage; bias, output and receive power of lanes 0-3.',
    params: z.object({ id: circuitId }),
    query: metricRangeSchema,
    response: opticSeriesSchema,
  }),
  virtualCircuitInterfaceRate: rateRoute(
    '/metrics/virtual-circuits/:id/interfaces/:iface/rate/:unit',
    PERMISSIONS.VIRTUAL_CIRCUIT_READ,
    'Traffic of a virtual circuit at one of its interfaces (a port circuit id), with the 95th percentile.',
    z.object({ id: circuitId, iface: circuitId, unit: unitParam }),
  ),
  customerLonghaulUsage: defineRoute({
    method: 'GET',
    base: 'v2',
    path: '/metrics/customer/longhaul-usage',
    access: { permission: PERMISSIONS.VIRTUAL_CIRCUIT_READ },
    tag: 'Metrics',
    summary: "Bytes carried by each of the customer's longhaul usage-billed circuits (default step: one day).",
    query: metricRangeSchema,
    response: longhaulUsageSchema,
  }),
  cloudRouterConnectionRate: rateRoute(
    '/metrics/cloud-router-connections/:id/rate/:unit',
    PERMISSIONS.CLOUD_ROUTER_READ,
    'Traffic of a cloud-router connection, with the 95th percentile.',
    unitAndId,
  ),
  cloudRouterConnectionIpsecRate: rateRoute(
    '/metrics/cloud-router-connections/:id/rate/:unit/ipsec',
    PERMISSIONS.CLOUD_ROUTER_READ,
    'Traffic through the IPsec tunnel of a cloud-router connection, with the 95th percentile.',
    unitAndId,
  ),
  cloudRouterConnectionNatRate: rateRoute(
    '/metrics/cloud-router-connections/:id/rate/:unit/nat',
    PERMISSIONS.CLOUD_ROUTER_READ,
    'Traffic translated by the NAT of a cloud-router connection, with the 95th percentile.',
    unitAndId,
  ),
};
