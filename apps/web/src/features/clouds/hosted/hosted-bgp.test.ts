import type { HostedCloud, UpgradeOptions } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { hostedSpeedChoices } from './change-hosted-speed-button';
import { bgpSettingsFacts, bgpStateOf, providerSettingsFacts } from './hosted-bgp';

const cloud = (extra: Partial<HostedCloud>) =>
  ({
    service_provider: 'aws',
    cloud_settings: null,
    cloud_state: {
      aws_dx_connection_state: null,
      aws_vif_state: null,
      bgp_state: null,
      google_interconnect_state: null,
      google_interconnect_admin_enabled: null,
    },
    ...extra,
  }) as HostedCloud;

describe("a hosted connection's cloud-side BGP session", () => {
  it('shows AWS addresses as given, a link-local pair otherwise, and the MD5 key only as set', () => {
    const aws = cloud({
      cloud_settings: {
        aws_region: 'us-east-1',
        mtu: 9001,
        bgp_settings: {
          customer_asn: 65010,
          address_family: 'ipv4',
          md5: '********',
          advertised_prefixes: ['10.0.0.0/16'],
        },
      },
    });
    expect(bgpSettingsFacts(aws)).toEqual([
      ['Your BGP ASN', '65010'],
      ['Address family', 'IPv4'],
      ['Your router’s address', 'Link-local, in the router configuration'],
      ['Amazon’s address', 'Link-local, in the router configuration'],
      ['Advertised prefixes', '10.0.0.0/16'],
      ['BGP MD5 key', 'Set'],
    ]);
    expect(providerSettingsFacts(aws)).toContainEqual(['MTU', '9001']);
    expect(providerSettingsFacts(cloud({ cloud_settings: { aws_vif_type: 'transit' } }))).toContainEqual([
      'VIF type',
      'Transit',
    ]);
    const withAddresses = cloud({
      cloud_settings: {
        bgp_settings: { customer_asn: 65010, l3_address: '10.1.1.1/30', remote_address: '10.1.1.2/30' },
      },
    });
    expect(bgpSettingsFacts(withAddresses)).toContainEqual(['Amazon’s address', '10.1.1.2/30']);
    expect(bgpSettingsFacts(withAddresses)).toContainEqual(['BGP MD5 key', 'None']);
  });

  it("gives Google's own ASN when none is stored", () => {
    const google = cloud({ service_provider: 'google', cloud_settings: { bgp_settings: { customer_asn: 65020 } } });
    expect(bgpSettingsFacts(google)).toContainEqual(['Peer ASN', '16550']);
  });

  it('names the state the cloud reports, or that none is reported yet', () => {
    expect(bgpStateOf(cloud({}))).toEqual({ label: 'Not reported yet', color: 'gray' });
    const up = cloud({});
    up.cloud_state.bgp_state = 'up';
    expect(bgpStateOf(up)).toEqual({ label: 'Up', color: 'green' });
    up.cloud_state.bgp_state = 'down';
    expect(bgpStateOf(up)).toEqual({ label: 'Down', color: 'red' });
  });
});

describe('the hosted speed change choices', () => {
  it('prices each speed, marks the current one and offers the single term', () => {
    const options: UpgradeOptions = {
      vc_circuit_id: 'PF-CC-NYC-WDC-1000013',
      current_speed: '1Gbps',
      current_subscription_term: 1,
      speeds: [
        { speed: '1Gbps', mrc: 480, is_current: true },
        { speed: '2Gbps', mrc: 780, is_current: false },
      ],
      subscription_terms: [{ subscription_term: 1, mrc: 480 }],
      max_burst_mbps: 0,
      can_burst: false,
      can_upgrade: true,
    };
    expect(hostedSpeedChoices(options)).toEqual({
      speeds: [
        { value: '1Gbps', label: '1Gbps · $480.00/month (now)' },
        { value: '2Gbps', label: '2Gbps · $780.00/month' },
      ],
      terms: [{ value: '1', label: 'Month to month' }],
    });
  });
});
