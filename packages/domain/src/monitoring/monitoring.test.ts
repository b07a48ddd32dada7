import { describe, expect, it } from 'vitest';
import { bitRateIn, metricTimestampToMs, TRAFFIC_THRESHOLDS, TRAFFIC_UNITS, trafficColour } from './traffic.js';
import { isWeekendDay, isWorkTime, WEEKEND_DAYS, WORK_HOURS } from './work-hours.js';

describe('spec 9: traffic thresholds and colours', () => {
  it('has alarm 0.9 and warn 0.8', () => {
    expect(TRAFFIC_THRESHOLDS).toEqual({ alarm: 0.9, warn: 0.8 });
  });

  it.each([
    [null, 'gray'],
    [undefined, 'gray'],
    [Number.NaN, 'gray'],
    [0.5, 'green'],
    [0.79, 'green'],
    [0.8, 'yellow'],
    [0.89, 'yellow'],
    [0.9, 'red'],
    [1.2, 'red'],
  ])('trafficColour(%j) -> %s', (utilisation, colour) => {
    expect(trafficColour(utilisation)).toBe(colour);
  });

  it('converts metric timestamps from seconds to milliseconds', () => {
    expect(metricTimestampToMs(1_700_000_000)).toBe(1_700_000_000_000);
  });
});

describe('spec 9: work hours and weekend days', () => {
  it('has work hours 8 to 17 and weekend days 0 and 6', () => {
    expect(WORK_HOURS).toEqual({ start: 8, end: 17 });
    expect(WEEKEND_DAYS).toEqual([0, 6]);
  });

  it.each([
    [0, true],
    [6, true],
    [3, false],
  ])('isWeekendDay(%i) -> %j', (day, expected) => {
    expect(isWeekendDay(day)).toBe(expected);
  });

  it.each([
    [1, 8, true],
    [5, 16, true],
    [1, 7, false],
    [1, 17, false],
    [6, 10, false],
    [0, 10, false],
  ])('isWorkTime(day %i, hour %i) -> %j', (day, hour, expected) => {
    expect(isWorkTime(day, hour)).toBe(expected);
  });
});

describe('spec 9: bit-rate units (1000 for bits)', () => {
  it.each([
    [1_234_567, 'bps', 1_234_567],
    [1_234_567, 'kbps', 1234.567],
    [1_234_567, 'mbps', 1.235],
    [12_500_000_000, 'gbps', 12.5],
  ] as const)('bitRateIn(%d, %s) -> %d', (bps, unit, expected) => {
    expect(bitRateIn(bps, unit)).toBe(expected);
  });

  it('lists the units, bps first (the default traffic unit)', () => {
    expect(Object.keys(TRAFFIC_UNITS)).toEqual(['bps', 'kbps', 'mbps', 'gbps']);
  });
});
