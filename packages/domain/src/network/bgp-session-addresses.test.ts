import { describe, expect, it } from 'vitest';
import {
  azureSessionL3Address,
  validatePrefixFamily,
  validateSessionFamily,
  validateSessionInterface,
  validateSessionPeer,
} from './bgp-session-addresses.js';

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

describe('issue 18: a session routes one address family', () => {
  it.each([
    ['169.254.10.1/30', 'v4', undefined],
    ['fd00:10::1/64', 'v4', 'This is an IPv6 address: a v4 session takes IPv4 addresses.'],
    ['fd00:10::1/64', 'v6', undefined],
    ['169.254.10.1/30', 'v6', 'This is an IPv4 address: a v6 session takes IPv6 addresses.'],
    // What is no address at all keeps spec 5's message.
    ['169.254.10.1', 'v4', 'Not a valid mask'],
    ['router', 'v6', 'Not a valid IPv6'],
  ] as const)('the router side %j of a %s session: %j', (value, family, message) => {
    expect(validateSessionInterface(value, family)).toBe(message);
  });

  it.each([
    ['169.254.10.2', 'v4', undefined],
    ['fd00:10::2', 'v4', 'This is an IPv6 address: a v4 session takes IPv4 addresses.'],
    ['169.254.10.2', 'v6', 'This is an IPv4 address: a v6 session takes IPv6 addresses.'],
    ['169.254.10.2/30', 'v4', 'Not a valid IPv4.'],
    ['fd00:10::2/64', 'v4', 'Not a valid IPv4.'],
  ] as const)('the peer %j of a %s session: %j', (value, family, message) => {
    expect(validateSessionPeer(value, family)).toBe(message);
  });

  it.each([
    ['10.0.0.0/8', 'v4', undefined],
    ['2001:db8::/32', 'v4', 'This is an IPv6 prefix: a v4 session takes IPv4 prefixes.'],
    ['2001:db8::/32', 'v6', undefined],
    ['10.0.0.0/8', 'v6', 'This is an IPv4 prefix: a v6 session takes IPv6 prefixes.'],
    ['not-a-prefix', 'v4', undefined],
  ] as const)('the prefix %j on a %s session: %j', (value, family, message) => {
    expect(validatePrefixFamily(value, family)).toBe(message);
  });

  it('names each prefix, NAT source, pool and mapping of the other family; v4 is the default', () => {
    expect(
      validateSessionFamily({
        prefixes: [{ prefix: '10.0.0.0/8' }, { prefix: '2001:db8::/32' }],
        nat: {
          pre_nat_sources: ['10.1.0.0/16', 'fd00:1::/48'],
          pool_prefixes: ['2001:db8:1::/48'],
          dnat_mappings: [{ private_ip: 'fd00::5', public_ip: '23.159.0.5', conditional_prefix: '2001:db8::/32' }],
        },
      }),
    ).toEqual({
      'prefixes.1.prefix': 'This is an IPv6 prefix: a v4 session takes IPv4 prefixes.',
      'nat.pre_nat_sources.1': 'This is an IPv6 prefix: a v4 session takes IPv4 prefixes.',
      'nat.pool_prefixes.0': 'This is an IPv6 prefix: a v4 session takes IPv4 prefixes.',
      'nat.dnat_mappings.0.private_ip': 'This is an IPv6 address: a v4 session takes IPv4 addresses.',
      'nat.dnat_mappings.0.conditional_prefix': 'This is an IPv6 prefix: a v4 session takes IPv4 prefixes.',
    });
    expect(validateSessionFamily({ address_family: 'v6', prefixes: [{ prefix: '2001:db8::/32' }], nat: null })).toEqual(
      {},
    );
    expect(validateSessionFamily({ address_family: 'v6', prefixes: [{ prefix: '0.0.0.0/0' }] })).toEqual({
      'prefixes.0.prefix': 'This is an IPv4 prefix: a v6 session takes IPv6 prefixes.',
    });
  });
});
