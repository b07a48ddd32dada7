import { describe, expect, it } from 'vitest';
import {
  checkPrivateAsn,
  checkRouterEdit,
  checkRouterOrder,
  initialRouterOrder,
  type RouterOrderValues,
  routerOrderPrice,
} from './cloud-router-order-form';

const order: RouterOrderValues = { ...initialRouterOrder, name: 'Core router' };

describe('cloud router order (wire reference 3.8, spec 5 ASN)', () => {
  it('uses the provider ASN 4556 by default', () => {
    expect(checkRouterOrder(order).body).toMatchObject({
      name: 'Core router',
      asn: 4556,
      regions: ['US'],
      capacity: '1Gbps',
      subscription_term: 1,
    });
  });

  it.each([
    ['64512', 64512],
    ['65534', 65534],
    [' 65000 ', 65000],
  ])('takes the private ASN %s', (text, asn) => {
    expect(checkPrivateAsn(text)).toEqual({ asn });
    expect(checkRouterOrder({ ...order, asn_choice: 'private', asn: text }).body?.asn).toBe(asn);
  });

  it.each(['64511', '65535', '4556', '4200000000', '6.5e4', 'abc'])(
    'refuses %s as a private ASN with the range message',
    (text) => {
      const message = 'ASN value must be in the range 64512-65534 inclusive';
      expect(checkPrivateAsn(text)).toEqual({ error: message });
      expect(checkRouterOrder({ ...order, asn_choice: 'private', asn: text }).errors).toEqual({ asn: message });
    },
  );

  it('an empty private ASN, name or region list is required', () => {
    expect(checkRouterOrder({ ...order, asn_choice: 'private', asn: ' ' }).errors).toEqual({
      asn: 'This field is required',
    });
    expect(checkRouterOrder({ ...order, name: '  ', regions: [] }).errors).toEqual({
      name: 'This field is required',
      regions: 'This field is required',
    });
  });

  it('offers both regions and the capacities of spec 9', () => {
    expect(checkRouterOrder({ ...order, regions: ['US', 'UK'], capacity: '>100Gbps' }).body?.regions).toEqual([
      'US',
      'UK',
    ]);
    expect(checkRouterOrder({ ...order, capacity: '3Gbps' }).errors?.capacity).toMatch(
      /^Invalid value, must be one of/,
    );
  });

  it('prices the capacity and term live; above 100 Gbps goes to a quote', () => {
    expect(routerOrderPrice({ capacity: '1Gbps', subscription_term: '1' })).toMatchObject({ mrc: 700, nrc: 0 });
    expect(routerOrderPrice({ capacity: '10Gbps', subscription_term: '36' })?.mrc).toBeLessThan(3500);
    expect(routerOrderPrice({ capacity: '>100Gbps', subscription_term: '1' })).toBeNull();
  });
});

describe('cloud router edit', () => {
  const saved = { name: 'Core router', regions: ['US'], capacity: '1Gbps' };

  it('sends only the fields that changed', () => {
    expect(checkRouterEdit({ ...saved, name: 'Edge router' }, saved).body).toEqual({ name: 'Edge router' });
    expect(checkRouterEdit({ ...saved, regions: ['UK', 'US'] }, saved).body).toEqual({ regions: ['UK', 'US'] });
    expect(checkRouterEdit({ ...saved, capacity: '5Gbps' }, saved).body).toEqual({ capacity: '5Gbps' });
  });

  it('answers the server message when nothing changed', () => {
    expect(checkRouterEdit({ ...saved, regions: ['US'] }, saved).errors).toEqual({
      name: 'Send the name, regions or capacity to change.',
    });
  });
});
