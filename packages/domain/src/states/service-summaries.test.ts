import { describe, expect, it } from 'vitest';
import {
  dedicatedCloudSummary,
  hostedCloudAlternateSummary,
  hostedCloudSummary,
  isPointToPointProvisioning,
  pointToPointSummary,
  virtualCircuitSummary,
} from './service-summaries.js';

const up = { provisioning_status: 'active', admin_status: 'up', operational_status: 'up' };

describe('spec 4: point-to-point summary', () => {
  it.each([
    [{ state: 'requested', interfaces: [up, up] }, 'provisioning'],
    [{ state: 'deleting', interfaces: [up, up] }, 'provisioning'],
    [{ state: 'active', interfaces: [up, up] }, 'active'],
    [{ state: 'active', interfaces: [up, { ...up, provisioning_status: 'provisioning' }] }, 'warning'],
    [{ state: 'active', interfaces: [up, { ...up, admin_status: 'down' }] }, 'warning'],
    [{ state: 'active', interfaces: [{ ...up, operational_status: 'down' }] }, 'warning'],
    [{ state: 'active' }, 'active'],
  ])('pointToPointSummary(%j) -> %s', (ptp, expected) => {
    expect(pointToPointSummary(ptp)).toBe(expected);
  });

  it.each([
    ['requested', true],
    ['deleting', true],
    ['active', false],
  ])('isPointToPointProvisioning(%j) -> %j', (state, expected) => {
    expect(isPointToPointProvisioning(state)).toBe(expected);
  });
});

describe('spec 4: dedicated cloud summary', () => {
  it.each([
    [{ state: 'provisioning' }, 'provisioning'],
    [{ state: 'deleting' }, 'deleting'],
    [{ state: 'error' }, 'error'],
    [{ state: 'active', admin_status: 'down' }, 'warning'],
    [{ state: 'active', interfaces: [{ operational_status: 'down' }] }, 'warning'],
    [{ state: 'active', interfaces: [up] }, 'active'],
    [{ state: 'active' }, 'active'],
  ])('dedicatedCloudSummary(%j) -> %s', (cloud, expected) => {
    expect(dedicatedCloudSummary(cloud)).toBe(expected);
  });
});

describe('spec 4: hosted cloud summaries', () => {
  it.each([
    ['deleting', 'deleting', 'deleting'],
    ['vc_provisioning', 'provisioning', 'provisioning'],
    ['provisioning', 'provisioning', 'warning'],
    ['error', 'error', 'warning'],
    ['active', 'active', 'active'],
    ['requested', 'active', 'provisioning'],
    ['inactive', 'active', 'warning'],
    [null, 'active', 'warning'],
  ])('state %j -> summary %s, alternate %s', (state, summary, alternate) => {
    expect(hostedCloudSummary(state)).toBe(summary);
    expect(hostedCloudAlternateSummary(state)).toBe(alternate);
  });
});

describe('spec 4: virtual circuit summary', () => {
  it.each([
    [{ state: 'requested', interfaces: [up, up] }, 'provisioning'],
    [{ state: 'provisioning', interfaces: [up, up] }, 'provisioning'],
    [{ state: 'deleting', interfaces: [up, up] }, 'provisioning'],
    [{ state: 'error', interfaces: [up, up] }, 'error'],
    [{ state: 'active', interfaces: [up, { ...up, operational_status: 'down' }] }, 'warning'],
    [{ state: 'active', interfaces: [{ ...up, admin_status: 'down' }, up] }, 'warning'],
    [{ state: 'active', interfaces: [up, up] }, 'active'],
  ])('virtualCircuitSummary(%j) -> %s', (vc, expected) => {
    expect(virtualCircuitSummary(vc)).toBe(expected);
  });
});
