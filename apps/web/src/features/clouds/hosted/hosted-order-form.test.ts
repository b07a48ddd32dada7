import type { CloudLocation, HostedCloud } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  hasStateWarning,
  hostedBadge,
  hostedCsvRows,
  providerReferenceFacts,
  ROUTER_TYPE_OPTIONS,
  routerConfigFileName,
  sourceOf,
} from './hosted-display';
import { hasCloudBgp } from './hosted-eligibility';
import {
  checkCloudSettingsEdit,
  checkHostedOrder,
  cloudSettingsValuesOf,
  contextErrors,
  formFieldOf,
  type HostedOrderValues,
  hasStoredMd5,
  hostedOrderBody,
  hostedOrderPrice,
  initialHostedOrder,
  isAzureKeyWellFormed,
  isOracleOcidWellFormed,
  mtuChoices,
  onRampChange,
  placeFieldErrors,
  prefixList,
  providerChange,
  serviceClassOf,
  speedsFor,
} from './hosted-order-form';

const aws: HostedOrderValues = {
  ...initialHostedOrder,
  description: 'prod VPC',
  port: 'PF-AP-NYC1-1000001',
  vlan: 300,
  pop: 'WDC1',
  zone: 'A',
  aws_account_id: '123456789012',
};

const withSettings = (settings: Partial<HostedOrderValues['cloud_settings']>, bgp = {}): HostedOrderValues => ({
  ...aws,
  has_cloud_settings: true,
  cloud_settings: {
    ...aws.cloud_settings,
    credentials_uuid: '7c0b8a5e-3f1e-4d0e-9d5f-1b2c3d4e5f60',
    aws_region: 'us-east-1',
    mtu: '9001',
    ...settings,
    bgp_settings: { ...aws.cloud_settings.bgp_settings, customer_asn: 65010, ...bgp },
  },
});

const onRamp = {
  pop: 'WDC1',
  zones: ['A'],
  market: 'WDC',
  cloud_connection_details: { region: 'us-east-1', hosted_type: 'hosted', region_description: 'US East' },
} as unknown as CloudLocation;

describe('the hosted cloud order form', () => {
  it('sends only the chosen provider’s fields, empty optional ones left out', () => {
    expect(hostedOrderBody(aws)).toEqual({
      description: 'prod VPC',
      port: 'PF-AP-NYC1-1000001',
      speed: '1Gbps',
      pop: 'WDC1',
      zone: 'A',
      vlan: 300,
      aws_account_id: '123456789012',
    });
    const azure = hostedOrderBody({
      ...aws,
      provider: 'azure',
      azure_service_key: ' abcdef00-1111-2222-3333-444444444444 ',
      vlan_private: 8,
    });
    expect(azure).toMatchObject({ azure_service_key: 'abcdef00-1111-2222-3333-444444444444', vlan_private: 8 });
    expect(azure).not.toHaveProperty('vlan');
    expect(azure).not.toHaveProperty('vlan_microsoft');
    expect(azure).not.toHaveProperty('aws_account_id');
  });

  it('builds AWS cloud settings with the prefixes typed one a line or with commas', () => {
    const body = hostedOrderBody(withSettings({}, { prefixes: '10.20.0.0/16,\n 10.30.0.0/16\n\n', md5: '' }));
    expect(body.cloud_settings).toEqual({
      credentials_uuid: '7c0b8a5e-3f1e-4d0e-9d5f-1b2c3d4e5f60',
      aws_region: 'us-east-1',
      mtu: 9001,
      aws_vif_type: 'private',
      bgp_settings: {
        customer_asn: 65010,
        address_family: 'ipv4',
        advertised_prefixes: ['10.20.0.0/16', '10.30.0.0/16'],
      },
    });
    expect(prefixList(' a , b\nc ')).toEqual(['a', 'b', 'c']);
  });

  it('gives Google settings the order’s attachment name, keepalive and ranges', () => {
    const google: HostedOrderValues = {
      ...aws,
      ...providerChange(aws, 'google'),
      pop: 'NYC1',
      google_pairing_key: '7e51a2d9-6c1f-4b0e-9a3d-2f8c5e1b7a40/us-east4/1',
      google_vlan_attachment_name: 'acme-attachment',
      has_cloud_settings: true,
    };
    google.cloud_settings = {
      ...google.cloud_settings,
      google_region: 'us-east4',
      google_cloud_router_name: 'edge-router',
    };
    const body = hostedOrderBody(google);
    expect(body.cloud_settings).toEqual({
      mtu: 1440,
      google_region: 'us-east4',
      google_vlan_attachment_name: 'acme-attachment',
      google_cloud_router_name: 'edge-router',
      bgp_settings: { customer_asn: 16550, google_keepalive_interval: 20 },
    });
    expect(checkHostedOrder(google).errors).toBeNull();
  });

  it('accepts a complete AWS order with cloud settings as the server’s schema reads it', () => {
    const checked = checkHostedOrder(withSettings({}, { md5: 'secret-key-1', prefixes: '10.20.0.0/16' }));
    expect(checked.errors).toBeNull();
    expect(checked.order?.provider).toBe('aws');
  });

  it.each([
    [
      { ...aws, description: '', vlan: 3 as const },
      { description: 'This field is required', vlan: 'Value must be between 4 and 4094, inclusive.' },
    ],
    [{ ...aws, aws_account_id: '12345' }, { aws_account_id: 'Not a valid AWS account Id' }],
    [
      {
        ...aws,
        provider: 'azure' as const,
        azure_service_key: 'ABCDEF00-1111-2222-3333-444444444444',
        vlan_private: 8 as const,
      },
      { azure_service_key: 'This key is not valid' },
    ],
    [
      { ...aws, provider: 'google' as const, google_pairing_key: 'nope', google_vlan_attachment_name: 'Bad-Name' },
      {
        google_pairing_key: 'Not a valid pairing key',
        google_vlan_attachment_name:
          'Name must start with a lowercase letter followed by up to 62 lowercase letters, numbers, or hyphens, and cannot end with a hyphen',
      },
    ],
    [
      {
        ...aws,
        provider: 'google' as const,
        google_pairing_key: 'a/b/any',
        google_vlan_attachment_name: `a${'b'.repeat(63)}`,
      },
      { google_vlan_attachment_name: 'The max length is 63' },
    ],
    [
      { ...aws, provider: 'ibm' as const, speed: '1Gbps', ibm_account_id: 'xyz', ibm_bgp_asn: 65000 as const },
      { ibm_account_id: 'Not a valid IBM account Id' },
    ],
    [
      {
        ...aws,
        provider: 'oracle' as const,
        region: 'us-ashburn-1',
        vc_ocid: 'ocid1.virtualcircuit.oc1.eu-frankfurt-1.aaaaaaaaaaaaaaaaaaaaaaaa',
      },
      { vc_ocid: 'This OCID is not valid or the region is incorrect.' },
    ],
  ])('refuses with spec 5’s messages, naming each field (%#)', (values, errors) => {
    expect(checkHostedOrder(values).errors).toMatchObject(errors);
  });

  it('checks cloud settings: MTU by VIF type, public IPs on a public VIF, ASN range and MD5 length', () => {
    expect(checkHostedOrder(withSettings({ aws_vif_type: 'transit', mtu: '9001' })).errors).toEqual({
      'cloud_settings.mtu': 'Invalid value, must be one of "1500, 8500".',
    });
    expect(
      checkHostedOrder(
        withSettings(
          { aws_vif_type: 'public', mtu: '1500' },
          { l3_address: '10.0.0.1/30', remote_address: '198.51.100.2/30' },
        ),
      ).errors,
    ).toEqual({
      'cloud_settings.bgp_settings.l3_address': 'This IP falls within a private range. Please add a public IP.',
    });
    expect(checkHostedOrder(withSettings({}, { md5: 'abc' })).errors).toEqual({
      'cloud_settings.bgp_settings.md5': 'The min length is 6',
    });
    expect(checkHostedOrder(withSettings({}, { customer_asn: 0 })).errors).toEqual({
      'cloud_settings.bgp_settings.customer_asn': 'ASN value must be in the range 1-2147483647 inclusive',
    });
    expect(checkHostedOrder(withSettings({ credentials_uuid: '' })).errors).toHaveProperty(
      'cloud_settings.credentials_uuid',
    );
    expect(
      checkHostedOrder(withSettings({ aws_vif_type: 'public', mtu: '1500' }, { prefixes: '10.0.0.0/8' })).errors,
    ).toMatchObject({
      'cloud_settings.bgp_settings.prefixes': 'This IP falls within a private range. Please add a public IP.',
    });
  });

  it('offers spec 9’s MTUs by VIF type and the speeds of the connection type', () => {
    expect(mtuChoices('aws', 'private')).toEqual(['1500', '9001']);
    expect(mtuChoices('aws', 'transit')).toEqual(['1500', '8500']);
    expect(mtuChoices('aws', 'public')).toEqual(['1500']);
    expect(mtuChoices('google', 'private')).toEqual(['1440', '1500']);
    expect(speedsFor('oracle')).toEqual(['1Gbps', '2Gbps', '5Gbps', '10Gbps']);
    expect(speedsFor('ibm')).not.toContain('10Gbps');
    expect(speedsFor('aws')).toContain('50Mbps');
  });

  it('keeps what was typed across a provider change, moving the speed into the new list', () => {
    const changed = providerChange({ ...aws, speed: '10Gbps' }, 'ibm');
    expect(changed).toMatchObject({ provider: 'ibm', speed: '1Gbps', pop: '', zone: '' });
    expect({ ...aws, ...changed }.aws_account_id).toBe('123456789012');
    expect(providerChange({ ...aws, speed: '2Gbps' }, 'oracle').speed).toBe('2Gbps');
  });

  it('fills the zone and region from the on-ramp', () => {
    expect(onRampChange(aws, onRamp)).toMatchObject({
      pop: 'WDC1',
      zone: 'A',
      region: 'us-east-1',
      cloud_settings: { aws_region: 'us-east-1', google_region: 'us-east-1' },
    });
  });

  it('sends the AWS gateways picked, and lets them go with another region, and them and the credential with another provider', () => {
    const gateway = {
      type: 'private' as const,
      id: 'vgw-1',
      name: 'vgw-prod',
      asn: 64800,
      vpc_id: 'vpc-1',
      subnet_ids: [],
    };
    const picked = withSettings({ aws_gateways: [gateway] });
    expect(hostedOrderBody(picked).cloud_settings).toMatchObject({
      aws_gateways: [{ type: 'private', id: 'vgw-1', name: 'vgw-prod', asn: 64800, vpc_id: 'vpc-1' }],
    });
    expect(checkHostedOrder(picked).errors).toBeNull();
    // The same region keeps them; an on-ramp in another region does not (the credential sees other gateways there).
    expect(onRampChange(picked, onRamp).cloud_settings?.aws_gateways).toEqual([gateway]);
    const elsewhere = {
      ...onRamp,
      cloud_connection_details: { ...onRamp.cloud_connection_details, region: 'us-west-2' },
    };
    expect(onRampChange(picked, elsewhere).cloud_settings?.aws_gateways).toEqual([]);
    expect(providerChange(picked, 'google').cloud_settings).toMatchObject({ aws_gateways: [], credentials_uuid: '' });
    expect(providerChange(picked, 'aws').cloud_settings?.credentials_uuid).toBe(picked.cloud_settings.credentials_uuid);
    // A refusal naming a gateway's field lands on the gateway pickers.
    expect(formFieldOf('cloud_settings.aws_gateways.0.vpc_id')).toBe('cloud_settings.aws_gateways');
  });

  it('refuses a Google attachment or Cloud Router name above 63 characters with one message (spec 5)', () => {
    const google: HostedOrderValues = {
      ...aws,
      ...providerChange(aws, 'google'),
      pop: 'NYC1',
      google_pairing_key: '7e51a2d9-6c1f-4b0e-9a3d-2f8c5e1b7a40/us-east4/1',
      has_cloud_settings: true,
    };
    const named = (attachment: string, router: string): HostedOrderValues => ({
      ...google,
      google_vlan_attachment_name: attachment,
      cloud_settings: { ...google.cloud_settings, google_region: 'us-east4', google_cloud_router_name: router },
    });
    const longest = `a${'b'.repeat(62)}`;
    expect(longest).toHaveLength(63);
    expect(checkHostedOrder(named(longest, longest)).errors).toBeNull();
    // One character more: the order's attachment name and the settings' copy of it make one message on one field.
    expect(checkHostedOrder(named(`${longest}c`, `${longest}c`)).errors).toEqual({
      google_vlan_attachment_name: 'The max length is 63',
      'cloud_settings.google_cloud_router_name': 'The max length is 63',
    });
    const shape =
      'Name must start with a lowercase letter followed by up to 62 lowercase letters, numbers, or hyphens, and cannot end with a hyphen';
    expect(checkHostedOrder(named('Acme_attachment', 'edge-router-')).errors).toEqual({
      google_vlan_attachment_name: shape,
      'cloud_settings.google_cloud_router_name': shape,
    });
    // The server's refusal of both copies shows once, on the field the form has.
    expect(
      placeFieldErrors({
        google_vlan_attachment_name: 'The max length is 63',
        'cloud_settings.google_vlan_attachment_name': 'The max length is 63',
      }),
    ).toEqual({ onFields: { google_vlan_attachment_name: 'The max length is 63' }, elsewhere: [] });
  });

  it('refuses what the form knows: a VLAN in use, a speed above the port, another region, the remote checks', () => {
    const port = { port_circuit_id: 'PF-AP-NYC1-1000001', speed: '1Gbps', is_lag: false };
    expect(
      contextErrors(withSettings({ aws_region: 'us-west-2' }, {}), {
        port,
        vlanSummary: { used_vlans: [300] },
        onRamp,
      }),
    ).toEqual({
      vlan: 'VLAN 300 is already in use on PF-AP-NYC1-1000001.',
      'cloud_settings.aws_region': 'The on-ramp at WDC1 reaches us-east-1.',
    });
    expect(contextErrors({ ...aws, speed: '10Gbps' }, { port }).speed).toBe(
      'The speed is above what PF-AP-NYC1-1000001 carries (1Gbps).',
    );
    expect(contextErrors({ ...aws, speed: '10Gbps' }, { port: { ...port, is_lag: true } })).toEqual({});
    expect(
      contextErrors(
        { ...aws, provider: 'azure' },
        { azureCheck: { is_valid: false, message: 'This key is not valid' } },
      ),
    ).toEqual({ azure_service_key: 'This key is not valid' });
    expect(
      contextErrors(
        { ...aws, provider: 'oracle' },
        { oracleCheck: { is_valid: false, message: 'This OCID is currently in use' } },
      ),
    ).toEqual({ vc_ocid: 'This OCID is currently in use' });
    expect(
      contextErrors(
        { ...aws, provider: 'oracle' },
        { oracleCheck: { is_valid: true, message: 'OCID Successfully validated' } },
      ),
    ).toEqual({});
  });

  it('asks the remote checks only of well-formed keys', () => {
    expect(isAzureKeyWellFormed('abcdef00-1111-2222-3333-444444444444')).toBe(true);
    expect(isAzureKeyWellFormed('ABCDEF00-1111-2222-3333-444444444444')).toBe(false);
    const ocid = 'ocid1.virtualcircuit.oc1.us-ashburn-1.aaaaaaaaaaaaaaaaaaaaaaaa';
    expect(isOracleOcidWellFormed(ocid, 'us-ashburn-1')).toBe(true);
    expect(isOracleOcidWellFormed(ocid, 'eu-frankfurt-1')).toBe(false);
    expect(isOracleOcidWellFormed('ocid1.nope', 'us-ashburn-1')).toBe(false);
  });

  it('puts the server’s refusals on the fields shown, the rest above the form', () => {
    expect(formFieldOf('cloud_settings.bgp_settings.advertised_prefixes.2')).toBe(
      'cloud_settings.bgp_settings.prefixes',
    );
    expect(formFieldOf('cloud_settings.bgp_settings.google_advertised_ip_ranges.0')).toBe(
      'cloud_settings.bgp_settings.prefixes',
    );
    expect(
      placeFieldErrors({
        vlan: 'VLAN 300 is already in use on PF-AP-NYC1-1000001.',
        'cloud_settings.google_vlan_attachment_name': 'taken',
        account_uuid: 'Not a valid account',
      }),
    ).toEqual({
      onFields: { vlan: 'VLAN 300 is already in use on PF-AP-NYC1-1000001.', google_vlan_attachment_name: 'taken' },
      elsewhere: ['Not a valid account'],
    });
  });

  it('prices the order live from spec 9’s list, metro in one market', () => {
    expect(serviceClassOf({ market: 'NYC' }, { market: 'NYC' })).toBe('metro');
    expect(serviceClassOf({ market: 'NYC' }, { market: 'WDC' })).toBe('longhaul');
    expect(serviceClassOf(undefined, { market: 'WDC' })).toBeUndefined();
    expect(hostedOrderPrice('1Gbps', 'metro')?.mrc).toBeGreaterThan(0);
    expect(hostedOrderPrice('20Gbps', 'metro')).toBeNull();
  });
});

const hosted = (overrides: Partial<HostedCloud>): HostedCloud =>
  ({
    cloud_circuit_id: 'PF-CC-NYC-WDC-1000013',
    service_provider: 'aws',
    description: 'prod',
    state: 'active',
    summary: 'active',
    alternate_summary: 'active',
    is_awaiting_acceptance: false,
    provider_state: 'available',
    pop: 'WDC1',
    zone: 'A',
    speed: '1Gbps',
    service_class: 'longhaul',
    po_number: null,
    cloud_provider_connection_id: 'dxcon-1',
    cloud_provider: { pop: 'WDC1', site: 'WDC1', region: 'us-east-1' },
    settings: { aws_account_id: '210987654321', vlan_id_cust: 210 },
    interfaces: [{ port_circuit_id: 'PF-AP-NYC1-1000001', vlan: 210 }],
    time_created: '2025-09-22T16:00:00.000Z',
    ...overrides,
  }) as HostedCloud;

describe('hosted cloud display', () => {
  it('reads spec 4’s summary, with AWS acceptance named', () => {
    expect(hostedBadge(hosted({})).label).toBe('Active');
    expect(hostedBadge(hosted({ summary: 'provisioning', is_awaiting_acceptance: true }))).toEqual({
      label: 'Awaiting acceptance',
      color: 'blue',
      isBusy: true,
    });
    expect(hostedBadge(hosted({ summary: 'deleting' })).color).toBe('gray');
    expect(hasStateWarning(hosted({ state: 'inactive', alternate_summary: 'warning' }))).toBe(true);
    expect(hasStateWarning(hosted({ state: 'error', summary: 'error', alternate_summary: 'error' }))).toBe(false);
  });

  it('exports a CSV row per connection with its port, VLAN and provider reference', () => {
    const [header, row] = hostedCsvRows([hosted({})]);
    expect(header?.slice(0, 4)).toEqual(['Circuit ID', 'Provider', 'Description', 'Status']);
    expect(row).toContain('PF-AP-NYC1-1000001');
    expect(row).toContain('VLAN 210');
    expect(row).toContain('Account 210987654321');
    expect(sourceOf(hosted({ settings: { vlan_id_private: 8, vlan_id_microsoft: 9 } })).vlans).toBe(
      'private VLAN 8, Microsoft VLAN 9',
    );
  });

  it("lists a Google connection's VLAN attachment once when it is also the provider connection ID", () => {
    const google = hosted({
      service_provider: 'google',
      cloud_provider_connection_id: 'acme-analytics-attachment',
      settings: { google_vlan_attachment_name: 'acme-analytics-attachment' },
    });
    expect(providerReferenceFacts(google)).toEqual([]);
    expect(
      providerReferenceFacts({ ...google, settings: { google_vlan_attachment_name: 'other-attachment' } }),
    ).toEqual([['Provider reference', 'other-attachment']]);
    // Not assigned yet, the reference still shows.
    expect(providerReferenceFacts({ ...google, cloud_provider_connection_id: null })).toEqual([
      ['Provider reference', 'acme-analytics-attachment'],
    ]);
    expect(providerReferenceFacts(hosted({ cloud_provider_connection_id: null, settings: {} }))).toEqual([
      ['Provider reference', '—'],
    ]);
  });

  it('names the nine router types and their files', () => {
    expect(ROUTER_TYPE_OPTIONS).toHaveLength(9);
    expect(new Set(ROUTER_TYPE_OPTIONS.map((option) => option.label)).size).toBe(9);
    expect(routerConfigFileName('PF-CC-1', 'JuniperNetworksInc-SRXSeriesRouters-JunOS95')).toBe(
      'PF-CC-1-JuniperNetworksInc-SRXSeriesRouters-JunOS95.txt',
    );
  });
});

describe('the cloud-settings tab', () => {
  const stored = {
    credentials_uuid: '00000000-0000-4000-8000-00000000cc11',
    aws_region: 'us-east-1',
    mtu: 1500,
    aws_vif_type: 'transit',
    bgp_settings: { customer_asn: 65010, md5: '********', advertised_prefixes: ['10.40.0.0/16', '10.41.0.0/16'] },
  };

  it('starts from the stored settings, the MD5 key never shown', () => {
    const values = cloudSettingsValuesOf('aws', stored, 'us-east-1');
    expect(values).toMatchObject({ aws_vif_type: 'transit', mtu: '1500', aws_region: 'us-east-1' });
    expect(values.bgp_settings).toMatchObject({ customer_asn: 65010, md5: '', prefixes: '10.40.0.0/16\n10.41.0.0/16' });
    expect(hasStoredMd5(stored)).toBe(true);
    expect(hasStoredMd5(null)).toBe(false);
    expect(cloudSettingsValuesOf('google', null, 'us-east4')).toMatchObject({
      google_region: 'us-east4',
      mtu: '1440',
      bgp_settings: { customer_asn: 16550, google_keepalive_interval: 20 },
    });
  });

  it('checks a change with the order’s rules and the on-ramp’s region', () => {
    const values = cloudSettingsValuesOf('aws', stored, 'us-east-1');
    const context = { attachmentName: '', pop: 'WDC1', region: 'us-east-1' };
    expect(checkCloudSettingsEdit('aws', values, context).body).toMatchObject({
      aws_vif_type: 'transit',
      bgp_settings: { advertised_prefixes: ['10.40.0.0/16', '10.41.0.0/16'] },
    });
    // The server takes the settings as a change over the stored ones: what the form leaves empty is cleared.
    expect(
      checkCloudSettingsEdit(
        'aws',
        { ...values, mtu: '', bgp_settings: { ...values.bgp_settings, prefixes: '' } },
        context,
      ).body,
    ).toEqual({
      credentials_uuid: stored.credentials_uuid,
      aws_region: 'us-east-1',
      mtu: null,
      aws_vif_type: 'transit',
      aws_gateways: null,
      bgp_settings: {
        customer_asn: 65010,
        address_family: 'ipv4',
        l3_address: null,
        remote_address: null,
        advertised_prefixes: null,
      },
    });
    expect(checkCloudSettingsEdit('aws', { ...values, mtu: '9001', aws_region: 'us-west-2' }, context).errors).toEqual({
      'cloud_settings.mtu': 'Invalid value, must be one of "1500, 8500".',
      'cloud_settings.aws_region': 'The on-ramp at WDC1 reaches us-east-1.',
    });
    const google = cloudSettingsValuesOf('google', null, 'us-east4');
    expect(
      checkCloudSettingsEdit(
        'google',
        { ...google, google_cloud_router_name: 'Edge' },
        {
          attachmentName: 'acme-attachment',
          pop: 'NYC1',
          region: 'us-east4',
        },
      ).errors,
    ).toEqual({
      'cloud_settings.google_cloud_router_name':
        'Name must start with a lowercase letter followed by up to 62 lowercase letters, numbers, or hyphens, and cannot end with a hyphen',
    });
  });
});

describe('the bgp-sessions tab', () => {
  it('shows only for AWS and Google connections with provider-side BGP settings', () => {
    const bgp = { bgp_settings: { customer_asn: 65010 } };
    expect(hasCloudBgp({ service_provider: 'aws', cloud_settings: bgp })).toBe(true);
    expect(hasCloudBgp({ service_provider: 'google', cloud_settings: bgp })).toBe(true);
    expect(hasCloudBgp({ service_provider: 'aws', cloud_settings: null })).toBe(false);
    expect(hasCloudBgp({ service_provider: 'aws', cloud_settings: { mtu: 1500 } })).toBe(false);
    expect(hasCloudBgp({ service_provider: 'azure', cloud_settings: bgp })).toBe(false);
  });
});
