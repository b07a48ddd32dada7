import { describe, expect, it } from 'vitest';
import { lanesOf, latestOptics, opticValue, portCapacityMbps, summariseTraffic, totalsOf } from './metric-summaries';

const rate = (timestamp: number, rx: [number, number, number], tx: [number, number, number]) => ({
  timestamp,
  rx_avg: rx[0],
  rx_min: rx[1],
  rx_max: rx[2],
  tx_avg: tx[0],
  tx_min: tx[1],
  tx_max: tx[2],
});

const optic = (timestamp: number, temperature: number | null, lanes: number[]) => ({
  timestamp,
  module_temperature: temperature,
  module_voltage: temperature === null ? null : 3.3,
  lanes: lanes.map((lane) => ({ lane, bias_current: 40 + lane, output_power: -1 - lane, receive_power: -5 - lane })),
});

describe('port statistics summaries', () => {
  it('summarises traffic: the mean of averages, the lowest minimum and the highest maximum', () => {
    expect(summariseTraffic([rate(1, [10, 5, 20], [4, 1, 6]), rate(2, [30, 2, 50], [8, 3, 9])])).toEqual({
      rx: { avg: 20, min: 2, max: 50 },
      tx: { avg: 6, min: 1, max: 9 },
    });
    expect(summariseTraffic([])).toBeNull();
  });

  it('totals counter columns over the range', () => {
    const rows = [
      { timestamp: 1, rx_errors: 1, tx_errors: 0 },
      { timestamp: 2, rx_errors: 2, tx_errors: 5 },
    ];
    expect(totalsOf(rows, ['rx_errors', 'tx_errors'] as const)).toEqual({ rx_errors: 3, tx_errors: 5 });
    expect(totalsOf([], ['rx_errors'] as const)).toEqual({ rx_errors: 0 });
  });

  it('reads module and lane values, null for a lane the module does not have', () => {
    const row = optic(1, 38, [0, 1, 2, 3]);
    expect(opticValue(row, 'module_temperature', 0)).toBe(38);
    expect(opticValue(row, 'module_voltage', 2)).toBe(3.3);
    expect(opticValue(row, 'receive_power', 2)).toBe(-7);
    expect(opticValue(row, 'bias_current', 3)).toBe(43);
    expect(opticValue(optic(1, 38, [0]), 'output_power', 3)).toBeNull();
  });

  it('finds the newest measured bucket and its lanes', () => {
    const rows = [optic(1, 35, [0, 1, 2, 3]), optic(2, 36, [3, 1, 0, 2]), optic(3, null, [])];
    expect(latestOptics(rows)?.timestamp).toBe(2);
    expect(lanesOf(rows)).toEqual([0, 1, 2, 3]);
    expect(latestOptics([optic(1, null, [])])).toBeNull();
    expect(lanesOf([])).toEqual([]);
  });

  it.each([
    [{ speed: '10Gbps', is_lag: false, member_count: 0 }, 10_000],
    [{ speed: '100Gbps', is_lag: true, member_count: 2 }, 200_000],
    [{ speed: '1Gbps', is_lag: true, member_count: 0 }, 1000],
    [{ speed: 'unknown', is_lag: false, member_count: 0 }, 0],
  ])('the capacity of %j is %d Mbps', (port, capacity) => {
    expect(portCapacityMbps(port)).toBe(capacity);
  });
});
