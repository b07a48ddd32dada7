import { describe, expect, it } from 'vitest';
import { countedProductOf, isCountedAsPort } from './port-count.js';

describe('spec 9: one port count for the ports list, the sidebar and the dashboard', () => {
  it.each([
    [{ service_type: 'port' }, true],
    [{ service_type: 'lag' }, true],
    [{ service_type: 'port', is_lag_member: true }, false],
    [{ service_type: 'port', is_cloud: true }, false],
    [{ service_type: 'port', is_ptp: true }, false],
    [{ service_type: 'vc' }, false],
    [{ service_type: 'PORT' }, true],
  ])('isCountedAsPort(%j) -> %j', (circuit, expected) => {
    expect(isCountedAsPort(circuit)).toBe(expected);
  });

  it.each([
    [{ service_type: 'port' }, 'port'],
    [{ service_type: 'lag' }, 'port'],
    [{ service_type: 'port', is_lag_member: true }, undefined],
    [{ service_type: 'vc' }, 'vc'],
    [{ service_type: 'cross-connect' }, 'cross-connect'],
  ])('countedProductOf(%j) -> %j', (circuit, expected) => {
    expect(countedProductOf(circuit)).toBe(expected);
  });

  it('counts the demo estate as the ports list does: six ports and a LAG, not its two members', () => {
    const estate = [
      ...Array.from({ length: 6 }, () => ({ service_type: 'port' })),
      { service_type: 'lag' },
      { service_type: 'port', is_lag_member: true },
      { service_type: 'port', is_lag_member: true },
    ];
    expect(estate.filter(isCountedAsPort)).toHaveLength(7);
    expect(estate.filter((circuit) => countedProductOf(circuit) === 'port')).toHaveLength(7);
  });
});
