import { describe, expect, it } from 'vitest';
import { derivePortStatus, portBadgeLabel, portSummary, portViewLabel } from './port-status.js';

describe('spec 4: port derived status', () => {
  it.each([
    ['active', 'provisioning', 'deleting'],
    ['inactive', 'provisioning', 'deleting'],
    ['Active', 'Provisioning', 'deleting'],
    ['inactive', 'active', 'provisioning'],
    ['requested', 'active', 'provisioning'],
    [null, null, 'provisioning'],
    ['error', 'provisioning', 'provisioning'],
    ['error', 'active', 'error'],
    ['active', 'active', 'active'],
    ['active', null, 'active'],
  ])('derivePortStatus(state %j, status %j) -> %s', (state, status, expected) => {
    expect(derivePortStatus({ state, status })).toBe(expected);
  });
});

describe('spec 4: port summary', () => {
  it.each([
    [{ state: 'requested' }, 'provisioning'],
    [{ state: 'active', status: 'provisioning' }, 'provisioning'],
    [{ state: 'error' }, 'error'],
    [{ state: 'active', admin_status: 'down' }, 'warning'],
    [{ state: 'active', operational_status: 'DOWN' }, 'warning'],
    [{ state: 'active', admin_status: 'up', operational_status: 'up' }, 'active'],
  ])('portSummary(%j) -> %s', (port, expected) => {
    expect(portSummary(port)).toBe(expected);
  });
});

describe('spec 4: port view label', () => {
  it.each([
    [{ status: 'testing', disabled: true }, 'testing mode'],
    [{ status: 'active', disabled: true }, 'disabled'],
    [{ status: 'active', disabled: false }, 'active'],
    [{ status: 'provisioning' }, 'provisioning'],
    [{}, ''],
  ])('portViewLabel(%j) -> %j', (port, expected) => {
    expect(portViewLabel(port)).toBe(expected);
  });
});

describe('spec 4: the port status badge', () => {
  const up = { state: 'active', status: 'active', admin_status: 'up', operational_status: 'up', disabled: false };
  it.each([
    [up, 'active'],
    [{ ...up, operational_status: 'down' }, 'warning'],
    [{ ...up, admin_status: 'down' }, 'warning'],
    [{ ...up, admin_status: 'down', operational_status: 'down', disabled: true }, 'disabled'],
    [{ ...up, status: 'testing' }, 'testing mode'],
    [{ ...up, state: 'requested', status: 'requested', operational_status: 'down' }, 'provisioning'],
    [{ ...up, status: 'provisioning' }, 'deleting'],
    [{ ...up, state: 'error', status: 'error' }, 'error'],
  ])('portBadgeLabel(%j) -> %j', (port, expected) => {
    expect(portBadgeLabel(port)).toBe(expected);
  });

  it('never calls a port that is down active', () => {
    for (const admin of ['up', 'down'])
      for (const operational of ['up', 'down']) {
        const label = portBadgeLabel({ ...up, admin_status: admin, operational_status: operational });
        expect(label === 'active').toBe(admin === 'up' && operational === 'up');
      }
  });
});
