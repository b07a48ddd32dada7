import type { DedicatedCloud } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { dedicatedBadge, dedicatedCsvRows, encapsulationLabel, portCategoryLabel } from './dedicated-display';
import {
  checkDedicatedOrder,
  type DedicatedOrderValues,
  dedicatedOrderBody,
  dedicatedOrderPrice,
  initialDedicatedOrder,
} from './dedicated-order-form';

const azure: DedicatedOrderValues = {
  ...initialDedicatedOrder,
  description: 'ExpressRoute Direct',
  pop: 'WDC1',
  zone: 'A',
};

describe('the dedicated cloud order form', () => {
  it('sends only the chosen provider’s fields', () => {
    expect(dedicatedOrderBody(azure)).toEqual({
      description: 'ExpressRoute Direct',
      pop: 'WDC1',
      zone: 'A',
      speed: '10Gbps',
      subscription_term: 12,
      service_class: 'metro',
      encapsulation: 'dot1q',
      port_category: 'primary',
    });
    const aws = dedicatedOrderBody({ ...azure, provider: 'aws', aws_region: 'us-east-1', po_number: 'PO-1' });
    expect(aws).toMatchObject({ aws_region: 'us-east-1', autoneg: false, should_create_lag: true, po_number: 'PO-1' });
    expect(aws).not.toHaveProperty('encapsulation');
  });

  it('refuses with the server’s messages, naming each field', () => {
    expect(checkDedicatedOrder({ ...azure, description: '', zone: '' }).errors).toEqual({
      description: 'This field is required',
      zone: 'Not a valid zone',
    });
    expect(checkDedicatedOrder({ ...azure, speed: '1Gbps' }).errors).toEqual({
      speed: 'Invalid value, must be one of "10Gbps, 100Gbps".',
    });
    expect(
      checkDedicatedOrder({ ...azure, provider: 'aws', speed: '10Gbps', autoneg: true, aws_region: 'us-east-1' })
        .errors,
    ).toEqual({ autoneg: 'Autonegotiation is only available on 1Gbps ports.' });
    expect(checkDedicatedOrder(azure)).toMatchObject({ errors: null, order: { provider: 'azure' } });
  });

  it('prices the order live from the price list, longhaul dearer than metro', () => {
    const metro = dedicatedOrderPrice(azure);
    const longhaul = dedicatedOrderPrice({ ...azure, service_class: 'longhaul' });
    // 10 Gbps metro lists at 1,500 a month; a 12-month term takes 15 % off.
    expect(metro).toMatchObject({ mrc: 1275, nrc: 250, term: 12 });
    expect(longhaul?.mrc).toBeGreaterThan(metro?.mrc ?? 0);
    expect(dedicatedOrderPrice({ ...azure, speed: '1Gbps' })).toBeNull();
  });
});

describe('a dedicated connection on the list', () => {
  const cloud = {
    cloud_circuit_id: 'PF-CC-WDC-1000016',
    service_provider: 'azure',
    description: '=HYPERLINK("x")',
    state: 'provisioning',
    summary: 'provisioning',
    pop: 'WDC1',
    zone: 'A',
    cloud_provider: { pop: 'WDC1', site: 'EQ-DC2', region: 'eastus' },
    speed: '10Gbps',
    media: 'LR',
    azure_port_category: 'primary',
    settings: { encapsulation: 'dot1q', zone_dest: 'A', autoneg: false },
    service_class: 'metro',
    subscription_term: 12,
    cloud_provider_connection_id: null,
    po_number: null,
    time_created: '2026-11-24T10:00:00.000Z',
  } as unknown as DedicatedCloud;

  it('shows the state in words while provisioning and the summary otherwise', () => {
    expect(dedicatedBadge(cloud)).toMatchObject({ label: 'Provisioning', color: 'blue', isBusy: true });
    // Another state the network works on shows in words, never raw.
    expect(dedicatedBadge({ state: 'vc_provisioning', summary: 'provisioning' }).label).toBe(
      'Provisioning (VC provisioning)',
    );
    expect(dedicatedBadge({ state: 'active', summary: 'warning' })).toMatchObject({
      label: 'Warning',
      color: 'yellow',
    });
  });

  it('exports a row per connection', () => {
    const [header, row] = dedicatedCsvRows([cloud]);
    expect(header?.slice(0, 4)).toEqual(['Circuit ID', 'Provider', 'Description', 'Status']);
    expect(row).toContain('Azure ExpressRoute Direct');
    expect(row).toContain('Primary port · Dot1Q');
  });

  it('names encapsulations and port categories as the order form does', () => {
    expect(encapsulationLabel('dot1q')).toBe('Dot1Q');
    expect(encapsulationLabel('qinq')).toBe('QinQ');
    expect(portCategoryLabel('secondary')).toBe('Secondary');
  });
});
