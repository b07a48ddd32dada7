import { describe, expect, it } from 'vitest';
import { azureSessionL3Address } from './bgp-session-addresses.js';

describe('spec 4 "BGP toggle": for azure the l3 address is set from the subnet', () => {
  it.each([
    ['169.254.10.0/30', '169.254.10.1/30'],
    ['169.254.10.1/30', '169.254.10.1/30'],
    ['169.254.10.2/30', '169.254.10.1/30'],
    [' 169.254.10.4/30 ', '169.254.10.5/30'],
    ['10.0.0.0/29', '10.0.0.1/29'],
    ['169.254.10.6/31', '169.254.10.6/31'],
    ['169.254.10.7/32', '169.254.10.7/32'],
    ['fd00:10::/126', 'fd00:10::1/126'],
    ['fd00:10::3/126', 'fd00:10::1/126'],
    ['fd00:10::1/127', 'fd00:10::/127'],
    ['fd00:10::1/128', 'fd00:10::1/128'],
  ])('the first host of %j is %j', (subnet, expected) => {
    expect(azureSessionL3Address(subnet)).toBe(expected);
  });

  it.each(['', '169.254.10.0', '169.254.10.0/33', '169.254.300.0/30', 'fd00::/129', 'subnet'])(
    'answers nothing for %j, which is not an address with its mask',
    (value) => {
      expect(azureSessionL3Address(value)).toBeUndefined();
    },
  );
});
