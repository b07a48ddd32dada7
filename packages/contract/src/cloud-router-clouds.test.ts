import { describe, expect, it } from 'vitest';
import { CLOUD_ROUTER_CLOUD_ORDER_SCHEMAS } from './cloud-router-clouds.js';

const SHAPE =
  'Name must start with a lowercase letter followed by up to 62 lowercase letters, numbers, or hyphens, and cannot end with a hyphen';

/** Every issue of a parse as `path: message`, so a field refused twice shows twice. */
function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const google = (overrides: Record<string, unknown>) => ({
  description: 'VPC',
  google_pairing_key: 'acme-key/us-west1/1',
  google_vlan_attachment_name: 'cr-attach',
  pop: 'SEA1',
  speed: '1Gbps',
  ...overrides,
});

const ibm = (overrides: Record<string, unknown>) => ({
  description: 'IBM',
  ibm_account_id: '0123456789abcdef0123456789abcdef',
  ibm_bgp_asn: 64999,
  pop: 'WDC1',
  zone: 'A',
  speed: '200Mbps',
  ...overrides,
});

describe("a cloud router's Google connection takes the hosted order's attachment name rule (spec 5)", () => {
  const name = (length: number) => `a${'b'.repeat(length - 1)}`;

  it.each([
    [name(63), []],
    [name(64), ['google_vlan_attachment_name: The max length is 63']],
    [name(65), ['google_vlan_attachment_name: The max length is 63']],
    ['Bad_Name', [`google_vlan_attachment_name: ${SHAPE}`]],
    ['ends-with-', [`google_vlan_attachment_name: ${SHAPE}`]],
    ['', ['google_vlan_attachment_name: This field is required']],
  ])('the attachment name %j', (value, expected) => {
    const result = CLOUD_ROUTER_CLOUD_ORDER_SCHEMAS.google.safeParse(google({ google_vlan_attachment_name: value }));
    expect(issuesOf(result)).toEqual(expected);
  });
});

describe("a cloud router's IBM connection takes each router's host address with its mask, as Terraform sends it", () => {
  it.each([
    [{ ibm_bgp_cer_cidr: '10.254.30.78/30', ibm_bgp_ibm_cidr: '10.254.30.77/30' }, []],
    [{ ibm_bgp_cer_cidr: '169.254.0.9/31' }, []],
    [{ ibm_bgp_cer_cidr: '10.254.30.76/30' }, ['ibm_bgp_cer_cidr: Must be a valid IP in range of 10.254.30.76/30.']],
    [{ ibm_bgp_ibm_cidr: '10.254.30.79/30' }, ['ibm_bgp_ibm_cidr: Must be a valid IP in range of 10.254.30.76/30.']],
    [{ ibm_bgp_cer_cidr: '10.254.30.78' }, ['ibm_bgp_cer_cidr: Not a valid mask']],
    [{ ibm_bgp_ibm_cidr: '10.254.300.78/30' }, ['ibm_bgp_ibm_cidr: Not a valid IPv4.']],
  ])('%j', (addresses, expected) => {
    const result = CLOUD_ROUTER_CLOUD_ORDER_SCHEMAS.ibm.safeParse(ibm(addresses));
    expect(issuesOf(result)).toEqual(expected);
  });

  it('keeps the addresses as sent, trimmed', () => {
    const parsed = CLOUD_ROUTER_CLOUD_ORDER_SCHEMAS.ibm.parse(ibm({ ibm_bgp_cer_cidr: ' 10.254.30.78/30 ' }));
    expect(parsed.ibm_bgp_cer_cidr).toBe('10.254.30.78/30');
  });
});
