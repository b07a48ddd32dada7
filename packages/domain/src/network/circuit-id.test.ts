import { describe, expect, it } from 'vitest';
import { isCircuitId, validateCircuitId } from './circuit-id.js';
import { parseSpeedMbps } from './speed.js';

describe('spec 5 "Network and address rules": circuit id', () => {
  it.each([
    ['PF-AB1-1234', true],
    ['1-ABC-12AB', true],
    ['ABC-DEF-GHIJ', true],
    ['ABCD-DEF-GHIJ', false],
    ['PF-AB-1234', false],
    ['PF-ABC-123', false],
    ['PF-ABC-12345', false],
    ['PF_ABC_1234', false],
  ])('isCircuitId(%j) -> %j', (value, expected) => {
    expect(isCircuitId(value)).toBe(expected);
  });

  it.each([
    ['PF-AB1-1234', undefined],
    ['nope', 'Not a valid circuit id'],
  ])('validateCircuitId(%j) -> %j', (value, expected) => {
    expect(validateCircuitId(value)).toBe(expected);
  });
});

describe('spec 5 "Network and address rules": speed parsing', () => {
  it.each([
    ['10Gbps', 10000],
    ['1 Gbps', 1000],
    ['500Mbps', 500],
    ['50mbps', 50],
    ['100', 100],
    ['>100Gbps', 100001],
    ['>500Mbps', 501],
    ['1.5Gbps', 0],
    ['fast', 0],
    ['', 0],
  ])('parseSpeedMbps(%j) -> %i', (text, expected) => {
    expect(parseSpeedMbps(text)).toBe(expected);
  });
});
