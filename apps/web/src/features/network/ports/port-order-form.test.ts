import { describe, expect, it } from 'vitest';
import { initialPortOrder, portOrderRequest, validatePortOrder } from './port-order-form';

const complete = {
  ...initialPortOrder,
  pop: 'WDC1',
  zone: 'A',
  speed: '1Gbps',
  media: 'LX',
  description: 'Uplink',
};

describe('the port order form', () => {
  it('names every missing choice and field', () => {
    expect(validatePortOrder(initialPortOrder)).toMatchObject({
      pop: 'This field is required',
      zone: 'This field is required',
      speed: 'This field is required',
      media: 'This field is required',
      description: 'This field is required',
    });
    expect(validatePortOrder(complete)).toEqual({});
  });

  it('checks the media against the speed, as the server does', () => {
    expect(validatePortOrder({ ...complete, media: 'LR' }).media).toMatch(/must be one of/);
  });

  it('sends autoneg only for 1 Gbps and leaves out an empty PO number', () => {
    expect(portOrderRequest({ ...complete, autoneg: true })).toEqual({
      pop: 'WDC1',
      zone: 'A',
      speed: '1Gbps',
      media: 'LX',
      subscription_term: 12,
      description: 'Uplink',
      autoneg: true,
    });
    const tenGig = portOrderRequest({ ...complete, speed: '10Gbps', media: 'LR', autoneg: true, po_number: 'PO-1' });
    expect(tenGig).not.toHaveProperty('autoneg');
    expect(tenGig.po_number).toBe('PO-1');
  });
});
