import { awsCloudSettingsSchema, type CloudResources } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  awsGatewaysBody,
  awsGatewaysOf,
  gatewayOptions,
  gatewaysForVif,
  gatewayText,
  networkOptions,
  subnetOptions,
  vifGatewayType,
  withAttachment,
  withGateway,
} from './cloud-resources';
import { checkCloudSettingsEdit, cloudSettingsValuesOf, initialCloudSettings } from './hosted-order-form';

const resources: CloudResources = {
  region: 'us-east-1',
  gateways: [
    { type: 'directconnect', id: '1b2c3d4e-0000-1111-2222-333344445555', name: 'dx-gateway', asn: 64700 },
    { type: 'private', id: 'vgw-0a1b2c3d4e5f6a7b8', name: 'vgw-prod', asn: 64800 },
    { type: 'transit', id: 'tgw-0a1b2c3d4e5f6a7b8', name: 'tgw-core', asn: 64900 },
  ],
  networks: [
    {
      id: 'vpc-0f1e2d3c4b5a69788',
      name: 'vpc-prod',
      cidr: '10.40.0.0/16',
      subnets: [
        { id: 'subnet-0aaa', cidr: '10.40.0.0/24' },
        { id: 'subnet-0bbb', cidr: '10.40.1.0/24' },
      ],
    },
  ],
};

const gateway = (type: string) => resources.gateways.find((item) => item.type === type);

describe('the AWS gateways picked from a credential’s resources', () => {
  it('offers the gateways of one kind, the VPCs and a VPC’s subnets', () => {
    expect(gatewayOptions(resources, 'private')).toEqual([
      { value: 'vgw-0a1b2c3d4e5f6a7b8', label: 'vgw-prod · vgw-0a1b2c3d4e5f6a7b8 · ASN 64800' },
    ]);
    expect(gatewayOptions(undefined, 'private')).toEqual([]);
    expect(networkOptions(resources)).toEqual([
      { value: 'vpc-0f1e2d3c4b5a69788', label: 'vpc-prod · vpc-0f1e2d3c4b5a69788 · 10.40.0.0/16' },
    ]);
    expect(subnetOptions(resources, 'vpc-0f1e2d3c4b5a69788').map((option) => option.label)).toEqual([
      'subnet-0aaa · 10.40.0.0/24',
      'subnet-0bbb · 10.40.1.0/24',
    ]);
    expect(subnetOptions(resources, 'vpc-unknown')).toEqual([]);
  });

  it('keeps the Direct Connect gateway first, whose ASN a cloud router takes as Amazon’s', () => {
    const picked = withGateway(
      withGateway([], 'private', gateway('private')),
      'directconnect',
      gateway('directconnect'),
    );
    expect(picked.map((item) => item.type)).toEqual(['directconnect', 'private']);
    // Choosing another replaces it; clearing removes it.
    expect(withGateway(picked, 'private', undefined).map((item) => item.type)).toEqual(['directconnect']);
  });

  it('attaches the VIF’s gateway to a VPC and its subnets, and sends the gateways as the wire reference names them', () => {
    const transit = withAttachment(
      withGateway(withGateway([], 'directconnect', gateway('directconnect')), 'transit', gateway('transit')),
      'transit',
      { vpc_id: 'vpc-0f1e2d3c4b5a69788', subnet_ids: ['subnet-0aaa'] },
    );
    const body = awsGatewaysBody(transit);
    expect(body).toEqual([
      { type: 'directconnect', id: '1b2c3d4e-0000-1111-2222-333344445555', name: 'dx-gateway', asn: 64700 },
      {
        type: 'transit',
        id: 'tgw-0a1b2c3d4e5f6a7b8',
        name: 'tgw-core',
        asn: 64900,
        vpc_id: 'vpc-0f1e2d3c4b5a69788',
        subnet_ids: ['subnet-0aaa'],
      },
    ]);
    // The contract's own schema takes them, and they read back as they were picked.
    const settings = awsCloudSettingsSchema.safeParse({
      credentials_uuid: '7c0b8a5e-3f1e-4d0e-9d5f-1b2c3d4e5f60',
      aws_vif_type: 'transit',
      bgp_settings: { customer_asn: 65010 },
      aws_gateways: body,
    });
    expect(settings.success).toBe(true);
    expect(awsGatewaysOf(body)).toEqual(transit);
    expect(transit.map(gatewayText)).toEqual([
      'Direct Connect gateway dx-gateway (ASN 64700)',
      'Transit gateway tgw-core (ASN 64900) · VPC vpc-0f1e2d3c4b5a69788 · subnets subnet-0aaa',
    ]);
  });

  it('drops what a VIF of another type cannot use: a public VIF takes no gateway', () => {
    const privateVif = withGateway(
      withGateway([], 'directconnect', gateway('directconnect')),
      'private',
      gateway('private'),
    );
    expect(vifGatewayType('public')).toBeNull();
    expect(gatewaysForVif(privateVif, 'public')).toEqual([]);
    expect(gatewaysForVif(privateVif, 'transit').map((item) => item.type)).toEqual(['directconnect']);
    expect(gatewaysForVif(privateVif, 'private')).toEqual(privateVif);
  });

  it('reads stored gateways, leaving out what is not one', () => {
    expect(awsGatewaysOf(undefined)).toEqual([]);
    expect(awsGatewaysOf([{ type: 'elsewhere', id: 'x' }, 'text', null, { type: 'private', id: 'vgw-1' }])).toEqual([
      { type: 'private', id: 'vgw-1', name: '', asn: null, vpc_id: '', subnet_ids: [] },
    ]);
  });

  it('carries the picked gateways and the Google VPC network through the cloud-settings edit', () => {
    const stored = {
      credentials_uuid: '7c0b8a5e-3f1e-4d0e-9d5f-1b2c3d4e5f60',
      aws_region: 'us-east-1',
      aws_vif_type: 'private',
      aws_gateways: awsGatewaysBody(withGateway([], 'private', gateway('private'))),
      bgp_settings: { customer_asn: 65010 },
    };
    const values = cloudSettingsValuesOf('aws', stored, 'us-east-1');
    expect(values.aws_gateways.map((item) => item.id)).toEqual(['vgw-0a1b2c3d4e5f6a7b8']);
    const checked = checkCloudSettingsEdit('aws', values, { attachmentName: '', pop: 'NYC1', region: 'us-east-1' });
    expect(checked.body?.aws_gateways).toEqual(stored.aws_gateways);

    const google = checkCloudSettingsEdit(
      'google',
      {
        ...initialCloudSettings,
        google_region: 'us-east4',
        google_cloud_router_name: 'router-us-east4',
        google_vpc_name: 'net-prod',
        mtu: '1440',
        bgp_settings: { ...initialCloudSettings.bgp_settings, customer_asn: 16550 },
      },
      { attachmentName: 'acme-attachment', pop: 'NYC1', region: 'us-east4' },
    );
    expect(google.body).toMatchObject({ google_cloud_router_name: 'router-us-east4', google_vpc_name: 'net-prod' });
  });
});
