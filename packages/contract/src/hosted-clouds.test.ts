import { describe, expect, it } from 'vitest';
import {
  createAzureHostedRequestSchema,
  createGoogleHostedRequestSchema,
  googleCloudSettingsSchema,
} from './hosted-clouds.js';

const SHAPE =
  'Name must start with a lowercase letter followed by up to 62 lowercase letters, numbers, or hyphens, and cannot end with a hyphen';

const googleOrder = (overrides: Record<string, unknown>) => ({
  description: 'Interconnect',
  port: 'PF-AP-NYC1-1000001',
  google_pairing_key: 'a1b2c3d4-e5f6/us-east4/1',
  google_vlan_attachment_name: 'acme-attachment',
  pop: 'NYC1',
  vlan: 803,
  speed: '1Gbps',
  ...overrides,
});

const googleSettings = (overrides: Record<string, unknown>) => ({
  google_region: 'us-east4',
  google_vlan_attachment_name: 'acme-attachment',
  google_cloud_router_name: 'acme-router',
  bgp_settings: { customer_asn: 16550 },
  ...overrides,
});

/** Every issue of a parse as `path: message`, so a field refused twice shows twice. */
function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('spec 5: a Google VLAN attachment or cloud router name has at most 63 characters, one message each', () => {
  const name = (length: number) => `a${'b'.repeat(length - 1)}`;

  it.each([
    [63, []],
    [64, ['google_vlan_attachment_name: The max length is 63']],
    [65, ['google_vlan_attachment_name: The max length is 63']],
  ])('an order with a %i-character attachment name', (length, expected) => {
    const result = createGoogleHostedRequestSchema.safeParse(
      googleOrder({ google_vlan_attachment_name: name(length) }),
    );
    expect(issuesOf(result)).toEqual(expected);
  });

  it.each([
    ['Bad_Name', [`google_vlan_attachment_name: ${SHAPE}`]],
    ['ends-with-', [`google_vlan_attachment_name: ${SHAPE}`]],
    ['', ['google_vlan_attachment_name: This field is required']],
    ['   ', ['google_vlan_attachment_name: This field is required']],
  ])('an order with the attachment name %j', (value, expected) => {
    const result = createGoogleHostedRequestSchema.safeParse(googleOrder({ google_vlan_attachment_name: value }));
    expect(issuesOf(result)).toEqual(expected);
  });

  it('refuses a long name in cloud settings once, with another field wrong beside it', () => {
    const result = createGoogleHostedRequestSchema.safeParse(
      googleOrder({
        vlan: 2,
        cloud_settings: googleSettings({ google_vlan_attachment_name: name(65), google_cloud_router_name: 'Router' }),
      }),
    );
    expect(issuesOf(result).sort()).toEqual(
      [
        'vlan: Value must be between 4 and 4094, inclusive.',
        'cloud_settings.google_vlan_attachment_name: The max length is 63',
        `cloud_settings.google_cloud_router_name: ${SHAPE}`,
      ].sort(),
    );
  });

  it('accepts 63-character names in cloud settings and trims them', () => {
    const parsed = googleCloudSettingsSchema.parse(
      googleSettings({ google_vlan_attachment_name: ` ${name(63)} `, google_cloud_router_name: name(63) }),
    );
    expect(parsed.google_vlan_attachment_name).toBe(name(63));
  });
});

describe("an Azure order's VLANs are refused once each", () => {
  const azure = (overrides: Record<string, unknown>) => ({
    description: 'ExpressRoute',
    port: 'PF-AP-NYC1-1000001',
    azure_service_key: 'abcdef00-1111-2222-3333-444444444444',
    speed: '1Gbps',
    ...overrides,
  });

  it.each([
    [{ vlan_private: 2 }, ['vlan_private: Value must be between 4 and 4094, inclusive.']],
    [{ vlan_microsoft: 5000 }, ['vlan_microsoft: Value must be between 4 and 4094, inclusive.']],
    [{}, ['vlan_private: This field is required']],
    [{ vlan_private: 801, vlan_microsoft: 802 }, []],
  ])('%j', (vlans, expected) => {
    expect(issuesOf(createAzureHostedRequestSchema.safeParse(azure(vlans)))).toEqual(expected);
  });
});
