import { describe, expect, it } from 'vitest';
import { validateIpInNetwork } from './ip-range.js';

describe('spec 5 "Network and address rules": IP in range of network', () => {
  it.each([
    ['10.0.0.1', '10.0.0.0/24', undefined],
    ['10.0.0.254/24', '10.0.0.0/24', undefined],
    ['10.0.0.0', '10.0.0.0/24', 'Must be a valid IP in range of 10.0.0.0/24.'],
    ['10.0.0.255', '10.0.0.0/24', 'Must be a valid IP in range of 10.0.0.0/24.'],
    ['10.0.1.1', '10.0.0.0/24', 'Must be a valid IP in range of 10.0.0.0/24.'],
    ['9.255.255.255', '10.0.0.0/24', 'Must be a valid IP in range of 10.0.0.0/24.'],
    ['169.254.0.0', '169.254.0.0/31', undefined],
    ['169.254.0.1', '169.254.0.0/31', undefined],
    ['169.254.0.2', '169.254.0.0/31', 'Must be a valid IP in range of 169.254.0.0/31.'],
    ['192.0.2.9', '192.0.2.9/32', undefined],
    ['bad', '10.0.0.0/24', 'Must be a valid IP in range of 10.0.0.0/24.'],
    ['10.0.0.1', 'bad', 'Must be a valid IP in range of bad.'],
  ])('validateIpInNetwork(%j, %j) -> %j', (ip, network, expected) => {
    expect(validateIpInNetwork(ip, network)).toBe(expected);
  });
});
