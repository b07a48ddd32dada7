import type { VlanSummary } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  canTakeUntagged,
  checkPortConnection,
  freeVlans,
  initialPortConnection,
  type PortConnectionValues,
  speedsForPort,
} from './port-connection-form';

const summary: VlanSummary = {
  lowest_available_vlan: 4,
  min_vlan: 4,
  max_vlan: 4094,
  used_vlans: [5, 6, 100],
  is_untagged_used: false,
};
const values: PortConnectionValues = {
  ...initialPortConnection,
  description: 'DC uplink',
  port_circuit_id: 'PF-AP-LAX1-1000',
  vlan: '7',
};

describe("connection of the company's own port", () => {
  it('offers the free VLANs of the port, lowest first', () => {
    expect(freeVlans(summary, 4)).toEqual([4, 7, 8, 9]);
    expect(freeVlans(undefined)).toEqual([]);
  });

  it('sends the VLAN as a number, or untagged for the whole port', () => {
    expect(checkPortConnection(values, summary).body).toMatchObject({ vlan: 7, speed: '1Gbps' });
    const empty = { ...summary, used_vlans: [] };
    expect(canTakeUntagged(empty)).toBe(true);
    const untagged = checkPortConnection({ ...values, untagged: true }, empty).body;
    expect(untagged).toMatchObject({ untagged: true });
    expect(untagged && 'vlan' in untagged).toBe(false);
  });

  it('orders the connection NAT and destination NAT capable when asked (wire reference 3.9)', () => {
    expect(checkPortConnection(values, summary).body).not.toHaveProperty('maybe_nat');
    expect(checkPortConnection({ ...values, maybe_nat: true, maybe_dnat: true }, summary).body).toMatchObject({
      maybe_nat: true,
      maybe_dnat: true,
    });
  });

  it('refuses a VLAN outside 4-4094, one in use, or none at all', () => {
    expect(checkPortConnection({ ...values, vlan: '4095' }, summary).errors?.vlan).toBe(
      'Value must be between 4 and 4094, inclusive.',
    );
    expect(checkPortConnection({ ...values, vlan: '100' }, summary).errors?.vlan).toBe(
      'VLAN 100 is already in use on PF-AP-LAX1-1000.',
    );
    // With the port's logical interfaces: the server's rule, an S-VLAN's outer tag taken too.
    const withServices: VlanSummary = {
      ...summary,
      logical_interfaces: [{ circuit_id: 'PF-BC-1', service_type: 'vc', vlan: 20, svlan: 300, untagged: false }],
    };
    expect(checkPortConnection({ ...values, vlan: '300' }, withServices).errors?.vlan).toBe(
      'VLAN 300 is already in use on PF-AP-LAX1-1000.',
    );
    expect(checkPortConnection({ ...values, vlan: '20' }, withServices).errors).toBeNull();
    expect(checkPortConnection({ ...values, vlan: '' }, summary).errors?.vlan).toBe(
      'Send a VLAN, or untagged for the whole port.',
    );
  });

  it('takes the whole port only when nothing rides on it', () => {
    expect(canTakeUntagged(summary)).toBe(false);
    expect(checkPortConnection({ ...values, untagged: true }, summary).errors?.untagged).toMatch(/already carries/);
  });

  it('needs the description and the port', () => {
    expect(checkPortConnection({ ...values, description: '', port_circuit_id: '' }).errors).toMatchObject({
      description: 'This field is required',
      port_circuit_id: 'This field is required',
    });
  });
});

describe('speeds of a port connection (spec 9)', () => {
  it("stops at the port's cloud router limit, else at its speed", () => {
    expect(speedsForPort({ speed: '10Gbps', max_cloud_router_speed: '1Gbps' }).at(-1)).toBe('1Gbps');
    expect(speedsForPort({ speed: '10Gbps', max_cloud_router_speed: null }).at(-1)).toBe('10Gbps');
    expect(speedsForPort({ speed: '100Gbps', max_cloud_router_speed: null })).toContain('100Gbps');
    expect(speedsForPort(undefined)[0]).toBe('50Mbps');
  });
});
