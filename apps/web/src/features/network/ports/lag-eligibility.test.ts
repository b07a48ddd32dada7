import { describe, expect, it } from 'vitest';
import { canJoinSelection, lagCandidates, memberCandidates, popsWithLagCandidates } from './lag-eligibility';
import { portFixture } from './port-fixture';

const port = (id: string, overrides: Parameters<typeof portFixture>[0] = {}) =>
  portFixture({ port_circuit_id: id, ...overrides });

const ports = [
  port('P-3'),
  port('P-1'),
  port('P-2', { zone: 'B' }),
  port('P-4', { state: 'provisioning', status: 'provisioning' }),
  port('P-5', { is_cloud: true }),
  port('P-6', { is_lag_member: true }),
  port('P-7', { pop: 'NYC1' }),
  port('L-1', { is_lag: true }),
];

describe('building a LAG', () => {
  it('offers only the eligible ports of the PoP (spec 5), by circuit id', () => {
    expect(lagCandidates(ports, 'WDC1').map((item) => item.port_circuit_id)).toEqual(['P-1', 'P-2', 'P-3']);
    expect(lagCandidates(ports, null)).toEqual([]);
  });

  it('lists the PoPs with at least two eligible ports of one kind', () => {
    expect([...popsWithLagCandidates(ports)]).toEqual(['WDC1']);
    expect([...popsWithLagCandidates([port('P-1'), port('P-2', { speed: '1Gbps', media: 'LX' })])]).toEqual([]);
  });

  it('lets the first choice set the kind: same PoP, zone, speed and media', () => {
    const [first] = lagCandidates(ports, 'WDC1');
    if (!first) throw new Error('no candidate');
    expect(canJoinSelection(port('P-9'), [])).toBe(true);
    expect(canJoinSelection(port('P-9'), [first])).toBe(true);
    expect(canJoinSelection(port('P-9', { zone: 'B' }), [first])).toBe(false);
    expect(canJoinSelection(port('P-9', { media: 'ER' }), [first])).toBe(false);
    expect(canJoinSelection(port('P-9', { pop: 'NYC1' }), [first])).toBe(false);
    // The same rule as the server's (packages/domain): letter case does not make another kind.
    expect(canJoinSelection(port('P-9', { media: first.media.toLowerCase() }), [first])).toBe(true);
  });

  it('offers to an existing LAG only eligible ports of its kind', () => {
    expect(memberCandidates(ports, port('M-1', { is_lag_member: true })).map((item) => item.port_circuit_id)).toEqual([
      'P-1',
      'P-3',
    ]);
  });
});
