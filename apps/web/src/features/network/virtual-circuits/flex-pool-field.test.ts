import { VC_SPEEDS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { poolOptionLabel, speedOptionsWithin } from './flex-pool-field';
import { initialVcOrder, vcOrderRequest } from './vc-order-form';

describe("the order form's flex bandwidth pool", () => {
  it('names each pool with what it has left', () => {
    expect(poolOptionLabel({ flex_bandwidth_id: 'PF-AB-1', description: 'East', available_capacity_mbps: 2500 })).toBe(
      'PF-AB-1 · East · 2.5Gbps available',
    );
  });

  it('disables the speeds above what the chosen pool has left, and none without a pool', () => {
    const within = speedOptionsWithin(VC_SPEEDS, 2000);
    expect(within.filter((option) => !option.disabled).map((option) => option.value)).toEqual([
      '50Mbps',
      '100Mbps',
      '200Mbps',
      '300Mbps',
      '400Mbps',
      '500Mbps',
      '1Gbps',
      '2Gbps',
    ]);
    expect(within.find((option) => option.value === '5Gbps')?.label).toBe('5Gbps (above what the pool has left)');
    expect(speedOptionsWithin(VC_SPEEDS, null).every((option) => !option.disabled)).toBe(true);
  });

  it('sends the pool with the order only when one is chosen', () => {
    const values = {
      ...initialVcOrder,
      a: { ...initialVcOrder.a, port: 'PF-AP-NYC1-1', vlan: 10 as const },
      z: { ...initialVcOrder.z, port: 'PF-AP-NYC5-2', vlan: 10 as const },
      speed: '1Gbps',
      description: 'East',
    };
    expect(vcOrderRequest(values, false)).not.toHaveProperty('flex_bandwidth_id');
    expect(vcOrderRequest({ ...values, flex_bandwidth_id: 'PF-AB-1' }, false).flex_bandwidth_id).toBe('PF-AB-1');
  });
});
