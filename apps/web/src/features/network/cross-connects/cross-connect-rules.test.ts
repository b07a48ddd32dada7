import type { OutboundCrossConnect, PointToPoint, Port, PtpInterface } from '@portal/contract';
import { CROSS_CONNECT_REFUSALS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  BOARD_STEPS,
  boardColour,
  boardLabel,
  boardPosition,
  orderChoiceGroups,
  portChoices,
  ptpEndChoices,
} from './cross-connect-rules';

const port = (id: string, facts: Partial<Port> = {}) =>
  ({
    port_circuit_id: id,
    pop: 'NYC1',
    site_code: 'NY-EQX-1',
    speed: '10Gbps',
    description: '',
    state: 'active',
    status: 'active',
    provisioning_status: 'active',
    provider: 'packetfabric',
    network_provider: 'packetfabric',
    is_lag: false,
    ...facts,
  }) as Port;

const crossConnect = (portId: string, deleted = false) => ({ port: portId, deleted }) as OutboundCrossConnect;

describe('spec 5: the ports a cross connect can be ordered from', () => {
  it('offers eligible ports first and names the refusal of the others', () => {
    const choices = portChoices(
      [
        port('PF-AE-NYC1-1', { is_lag: true }),
        port('PF-AP-NYC1-2', { description: 'Core' }),
        port('PF-AP-NYC1-3'),
        port('PF-AP-NYC1-4', { state: 'provisioning' }),
        port('PF-AP-WDC6-5', { pop: 'WDC6' }),
        port('PF-AP-NYC1-6', { provider: 'colt' }),
        port('PF-AP-NYC1-7'),
      ],
      [crossConnect('PF-AP-NYC1-3'), crossConnect('PF-AP-NYC1-7', true)],
    );
    expect(choices.map((choice) => [choice.value, choice.refusal])).toEqual([
      ['PF-AP-NYC1-2', undefined],
      ['PF-AP-NYC1-7', undefined],
      ['PF-AE-NYC1-1', CROSS_CONNECT_REFUSALS.lag],
      ['PF-AP-NYC1-3', CROSS_CONNECT_REFUSALS.alreadyHasOne],
      ['PF-AP-NYC1-4', CROSS_CONNECT_REFUSALS.provisioning],
      ['PF-AP-WDC6-5', CROSS_CONNECT_REFUSALS.blockedPop],
      ['PF-AP-NYC1-6', CROSS_CONNECT_REFUSALS.blockedVendor],
    ]);
    expect(choices[0]?.label).toBe('PF-AP-NYC1-2 · NY-EQX-1 · 10Gbps · Core');
  });
});

const end = (side: 'a' | 'z', id: string, facts: Partial<PtpInterface> = {}) =>
  ({
    side,
    port_circuit_id: id,
    pop: 'CHI1',
    site: 'CHI-EQX-1',
    provisioning_status: 'active',
    ...facts,
  }) as PtpInterface;

const ptp = (id: string, interfaces: PtpInterface[], facts: Partial<PointToPoint> = {}) =>
  ({ ptp_circuit_id: id, speed: '1Gbps', description: '', deleted: false, interfaces, ...facts }) as PointToPoint;

describe('spec 5: the point-to-point ends a cross connect can be ordered from', () => {
  it('offers only the ends of fully active point-to-points without a cross connect, labelled with the side', () => {
    const ptps = [
      ptp('PF-PD-CHI-DAL-1', [end('a', 'PF-AP-CHI1-1'), end('z', 'PF-AP-DAL1-2', { site: 'DAL-CS-2' })], {
        description: 'Backbone',
      }),
      ptp('PF-PD-NYC-WDC-3', [
        end('a', 'PF-AP-NYC1-3'),
        end('z', 'PF-AP-WDC1-4', { provisioning_status: 'provisioning' }),
      ]),
      ptp('PF-PD-NYC-LAX-5', [end('a', 'PF-AP-NYC1-5'), end('z', 'PF-AP-LAX1-6')], { deleted: true }),
      ptp('PF-PD-WDC-LAX-7', [end('a', 'PF-AP-WDC6-7', { pop: 'WDC6' }), end('z', 'PF-AP-LAX1-8')]),
    ];
    const choices = ptpEndChoices(ptps, [crossConnect('PF-AP-CHI1-1')]);
    expect(choices.map((choice) => [choice.value, choice.site, choice.documentCircuitId])).toEqual([
      ['PF-AP-DAL1-2', 'DAL-CS-2', 'PF-PD-CHI-DAL-1'],
    ]);
    expect(choices[0]?.label).toBe('Point-to-point PF-PD-CHI-DAL-1 end Z · PF-AP-DAL1-2 · DAL-CS-2 · 1Gbps · Backbone');
    expect(choices[0]?.refusal).toBeUndefined();
    expect(ptpEndChoices(ptps, [crossConnect('PF-AP-CHI1-1', true)]).map((choice) => choice.value)).toEqual([
      'PF-AP-CHI1-1',
      'PF-AP-DAL1-2',
    ]);
  });

  it('groups the ports and the point-to-point ends, leaving out an empty group', () => {
    const ptps = [ptp('PF-PD-CHI-DAL-1', [end('a', 'PF-AP-CHI1-1'), end('z', 'PF-AP-DAL1-2')])];
    const groups = orderChoiceGroups([port('PF-AP-NYC1-2')], ptps, []);
    expect(groups.map((group) => [group.group, group.choices.map((choice) => choice.value)])).toEqual([
      ['Ports', ['PF-AP-NYC1-2']],
      ['Point-to-point ends', ['PF-AP-CHI1-1', 'PF-AP-DAL1-2']],
    ]);
    expect(orderChoiceGroups([], ptps, []).map((group) => group.group)).toEqual(['Point-to-point ends']);
    expect(orderChoiceGroups([], [], [])).toEqual([]);
  });
});

describe('spec 4: the cross-connect board as a stepper', () => {
  it('walks the board without canceled, order closed last', () => {
    expect(BOARD_STEPS).toEqual([
      'order received',
      'order review',
      'pending approval',
      'order accepted',
      'cross connect completed',
      'qa testing',
      'order closed',
    ]);
  });

  it.each([
    ['order received', { active: 0, isCanceled: false, isComplete: false }, 'blue'],
    ['Order Accepted', { active: 3, isCanceled: false, isComplete: false }, 'blue'],
    ['qa testing', { active: 5, isCanceled: false, isComplete: false }, 'blue'],
    ['order closed', { active: 7, isCanceled: false, isComplete: true }, 'green'],
    ['canceled', { active: 4, isCanceled: true, isComplete: false }, 'red'],
  ])('places %s', (status, position, colour) => {
    expect(boardPosition(status)).toEqual(position);
    expect(boardColour(status)).toBe(colour);
  });

  it("labels 'order closed' as Complete and capitalises the others", () => {
    expect(boardLabel('order closed')).toBe('Complete');
    expect(boardLabel('qa testing')).toBe('QA testing');
    expect(boardLabel('order review')).toBe('Order review');
  });
});
