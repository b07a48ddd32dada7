import { describe, expect, it } from 'vitest';
import { productSummaries, toAttentionItem } from './dashboard.presenter.js';

describe('productSummaries', () => {
  it('groups counts per service type in inventory order with totals and labels', () => {
    expect(
      productSummaries([
        { serviceType: 'vc', summary: 'active', topLevel: true, count: 2 },
        { serviceType: 'port', summary: 'warning', topLevel: true, count: 1 },
        { serviceType: 'port', summary: 'active', topLevel: true, count: 3 },
        { serviceType: 'vc', summary: 'error', topLevel: true, count: 1 },
      ]),
    ).toEqual([
      { service_type: 'port', label: 'Port', total: 4, active: 3, provisioning: 0, warning: 1, error: 0 },
      { service_type: 'vc', label: 'Virtual Circuit', total: 3, active: 2, provisioning: 0, warning: 0, error: 1 },
    ]);
    expect(productSummaries([])).toEqual([]);
  });

  it('counts ports as the ports list does: LAGs among the ports, LAG members not at all', () => {
    expect(
      productSummaries([
        { serviceType: 'port', summary: 'active', topLevel: true, count: 5 },
        { serviceType: 'port', summary: 'active', topLevel: false, count: 2 },
        { serviceType: 'lag', summary: 'active', topLevel: true, count: 1 },
        { serviceType: 'cr-connection', summary: 'active', topLevel: false, count: 2 },
      ]),
    ).toEqual([
      { service_type: 'port', label: 'Port', total: 6, active: 6, provisioning: 0, warning: 0, error: 0 },
      {
        service_type: 'cr-connection',
        label: 'Cloud Router Connection',
        total: 2,
        active: 2,
        provisioning: 0,
        warning: 0,
        error: 0,
      },
    ]);
  });
});

describe('toAttentionItem', () => {
  it('answers the wire fields with an ISO time', () => {
    const updatedAt = new Date('2025-01-02T03:04:05.000Z');
    expect(
      toAttentionItem({
        circuitId: 'PF-AP-X',
        customerId: 'c',
        serviceType: 'port',
        name: 'Uplink',
        description: '',
        labels: [],
        parentCircuitId: null,
        relatedServices: [],
        state: 'provisioning',
        summary: 'provisioning',
        pop: null,
        searchText: '',
        createdAt: updatedAt,
        updatedAt,
      }),
    ).toEqual({
      circuit_id: 'PF-AP-X',
      service_type: 'port',
      name: 'Uplink',
      state: 'provisioning',
      summary: 'provisioning',
      updated_at: '2025-01-02T03:04:05.000Z',
    });
  });
});
