import { LOG_SEVERITY_RANKS, messages } from '@portal/domain';
import { z } from 'zod';
import { choiceFilter, flagFilter } from './catalogue-fields.js';
import { parseWireTime } from './wire-time.js';

// What the port details read: VLAN summaries, router logs and device info (wire reference 3.3).

/** A VLAN number in a query (spec 5: VLAN 4 to 4094). */
const vlanText = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .regex(/^\d{1,4}$/, messages.between(4, 4094))
    .transform(Number)
    .refine((value) => value >= 4 && value <= 4094, messages.between(4, 4094));
const vlanNumber = () => vlanText().optional();

/** `GET /ports/{id}/vlan-summary` (spec 7): `min_vlan` (default 4) and whether logical interfaces are listed. */
export const vlanSummaryQuerySchema = z.object({
  min_vlan: vlanNumber(),
  include_logical_interfaces: flagFilter(),
});

/** `GET /ports/{id}/inner-vlan-summary` (spec 7): the inner VLANs used under one outer VLAN. */
export const innerVlanSummaryQuerySchema = z.object({
  outer_vlan: vlanText(),
  min_vlan: vlanNumber(),
});

/** A logical interface riding on the port: which service uses which VLANs. */
export const logicalInterfaceSchema = z.object({
  circuit_id: z.string(),
  service_type: z.string(),
  vlan: z.number().int().nullable(),
  svlan: z.number().int().nullable(),
  untagged: z.boolean(),
});

/** Wire reference 3.3 vlan-summary, with the used VLANs (spec 5: VLAN 4 to 4094). */
export const vlanSummarySchema = z.object({
  lowest_available_vlan: z.number().int().nullable(),
  max_vlan: z.number().int(),
  min_vlan: z.number().int(),
  used_vlans: z.array(z.number().int()),
  is_untagged_used: z.boolean(),
  logical_interfaces: z.array(logicalInterfaceSchema).optional(),
});
export type VlanSummary = z.infer<typeof vlanSummarySchema>;

export const innerVlanSummarySchema = z.object({
  outer_vlan: z.number().int(),
  lowest_available_vlan: z.number().int().nullable(),
  max_vlan: z.number().int(),
  min_vlan: z.number().int(),
  used_vlans: z.array(z.number().int()),
});
export type InnerVlanSummary = z.infer<typeof innerVlanSummarySchema>;

const SEVERITY_NAMES = Object.keys(LOG_SEVERITY_RANKS) as [keyof typeof LOG_SEVERITY_RANKS];

/** The message for a time bound that is not a date. */
export const TIME_BOUND_MESSAGE = 'Not a valid date and time';

const timeBound = () =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || parseWireTime(value) !== null, TIME_BOUND_MESSAGE)
    .transform((value) => (value === '' ? undefined : (parseWireTime(value) ?? undefined)))
    .optional();

/**
 * `GET /ports/{id}/router-logs` (wire reference 3.3): `time_from` and `time_to` (`2020-05-23 00:00:00` as the
 * official client sends it, or ISO 8601 with `T`, fractions and a zone; UTC when none is given; default the last 24
 * hours), and `severity`: the entries of that rank of spec 4 or more severe.
 */
export const routerLogsQuerySchema = z.object({
  time_from: timeBound(),
  time_to: timeBound(),
  severity: choiceFilter(SEVERITY_NAMES),
});
export type RouterLogsQuery = z.output<typeof routerLogsQuerySchema>;

export const routerLogSchema = z.object({
  device_name: z.string(),
  iface_name: z.string(),
  message: z.string(),
  severity: z.number().int(),
  severity_name: z.string(),
  timestamp: z.string(),
});
export type RouterLog = z.infer<typeof routerLogSchema>;

/** One optical lane as the official client reads it (`OpticsDiagnosticsLaneValues`): powers in dBm and mW. */
export const opticsLaneValuesSchema = z.object({
  lane_index: z.string(),
  tx_power_dbm: z.number(),
  tx_power: z.number(),
  rx_power_dbm: z.number(),
  rx_power: z.number(),
  bias_current: z.number(),
  tx_status: z.enum(['ok', 'no_light']),
  rx_status: z.enum(['ok', 'no_light']),
});

/**
 * Wire reference 3.3 device-info, every field the official client reads (`PortDeviceInfo`): the switch and
 * interface, the link, the optics per lane, traffic rates (`*_bps`, `*_pps`) and counters since the link last
 * changed (`*_bytes`, `*_packets`, their IPv6 share), and the cabling at the demarcation (`wiring_*`). Counters and
 * rates are whole numbers, as the client decodes them into integers.
 */
export const deviceInfoSchema = z.object({
  device_name: z.string(),
  device_make: z.string(),
  /** The router at the other end of the link when the network knows it; null for a customer's own equipment. */
  adjacent_router: z.string().nullable(),
  admin_status: z.enum(['up', 'down']),
  oper_status: z.enum(['up', 'down']),
  auto_negotiation: z.boolean(),
  iface_name: z.string(),
  speed: z.string(),
  media: z.string(),
  /** Unix seconds of the reading. */
  polltime: z.number().int(),
  /** When the link last changed state (came up, went down, was enabled or disabled). */
  time_flapped: z.string(),
  optics_module_temperature_c: z.number(),
  optics_module_voltage_v: z.number(),
  optics_lanes: z.array(
    z.object({
      lane: z.number().int(),
      bias_current_ma: z.number(),
      output_power_dbm: z.number(),
      receive_power_dbm: z.number(),
    }),
  ),
  optics_diagnostics_lane_values: z.array(opticsLaneValuesSchema),
  traffic_rx_bps: z.number().int(),
  traffic_tx_bps: z.number().int(),
  traffic_rx_pps: z.number().int(),
  traffic_tx_pps: z.number().int(),
  traffic_rx_bytes: z.number().int(),
  traffic_tx_bytes: z.number().int(),
  traffic_rx_packets: z.number().int(),
  traffic_tx_packets: z.number().int(),
  traffic_rx_ipv6_bytes: z.number().int(),
  traffic_tx_ipv6_bytes: z.number().int(),
  traffic_rx_ipv6_packets: z.number().int(),
  traffic_tx_ipv6_packets: z.number().int(),
  wiring_panel: z.string(),
  wiring_module: z.string(),
  wiring_position: z.string(),
  wiring_type: z.string(),
  wiring_media: z.string(),
  /** How far the optic reaches (`10km` for LR). */
  wiring_reach: z.string(),
  /** The speed in Mbps of the LAG the port belongs to, 0 when it is in none. */
  lag_speed: z.number().int(),
  /** Whether the port's switch can bundle it into a LAG. */
  device_can_lag: z.boolean(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;
