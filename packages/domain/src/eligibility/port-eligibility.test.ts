import { describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION_KEYWORD, isDeleteConfirmed } from './delete-confirmation.js';
import {
  CROSS_CONNECT_REFUSALS,
  canRenew,
  crossConnectRefusal,
  isLagEligible,
  pointToPointCrossConnectRefusal,
} from './port-eligibility.js';
import type { PortFacts } from './types.js';
import { isColt } from './vendor.js';

const activePort: PortFacts = { state: 'active', status: 'active', pop: 'NYC1', provider: 'packetfabric' };

describe('spec 5 "Product eligibility rules": delete confirmation', () => {
  it('uses the dialog keyword DELETE', () => {
    expect(DELETE_CONFIRMATION_KEYWORD).toBe('DELETE');
  });

  it.each([
    ['delete', true],
    ['DELETE', true],
    ['Delete ', true],
    ['delet', false],
    ['', false],
    [null, false],
  ])('isDeleteConfirmed(%j) -> %j', (typed, expected) => {
    expect(isDeleteConfirmed(typed)).toBe(expected);
  });
});

describe('spec 5 "Product eligibility rules": LAG eligibility', () => {
  it.each([
    [activePort, true],
    [{ ...activePort, state: 'ACTIVE' }, true],
    [{ ...activePort, is_lag: true }, false],
    [{ ...activePort, is_lag_member: true }, false],
    [{ ...activePort, status: 'provisioning' }, false],
    [{ ...activePort, provisioning_status: 'provisioning' }, false],
    [{ ...activePort, vc_mode: 'evpl' }, false],
    [{ ...activePort, is_cloud: true }, false],
    [{ ...activePort, is_ptp: true }, false],
    [{ ...activePort, is_cloud_router: true }, false],
    [{ ...activePort, state: 'inactive' }, false],
    [{}, false],
  ])('isLagEligible(%j) -> %j', (port, expected) => {
    expect(isLagEligible(port)).toBe(expected);
  });
});

describe('spec 5 "Product eligibility rules": cross connect', () => {
  it.each([
    [activePort, false, undefined],
    [{ ...activePort, is_lag: true }, false, CROSS_CONNECT_REFUSALS.lag],
    [activePort, true, CROSS_CONNECT_REFUSALS.alreadyHasOne],
    [{ ...activePort, state: 'provisioning' }, false, CROSS_CONNECT_REFUSALS.provisioning],
    [{ ...activePort, pop: 'WDC6' }, false, CROSS_CONNECT_REFUSALS.blockedPop],
    [{ ...activePort, pop: 'wdc6' }, false, CROSS_CONNECT_REFUSALS.blockedPop],
    [{ ...activePort, provider: 'Colt' }, false, CROSS_CONNECT_REFUSALS.blockedVendor],
    [{ ...activePort, network_provider: 'colt' }, false, CROSS_CONNECT_REFUSALS.blockedVendor],
  ])('crossConnectRefusal(%j, has one %j) -> %j', (port, hasOne, expected) => {
    expect(crossConnectRefusal(port, hasOne)).toBe(expected);
  });

  it('has a message for every refusal', () => {
    expect(CROSS_CONNECT_REFUSALS).toEqual({
      lag: 'Cross connects cannot be ordered for a LAG port.',
      alreadyHasOne: 'This port already has a cross connect.',
      provisioning: 'Cross connects cannot be ordered while the port is provisioning.',
      blockedPop: 'Cross connects cannot be ordered at this location.',
      blockedVendor: 'Cross connects cannot be ordered for ports of this vendor.',
      pointToPointNotActive: 'Cross connects can be ordered once every interface of the point-to-point is active.',
    });
  });

  const activeInterface: PortFacts = { ...activePort, provisioning_status: 'active' };

  it.each([
    [[activeInterface, activeInterface], false, undefined],
    [
      [activeInterface, { ...activeInterface, provisioning_status: 'provisioning' }],
      false,
      CROSS_CONNECT_REFUSALS.pointToPointNotActive,
    ],
    [[], false, CROSS_CONNECT_REFUSALS.pointToPointNotActive],
    [[activeInterface, { ...activeInterface, pop: 'wdc6' }], false, CROSS_CONNECT_REFUSALS.blockedPop],
    [[activeInterface], true, CROSS_CONNECT_REFUSALS.alreadyHasOne],
  ])('pointToPointCrossConnectRefusal(%j, has one %j) -> %j', (interfaces, hasOne, expected) => {
    expect(pointToPointCrossConnectRefusal(interfaces, hasOne)).toBe(expected);
  });
});

describe('spec 5 "Product eligibility rules": renew', () => {
  it.each([
    [activePort, true],
    [{ ...activePort, is_lag: true }, false],
    [{ ...activePort, provider: 'colt' }, false],
    [{ ...activePort, port_circuit_id: 'CT-1234' }, false],
    [{ ...activePort, is_ptp: true }, false],
    [{ ...activePort, is_cloud: true, is_lag_member: true }, false],
    [{ ...activePort, is_cloud: true }, true],
    [{ ...activePort, is_lag_member: true }, true],
  ])('canRenew(%j) -> %j', (port, expected) => {
    expect(canRenew(port)).toBe(expected);
  });

  it.each([
    [{ circuitId: 'ct-99' }, true],
    [{ provider: 'COLT' }, true],
    [{ provider: null, network_provider: null, circuitId: null }, false],
  ])('isColt(%j) -> %j', (facts, expected) => {
    expect(isColt(facts)).toBe(expected);
  });
});
