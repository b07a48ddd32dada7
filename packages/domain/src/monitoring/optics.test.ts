import { describe, expect, it } from 'vitest';
import { isLossOfSignal, LOSS_OF_SIGNAL_DBM, OPTIC_LIMITS, opticColour, opticUtilisation } from './optics.js';
import { bestTrafficUnit, trafficUnitLabel, trafficUtilisation } from './traffic-scale.js';

describe('spec 9: traffic thresholds and colours applied to optics', () => {
  it.each([
    ['receive_power', null, null],
    ['receive_power', Number.NaN, null],
    ['receive_power', -5.5, 0],
    ['receive_power', 3, 1],
    ['receive_power', -14, 1],
    ['module_voltage', 3.3, 0],
  ] as const)('opticUtilisation(%s, %j) -> %j', (reading, value, expected) => {
    const utilisation = opticUtilisation(reading, value);
    if (expected === null) expect(utilisation).toBeNull();
    else expect(utilisation).toBeCloseTo(expected, 6);
  });

  it.each([
    ['receive_power', undefined, 'gray'],
    ['receive_power', -7, 'green'],
    // 0.8 of the half window (8.5 dB) below the middle (-5.5 dBm) is -12.3 dBm: -12.4 dBm is a warning.
    ['receive_power', -12.4, 'yellow'],
    ['receive_power', -13.2, 'red'],
    // A dark fibre (a disabled port reads -40 dBm) is an alarm.
    ['receive_power', -40, 'red'],
    ['module_temperature', 38, 'green'],
    ['module_temperature', 70, 'yellow'],
    ['module_temperature', 74, 'red'],
    ['bias_current', 45, 'green'],
    ['bias_current', 2, 'red'],
    ['output_power', 0, 'green'],
  ] as const)('opticColour(%s, %j) -> %s', (reading, value, colour) => {
    expect(opticColour(reading, value)).toBe(colour);
  });

  it('has a window for every reading, its minimum below its maximum', () => {
    for (const limits of Object.values(OPTIC_LIMITS)) expect(limits.min).toBeLessThan(limits.max);
  });
});

describe('spec 9: size units of 1000 for bits (traffic)', () => {
  it.each([
    ['bps', 'bps'],
    ['kbps', 'Kbps'],
    ['mbps', 'Mbps'],
    ['gbps', 'Gbps'],
  ] as const)('trafficUnitLabel(%s) -> %s', (unit, label) => {
    expect(trafficUnitLabel(unit)).toBe(label);
  });

  it.each([
    [0, 'bps'],
    [999, 'bps'],
    [1000, 'kbps'],
    [999_999, 'kbps'],
    [1_000_000, 'mbps'],
    [8_400_000_000, 'gbps'],
    [-2_000_000, 'mbps'],
  ] as const)('bestTrafficUnit(%d) -> %s', (peak, unit) => {
    expect(bestTrafficUnit(peak)).toBe(unit);
  });

  it.each([
    [8_000_000_000, 10_000, 0.8],
    [0, 1000, 0],
    [-5, 1000, 0],
  ])('trafficUtilisation(%d bps, %d Mbps) -> %d', (rate, speed, expected) => {
    expect(trafficUtilisation(rate, speed)).toBeCloseTo(expected, 9);
  });

  it.each([
    [null, 1000],
    [undefined, 1000],
    [Number.POSITIVE_INFINITY, 1000],
    [100, 0],
    [100, Number.NaN],
  ])('trafficUtilisation(%j, %j) is null (no data)', (rate, speed) => {
    expect(trafficUtilisation(rate, speed)).toBeNull();
  });
});

describe('loss of signal', () => {
  it.each([
    [LOSS_OF_SIGNAL_DBM, true],
    [-30, true],
    [-29.9, false],
    [-7, false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
  ] as const)('isLossOfSignal(%j) -> %j', (value, expected) => {
    expect(isLossOfSignal(value)).toBe(expected);
  });
});
