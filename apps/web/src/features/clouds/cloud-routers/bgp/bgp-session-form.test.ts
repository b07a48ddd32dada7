import { type BgpSession, MASKED_MD5_MESSAGE, SECRET_MASK } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  addPrefixRefusal,
  asnKind,
  type BgpSessionFormValues,
  emptyPrefix,
  generateMd5Key,
  md5Hint,
  newSessionValues,
  type PrefixDraft,
  routingFingerprint,
  sessionToValues,
  toDryRunBody,
  toggleBody,
  toSessionBody,
  validatePrefixes,
  validateSessionValues,
} from './bgp-session-form';

const ipsec = { provider: 'ipsec' };

const line = (prefix: string, type: 'in' | 'out', extra: Partial<PrefixDraft> = {}): PrefixDraft => ({
  ...emptyPrefix(type),
  prefix,
  ...extra,
});

function validValues(overrides: Partial<BgpSessionFormValues> = {}): BgpSessionFormValues {
  return {
    ...newSessionValues(ipsec),
    remote_asn: '65010',
    remote_address: '169.254.10.2',
    l3_address: '169.254.10.1/30',
    prefixes: [line('192.168.0.0/16', 'in', { match_type: 'orlonger' }), line('10.0.0.0/8', 'out')],
    ...overrides,
  };
}

const between = (a: number, b: number) => `Value must be between ${a} and ${b}, inclusive.`;

describe('validateSessionValues: each limit of spec 5 and 9 with its exact message', () => {
  const cases: { name: string; values: Partial<BgpSessionFormValues>; field: string; message: string }[] = [
    { name: 'remote ASN required', values: { remote_asn: '' }, field: 'remote_asn', message: 'This field is required' },
    {
      name: 'remote ASN 0',
      values: { remote_asn: '0' },
      field: 'remote_asn',
      message: 'ASN value must be in the range 1-4294967294 inclusive',
    },
    {
      name: 'remote ASN past four bytes',
      values: { remote_asn: '4294967295' },
      field: 'remote_asn',
      message: 'ASN value must be in the range 1-4294967294 inclusive',
    },
    {
      name: 'remote ASN not a number',
      values: { remote_asn: 'AS65000' },
      field: 'remote_asn',
      message: 'ASN value must be in the range 1-4294967294 inclusive',
    },
    { name: 'MD5 of 5', values: { md5: 'abcde' }, field: 'md5', message: 'The min length is 6' },
    { name: 'MD5 of 81', values: { md5: 'k'.repeat(81) }, field: 'md5', message: 'The max length is 80' },
    { name: 'multihop TTL 0', values: { multihop_ttl: '0' }, field: 'multihop_ttl', message: between(1, 4) },
    { name: 'multihop TTL 5', values: { multihop_ttl: '5' }, field: 'multihop_ttl', message: between(1, 4) },
    { name: 'AS prepend 6', values: { as_prepend: '6' }, field: 'as_prepend', message: between(0, 5) },
    { name: 'AS prepend -1', values: { as_prepend: '-1' }, field: 'as_prepend', message: between(0, 5) },
    { name: 'MED past 32 bits', values: { med: '4294967296' }, field: 'med', message: between(0, 4294967295) },
    {
      name: 'local preference negative',
      values: { local_preference: '-1' },
      field: 'local_preference',
      message: between(0, 4294967295),
    },
    {
      name: 'BFD interval 2',
      values: { is_bfd_enabled: true, bfd_interval: '2' },
      field: 'bfd_interval',
      message: between(3, 30000),
    },
    {
      name: 'BFD interval 30001',
      values: { is_bfd_enabled: true, bfd_interval: '30001' },
      field: 'bfd_interval',
      message: between(3, 30000),
    },
    {
      name: 'BFD multiplier 1',
      values: { is_bfd_enabled: true, bfd_multiplier: '1' },
      field: 'bfd_multiplier',
      message: between(2, 16),
    },
    {
      name: 'BFD multiplier 17',
      values: { is_bfd_enabled: true, bfd_multiplier: '17' },
      field: 'bfd_multiplier',
      message: between(2, 16),
    },
    {
      name: 'peer address with a mask',
      values: { remote_address: '169.254.10.2/30' },
      field: 'remote_address',
      message: 'Not a valid IPv4.',
    },
    {
      name: 'router address without a mask',
      values: { l3_address: '169.254.10.1' },
      field: 'l3_address',
      message: 'Not a valid mask',
    },
    {
      name: 'peer outside the router subnet without multihop',
      values: { remote_address: '169.254.11.2' },
      field: 'remote_address',
      message: 'Must be a valid IP in range of 169.254.10.0/30.',
    },
    {
      name: 'peer on the broadcast address',
      values: { remote_address: '169.254.10.3' },
      field: 'remote_address',
      message: 'Must be a valid IP in range of 169.254.10.0/30.',
    },
    {
      name: 'IPv6 peer address invalid',
      values: { address_family: 'v6', remote_address: 'fd00::zz', l3_address: 'fd00::1/126' },
      field: 'remote_address',
      message: 'Not a valid IPv6',
    },
  ];

  it.each(cases)('$name', ({ values, field, message }) => {
    expect(validateSessionValues(validValues(values), ipsec)[field]).toBe(message);
  });

  it('accepts a valid session, and a peer outside the subnet once multihop is on', () => {
    expect(validateSessionValues(validValues(), ipsec)).toEqual({});
    expect(validateSessionValues(validValues({ remote_address: '10.9.9.9', multihop_ttl: '2' }), ipsec)).toEqual({});
  });

  it('leaves BFD alone while it is off', () => {
    expect(validateSessionValues(validValues({ bfd_interval: '1' }), ipsec)).toEqual({});
  });

  it("keeps Google's ASN to its default or a private range", () => {
    const google = { provider: 'google' };
    const message = 'ASN value must be 16550 or in the range 64512-65534 or 4200000000-4294967294 inclusive';
    expect(validateSessionValues(validValues({ remote_asn: '15169' }), google).remote_asn).toBe(message);
    expect(validateSessionValues(validValues({ remote_asn: '16550' }), google)).toEqual({});
    expect(validateSessionValues(validValues({ remote_asn: '4200000000' }), google)).toEqual({});
  });

  it('asks Azure for its subnet instead of the router address', () => {
    const azure = { provider: 'azure' };
    const values = validValues({ l3_address: '', primary_subnet: '' });
    expect(validateSessionValues(values, azure)).toEqual({ primary_subnet: 'This field is required' });
  });
});

describe('validatePrefixes: prefix, host-bit, uniqueness and count rules', () => {
  const cases: { name: string; prefixes: PrefixDraft[]; field: string; message: string }[] = [
    {
      name: 'empty prefix',
      prefixes: [line('', 'in'), line('10.0.0.0/8', 'out')],
      field: 'prefixes.0.prefix',
      message: 'This field is required',
    },
    {
      name: 'not a prefix',
      prefixes: [line('10.0.0.300/8', 'in'), line('10.0.0.0/8', 'out')],
      field: 'prefixes.0.prefix',
      message: 'Prefix should be valid IPv4 with a mask or an IPv6 address',
    },
    {
      name: 'IPv4 without a mask',
      prefixes: [line('10.0.0.0', 'in'), line('10.0.0.0/8', 'out')],
      field: 'prefixes.0.prefix',
      message: 'Prefix should be valid IPv4 with a mask or an IPv6 address',
    },
    {
      name: 'host bits set',
      prefixes: [line('10.1.2.3/16', 'in'), line('10.0.0.0/8', 'out')],
      field: 'prefixes.0.prefix',
      message: 'This prefix has host bits set. Last octet must be 0, unless mask is /32.',
    },
    {
      name: 'the same prefix twice in one direction (case and blanks ignored)',
      prefixes: [line('2001:DB8::/32', 'in'), line('10.0.0.0/8', 'out'), line(' 2001:db8::/32 ', 'in')],
      field: 'prefixes.2.prefix',
      message: 'This prefix is already added. Please enter a unique prefix.',
    },
    {
      name: 'AS prepend 6 on a line',
      prefixes: [line('10.0.0.0/8', 'in', { as_prepend: '6' }), line('10.0.0.0/8', 'out')],
      field: 'prefixes.0.as_prepend',
      message: between(0, 5),
    },
    {
      name: 'MED past 32 bits on a line',
      prefixes: [line('10.0.0.0/8', 'in'), line('10.0.0.0/8', 'out', { med: '4294967296' })],
      field: 'prefixes.1.med',
      message: between(0, 4294967295),
    },
    {
      name: 'local preference not a whole number on a line',
      prefixes: [line('10.0.0.0/8', 'in', { local_preference: '1.5' }), line('10.0.0.0/8', 'out')],
      field: 'prefixes.0.local_preference',
      message: between(0, 4294967295),
    },
    {
      name: 'no export line',
      prefixes: [line('10.0.0.0/8', 'in')],
      field: 'prefixes',
      message: 'A BGP session needs at least one "in" and one "out" prefix.',
    },
    {
      name: '1001 lines',
      prefixes: Array.from({ length: 1001 }, (_, index) => line(`10.${index >> 8}.${index & 255}.0/24`, 'in')),
      field: 'prefixes',
      message: 'Maximum number of prefixes added.',
    },
  ];

  it.each(cases)('$name', ({ prefixes, field, message }) => {
    expect(validatePrefixes(prefixes)[field]).toBe(message);
  });

  it('allows the same prefix once in each direction, a /32 host route and 1000 lines', () => {
    expect(validatePrefixes([line('10.0.0.0/8', 'in'), line('10.0.0.0/8', 'out')])).toEqual({});
    expect(validatePrefixes([line('10.0.0.7/32', 'in'), line('10.0.0.0/8', 'out')])).toEqual({});
    const thousand = Array.from({ length: 1000 }, (_, index) =>
      line(`10.${index >> 8}.${index & 255}.0/24`, index === 0 ? 'out' : 'in'),
    );
    expect(validatePrefixes(thousand)).toEqual({});
  });

  it('ignores a local preference on an export line (it is not sent)', () => {
    expect(validatePrefixes([line('10.0.0.0/8', 'in'), line('10.0.0.0/8', 'out', { local_preference: 'x' })])).toEqual(
      {},
    );
  });

  it.each([
    [0, undefined],
    [999, undefined],
    [1000, 'Maximum number of prefixes added.'],
  ])('adding to %i lines: %s', (count, refusal) => {
    expect(addPrefixRefusal(count)).toBe(refusal);
  });
});

describe('asnKind: the ASN ranges the remote ASN field names', () => {
  it.each([
    ['64512', 'private two-byte'],
    ['65534', 'private two-byte'],
    ['65535', 'public'],
    ['4200000000', 'private four-byte'],
    ['4294967294', 'private four-byte'],
    ['16550', 'public'],
    ['0', undefined],
    ['', undefined],
  ])('%s is %s', (value, kind) => {
    expect(asnKind(value)).toBe(kind);
  });
});

const saved: BgpSession = {
  bgp_settings_uuid: '3f0c3c43-3cc9-4b55-8f1d-1d8d9a8e3f10',
  cloud_circuit_id: 'PF-L3-CON-123456',
  address_family: 'v4',
  remote_address: '169.254.10.2',
  remote_asn: 65010,
  multihop_ttl: 1,
  local_preference: null,
  med: 0,
  as_prepend: null,
  md5: 'secret-key',
  l3_address: '169.254.10.1/30',
  primary_subnet: null,
  secondary_subnet: null,
  subnet: '169.254.10.0/30',
  public_ip: null,
  orlonger: false,
  bfd_interval: 0,
  bfd_multiplier: 0,
  include_sub_defaults: false,
  disabled: false,
  nat: null,
  prefixes: [
    {
      bgp_prefix_uuid: 'p-in',
      prefix: '192.168.0.0/16',
      match_type: 'orlonger',
      as_prepend: null,
      med: 0,
      local_preference: 200,
      type: 'in',
      order: 0,
    },
    {
      bgp_prefix_uuid: 'p-out',
      prefix: '10.0.0.0/8',
      match_type: 'exact',
      as_prepend: 2,
      med: null,
      local_preference: null,
      type: 'out',
      order: 1,
    },
  ],
  bgp_state: 'established',
  state_reason: null,
  time_created: '2026-11-25T00:00:00.000Z',
  time_updated: '2026-11-25T00:00:00.000Z',
};

describe('bodies sent to the server', () => {
  it('sends what was typed as numbers and leaves empty optional fields out', () => {
    const body = toSessionBody(
      validValues({ md5: '', med: '', local_preference: '150', is_bfd_enabled: true, bfd_interval: '300' }),
      ipsec,
    );
    expect(body).toEqual({
      address_family: 'v4',
      remote_asn: 65010,
      remote_address: '169.254.10.2',
      l3_address: '169.254.10.1/30',
      multihop_ttl: 1,
      orlonger: false,
      disabled: false,
      local_preference: 150,
      bfd_interval: 300,
      bfd_multiplier: 5,
      prefixes: [
        { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'in' },
        { prefix: '10.0.0.0/8', match_type: 'exact', type: 'out' },
      ],
      nat: null,
    });
  });

  it("sets an Azure session's router address from its primary subnet: the first host, with the subnet's mask", () => {
    const azure = { provider: 'azure' };
    const values = validValues({ l3_address: '', primary_subnet: '169.254.10.0/30', secondary_subnet: '' });
    expect(toSessionBody(values, azure)).toMatchObject({
      l3_address: '169.254.10.1/30',
      primary_subnet: '169.254.10.0/30',
    });
    expect(validateSessionValues(values, azure)).toEqual({});
    // Typed as the router's own address, the subnet gives the same.
    expect(toSessionBody({ ...values, primary_subnet: '169.254.10.1/30' }, azure).l3_address).toBe('169.254.10.1/30');
  });

  it('shows a saved 0 as 0 and an unset metric (answered null) empty, so saving untouched keeps both as they were', () => {
    const values = sessionToValues(saved);
    expect(values).toMatchObject({ med: '0', local_preference: '', as_prepend: '' });
    expect(values.prefixes.map(({ med, local_preference, as_prepend }) => [med, local_preference, as_prepend])).toEqual(
      [
        ['0', '200', ''],
        ['', '', '2'],
      ],
    );
    const body = toSessionBody(values, ipsec);
    // The PUT replaces the session whole: what is left out is saved unset, a 0 is saved 0.
    expect(body.med).toBe(0);
    expect(body).not.toHaveProperty('local_preference');
    expect(body).not.toHaveProperty('as_prepend');
    expect(body.prefixes).toEqual([
      { prefix: '192.168.0.0/16', match_type: 'orlonger', type: 'in', med: 0, local_preference: 200 },
      { prefix: '10.0.0.0/8', match_type: 'exact', type: 'out', as_prepend: 2 },
    ]);
    expect(body.bfd_interval).toBeUndefined();
    // Read back as the server answers that body, the form is the same again.
    const answered: BgpSession = {
      ...saved,
      med: body.med ?? null,
      local_preference: body.local_preference ?? null,
      as_prepend: body.as_prepend ?? null,
      prefixes: body.prefixes.map((item, order) => ({
        bgp_prefix_uuid: saved.prefixes[order]?.bgp_prefix_uuid ?? '',
        prefix: item.prefix,
        match_type: item.match_type ?? 'exact',
        type: item.type,
        med: item.med ?? null,
        local_preference: item.local_preference ?? null,
        as_prepend: item.as_prepend ?? null,
        order,
      })),
    };
    expect(sessionToValues(answered)).toEqual(values);
  });

  it('a metric cleared in the form is left out of the save, and one typed as 0 is sent as 0', () => {
    const values = sessionToValues(saved);
    const [first, second] = values.prefixes;
    if (!first || !second) throw new Error('two saved lines');
    const body = toSessionBody(
      {
        ...values,
        med: '',
        local_preference: '0',
        prefixes: [
          { ...first, med: '' },
          { ...second, med: '0' },
        ],
      },
      ipsec,
    );
    expect(body).not.toHaveProperty('med');
    expect(body.local_preference).toBe(0);
    expect(body.prefixes.map((item) => item.med)).toEqual([undefined, 0]);
  });

  it('the toggle flips disabled only, keeping the saved settings', () => {
    const body = toggleBody(saved, ipsec);
    expect(body).toMatchObject({
      bgp_settings_uuid: saved.bgp_settings_uuid,
      disabled: true,
      remote_asn: 65010,
      l3_address: '169.254.10.1/30',
      md5: 'secret-key',
      nat: null,
    });
    expect(toggleBody({ ...saved, disabled: true }, ipsec).disabled).toBe(false);
  });

  it("the toggle keeps the session's saved source NAT (a PUT replaces the session)", () => {
    const nat = {
      nat_type: 'overload' as const,
      direction: 'output' as const,
      pre_nat_sources: ['192.168.0.0/16'],
      pool_prefixes: ['23.159.64.21/32'],
    };
    const body = toggleBody({ ...saved, nat }, { provider: 'ipsec', isNatCapable: true });
    expect(body.nat).toEqual(nat);
    expect(body.disabled).toBe(true);
  });

  it("the toggle sets Azure's l3 address from the subnet: its first host, as the session was made with", () => {
    const azure = { ...saved, l3_address: '169.254.10.1/30', subnet: '169.254.10.0/30', primary_subnet: null };
    const body = toggleBody(azure, { provider: 'azure' });
    expect(body.l3_address).toBe('169.254.10.1/30');
    // A session made without a primary subnet (by the API) gets its own subnet as one, which the server asks for.
    expect(body.primary_subnet).toBe('169.254.10.0/30');
    const withSubnet = toggleBody({ ...azure, primary_subnet: '169.254.10.0/30' }, { provider: 'azure' });
    expect(withSubnet).toMatchObject({ l3_address: '169.254.10.1/30', primary_subnet: '169.254.10.0/30' });
  });

  it('the what-if draft has the routing settings only, and its fingerprint moves with the filter', () => {
    const values = sessionToValues(saved);
    const draft = toDryRunBody(values, ipsec);
    expect(draft).not.toHaveProperty('address_family');
    expect(draft).not.toHaveProperty('bfd_interval');
    expect(draft.prefixes).toHaveLength(2);
    // A default left empty is asked as unset, not as saved: the what-if keeps what its draft leaves out.
    expect(draft).toMatchObject({ med: 0, local_preference: null, as_prepend: null });
    expect(toDryRunBody({ ...values, med: '' }, ipsec).med).toBeNull();
    const before = routingFingerprint(values, ipsec);
    expect(routingFingerprint({ ...values, is_bfd_enabled: true }, ipsec)).toBe(before);
    const withFilter = { ...values, prefixes: [...values.prefixes, line('192.168.5.0/24', 'in')] };
    expect(routingFingerprint(withFilter, ipsec)).not.toBe(before);
  });
});

describe('generateMd5Key: the auto-generated BGP value of spec 9', () => {
  it('is 24 hexadecimal characters, valid as an MD5 key', () => {
    expect(generateMd5Key((bytes) => bytes.fill(0xab))).toBe('ab'.repeat(12));
    const key = generateMd5Key();
    expect(key).toMatch(/^[0-9a-f]{24}$/);
    expect(validateSessionValues(validValues({ md5: key }), ipsec)).toEqual({});
  });
});

describe("a saved session's MD5 key answered masked", () => {
  const masked: BgpSession = { ...saved, md5: SECRET_MASK };

  it('starts the field empty, saying a key is set and is kept unless a new one is typed', () => {
    const values = sessionToValues(masked);
    expect(values).toMatchObject({ md5: '', is_md5_kept: true });
    expect(md5Hint(values)).toBe('Set, and kept while empty; a new one takes 6 to 80 characters');
    // A key the user may see is answered in clear and shown as it is (hidden by the password field).
    expect(sessionToValues(saved)).toMatchObject({ md5: 'secret-key', is_md5_kept: false });
    expect(md5Hint(sessionToValues(saved))).toBe('6 to 80 characters, the same on both sides; leave empty for none');
  });

  it('sends the mask back while the field is empty, so the PUT keeps the key', () => {
    expect(toSessionBody(sessionToValues(masked), ipsec).md5).toBe(SECRET_MASK);
    expect(toggleBody(masked, ipsec).md5).toBe(SECRET_MASK);
  });

  it('sends a key typed instead of the mask', () => {
    expect(toSessionBody({ ...sessionToValues(masked), md5: 'new-key-1' }, ipsec).md5).toBe('new-key-1');
  });

  it('leaves the key out once the user removes it, which the PUT takes as no key', () => {
    const removed = { ...sessionToValues(masked), is_md5_kept: false };
    expect(toSessionBody(removed, ipsec)).not.toHaveProperty('md5');
    expect(md5Hint(removed)).toBe('6 to 80 characters, the same on both sides; leave empty for none');
  });

  it("validates a change with the PUT's schema: the mask keeps the key there, a new session refuses it", () => {
    const kept = sessionToValues(masked);
    expect(validateSessionValues(kept, ipsec, {}, 'saved')).toEqual({});
    // Typed by hand, the mask means the same to the PUT.
    expect(validateSessionValues({ ...kept, md5: SECRET_MASK, is_md5_kept: false }, ipsec, {}, 'saved')).toEqual({});
    expect(validateSessionValues(validValues({ md5: SECRET_MASK }), ipsec, {}, 'new')).toEqual({
      md5: MASKED_MD5_MESSAGE,
    });
    expect(MASKED_MD5_MESSAGE).toBe('Enter the MD5 key itself: ******** stands for a key already set.');
  });

  it("keeps the what-if's fingerprint of the saved session while the key is kept", () => {
    const values = sessionToValues(masked);
    expect(toDryRunBody(values, ipsec).md5).toBe(SECRET_MASK);
    expect(routingFingerprint({ ...values, is_bfd_enabled: true }, ipsec)).toBe(routingFingerprint(values, ipsec));
    expect(routingFingerprint({ ...values, is_md5_kept: false }, ipsec)).not.toBe(routingFingerprint(values, ipsec));
  });
});
