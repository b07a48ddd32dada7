import type { Port, VirtualCircuit } from '@portal/contract';
import { serviceClassOf } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { burstChoices } from './burst-card';
import { vcBadge, vcSpeedText } from './vc-display';
import { vcListRequest } from './vc-list-query';
import { initialVcOrder, validateVcOrder, vcOrderPrice, vcOrderRequest } from './vc-order-form';

const port = (id: string, facts: Partial<Port>) =>
  ({ port_circuit_id: id, speed: '10Gbps', is_lag: false, region: 'US', market: 'NYC', ...facts }) as Port;
const nyc = port('PF-AP-NYC1-1', { pop: 'NYC1' });
const london = port('PF-AP-LON1-2', { pop: 'LON1', region: 'UK', market: 'LON' });
const singapore = port('PF-AP-SIN1-3', { pop: 'SIN1', region: 'AP', market: 'SIN', speed: '1Gbps' });

describe('the backbone order form', () => {
  it('derives metro or longhaul from the markets and prices the order live', () => {
    expect(serviceClassOf(nyc, nyc)).toBe('metro');
    expect(serviceClassOf(nyc, london)).toBe('longhaul');
    expect(vcOrderPrice({ speed: '1Gbps', longhaul_type: 'dedicated', subscription_term: 12 }, 'longhaul')?.mrc).toBe(
      612,
    );
    expect(vcOrderPrice({ speed: '1Gbps', longhaul_type: 'dedicated', subscription_term: 1 }, 'metro')?.mrc).toBe(400);
    expect(vcOrderPrice({ speed: null, longhaul_type: 'dedicated', subscription_term: 1 }, 'metro')).toBeUndefined();
  });

  it('refuses with the messages of spec 5 and the server', () => {
    const values = {
      ...initialVcOrder,
      a: { port: singapore.port_circuit_id, vlan: 3 as const, svlan: '' as const, untagged: false },
      z: { port: london.port_circuit_id, vlan: '' as const, svlan: '' as const, untagged: false },
      speed: '10Gbps',
    };
    expect(validateVcOrder(values, [singapore, london], false)).toEqual({
      'a.vlan': 'Value must be between 4 and 4094, inclusive.',
      'z.vlan': 'Give a VLAN, or mark the end untagged.',
      'z.port': 'The A end (AP) and the Z end (UK) are in regions that cannot be connected.',
      speed: 'The speed is above what PF-AP-SIN1-3 carries (1Gbps).',
      description: 'This field is required',
    });
  });

  it('sends the wire reference body: VLANs per end, untagged, or the whole port for EPL', () => {
    const values = {
      ...initialVcOrder,
      a: { port: nyc.port_circuit_id, vlan: 120, svlan: '' as const, untagged: false },
      z: { port: london.port_circuit_id, vlan: '' as const, svlan: '' as const, untagged: true },
      speed: '1Gbps',
      longhaul_type: 'usage' as const,
      description: ' Replication ',
    };
    expect(vcOrderRequest(values, false)).toEqual({
      description: 'Replication',
      epl: false,
      bandwidth: { speed: '1Gbps', longhaul_type: 'usage', subscription_term: 1 },
      interfaces: [
        { port_circuit_id: nyc.port_circuit_id, vlan: 120 },
        { port_circuit_id: london.port_circuit_id, untagged: true },
      ],
    });
    expect(vcOrderRequest(values, true).interfaces).toEqual([
      { port_circuit_id: nyc.port_circuit_id },
      { port_circuit_id: london.port_circuit_id },
    ]);
  });
});

describe('how a VC reads', () => {
  it('shows a burst as base plus burst (spec 4) and the state in words while provisioning', () => {
    const bandwidth = { speed: '1Gbps', burst_speed: 500, speed_mbps: 1500 } as VirtualCircuit['bandwidth'];
    expect(vcSpeedText({ bandwidth })).toBe('1Gbps + 500Mbps burst');
    expect(vcSpeedText({ bandwidth: { ...bandwidth, burst_speed: 0, speed_mbps: 1000 } })).toBe('1Gbps');
    expect(vcBadge({ state: 'requested', summary: 'provisioning' }).label).toBe('Requested');
    expect(vcBadge({ state: 'vc_provisioning', summary: 'provisioning' }).label).toBe('VC provisioning');
    expect(vcBadge({ state: 'error', summary: 'error' })).toMatchObject({ label: 'Error', color: 'red' });
    expect(vcBadge({ state: 'active', summary: 'warning' })).toMatchObject({ label: 'warning', color: 'yellow' });
  });

  it('offers bursts in common steps up to the headroom the ports leave', () => {
    expect(burstChoices(0)).toEqual([]);
    expect(burstChoices(500)).toEqual([100, 200, 300, 400, 500]);
    expect(burstChoices(9000)).toEqual([100, 200, 300, 400, 500, 1000, 2000, 5000]);
  });

  it('asks the list for known filters only', () => {
    const request = vcListRequest({
      search: ' nyc ',
      sort: 'bogus',
      direction: 'asc',
      page: 2,
      filters: { state: 'active', service_class: 'galactic', service_type: 'backbone' },
    });
    expect(request).toEqual({
      q: 'nyc',
      state: 'active',
      service_type: 'backbone',
      sort: 'time_created',
      page: 2,
      page_size: 25,
    });
  });
});
