import { describe, expect, it } from 'vitest';
import { emptyPrefix, newSessionValues, toDryRunBody, toSessionBody, validateSessionValues } from './bgp-session-form';
import { emptyNatValues, type NatFormValues, natBody, natFieldNames, natToValues, validateNatValues } from './nat-form';

const capable = { isNatCapable: true, isDnatCapable: true };
const natOnly = { isNatCapable: true, isDnatCapable: false };

const sourceNat = (extra: Partial<NatFormValues> = {}): NatFormValues => ({
  ...emptyNatValues(),
  mode: 'overload',
  pre_nat_sources: ['192.168.0.0/16'],
  pool_prefixes: ['23.159.64.21/32'],
  ...extra,
});

const destinationNat = (extra: Partial<NatFormValues> = {}): NatFormValues => ({
  ...emptyNatValues(),
  mode: 'inline_dnat',
  dnat_mappings: [{ public_ip: '23.159.64.30', private_ip: '10.1.0.30', conditional_prefix: '' }],
  ...extra,
});

describe('the NAT of a session as the dialog sends it (wire reference 3.10)', () => {
  it('sends null for no NAT, so a save states it and a removed NAT is cleared', () => {
    expect(natBody(emptyNatValues())).toBeNull();
  });

  it('sends source NAT with its direction, trimmed sources and pool', () => {
    expect(natBody(sourceNat({ direction: 'input', pre_nat_sources: [' 10.0.0.0/8 '] }))).toEqual({
      nat_type: 'overload',
      direction: 'input',
      pre_nat_sources: ['10.0.0.0/8'],
      pool_prefixes: ['23.159.64.21/32'],
    });
  });

  it('sends destination NAT mappings, the source prefix only when given', () => {
    const values = destinationNat({
      dnat_mappings: [
        { public_ip: '23.159.64.30', private_ip: '10.1.0.30', conditional_prefix: '' },
        { public_ip: '23.159.64.31', private_ip: '10.1.0.31', conditional_prefix: '198.51.100.0/24' },
      ],
    });
    expect(natBody(values)).toEqual({
      nat_type: 'inline_dnat',
      dnat_mappings: [
        { public_ip: '23.159.64.30', private_ip: '10.1.0.30' },
        { public_ip: '23.159.64.31', private_ip: '10.1.0.31', conditional_prefix: '198.51.100.0/24' },
      ],
    });
  });

  it('reads a saved NAT back into the form and out again unchanged', () => {
    const saved = {
      nat_type: 'overload' as const,
      direction: 'output' as const,
      pre_nat_sources: ['192.168.0.0/16'],
      pool_prefixes: ['23.159.64.21/32'],
    };
    expect(natBody(natToValues(saved))).toEqual(saved);
    expect(natToValues(null)).toEqual(emptyNatValues());
    expect(natToValues({ pool_prefixes: ['23.159.64.21/32'] })).toMatchObject({
      mode: 'overload',
      direction: 'output',
      pre_nat_sources: [''],
    });
  });
});

describe("the NAT's refusals, by the server's own rule, on their fields", () => {
  it.each([
    ['an empty source line', sourceNat({ pre_nat_sources: [''] }), 'nat.pre_nat_sources.0', 'This field is required'],
    [
      'a source with host bits',
      sourceNat({ pre_nat_sources: ['192.168.1.1/16'] }),
      'nat.pre_nat_sources.0',
      'This prefix has host bits set. Last octet must be 0, unless mask is /32.',
    ],
    [
      'a private pool',
      sourceNat({ pool_prefixes: ['10.0.0.0/24'] }),
      'nat.pool_prefixes.0',
      'This IP falls within a private range. Please add a public IP.',
    ],
    [
      'a pool listed twice',
      sourceNat({ pool_prefixes: ['23.159.64.21/32', '23.159.64.21/32'] }),
      'nat.pool_prefixes.1',
      'This prefix is already added. Please enter a unique prefix.',
    ],
    ['no source at all', sourceNat({ pre_nat_sources: [] }), 'nat.pre_nat_sources', 'This field is required'],
    [
      'a public private address',
      destinationNat({ dnat_mappings: [{ public_ip: '23.159.64.30', private_ip: '8.8.8.8', conditional_prefix: '' }] }),
      'nat.dnat_mappings.0.private_ip',
      'This IP falls within a public range. Please add a private IP.',
    ],
    ['no mapping', destinationNat({ dnat_mappings: [] }), 'nat.dnat_mappings', 'This field is required'],
  ])('%s', (_name, values, field, message) => {
    expect(validateNatValues(values, capable)[field]).toBe(message);
  });

  it('refuses destination NAT on a connection ordered without maybe_dnat, on the NAT choice', () => {
    expect(validateNatValues(destinationNat(), natOnly)).toEqual({
      'nat.mode': 'This connection is not DNAT capable: destination NAT needs a connection ordered with maybe_dnat.',
    });
    expect(validateNatValues(sourceNat(), { isNatCapable: false, isDnatCapable: false })).toEqual({
      'nat.mode': 'This connection is not NAT capable: NAT needs a connection ordered with maybe_nat.',
    });
  });

  it('accepts valid source and destination NAT, and no NAT anywhere', () => {
    expect(validateNatValues(sourceNat(), natOnly)).toEqual({});
    expect(validateNatValues(destinationNat(), capable)).toEqual({});
    expect(validateNatValues(emptyNatValues(), { isNatCapable: false, isDnatCapable: false })).toEqual({});
  });

  it('names every line of every list, so a refusal of the server lands on it', () => {
    expect(natFieldNames(sourceNat({ pool_prefixes: ['a', 'b'] }))).toEqual(
      expect.arrayContaining([
        'nat.mode',
        'nat.pre_nat_sources.0',
        'nat.pool_prefixes.1',
        'nat.dnat_mappings.0.public_ip',
      ]),
    );
  });
});

describe('the session form with NAT', () => {
  const ipsec = { provider: 'ipsec', ...natOnly };
  const values = {
    ...newSessionValues(ipsec),
    remote_asn: '65010',
    remote_address: '169.254.10.2',
    l3_address: '169.254.10.1/30',
    prefixes: [
      { ...emptyPrefix('in'), prefix: '10.0.0.0/8' },
      { ...emptyPrefix('out'), prefix: '10.0.0.0/8' },
    ],
    nat: sourceNat(),
  };

  it('sends the NAT with the session and tries it in the what-if', () => {
    expect(validateSessionValues(values, ipsec)).toEqual({});
    expect(toSessionBody(values, ipsec).nat).toMatchObject({ nat_type: 'overload' });
    expect(toDryRunBody(values, ipsec).nat).toMatchObject({ pool_prefixes: ['23.159.64.21/32'] });
  });

  it("puts the NAT's refusals among the session's", () => {
    const bad = { ...values, nat: sourceNat({ pool_prefixes: ['10.0.0.0/24'] }) };
    expect(validateSessionValues(bad, ipsec)).toEqual({
      'nat.pool_prefixes.0': 'This IP falls within a private range. Please add a public IP.',
    });
  });

  it("says 'This address is not unique.' on the router's address once the router answers so", () => {
    expect(validateSessionValues(values, ipsec, { isL3AddressUnique: false })).toEqual({
      l3_address: 'This address is not unique.',
    });
    expect(validateSessionValues(values, ipsec, { isL3AddressUnique: true })).toEqual({});
    const azure = { provider: 'azure' };
    const azureValues = { ...values, l3_address: '', primary_subnet: '169.254.10.0/30', nat: emptyNatValues() };
    expect(validateSessionValues(azureValues, azure, { isL3AddressUnique: false })).toEqual({
      primary_subnet: 'This address is not unique.',
    });
  });
});
