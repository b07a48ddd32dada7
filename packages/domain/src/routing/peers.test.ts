import { describe, expect, it } from 'vitest';
import { cloudPeerAsn } from './peers.js';

const directConnect = { type: 'directconnect', id: 'dxgw-0a1b2c3d4e5f60718', name: 'dx-prod', asn: 64700 };
const virtualGateway = { type: 'private', id: 'vgw-0a3f5c7e9b1d2f4a6', name: 'vgw-prod', asn: 64900 };

describe("wire reference 3.7: the ASN a cloud's side of the BGP session speaks as", () => {
  it.each([
    ['the Direct Connect gateway chosen first', { aws_gateways: [directConnect, virtualGateway] }, 64700],
    [
      'the Direct Connect gateway, wherever it is in the list',
      { aws_gateways: [virtualGateway, directConnect] },
      64700,
    ],
    ['the first gateway without a Direct Connect one', { aws_gateways: [virtualGateway] }, 64900],
    ['the default when the gateway has no ASN', { aws_gateways: [{ type: 'directconnect', id: 'dxgw-1' }] }, 64512],
    ['the default without gateways', { aws_gateways: [] }, 64512],
    ['the default without cloud settings', null, 64512],
  ])('AWS: %s', (_case, settings, expected) => {
    expect(cloudPeerAsn('aws', settings)).toBe(expected);
  });

  it("Google: the BGP settings' remote_asn, else 16550", () => {
    expect(cloudPeerAsn('google', { bgp_settings: { customer_asn: 65010, remote_asn: 64601 } })).toBe(64601);
    expect(cloudPeerAsn('google', { bgp_settings: { customer_asn: 65010 } })).toBe(16550);
  });

  it.each([
    ['azure', 12076],
    ['oracle', 31898],
    ['ibm', 13884],
  ] as const)('%s: its own ASN %i, whatever gateways the settings name', (provider, expected) => {
    expect(cloudPeerAsn(provider, undefined)).toBe(expected);
    expect(cloudPeerAsn(provider, { aws_gateways: [directConnect] })).toBe(expected);
  });
});
