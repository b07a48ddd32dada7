import { describe, expect, it } from 'vitest';
import { NAT_MESSAGES, type NatSettings, validateNat } from './nat.js';

const BOTH = { isNatCapable: true, isDnatCapable: true };
const REQUIRED = 'This field is required';
const NOT_PUBLIC = 'This IP falls within a private range. Please add a public IP.';
const NOT_PRIVATE = 'This IP falls within a public range. Please add a private IP.';
const PREFIX = 'Prefix should be valid IPv4 with a mask or an IPv6 address';

describe('spec 3/5, wire reference 3.10: NAT of a BGP session', () => {
  it.each<[string, NatSettings | null, typeof BOTH, Record<string, string>]>([
    ['no NAT', null, { isNatCapable: false, isDnatCapable: false }, {}],
    [
      'NAT on a connection ordered without it',
      { nat_type: 'overload' },
      { isNatCapable: false, isDnatCapable: false },
      { nat: NAT_MESSAGES.notNatCapable },
    ],
    ['source NAT', { pre_nat_sources: ['192.168.0.0/16'], pool_prefixes: ['23.159.64.21/32'] }, BOTH, {}],
    [
      'source NAT without its lists',
      { nat_type: 'overload' },
      BOTH,
      { 'nat.pre_nat_sources': REQUIRED, 'nat.pool_prefixes': REQUIRED },
    ],
    [
      'a private pool, a bad source, a repeated source',
      { pre_nat_sources: ['10.0.0.0/8', '10.1.2.3', '10.0.0.0/8'], pool_prefixes: ['10.9.9.0/24'] },
      BOTH,
      {
        'nat.pre_nat_sources.1': PREFIX,
        'nat.pre_nat_sources.2': 'This prefix is already added. Please enter a unique prefix.',
        'nat.pool_prefixes.0': NOT_PUBLIC,
      },
    ],
    [
      'host bits in a source',
      { pre_nat_sources: ['10.0.0.1/8'], pool_prefixes: ['23.159.64.0/30'] },
      BOTH,
      {
        'nat.pre_nat_sources.0': 'This prefix has host bits set. Last octet must be 0, unless mask is /32.',
      },
    ],
    [
      'destination NAT',
      {
        nat_type: 'inline_dnat',
        dnat_mappings: [{ private_ip: '10.0.0.5', public_ip: '23.159.64.5', conditional_prefix: '198.51.100.0/24' }],
      },
      BOTH,
      {},
    ],
    [
      'destination NAT without DNAT',
      { nat_type: 'inline_dnat', dnat_mappings: [] },
      { isNatCapable: true, isDnatCapable: false },
      {
        'nat.nat_type': NAT_MESSAGES.notDnatCapable,
      },
    ],
    ['destination NAT without mappings', { nat_type: 'inline_dnat' }, BOTH, { 'nat.dnat_mappings': REQUIRED }],
    [
      'mappings the wrong way round, repeated, with a bad condition',
      {
        nat_type: 'inline_dnat',
        dnat_mappings: [
          { private_ip: '23.159.64.5', public_ip: '10.0.0.5' },
          { private_ip: '10.0.0.6', public_ip: '23.159.64.6', conditional_prefix: '198.51.100.1/24' },
          { private_ip: '10.0.0.7', public_ip: '23.159.64.6' },
          { public_ip: '' },
        ],
      },
      BOTH,
      {
        'nat.dnat_mappings.0.private_ip': NOT_PRIVATE,
        'nat.dnat_mappings.0.public_ip': NOT_PUBLIC,
        'nat.dnat_mappings.1.conditional_prefix':
          'This prefix has host bits set. Last octet must be 0, unless mask is /32.',
        'nat.dnat_mappings.2.public_ip': "You can't use 23.159.64.6, please try with other value.",
        'nat.dnat_mappings.3.private_ip': REQUIRED,
        'nat.dnat_mappings.3.public_ip': REQUIRED,
      },
    ],
  ])('%s', (_name, nat, capability, expected) => {
    expect(validateNat(nat, capability)).toEqual(expected);
  });
});
