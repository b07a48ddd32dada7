import type { LonghaulUsage } from '@portal/contract';
import type { TimeWindow } from '@/lib/time-range';

const HOUR = 3_600;
const DAY = 86_400;

/** The bucket of the usage chart: hours up to two days, days beyond (the endpoint's default is a day). */
export function longhaulUsageStep(window: TimeWindow): number {
  return window.end - window.start <= 2 * DAY ? HOUR : DAY;
}

/** One circuit's usage over the range: its buckets and totals; zeros when the range carried nothing. */
export interface CircuitUsage {
  timestamps: number[];
  rx: number[];
  tx: number[];
  rxTotal: number;
  txTotal: number;
}

/** The circuit's part of `/metrics/customer/longhaul-usage` (which answers every longhaul usage circuit). */
export function circuitUsage(usage: LonghaulUsage | undefined, circuitId: string): CircuitUsage {
  const circuit = usage?.circuits.find((entry) => entry.circuit_id === circuitId);
  const series = circuit?.series ?? [];
  return {
    timestamps: series.map((row) => row.timestamp),
    rx: series.map((row) => row.rx_bytes),
    tx: series.map((row) => row.tx_bytes),
    rxTotal: circuit?.rx_bytes ?? 0,
    txTotal: circuit?.tx_bytes ?? 0,
  };
}
