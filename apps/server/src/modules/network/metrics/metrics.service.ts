import { ERROR_COLUMNS, type MetricRange, type RateSeries, WHATCAST_COLUMNS } from '@portal/contract';
import { bitRateIn, type TrafficUnit } from '@portal/domain';
import type { Executor } from '../../../db/client.js';
import { notFound } from '../../../http/app-error.js';
import type { RateBucket, TelemetryReader } from '../../../network/network-driver.js';
import type { CircuitDirectory, MeteredCircuitKind, OwnedCircuit } from '../../../platform/circuit-directory.js';
import { type MetricWindow, resolveWindow } from './metric-window.js';

const CIRCUIT_NOT_FOUND = 'Circuit not found.';
const NO_VARIANT_MESSAGE = {
  ipsec: 'This connection is not an IPsec connection.',
  nat: 'This connection does not translate addresses (it is not NAT capable).',
} as const;

function frame(window: MetricWindow) {
  return { start: window.start, end: window.end, step: window.step, resolution: window.resolution };
}

function inUnit(row: RateBucket, unit: TrafficUnit) {
  return {
    timestamp: Math.round(row.timestamp),
    rx_avg: bitRateIn(row.rx_avg, unit),
    rx_min: bitRateIn(row.rx_min, unit),
    rx_max: bitRateIn(row.rx_max, unit),
    tx_avg: bitRateIn(row.tx_avg, unit),
    tx_min: bitRateIn(row.tx_min, unit),
    tx_max: bitRateIn(row.tx_max, unit),
  };
}

/** The metric use cases: every circuit is looked up through the owning product first (tenancy), then measured. */
export function createMetricsService(
  db: Executor,
  circuits: CircuitDirectory,
  telemetry: TelemetryReader,
  clock: () => Date = () => new Date(),
) {
  const windowOf = (range: MetricRange, defaultStep?: number) =>
    resolveWindow(range, clock(), telemetry.resolutions, defaultStep);
  const queryOf = (window: MetricWindow) => ({
    resolution: window.resolution,
    range: window.window,
    stepSeconds: window.step,
  });

  async function owned(kind: MeteredCircuitKind, customerId: string, circuitId: string): Promise<OwnedCircuit> {
    const circuit = await circuits.find(db, kind, customerId, circuitId);
    if (!circuit) throw notFound(CIRCUIT_NOT_FOUND);
    return circuit;
  }

  async function rate(
    telemetryIds: readonly string[],
    range: MetricRange,
    unit: TrafficUnit,
  ): Promise<Omit<RateSeries, 'circuit_id'>> {
    const window = windowOf(range);
    const [rows, percentile] = await Promise.all([
      telemetry.rate(db, telemetryIds, queryOf(window)),
      telemetry.percentile95(db, telemetryIds, window.percentileResolution, window.window),
    ]);
    return {
      unit,
      ...frame(window),
      series: rows.map((row) => inUnit(row, unit)),
      percentile_95: { rx: bitRateIn(percentile.rx, unit), tx: bitRateIn(percentile.tx, unit) },
    };
  }

  return {
    async interfaceRate(customerId: string, circuitId: string, unit: TrafficUnit, range: MetricRange) {
      const circuit = await owned('interface', customerId, circuitId);
      return { circuit_id: circuit.circuitId, ...(await rate([circuit.circuitId], range, unit)) };
    },

    async customerInterfaceRate(customerId: string, range: MetricRange) {
      const ids = (await circuits.list(db, 'interface', customerId)).map((circuit) => circuit.circuitId);
      return { circuit_ids: ids, ...(await rate(ids, range, 'bps')) };
    },

    async virtualCircuitInterfaceRate(
      customerId: string,
      circuitId: string,
      iface: string,
      unit: TrafficUnit,
      range: MetricRange,
    ) {
      const circuit = await owned('virtual_circuit', customerId, circuitId);
      if (!circuit.interfaces.includes(iface)) throw notFound('Interface not found on this circuit.');
      return { circuit_id: circuit.circuitId, ...(await rate([`${circuit.circuitId}/${iface}`], range, unit)) };
    },

    async cloudRouterConnectionRate(
      customerId: string,
      circuitId: string,
      unit: TrafficUnit,
      range: MetricRange,
      variant: 'all' | 'ipsec' | 'nat',
    ) {
      const circuit = await owned('cloud_router_connection', customerId, circuitId);
      // A connection's interfaces are its measured parts: `ipsec` for a tunnel, `nat` for translated traffic.
      if (variant !== 'all' && !circuit.interfaces.includes(variant)) throw notFound(NO_VARIANT_MESSAGE[variant]);
      const telemetryId = variant === 'all' ? circuit.circuitId : `${circuit.circuitId}:${variant}`;
      return { circuit_id: circuit.circuitId, ...(await rate([telemetryId], range, unit)) };
    },

    async whatcast(customerId: string, circuitId: string, range: MetricRange) {
      const circuit = await owned('interface', customerId, circuitId);
      const window = windowOf(range);
      const rows = await telemetry.counters(db, circuit.circuitId, queryOf(window), WHATCAST_COLUMNS);
      return {
        circuit_id: circuit.circuitId,
        ...frame(window),
        series: rows.map((row) => counterRow(row, WHATCAST_COLUMNS)),
      };
    },

    async errors(customerId: string, circuitId: string, range: MetricRange) {
      const circuit = await owned('interface', customerId, circuitId);
      const window = windowOf(range);
      const rows = await telemetry.counters(db, circuit.circuitId, queryOf(window), ERROR_COLUMNS);
      return {
        circuit_id: circuit.circuitId,
        ...frame(window),
        series: rows.map((row) => counterRow(row, ERROR_COLUMNS)),
      };
    },

    async optics(customerId: string, circuitId: string, range: MetricRange) {
      const circuit = await owned('interface', customerId, circuitId);
      const window = windowOf(range);
      const rows = await telemetry.optics(db, circuit.circuitId, queryOf(window));
      return {
        circuit_id: circuit.circuitId,
        ...frame(window),
        series: rows.map((row) => ({
          timestamp: Math.round(row.timestamp ?? 0),
          module_temperature: roundOptic(row.module_temperature),
          module_voltage: roundOptic(row.module_voltage),
          lanes: [0, 1, 2, 3].flatMap((lane) => {
            const bias = row[`bias_${lane}`];
            const output = row[`output_${lane}`];
            const receive = row[`receive_${lane}`];
            return typeof bias === 'number' && typeof output === 'number' && typeof receive === 'number'
              ? [
                  {
                    lane,
                    bias_current: roundOptic(bias) ?? 0,
                    output_power: roundOptic(output) ?? 0,
                    receive_power: roundOptic(receive) ?? 0,
                  },
                ]
              : [];
          }),
        })),
      };
    },

    async longhaulUsage(customerId: string, range: MetricRange) {
      const window = windowOf(range, 86_400);
      const vcs = await circuits.list(db, 'longhaul_vc', customerId);
      const circuitsUsage = await Promise.all(
        vcs.map(async (vc) => {
          const rows = await telemetry.bytes(db, vc.circuitId, queryOf(window));
          const series = rows.map((row) => ({
            timestamp: Math.round(row.timestamp),
            rx_bytes: Math.round(row.rx_bytes),
            tx_bytes: Math.round(row.tx_bytes),
          }));
          // The totals add up the buckets as answered, so a client summing them gets the same number.
          return {
            circuit_id: vc.circuitId,
            rx_bytes: series.reduce((sum, row) => sum + row.rx_bytes, 0),
            tx_bytes: series.reduce((sum, row) => sum + row.tx_bytes, 0),
            series,
          };
        }),
      );
      return { ...frame(window), circuits: circuitsUsage };
    },
  };
}

/** A counter row of the series; the columns are the ones asked for, so their names are known to the caller. */
function counterRow<Column extends string>(row: Record<string, number>, columns: readonly Column[]) {
  const counters = Object.fromEntries(columns.map((column) => [column, Math.round(row[column] ?? 0)])) as Record<
    Column,
    number
  >;
  return { timestamp: Math.round(row.timestamp ?? 0), ...counters };
}

function roundOptic(value: number | null | undefined): number | null {
  return typeof value === 'number' ? Math.round(value * 100) / 100 : null;
}
