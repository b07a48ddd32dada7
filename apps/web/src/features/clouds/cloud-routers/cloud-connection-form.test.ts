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
