import { describe, expect, it } from 'vitest';
import {
  interfaceUtilisation,
  utilisationAlertChange,
  utilisationAlertMessage,
  utilisationSeverity,
} from './utilisation-alerts.js';

describe('spec 9: traffic thresholds as alerts', () => {
  it.each([
    [800_000_000, 100_000_000, 1000, 0.8],
    [100_000_000, 950_000_000, 1000, 0.95],
    [0, 0, 10_000, 0],
    [5, 5, 0, null],
    [Number.NaN, 5, 1000, null],
  ])('interfaceUtilisation(%d, %d, %d Mbps) -> %j', (rx, tx, speed, expected) => {
    expect(interfaceUtilisation(rx, tx, speed)).toBe(expected);
  });

  it.each([
    [null, null],
    [Number.NaN, null],
    [0.79, null],
    [0.8, 'warning'],
    [0.89, 'warning'],
    [0.9, 'alarm'],
    [1, 'alarm'],
  ])('utilisationSeverity(%j) -> %j', (utilisation, severity) => {
    expect(utilisationSeverity(utilisation)).toBe(severity);
  });

  it.each([
    // Nothing open: below warn nothing happens; crossing a threshold raises its severity.
    [null, 0.5, { action: 'none' }],
    [null, 0.8, { action: 'raise', severity: 'warning' }],
    [null, 0.93, { action: 'raise', severity: 'alarm' }],
    // An open warning escalates at alarm, stays between the thresholds, clears under warn.
    ['warning', 0.91, { action: 'escalate', severity: 'alarm' }],
    ['warning', 0.85, { action: 'none' }],
    ['warning', 0.79, { action: 'clear' }],
    // An open alarm stays an alarm until the utilisation is back under warn.
    ['alarm', 0.95, { action: 'none' }],
    ['alarm', 0.82, { action: 'none' }],
    ['alarm', 0.2, { action: 'clear' }],
    // No data changes nothing.
    ['alarm', null, { action: 'none' }],
    [null, Number.NaN, { action: 'none' }],
  ] as const)('open %j at %j -> %j', (open, utilisation, change) => {
    expect(utilisationAlertChange(open, utilisation)).toEqual(change);
  });

  it('names the interface, the utilisation and the threshold crossed', () => {
    expect(utilisationAlertMessage('PF-AP-NYC1-1000001', 'alarm', 0.934)).toBe(
      'PF-AP-NYC1-1000001 is at 93% of its capacity (alarm threshold 90%).',
    );
    expect(utilisationAlertMessage('PF-BC-NYC-LON-1000010/PF-AP-LON1-1000002', 'warning', 0.8)).toBe(
      'PF-BC-NYC-LON-1000010/PF-AP-LON1-1000002 is at 80% of its capacity (warning threshold 80%).',
    );
  });
});
