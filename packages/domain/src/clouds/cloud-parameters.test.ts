import { describe, expect, it } from 'vitest';
import {
  googlePairingKeyPlaceMessage,
  mtuOptions,
  parseGooglePairingKey,
  parseOracleOcid,
  validateAwsAccountId,
  validateCloudRouterCloudParameters,
  validateCloudSettings,
  validateHostedCloudParameters,
  validateIbmBgpAddress,
  validateMtu,
  validateOracleOcid,
} from './cloud-parameters.js';

const REQUIRED = 'This field is required';
const OCID_INVALID = 'This OCID is not valid or the region is incorrect.';
const OCID = 'ocid1.virtualcircuit.oc1.us-ashburn-1.aaaaaaaabbbbbbbbccccccccdddd';
const GOOGLE_NAME =
  'Name must start with a lowercase letter followed by up to 62 lowercase letters, numbers, or hyphens, and cannot end with a hyphen';
const CUSTOMER_ASN = 'ASN value must be in the range 1-2147483647 inclusive';

describe('issue 17: AWS account id, Oracle OCID, Google pairing key', () => {
  it.each([
    ['123456789012', undefined],
    [' 123456789012 ', undefined],
    ['12345678901', 'Not a valid AWS account Id'],
    ['1234567890123', 'Not a valid AWS account Id'],
    ['12345678901a', 'Not a valid AWS account Id'],
  ])('validateAwsAccountId(%j) -> %j', (value, expected) => {
    expect(validateAwsAccountId(value)).toBe(expected);
  });

  it.each([
    [OCID, undefined, undefined],
    [OCID, 'us-ashburn-1', undefined],
    [OCID, 'US-Ashburn-1', undefined],
    [OCID, 'eu-frankfurt-1', OCID_INVALID],
    ['ocid1.virtualcircuit.oc1.us-ashburn-1.short', undefined, OCID_INVALID],
    ['ocid1.vcn.oc1.us-ashburn-1.aaaaaaaabbbbbbbbccccccccdddd', undefined, OCID_INVALID],
    ['not an ocid', undefined, OCID_INVALID],
  ])('validateOracleOcid(%j, %j) -> %j', (value, region, expected) => {
    expect(validateOracleOcid(value, region)).toBe(expected);
  });

  it('reads the realm, region and id of an OCID', () => {
    expect(parseOracleOcid(OCID)).toEqual({ realm: 'oc1', region: 'us-ashburn-1', id: 'aaaaaaaabbbbbbbbccccccccdddd' });
    expect(parseOracleOcid('ocid1')).toBeNull();
  });

  it.each([
    ['7e51371e-72a3-40b5-b844-2e3efefaee59/us-central1/1', { region: 'us-central1', edgeAvailabilityDomain: '1' }],
    ['7e51371e-72a3-40b5-b844-2e3efefaee59/europe-west1/2', { region: 'europe-west1', edgeAvailabilityDomain: '2' }],
    ['abc/us-east4/any', { region: 'us-east4', edgeAvailabilityDomain: 'any' }],
    ['abc/us-east4/3', null],
    ['abc/us-east4', null],
  ])('parseGooglePairingKey(%j) names the region and edge availability domain', (value, expected) => {
    const parsed = parseGooglePairingKey(value);
    if (expected === null) expect(parsed).toBeNull();
    else expect(parsed).toMatchObject(expected);
  });
});

describe("issue 17: a Google pairing key's region and edge availability domain against the on-ramp's", () => {
  const nyc1 = { pop: 'NYC1', region: 'us-east4' };
  it.each([
    ['a1b2/us-east4/1', nyc1, undefined],
    ['a1b2/us-east4/any', { ...nyc1, edgeAvailabilityDomain: 2 }, undefined],
    ['a1b2/us-east4/2', { ...nyc1, edgeAvailabilityDomain: 2 }, undefined],
    ['a1b2/us-east4/1', { ...nyc1, edgeAvailabilityDomain: undefined }, undefined],
    ['a1b2/europe-west2/1', nyc1, 'This pairing key is for europe-west2, but the on-ramp at NYC1 reaches us-east4.'],
    [
      'a1b2/us-east4/1',
      { ...nyc1, edgeAvailabilityDomain: 2 },
      'This pairing key is for edge availability domain 1, but the cloud settings ask for 2.',
    ],
    ['not a key', nyc1, undefined],
  ])('%s at %j', (key, place, expected) => {
    expect(googlePairingKeyPlaceMessage(key, place)).toBe(expected);
  });
});

describe("issue 17: IBM's BGP addresses (ibm_bgp_cer_cidr, ibm_bgp_ibm_cidr): each router's address with its mask", () => {
  it.each([
    ['10.254.30.78/30', undefined],
    ['169.254.0.9/31', undefined],
    ['10.254.30.78', 'Not a valid mask'],
    ['10.254.300.78/30', 'Not a valid IPv4.'],
    ['10.254.30.76/30', 'Must be a valid IP in range of 10.254.30.76/30.'],
    ['10.254.30.79/30', 'Must be a valid IP in range of 10.254.30.76/30.'],
  ])('validateIbmBgpAddress(%j)', (value, expected) => {
    expect(validateIbmBgpAddress(value)).toBe(expected);
  });

  const ibm = (addresses: Record<string, string>) => ({
    ibm_account_id: '0123456789abcdef0123456789abcdef',
    ibm_bgp_asn: 64512,
    vlan: 8,
    ...addresses,
  });
  it.each([
    [{ ibm_bgp_cer_cidr: '10.254.30.78/30', ibm_bgp_ibm_cidr: '10.254.30.77/30' }, {}],
    [{ ibm_bgp_cer_cidr: '10.254.30.78/30' }, {}],
    [
      { ibm_bgp_cer_cidr: '10.254.30.78/30', ibm_bgp_ibm_cidr: '10.254.31.77/30' },
      { ibm_bgp_ibm_cidr: 'Must be a valid IP in range of 10.254.30.76/30.' },
    ],
    [
      { ibm_bgp_cer_cidr: '10.254.30.78/30', ibm_bgp_ibm_cidr: '10.254.30.77/29' },
      { ibm_bgp_ibm_cidr: 'Must be a valid IP in range of 10.254.30.76/30.' },
    ],
    [
      { ibm_bgp_cer_cidr: '10.254.30.78/30', ibm_bgp_ibm_cidr: '10.254.30.78/30' },
      { ibm_bgp_ibm_cidr: 'Must not match the "ibm_bgp_cer_cidr" field' },
    ],
    [{ ibm_bgp_cer_cidr: '10.254.30.78', ibm_bgp_ibm_cidr: '10.254.31.77/30' }, {}],
  ])('IBM pair %j, on a hosted connection and on a cloud router connection alike', (addresses, expected) => {
    expect(validateHostedCloudParameters('ibm', ibm(addresses))).toEqual(expected);
    expect(validateCloudRouterCloudParameters('ibm', ibm(addresses))).toEqual(expected);
  });
});

describe('spec 9: MTU options', () => {
  it.each([
    ['aws', 'private', [1500, 9001]],
    ['aws', 'transit', [1500, 8500]],
    ['aws', 'public', [1500]],
    ['google', undefined, [1440, 1500]],
  ] as const)('%s %s offers %j', (provider, vif, expected) => {
    expect(mtuOptions(provider, vif)).toEqual(expected);
  });

  it.each([
    [9001, 'aws', 'private', undefined],
    [9001, 'aws', 'transit', 'Invalid value, must be one of "1500, 8500".'],
    [8500, 'aws', 'transit', undefined],
    [1440, 'google', undefined, undefined],
    [9001, 'google', undefined, 'Invalid value, must be one of "1440, 1500".'],
  ] as const)('validateMtu(%j, %s, %s) -> %j', (value, provider, vif, expected) => {
    expect(validateMtu(value, provider, vif)).toBe(expected);
  });
});

describe('issue 17: hosted connection parameters per cloud', () => {
  it.each([
    ['aws', { aws_account_id: '123456789012', vlan: 100 }, {}],
    ['aws', {}, { aws_account_id: REQUIRED, vlan: REQUIRED }],
    [
      'aws',
      { aws_account_id: '12', vlan: 4095 },
      { aws_account_id: 'Not a valid AWS account Id', vlan: 'Value must be between 4 and 4094, inclusive.' },
    ],
    ['azure', { azure_service_key: '3fa85f64-5717-4562-b3fc-2c963f66afa6', vlan_private: 10 }, {}],
    ['azure', { azure_service_key: '3fa85f64-5717-4562-b3fc-2c963f66afa6', vlan_microsoft: 11 }, {}],
    [
      'azure',
      { azure_service_key: '3FA85F64-5717-4562-B3FC-2C963F66AFA6' },
      { azure_service_key: 'This key is not valid', vlan_private: REQUIRED },
    ],
    ['google', { google_pairing_key: 'a/us-east4/1', google_vlan_attachment_name: 'attach-1', vlan: 8 }, {}],
    [
      'google',
      { google_pairing_key: 'a/us-east4', google_vlan_attachment_name: 'Attach', vlan: 8 },
      { google_pairing_key: 'Not a valid pairing key', google_vlan_attachment_name: GOOGLE_NAME },
    ],
    [
      'google',
      { google_pairing_key: 'a/b/any', google_vlan_attachment_name: `a${'b'.repeat(63)}`, vlan: 8 },
      { google_vlan_attachment_name: 'The max length is 63' },
    ],
    [
      'google',
      { google_pairing_key: 'a/b/any', google_vlan_attachment_name: 'ends-', vlan: 8 },
      { google_vlan_attachment_name: GOOGLE_NAME },
    ],
    ['oracle', { vc_ocid: OCID, region: 'us-ashburn-1', vlan: 8 }, {}],
    ['oracle', { vc_ocid: OCID, region: 'uk-london-1', vlan: 8 }, { vc_ocid: OCID_INVALID }],
    ['oracle', { vlan: 8 }, { vc_ocid: REQUIRED, region: REQUIRED }],
    ['ibm', { ibm_account_id: '0123456789abcdef0123456789abcdef', ibm_bgp_asn: 64512, vlan: 8 }, {}],
    [
      'ibm',
      { ibm_account_id: '0123', ibm_bgp_asn: 0, vlan: 8 },
      { ibm_account_id: 'Not a valid IBM account Id', ibm_bgp_asn: CUSTOMER_ASN },
    ],
  ] as const)('%s %j -> %j', (provider, body, expected) => {
    expect(validateHostedCloudParameters(provider, body)).toEqual(expected);
  });
});

describe("issue 18: a cloud router's cloud connection parameters (no VLANs: the router's side picks them)", () => {
  it.each([
    ['aws', { aws_account_id: '123456789012' }, {}],
    ['aws', {}, { aws_account_id: REQUIRED }],
    ['aws', { aws_account_id: '12' }, { aws_account_id: 'Not a valid AWS account Id' }],
    ['azure', { azure_service_key: '3fa85f64-5717-4562-b3fc-2c963f66afa6' }, {}],
    [
      'azure',
      { azure_service_key: '3FA85F64-5717-4562-B3FC-2C963F66AFA6' },
      { azure_service_key: 'This key is not valid' },
    ],
    ['google', { google_pairing_key: 'a/us-east4/1', google_vlan_attachment_name: 'attach-1' }, {}],
    [
      'google',
      { google_pairing_key: 'a/us-east4', google_vlan_attachment_name: 'Attach' },
      { google_pairing_key: 'Not a valid pairing key', google_vlan_attachment_name: GOOGLE_NAME },
    ],
    ['oracle', { vc_ocid: OCID, region: 'us-ashburn-1' }, {}],
    ['oracle', { vc_ocid: OCID, region: 'uk-london-1' }, { vc_ocid: OCID_INVALID }],
    ['oracle', {}, { vc_ocid: REQUIRED, region: REQUIRED }],
    ['ibm', { ibm_account_id: '0123456789abcdef0123456789abcdef', ibm_bgp_asn: 64512 }, {}],
    [
      'ibm',
      { ibm_account_id: '0123', ibm_bgp_asn: 0 },
      { ibm_account_id: 'Not a valid IBM account Id', ibm_bgp_asn: CUSTOMER_ASN },
    ],
  ] as const)('%s %j -> %j', (provider, body, expected) => {
    expect(validateCloudRouterCloudParameters(provider, body)).toEqual(expected);
  });
});

describe('issue 17: cloud settings (AWS and Google) with spec 5 rules', () => {
  const awsPrivate = {
    credentials_uuid: 'c0ffee00-0000-4000-8000-000000000001',
    aws_vif_type: 'private',
    mtu: 9001,
    bgp_settings: { customer_asn: 64513, md5: 'secret1' },
  };

  it.each([
    ['a private VIF with jumbo frames', awsPrivate, {}],
    [
      'a transit VIF cannot take 9001',
      { ...awsPrivate, aws_vif_type: 'transit' },
      { 'cloud_settings.mtu': 'Invalid value, must be one of "1500, 8500".' },
    ],
    [
      'a public VIF needs both public addresses',
      { ...awsPrivate, aws_vif_type: 'public', mtu: 1500 },
      { 'cloud_settings.bgp_settings.l3_address': REQUIRED, 'cloud_settings.bgp_settings.remote_address': REQUIRED },
    ],
    [
      'a public VIF refuses a private address',
      {
        ...awsPrivate,
        aws_vif_type: 'public',
        mtu: 1500,
        bgp_settings: { customer_asn: 64513, l3_address: '10.0.0.1/30', remote_address: '0.0.0.0/30' },
      },
      {
        'cloud_settings.bgp_settings.l3_address': 'This IP falls within a private range. Please add a public IP.',
        'cloud_settings.bgp_settings.remote_address': '0.0.0.0/30 is not a valid prefix',
      },
    ],
    [
      'a private VIF skips the zero-address check',
      { ...awsPrivate, bgp_settings: { customer_asn: 64513, l3_address: '0.0.0.0/30' } },
      {},
    ],
    [
      'MD5 length and ASN range',
      { ...awsPrivate, bgp_settings: { customer_asn: 2147483648, md5: 'short' } },
      {
        'cloud_settings.bgp_settings.customer_asn': CUSTOMER_ASN,
        'cloud_settings.bgp_settings.md5': 'The min length is 6',
      },
    ],
    [
      'nothing given',
      {},
      {
        'cloud_settings.credentials_uuid': REQUIRED,
        'cloud_settings.aws_vif_type': REQUIRED,
        'cloud_settings.bgp_settings': REQUIRED,
      },
    ],
    [
      'advertised prefixes of the session family (IPv4 unless ipv6), an invalid one left to its own rule',
      {
        ...awsPrivate,
        bgp_settings: { customer_asn: 64513, advertised_prefixes: ['10.1.0.0/16', '2001:db8::/32', 'x'] },
      },
      {
        'cloud_settings.bgp_settings.advertised_prefixes.1':
          'This is an IPv6 prefix: a v4 session takes IPv4 prefixes.',
      },
    ],
    [
      'an IPv6 session advertises IPv6 prefixes',
      {
        ...awsPrivate,
        bgp_settings: {
          customer_asn: 64513,
          address_family: 'ipv6',
          advertised_prefixes: ['2001:db8::/32', '10.1.0.0/16'],
        },
      },
      {
        'cloud_settings.bgp_settings.advertised_prefixes.1':
          'This is an IPv4 prefix: a v6 session takes IPv6 prefixes.',
      },
    ],
    [
      'an IPv4 session has IPv4 addresses (the default family)',
      {
        ...awsPrivate,
        bgp_settings: { customer_asn: 64513, l3_address: '2001:db8::1/64', remote_address: '169.254.10.2/30' },
      },
      {
        'cloud_settings.bgp_settings.l3_address': 'This is an IPv6 address: a v4 session takes IPv4 addresses.',
      },
    ],
    [
      'an IPv6 session has IPv6 addresses',
      {
        ...awsPrivate,
        bgp_settings: {
          customer_asn: 64513,
          address_family: 'ipv6',
          l3_address: '169.254.10.1/30',
          remote_address: '169.254.10.2/30',
        },
      },
      {
        'cloud_settings.bgp_settings.l3_address': 'This is an IPv4 address: a v6 session takes IPv6 addresses.',
        'cloud_settings.bgp_settings.remote_address': 'This is an IPv4 address: a v6 session takes IPv6 addresses.',
      },
    ],
    [
      'an IPv6 session with its two IPv6 addresses',
      {
        ...awsPrivate,
        bgp_settings: {
          customer_asn: 64513,
          address_family: 'ipv6',
          l3_address: '2001:db8:10::1/64',
          remote_address: '2001:db8:10::2/64',
        },
      },
      {},
    ],
    [
      "the family's message before a public VIF's (the address's class follows from its family)",
      {
        ...awsPrivate,
        aws_vif_type: 'public',
        mtu: 1500,
        bgp_settings: { customer_asn: 64513, l3_address: 'fd00::1/64', remote_address: '203.0.113.2/30' },
      },
      {
        'cloud_settings.bgp_settings.l3_address': 'This is an IPv6 address: a v4 session takes IPv4 addresses.',
      },
    ],
    [
      'an unknown VIF type',
      { ...awsPrivate, aws_vif_type: 'hosted' },
      { 'cloud_settings.aws_vif_type': 'Invalid value, must be one of "public, private, transit".' },
    ],
  ])('AWS: %s', (_name, settings, expected) => {
    expect(validateCloudSettings('aws', settings)).toEqual(expected);
  });

  const google = {
    google_region: 'us-east4',
    google_vlan_attachment_name: 'attach-1',
    google_cloud_router_name: 'router-1',
    mtu: 1440,
    bgp_settings: { customer_asn: 16550, google_keepalive_interval: 20 },
  };

  it.each([
    ['valid', google, {}],
    [
      'the Google BGP ASN must be 16550 or private, keepalive 20 to 60',
      { ...google, bgp_settings: { customer_asn: 100, google_keepalive_interval: 61 } },
      {
        'cloud_settings.bgp_settings.customer_asn':
          'ASN value must be 16550 or in the range 64512-65534 or 4200000000-4294967294 inclusive',
        'cloud_settings.bgp_settings.google_keepalive_interval': 'Value must be between 20 and 60, inclusive.',
      },
    ],
    [
      'names, MTU and edge availability domain',
      { ...google, google_cloud_router_name: '1router', mtu: 9001, google_edge_availability_domain: 3 },
      {
        'cloud_settings.google_cloud_router_name': GOOGLE_NAME,
        'cloud_settings.mtu': 'Invalid value, must be one of "1440, 1500".',
        'cloud_settings.google_edge_availability_domain': 'Invalid value, must be one of "1, 2".',
      },
    ],
    [
      'advertised IP ranges of IPv4, as its session',
      { ...google, bgp_settings: { customer_asn: 16550, google_advertised_ip_ranges: ['2001:db8::/48'] } },
      {
        'cloud_settings.bgp_settings.google_advertised_ip_ranges.0':
          'This is an IPv6 prefix: a v4 session takes IPv4 prefixes.',
      },
    ],
  ])('Google: %s', (_name, settings, expected) => {
    expect(validateCloudSettings('google', settings)).toEqual(expected);
  });
});
