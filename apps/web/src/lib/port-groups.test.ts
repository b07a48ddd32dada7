import { describe, expect, it } from 'vitest';
import { portGroups } from './port-groups';

const port = (circuitId: string, overrides: Partial<Parameters<typeof portGroups>[0][number]> = {}) => ({
  port_circuit_id: circuitId,
  state: 'active' as const,
  is_lag: false,
  is_lag_member: false,
  speed: '10Gbps',
  description: `Port ${circuitId}`,
  pop: 'WDC1',
  site: 'Equinix DC2',
  ...overrides,
});

describe('portGroups', () => {
  it('groups the ports by PoP in alphabetical order, each PoP named with its site', () => {
    const groups = portGroups([
      port('PF-AP-WDC1-1'),
      port('PF-AP-LAX1-2', { pop: 'LAX1', site: 'CoreSite LA1' }),
      port('PF-AP-WDC1-3', { is_lag: true, description: 'Core LAG' }),
    ]);
    expect(groups).toEqual([
      {
        group: 'LAX1 (CoreSite LA1)',
        items: [{ value: 'PF-AP-LAX1-2', label: 'PF-AP-LAX1-2 · 10Gbps · Port PF-AP-LAX1-2' }],
      },
      {
        group: 'WDC1 (Equinix DC2)',
        items: [
          { value: 'PF-AP-WDC1-1', label: 'PF-AP-WDC1-1 · 10Gbps · Port PF-AP-WDC1-1' },
          { value: 'PF-AP-WDC1-3', label: 'PF-AP-WDC1-3 · LAG · Core LAG' },
        ],
      },
    ]);
  });

  it('leaves out ports being deleted, ports in error and members of a LAG', () => {
    const groups = portGroups([
      port('PF-AP-WDC1-1', { state: 'deleting' }),
      port('PF-AP-WDC1-2', { state: 'error' }),
      port('PF-AP-WDC1-3', { is_lag_member: true }),
      port('PF-AP-WDC1-4', { state: 'provisioning' }),
    ]);
    expect(groups.flatMap((group) => group.items.map((item) => item.value))).toEqual(['PF-AP-WDC1-4']);
  });

  it('offers nothing without ports', () => {
    expect(portGroups([])).toEqual([]);
  });
});
