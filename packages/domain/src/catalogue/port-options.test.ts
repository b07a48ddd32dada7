import { describe, expect, it } from 'vitest';
import {
  BANDWIDTH_TYPES,
  CLOUD_CONNECTION_TYPES,
  CLOUD_PROVIDERS,
  DEDICATED_CLOUD_PROVIDERS,
  isMediaForSpeed,
  PORT_MEDIA,
  PORT_SPEEDS,
  SERVICE_CLASSES,
  SUBSCRIPTION_TERMS,
} from './port-options.js';

describe('wire reference 2: port speeds, media and terms', () => {
  it('lists the port speeds, terms, classes and bandwidth types', () => {
    expect(PORT_SPEEDS).toEqual(['1Gbps', '10Gbps', '40Gbps', '100Gbps']);
    expect(SUBSCRIPTION_TERMS).toEqual([1, 12, 24, 36]);
    expect(SERVICE_CLASSES).toEqual(['metro', 'longhaul']);
    expect(BANDWIDTH_TYPES).toEqual(['dedicated', 'usage', 'hourly']);
  });

  it('lists the twelve media values once each', () => {
    expect([...PORT_MEDIA].sort()).toEqual(
      ['CWDM4', 'ER', 'ER DWDM', 'ER4', 'ER4 Lite', 'EX', 'LR', 'LR4', 'LX', 'ZR', 'ZR DWDM', 'ZX'].sort(),
    );
  });

  it.each([
    ['1Gbps', 'LX', true],
    ['10Gbps', 'LR', true],
    ['100Gbps', 'LR4', true],
    ['40Gbps', 'LR4', true],
    ['1Gbps', 'LR', false],
    ['25Gbps', 'LR', false],
    ['toString', 'LR', false],
  ])('isMediaForSpeed(%j, %j) -> %j', (speed, media, expected) => {
    expect(isMediaForSpeed(speed, media)).toBe(expected);
  });
});

describe('wire reference 3.2: cloud providers', () => {
  it('lists the providers, connection types and dedicated providers', () => {
    expect(CLOUD_PROVIDERS).toEqual(['aws', 'azure', 'google', 'oracle', 'ibm']);
    expect(CLOUD_CONNECTION_TYPES).toEqual(['hosted', 'dedicated']);
    expect(DEDICATED_CLOUD_PROVIDERS).toEqual(['aws', 'azure', 'google']);
  });
});
