import { describe, expect, it } from 'vitest';
import {
  CLOUD_ROUTER_STATUSES,
  canUpgradeCloudRouterConnectionSpeed,
  isCloudRouterConnectionProvisioning,
  isHpiProvisioning,
} from './cloud-router-status.js';

describe('spec 4: cloud router and connection statuses', () => {
  it('lists the statuses', () => {
    expect(CLOUD_ROUTER_STATUSES).toEqual([
      'bgp_provisioning',
      'bgp_not_created',
      'active',
      'configuring',
      'deleting',
      'established',
      'down',
      'inactive',
      'fetching',
      'pendingDelete',
      'provisioning',
      'requesting',
    ]);
  });

  it.each([
    ['active', false],
    ['inactive', false],
    ['bgp_not_created', false],
    ['bgp_disabled', false],
    ['bgp_provisioned', false],
    ['vc_active', false],
    ['saved', false],
    ['Active', false],
    ['requested', true],
    ['configuring', true],
    [null, true],
  ])('isCloudRouterConnectionProvisioning(%j) -> %j', (state, expected) => {
    expect(isCloudRouterConnectionProvisioning(state)).toBe(expected);
  });

  it.each([
    ['active', false],
    ['inactive', false],
    ['bgp_not_created', false],
    ['bgp_disabled', false],
    ['bgp_provisioned', false],
    ['vc_active', true],
    ['saved', true],
    ['provisioning', true],
  ])('isHpiProvisioning(%j) -> %j', (state, expected) => {
    expect(isHpiProvisioning(state)).toBe(expected);
  });
});

describe('spec 4: speed upgrade of a cloud router connection', () => {
  const credentials = { credentials_uuid: 'cred-1' };
  it.each([
    [{ state: 'active', service_provider: 'aws', connection_type: 'cloud_hosted', cloud_settings: credentials }, true],
    [{ state: 'active', service_provider: 'aws', connection_type: 'cloud_hosted', cloud_settings: null }, false],
    [
      { state: 'active', service_provider: 'aws', connection_type: 'cloud_dedicated', cloud_settings: credentials },
      false,
    ],
    [{ state: 'bgp_not_created', service_provider: 'google' }, true],
    [{ state: 'bgp_disabled', service_provider: 'ipsec' }, true],
    [{ state: 'active', service_provider: 'packetfabric' }, true],
    [{ state: 'active', service_provider: 'packet' }, true],
    [{ state: 'active', service_provider: 'azure' }, false],
    [{ state: 'active', service_provider: 'oracle' }, false],
    [{ state: 'provisioning', service_provider: 'google' }, false],
    [{ state: 'inactive', service_provider: 'ipsec' }, false],
  ])('canUpgradeCloudRouterConnectionSpeed(%j) -> %j', (connection, expected) => {
    expect(canUpgradeCloudRouterConnectionSpeed(connection)).toBe(expected);
  });
});
