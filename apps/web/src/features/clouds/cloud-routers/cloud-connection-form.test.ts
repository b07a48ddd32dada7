import { describe, expect, it } from 'vitest';
import {
  type CloudConnectionValues,
  checkCloudConnection,
  cloudConnectionBody,
  cloudConnectionPrice,
  initialCloudConnection,
} from './cloud-connection-form';

const ROUTER_ASN = 64512;

const aws: CloudConnectionValues = {
  ...initialCloudConnection('aws', ROUTER_ASN),
  description: 'prod VPC',
  aws_account_id: '123456789012',
  pop: 'NYC1',
  zone: 'A',
};

describe("a cloud router's cloud connection form (wire reference 3.9)", () => {
  it('sends the cloud side without a port or VLAN, with the term, and NAT only when asked', () => {
    expect(cloudConnectionBody(aws)).toEqual({
      description: 'prod VPC',
      speed: '1Gbps',
      pop: 'NYC1',
      zone: 'A',
      aws_account_id: '123456789012',
      subscription_term: 1,
    });
    expect(cloudConnectionBody({ ...aws, maybe_nat: true, subscription_term: '12' })).toMatchObject({
      maybe_nat: true,
      subscription_term: 12,
    });
    expect(cloudConnectionBody({ ...aws, maybe_nat: true, maybe_dnat: true })).toMatchObject({
      maybe_nat: true,
      maybe_dnat: true,
    });
    expect(cloudConnectionBody({ ...aws, maybe_dnat: true })).not.toHaveProperty('maybe_dnat');
    const checked = checkCloudConnection(aws);
    expect(checked.errors).toBeNull();
    expect(checked.order?.provider).toBe('aws');
  });

  it("proposes the router's ASN for IBM's BGP and AWS's settings, Google's own 16550 for Google", () => {
    expect(initialCloudConnection('ibm', ROUTER_ASN).ibm_bgp_asn).toBe(ROUTER_ASN);
    expect(initialCloudConnection('aws', ROUTER_ASN).cloud_settings.bgp_settings.customer_asn).toBe(ROUTER_ASN);
    const google = initialCloudConnection('google', ROUTER_ASN);
    expect(google.cloud_settings.bgp_settings.customer_asn).toBe(16550);
    expect(google.cloud_settings.mtu).toBe('1440');
  });

  it("refuses the cloud's identifiers with spec 5's rules, each on its field", () => {
    const checked = checkCloudConnection({ ...aws, aws_account_id: '12345', description: '' });
    expect(checked.order).toBeNull();
    expect(checked.errors?.aws_account_id).toBe('Not a valid AWS account Id');
    expect(checked.errors?.description).toBeDefined();
    const azure = checkCloudConnection({
      ...initialCloudConnection('azure', ROUTER_ASN),
      description: 'x',
      azure_service_key: 'NOT-A-KEY',
    });
    expect(Object.keys(azure.errors ?? {})).toContain('azure_service_key');
  });

  it("takes IBM's two BGP addresses as hosts with their mask in one subnet, and a Google name of at most 63", () => {
    const ibm: CloudConnectionValues = {
      ...initialCloudConnection('ibm', ROUTER_ASN),
      description: 'Direct Link',
      ibm_account_id: '0123456789abcdef0123456789abcdef',
      pop: 'WDC1',
      zone: 'A',
      speed: '200Mbps',
    };
    const both = { ...ibm, ibm_bgp_cer_cidr: '10.254.30.78/30', ibm_bgp_ibm_cidr: '10.254.30.77/30' };
    expect(checkCloudConnection(both).errors).toBeNull();
    expect(checkCloudConnection({ ...both, ibm_bgp_cer_cidr: '10.254.30.76/30' }).errors).toEqual({
      ibm_bgp_cer_cidr: 'Must be a valid IP in range of 10.254.30.76/30.',
    });
    expect(checkCloudConnection({ ...both, ibm_bgp_ibm_cidr: '10.254.31.77/30' }).errors).toEqual({
      ibm_bgp_ibm_cidr: 'Must be a valid IP in range of 10.254.30.76/30.',
    });
    const google: CloudConnectionValues = {
      ...initialCloudConnection('google', ROUTER_ASN),
      description: 'Interconnect',
      google_pairing_key: 'acme-key/us-west1/1',
      google_vlan_attachment_name: `a${'b'.repeat(63)}`,
      pop: 'SEA1',
    };
    expect(checkCloudConnection(google).errors).toEqual({ google_vlan_attachment_name: 'The max length is 63' });
  });

  it("shows the clouds' live answers and the on-ramp's region on their fields", () => {
    const oracle: CloudConnectionValues = {
      ...initialCloudConnection('oracle', ROUTER_ASN),
      description: 'fc',
      vc_ocid: 'ocid1.virtualcircuit.oc1.us-ashburn-1.aaaaaaaaaaaaaaaaaaaaaaaa',
      region: 'us-ashburn-1',
      pop: 'WDC1',
      zone: 'A',
    };
    expect(checkCloudConnection(oracle).errors).toBeNull();
    const refused = checkCloudConnection(oracle, {
      oracleCheck: { is_valid: false, message: 'Unknown virtual circuit' },
    });
    expect(refused.errors?.vc_ocid).toBe('Unknown virtual circuit');
    const withSettings = checkCloudConnection(
      {
        ...aws,
        has_cloud_settings: true,
        cloud_settings: {
          ...aws.cloud_settings,
          credentials_uuid: '6c2f3a4e-1b2c-4d5e-8f90-123456789abc',
          aws_region: 'us-west-2',
        },
      },
      {
        onRamp: {
          pop: 'NYC1',
          cloud_connection_details: { region: 'us-east-1', hosted_type: 'hosted-connection', region_description: '' },
        },
      },
    );
    expect(withSettings.errors?.['cloud_settings.aws_region']).toBe('The on-ramp at NYC1 reaches us-east-1.');
  });

  it("prices it live from spec 9's cr_connection list by speed and term", () => {
    expect(cloudConnectionPrice({ speed: '1Gbps', subscription_term: '1' })?.mrc).toBe(420);
    expect(cloudConnectionPrice({ speed: '3Gbps', subscription_term: '1' })).toBeNull();
  });
});
