import { describe, expect, it } from 'vitest';
import { circuitUsage, longhaulUsageStep } from './longhaul-usage';

const usage = {
  start: 0,
  end: 172_800,
  step: 86_400,
  resolution: '1h' as const,
  circuits: [
    {
      circuit_id: 'PF-BC-NYC-LON-1',
      rx_bytes: 30,
      tx_bytes: 7,
      series: [
        { timestamp: 0, rx_bytes: 10, tx_bytes: 3 },
        { timestamp: 86_400, rx_bytes: 20, tx_bytes: 4 },
      ],
    },
    { circuit_id: 'PF-BC-NYC-LON-2', rx_bytes: 99, tx_bytes: 99, series: [] },
  ],
};

describe('the longhaul usage tab', () => {
  it('draws hours up to two days and days beyond', () => {
    expect(longhaulUsageStep({ start: 0, end: 86_400 })).toBe(3_600);
    expect(longhaulUsageStep({ start: 0, end: 2 * 86_400 })).toBe(3_600);
    expect(longhaulUsageStep({ start: 0, end: 30 * 86_400 })).toBe(86_400);
  });

  it("shows this circuit's buckets and totals, not the customer's other circuits", () => {
    expect(circuitUsage(usage as never, 'PF-BC-NYC-LON-1')).toEqual({
      timestamps: [0, 86_400],
      rx: [10, 20],
      tx: [3, 4],
      rxTotal: 30,
      txTotal: 7,
    });
  });

  it('shows zeros for a circuit the range has no usage of, and while loading', () => {
    const empty = { timestamps: [], rx: [], tx: [], rxTotal: 0, txTotal: 0 };
    expect(circuitUsage(usage as never, 'PF-BC-OTHER')).toEqual(empty);
    expect(circuitUsage(undefined, 'PF-BC-NYC-LON-1')).toEqual(empty);
  });
});
