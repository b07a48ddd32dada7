import { describe, expect, it } from 'vitest';
import type { LogicalInterface } from '../../../platform/port-vlan-directory.js';
import { innerVlansOf, lowestFreeVlan, outerVlansOf } from './port-vlans.js';

const vc = (vlan: number | null, svlan: number | null = null, untagged = false): LogicalInterface => ({
  circuit_id: `PF-BC-NYC-LON-${vlan ?? 0}`,
  service_type: 'vc',
  vlan,
  svlan,
  untagged,
});

describe('VLAN summary of a port', () => {
  it('finds the lowest free VLAN at or above min_vlan (never below 4)', () => {
    expect(lowestFreeVlan(new Set(), 1)).toBe(4);
    expect(lowestFreeVlan(new Set([4, 5, 7]), 4)).toBe(6);
    expect(lowestFreeVlan(new Set([100]), 100)).toBe(101);
    expect(lowestFreeVlan(new Set([4094]), 4094)).toBeNull();
  });

  it('counts an S-VLAN as the outer VLAN and lists inner VLANs under it', () => {
    const interfaces = [vc(10), vc(20, 300), vc(21, 300), vc(null, null, true), vc(10)];
    expect(outerVlansOf(interfaces)).toEqual([10, 300]);
    expect(innerVlansOf(interfaces, 300)).toEqual([20, 21]);
    expect(innerVlansOf(interfaces, 10)).toEqual([]);
  });
});
