import { describe, expect, it } from 'vitest';
import { isSameLagSlot, LAG_REFUSALS, lagMemberRefusal } from './lag-eligibility.js';
import { isLagEligible } from './port-eligibility.js';
import type { PortFacts } from './types.js';

const activePort: PortFacts = { state: 'active', status: 'active', pop: 'NYC1' };

describe('spec 5 "Port LAG eligibility": the refusal message', () => {
  it.each([
    [activePort, undefined],
    [{ ...activePort, is_lag: true }, LAG_REFUSALS.isLag],
    [{ ...activePort, is_lag_member: true }, LAG_REFUSALS.isLagMember],
    [{ ...activePort, status: 'provisioning' }, LAG_REFUSALS.provisioning],
    [{ ...activePort, vc_mode: 'evpl' }, LAG_REFUSALS.vcMode],
    [{ ...activePort, is_cloud: true }, LAG_REFUSALS.cloudOrPointToPoint],
    [{ ...activePort, is_ptp: true }, LAG_REFUSALS.cloudOrPointToPoint],
    [{ ...activePort, is_cloud_router: true }, LAG_REFUSALS.cloudOrPointToPoint],
    [{ ...activePort, state: 'error', status: 'error' }, LAG_REFUSALS.notActive],
  ])('lagMemberRefusal(%j) -> %j', (port, expected) => {
    expect(lagMemberRefusal(port)).toBe(expected);
    expect(lagMemberRefusal(port) === undefined).toBe(isLagEligible(port));
  });
});

describe('wire reference 3.4: LAG members share site, zone, speed and media', () => {
  const slot = { pop: 'NYC1', zone: 'A', speed: '10Gbps', media: 'LR' };
  it.each([
    [slot, true],
    [{ ...slot, pop: 'nyc1' }, true],
    [{ ...slot, pop: 'NYC5' }, false],
    [{ ...slot, zone: 'B' }, false],
    [{ ...slot, speed: '1Gbps' }, false],
    [{ ...slot, media: 'ER' }, false],
  ])('isSameLagSlot(%j) -> %j', (other, expected) => {
    expect(isSameLagSlot(slot, other)).toBe(expected);
  });
});
