import { describe, expect, it } from 'vitest';
import type { VcFacts } from './types.js';
import {
  canBurstVc,
  canEditVc,
  canUpgradeVc,
  canViewLonghaulUsage,
  isRegionIncompatible,
  isVcOwner,
  regionRefusalMessage,
  VC_DELETE_REFUSALS,
  vcDeleteRefusal,
} from './vc-eligibility.js';

const OWNER = 'customer-1';
const backbone: VcFacts = {
  vc_circuit_id: 'PF-BC-RNO-CHI-1729807-PF',
  service_type: 'backbone',
  service_class: 'longhaul',
  state: 'active',
  customer_uuid: OWNER,
  interfaces: [{ disabled: false }, { disabled: false }],
  bandwidth: { speed: 1000, burst_speed: 0, longhaul_type: 'dedicated' },
  flex_bandwidth_id: null,
};

describe('spec 5 "Product eligibility rules": VC edit', () => {
  it.each([
    [backbone, true],
    [{ ...backbone, vc_circuit_id: null }, false],
    [{ ...backbone, service_type: 'cloud_dedicated' }, true],
    [{ ...backbone, service_type: 'ix' }, true],
    [{ ...backbone, service_type: 'marketplace', vc_circuit_id: 'CT-123' }, true],
    [{ ...backbone, service_type: 'evpl', vc_circuit_id: 'CT-123' }, false],
    [{ ...backbone, service_type: 'ptp' }, false],
    [{ ...backbone, service_type: 'cloud_hosted' }, false],
    [{ ...backbone, service_type: 'marketplace_cloud_hosted' }, false],
    [{ ...backbone, service_type: 'evpl' }, true],
  ])('canEditVc(%j) -> %j', (vc, expected) => {
    expect(canEditVc(vc)).toBe(expected);
  });
});

describe('spec 5 "Product eligibility rules": VC delete', () => {
  it.each([
    [backbone, OWNER, undefined],
    [{ ...backbone, service_type: null }, OWNER, 'VC is still processing'],
    [{ ...backbone, state: '' }, OWNER, 'VC is still processing'],
    [{ ...backbone, vc_circuit_id: 'CT-1234-ABC' }, OWNER, VC_DELETE_REFUSALS.colt],
    [{ ...backbone, service_type: 'ptp' }, OWNER, VC_DELETE_REFUSALS.pointToPoint],
    [{ ...backbone, service_type: 'cloud_hosted' }, OWNER, VC_DELETE_REFUSALS.hostedCloud],
    [{ ...backbone, interfaces: [{ disabled: true }] }, OWNER, VC_DELETE_REFUSALS.disabledPort],
    [{ ...backbone, state: 'provisioning' }, OWNER, VC_DELETE_REFUSALS.provisioning],
    [{ ...backbone, state: 'pending' }, OWNER, VC_DELETE_REFUSALS.pending],
    [{ ...backbone, interfaces: null }, OWNER, undefined],
    [backbone, 'customer-2', 'Only the owner of a VC can delete it.'],
    [backbone, undefined, 'Only the owner of a VC can delete it.'],
  ])('vcDeleteRefusal(%j, %j) -> %j', (vc, customer, expected) => {
    expect(vcDeleteRefusal(vc, customer)).toBe(expected);
  });

  it('names the sales representative and the pages to use', () => {
    expect(VC_DELETE_REFUSALS.colt).toContain('reach out to your sales representative');
    expect(VC_DELETE_REFUSALS.pointToPoint).toContain('Point to Points page');
    expect(VC_DELETE_REFUSALS.hostedCloud).toContain('Hosted Cloud page');
  });
});

describe('spec 5 "Product eligibility rules": burst and upgrade', () => {
  it.each([
    [backbone, OWNER, true, true],
    [backbone, 'other', false, false],
    [{ ...backbone, service_type: 'ptp' }, OWNER, false, false],
    [{ ...backbone, service_type: 'cloud_hosted' }, OWNER, false, false],
    [{ ...backbone, service_type: 'marketplace_cloud_dedicated' }, OWNER, false, false],
    [{ ...backbone, vc_circuit_id: 'CT-1' }, OWNER, false, false],
    [{ ...backbone, service_type: 'ix' }, OWNER, true, false],
    [{ ...backbone, bandwidth: { longhaul_type: 'usage' } }, OWNER, true, false],
    [{ ...backbone, bandwidth: { longhaul_type: 'hourly' } }, OWNER, true, false],
    [{ ...backbone, bandwidth: null }, OWNER, true, true],
    [{ ...backbone, flex_bandwidth_id: 'PF-AB-1757715' }, OWNER, true, false],
  ])('canUpgradeVc / canBurstVc(%j, %j) -> %j / %j', (vc, customer, upgrade, burst) => {
    expect(canUpgradeVc(vc, customer)).toBe(upgrade);
    expect(canBurstVc(vc, customer)).toBe(burst);
  });

  it('is never the owner without a customer', () => {
    expect(isVcOwner({ customer_uuid: null }, null)).toBe(false);
  });
});

describe('spec 5 "Product eligibility rules": longhaul usage statistics', () => {
  const usage: VcFacts = { ...backbone, bandwidth: { longhaul_type: 'usage' } };
  it.each([
    [usage, OWNER, true],
    [{ ...usage, service_type: 'marketplace' }, OWNER, true],
    [usage, 'other', false],
    [{ ...usage, service_class: 'metro' }, OWNER, false],
    [{ ...usage, service_type: 'ix' }, OWNER, false],
    [backbone, OWNER, false],
  ])('canViewLonghaulUsage(%j, %j) -> %j', (vc, customer, expected) => {
    expect(canViewLonghaulUsage(vc, customer)).toBe(expected);
  });
});

describe('spec 5 "Product eligibility rules": region incompatibility', () => {
  it.each([
    ['US', 'UK', false],
    ['UK', 'us', false],
    ['US', 'US', false],
    ['UK', 'UK', false],
    ['UK', 'APAC', true],
  ])('isRegionIncompatible(%j, %j) -> %j', (a, z, expected) => {
    expect(isRegionIncompatible(a, z)).toBe(expected);
  });

  it('words the refusal naming both regions, as the order forms and the server show it', () => {
    expect(regionRefusalMessage('UK', 'APAC')).toBe(
      'The A end (UK) and the Z end (APAC) are in regions that cannot be connected.',
    );
    expect(regionRefusalMessage('US', 'APAC')).toBeUndefined();
  });
});
